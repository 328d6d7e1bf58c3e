import type { AuthEntry } from '@/domain/permission-types';

/** The two permission sets of GET /sys/permission/getUserPermissionByToken. */
export interface PermissionSets {
  /** The user's own button permissions. */
  auth: AuthEntry[];
  /** Every button permission rule with its status. */
  allAuth: AuthEntry[];
}

export const EMPTY_PERMISSIONS: PermissionSets = { auth: [], allAuth: [] };

const isDisableRule = (e: AuthEntry) => String(e.type) === '2';
const isHideRule = (e: AuthEntry) => !isDisableRule(e);

/** Codes of an entry: JeecgBoot lets one `action` hold several codes separated by commas. */
function codesOf(entry: AuthEntry): string[] {
  return (entry.action ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

function splitCode(code: string): string[] {
  const parts = code
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [code];
}

/**
 * The has-rule (JeecgBoot's v-has): may an element needing `code` be shown?
 * - in a form with a permissionList: a non-type-2 entry listing the code keeps the element;
 *   otherwise the global rule decides (as JeecgBoot's filterNodePermission → filterGlobalPermission);
 * - globally, type-2 entries of both sets are ignored: an allAuth rule for the code with status '0'
 *   (inactive) keeps the element; else it is kept only if the user's own auth lists the code;
 *   an empty auth list removes it.
 * `code` may itself be a comma list ("user:add,user:edit"): our choice is to allow when any part
 * is allowed, so one element can stand for several actions.
 */
export function hasPermission(code: string, perms: PermissionSets, formPermissionList?: AuthEntry[]): boolean {
  return splitCode(code).some((c) => hasSingle(c, perms, formPermissionList));
}

function hasSingle(code: string, perms: PermissionSets, formList?: AuthEntry[]): boolean {
  if (formList?.some((e) => isHideRule(e) && e.action === code)) return true;
  const inactive = perms.allAuth.some((e) => isHideRule(e) && e.action === code && String(e.status) === '0');
  if (inactive) return true;
  return perms.auth.some((e) => isHideRule(e) && codesOf(e).includes(code));
}

/**
 * The button rule (JeecgBoot's disabledAuthFilter):
 * true when the element needing `code` must be shown disabled.
 * JeecgBoot words this check with "allowed" meaning "the disable applies": read "allowed" as
 * "disabled" and each clause below matches its rule in order.
 * - a form permissionList listing the code as type '2' → disabled (the process node disables it);
 * - otherwise over type-2 entries: allAuth rule with status '0' → not disabled; an active allAuth
 *   rule → disabled, unless the user's own type-2 auth grants the code (→ not disabled); with no
 *   own type-2 auth the allAuth result stands; no rule at all → not disabled.
 */
export function isDisabledByAuth(code: string, perms: PermissionSets, formPermissionList?: AuthEntry[]): boolean {
  if (formPermissionList?.some((e) => isDisableRule(e) && e.action === code)) return true;
  const rule = perms.allAuth.find((e) => isDisableRule(e) && e.action === code);
  if (!rule || String(rule.status) === '0') return false;
  const own = perms.auth.filter(isDisableRule);
  if (own.length === 0) return true;
  return !own.some((e) => e.action === code);
}

/**
 * Menu-level codes the user lacks under a prefix (JeecgBoot's getNoAuthCols): type-'1' actions
 * starting with `prefix` that are active (status '1') in allAuth and absent from auth, returned
 * without the prefix (prefix "user:" → "add", "batch_delete"). An empty prefix gives [].
 */
export function getNoAuthCodes(prefix: string, perms: PermissionSets): string[] {
  if (!prefix) return [];
  const strip = (action: string) => action.slice(prefix.length);
  const menuLevel = (e: AuthEntry) => String(e.type) === '1' && (e.action ?? '').startsWith(prefix);
  const granted = new Set(perms.auth.filter(menuLevel).map((e) => strip(e.action)));
  const ruled = perms.allAuth.filter((e) => menuLevel(e) && String(e.status) === '1').map((e) => strip(e.action));
  return [...new Set(ruled)].filter((code) => !granted.has(code));
}

/**
 * Hides columns or toolbar buttons whose key is among the prefix's missing codes
 * (key "add" hides the add button, "batch_delete" the batch removal).
 */
export function filterByAuthPre<T>(
  items: readonly T[],
  prefix: string | undefined,
  perms: PermissionSets,
  keyOf: (item: T) => string | undefined,
): T[] {
  if (!prefix) return [...items];
  const missing = new Set(getNoAuthCodes(prefix, perms));
  if (missing.size === 0) return [...items];
  return items.filter((item) => {
    const key = keyOf(item);
    return key === undefined || !missing.has(key);
  });
}
