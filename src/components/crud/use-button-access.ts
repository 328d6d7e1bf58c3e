import { useMemo } from 'react';
import { useCan, useDisabledByAuth, usePermissionSet } from '@/access/permission-context';
import { getNoAuthCodes } from '@/access/permission-rules';

export interface ButtonAccess {
  visible: boolean;
  disabled: boolean;
}

/**
 * How a button needing `code` shows: a code governed by a type-2 (disable) rule is
 * always shown and disabled when not granted; any other code is shown only when granted (the has-rule).
 * No code: always shown.
 */
export function useButtonAccess(code: string | undefined): ButtonAccess {
  const perms = usePermissionSet();
  const can = useCan(code ?? '');
  const disabled = useDisabledByAuth(code ?? '');
  if (!code) return { visible: true, disabled: false };
  const isDisableRule = [...(perms?.allAuth ?? []), ...(perms?.auth ?? [])].some(
    (e) => String(e.type) === '2' && e.action === code,
  );
  return { visible: isDisableRule || can, disabled };
}

/** Keys the user lacks under an authPre prefix ("user:" → "add", "batch_delete", column names …). */
export function useNoAuthCodes(authPre: string | undefined): ReadonlySet<string> {
  const perms = usePermissionSet();
  return useMemo(
    () => new Set(authPre ? getNoAuthCodes(authPre, { auth: perms?.auth ?? [], allAuth: perms?.allAuth ?? [] }) : []),
    [authPre, perms],
  );
}
