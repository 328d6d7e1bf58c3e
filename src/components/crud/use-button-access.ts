import { createContext, useContext, useMemo } from 'react';
import { usePermissionSet } from '@/access/permission-context';
import { getNoAuthCodes, hasPermission, isDisabledByAuth, type PermissionSets } from '@/access/permission-rules';

export interface ButtonAccess {
  visible: boolean;
  disabled: boolean;
}

/** Other codes that grant the same button as `code` (none by default). */
export type AlternativeCodes = (code: string) => readonly string[];

const AlternativeCodesContext = createContext<AlternativeCodes | null>(null);

/**
 * Lets the buttons inside accept other codes besides their own, e.g. an online form's rows where the server takes
 * `online:<table>:add` or 表单开发's `online:form:add`: such a button shows as the most open of its codes.
 */
export const ButtonCodeAlternatives = AlternativeCodesContext.Provider;

const SHOWN: ButtonAccess = { visible: true, disabled: false };

/**
 * One code: a code governed by a type-2 (disable) rule is always shown and disabled when not granted; any other code
 * is shown only when granted (the has-rule).
 */
function accessOf(code: string, sets: PermissionSets): ButtonAccess {
  const isDisableRule = [...sets.allAuth, ...sets.auth].some((e) => String(e.type) === '2' && e.action === code);
  return { visible: isDisableRule || hasPermission(code, sets), disabled: isDisabledByAuth(code, sets) };
}

/**
 * How a button needing `code` shows (see accessOf); with alternative codes around (ButtonCodeAlternatives), usable
 * when any of them is usable. No code: always shown.
 */
export function useButtonAccess(code: string | undefined): ButtonAccess {
  const perms = usePermissionSet();
  const alternativesOf = useContext(AlternativeCodesContext);
  return useMemo(() => {
    if (!code) return SHOWN;
    const sets = { auth: perms?.auth ?? [], allAuth: perms?.allAuth ?? [] };
    const all = [code, ...(alternativesOf?.(code) ?? [])].map((c) => accessOf(c, sets));
    return all.find((a) => a.visible && !a.disabled) ?? all.find((a) => a.visible) ?? all[0]!;
  }, [code, perms, alternativesOf]);
}

/** Keys the user lacks under an authPre prefix ("user:" → "add", "batch_delete", column names …). */
export function useNoAuthCodes(authPre: string | undefined): ReadonlySet<string> {
  const perms = usePermissionSet();
  return useMemo(
    () => new Set(authPre ? getNoAuthCodes(authPre, { auth: perms?.auth ?? [], allAuth: perms?.allAuth ?? [] }) : []),
    [authPre, perms],
  );
}
