/** What /sys/login and /sys/phoneLogin answer once the credentials are right. */
import type { LoginResult } from '../../src/domain/session-types';
import type { AppContext } from '../context';
import type { SysUserRow } from '../db/schema';
import { logSignIn } from './system-log';
import { BizError } from '../http/envelope';
import { formatDateTime } from '../time';
import { allDictItems } from './dicts';
import { recordSuccess } from './login-guard';
import { createSession } from './sessions';
import { setUserOrgCode, toUserInfo, userDeparts, userTenants } from './users';

export const TENANTS_FROZEN_MESSAGE = '与该用户关联的租户均已被冻结，无法登录！';

/** Checks the account's tenants and opens its session; the token. */
export async function openSession(ctx: AppContext, user: SysUserRow, ip: string | null): Promise<string> {
  const tenants = await userTenants(ctx, user);
  const activeTenants = tenants.filter((t) => t.status === 1);
  if (tenants.length > 0 && activeTenants.length === 0) throw new BizError(TENANTS_FROZEN_MESSAGE);
  await recordSuccess(ctx, user.username, ip);
  return createSession(ctx, user.id, activeTenants[0]?.id ?? 0, ip);
}

/** What a sign-in answers for the open session `token`: the account, its departments, tenants and dictionaries. */
export interface LoginResultOptions {
  /** The dictionaries with the answer (default); a Vue 3 client reads them from getUserInfo instead. */
  dictionaries?: boolean;
}

export async function loginResult(
  ctx: AppContext,
  user: SysUserRow,
  token: string,
  { dictionaries = true }: LoginResultOptions = {},
): Promise<LoginResult> {
  const tenants = await userTenants(ctx, user);
  const activeTenants = tenants.filter((t) => t.status === 1);
  const departs = await userDeparts(ctx, user.id);
  let current = user;
  let multiDepart: 0 | 1 | 2 = 0;
  if (departs.length === 1) {
    multiDepart = 1;
    const only = departs[0]!;
    if (user.orgCode !== only.orgCode)
      current = await setUserOrgCode(ctx, user, only.orgCode, formatDateTime(new Date(ctx.now())));
  } else if (departs.length > 1) {
    // The user keeps the last chosen department (if still theirs); otherwise the client asks.
    multiDepart = 2;
  }
  const result: LoginResult = {
    token,
    // The session's tenant (openSession): a Vue 3 client sends it back as X-Tenant-Id.
    userInfo: { ...toUserInfo(current), loginTenantId: activeTenants[0]?.id ?? 0 },
    departs,
    multi_depart: multiDepart,
    ...(dictionaries ? { sysAllDictItems: await allDictItems(ctx) } : {}),
  };
  if (tenants.length > 0) result.tenantList = activeTenants;
  return result;
}

export async function completeLogin(
  ctx: AppContext,
  user: SysUserRow,
  ip: string | null,
  options?: LoginResultOptions,
): Promise<LoginResult> {
  const token = await openSession(ctx, user, ip);
  await logSignIn(ctx, user, ip);
  return loginResult(ctx, user, token, options);
}
