/**
 * Self-registration settings (env, read at each sign-up): SELF_REGISTER=off closes /sys/user/register (default open);
 * REGISTER_ROLE names the role code new accounts get (default none: the account signs in to an empty menu until an
 * administrator grants it a role).
 */
export interface SelfRegistration {
  open: boolean;
  roleCode: string | null;
}

export function selfRegistration(env: NodeJS.ProcessEnv = process.env): SelfRegistration {
  return {
    open: (env.SELF_REGISTER ?? '').trim().toLowerCase() !== 'off',
    roleCode: env.REGISTER_ROLE?.trim() || null,
  };
}
