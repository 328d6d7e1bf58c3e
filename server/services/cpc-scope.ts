/**
 * Who may see which business rows, decided on the server for every organisation-scoped call:
 * - a contact's account (a cpc_link_user row names it) sees its own institution; a 学院联系人 only his college; an
 *   invalid contact nothing;
 * - a customer account that is nobody's contact sees nothing;
 * - a national manager (a cpc_national_manager row names the account) sees the institutions of his provinces (the
 *   first two digits of the organisation's area), and everything under them;
 * - everyone else sees every row their permission codes let them reach.
 * Rows outside the scope answer as not found (queryById, edit, delete) or are simply not listed; writes that would
 * put a row outside it are refused. The scope is worked out once per request.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { LINK_ROLE } from '../../src/domain/entities/link-user';
import type { AppContext } from '../context';
import type { DbLike } from '../crud/spec';
import { cpcCollege, cpcLinkUser, cpcNationalManager, cpcOrganization, sysRole, sysUserRole } from '../db/schema';
import { currentUser } from '../plugins/auth';
import { BizError } from '../http/envelope';

export type CpcScope =
  | { kind: 'all' }
  | { kind: 'none' }
  /** Two-digit province prefixes. */
  | { kind: 'provinces'; provinces: string[] }
  | { kind: 'institution'; institutionId: string; linkUserId: string }
  | { kind: 'college'; institutionId: string; collegeId: string; linkUserId: string };

export const OUT_OF_SCOPE_MESSAGE = '不在您可操作的数据范围内';
/** The refusal of a contacts-only route (the customer portal) to an account that is no valid contact. */
export const NO_INSTITUTION_MESSAGE = '当前账号未关联院校';
/** The refusal of a 院校负责人-only route to anyone else. */
export const PRINCIPAL_ONLY_MESSAGE = '只有院校负责人可以修改院校信息';

export type ContactScope = Extract<CpcScope, { kind: 'institution' | 'college' }>;

const CUSTOMER_ROLE = 'customer';
const scopes = new WeakMap<FastifyRequest, Promise<CpcScope>>();

async function userRoleCodes(db: DbLike, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.code);
}

/** The two-digit prefixes of province codes ("110000,310000" → ['11', '31']). */
export function provincePrefixes(provinces: string | null | undefined): string[] {
  return (provinces ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d{2}/.test(p))
    .map((p) => p.slice(0, 2));
}

/** The scope of a user (no caching; see cpcScope). */
export async function scopeOfUser(db: DbLike, userId: string): Promise<CpcScope> {
  const [link] = await db.select().from(cpcLinkUser).where(eq(cpcLinkUser.userId, userId)).limit(1);
  if (link) {
    if (link.status !== 1) return { kind: 'none' };
    if (link.linkRole === LINK_ROLE.college)
      return link.collegeId
        ? { kind: 'college', institutionId: link.institutionId, collegeId: link.collegeId, linkUserId: link.id }
        : { kind: 'none' };
    return { kind: 'institution', institutionId: link.institutionId, linkUserId: link.id };
  }
  if ((await userRoleCodes(db, userId)).includes(CUSTOMER_ROLE)) return { kind: 'none' };
  const [manager] = await db
    .select({ provinces: cpcNationalManager.provinces })
    .from(cpcNationalManager)
    .where(eq(cpcNationalManager.userId, userId))
    .limit(1);
  if (manager) return { kind: 'provinces', provinces: provincePrefixes(manager.provinces) };
  return { kind: 'all' };
}

/** Is this contact his institution's 院校负责人? */
export async function isPrincipal(db: DbLike, linkUserId: string): Promise<boolean> {
  const [link] = await db
    .select({ role: cpcLinkUser.linkRole })
    .from(cpcLinkUser)
    .where(eq(cpcLinkUser.id, linkUserId))
    .limit(1);
  return String(link?.role ?? '') === LINK_ROLE.principal;
}

/** The caller's scope on a route only contacts pass (`contacts: 'only'` or `'principal'`: the auth plugin checked). */
export async function contactScope(ctx: AppContext, request: FastifyRequest): Promise<ContactScope> {
  const scope = await cpcScope(ctx, request);
  if (scope.kind !== 'institution' && scope.kind !== 'college') throw new BizError(NO_INSTITUTION_MESSAGE, 510);
  return scope;
}

/** The scope of the signed-in user of this request. */
export function cpcScope(ctx: AppContext, request: FastifyRequest): Promise<CpcScope> {
  let scope = scopes.get(request);
  if (!scope) {
    scope = scopeOfUser(ctx.db, currentUser(request).id);
    scopes.set(request, scope);
  }
  return scope;
}

const NOTHING = sql`false`;

/** Organisations in these provinces (a subquery of ids). */
function organisationsInProvinces(db: DbLike, prefixes: string[]) {
  return db
    .select({ id: cpcOrganization.id })
    .from(cpcOrganization)
    .where(inArray(sql`substr(${cpcOrganization.area}, 1, 2)`, prefixes));
}

/** Rows whose organisation (`orgColumn`) is in scope; undefined: no limit. */
export function organizationCondition(db: DbLike, scope: CpcScope, orgColumn: PgColumn): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'none':
      return NOTHING;
    case 'provinces':
      return scope.provinces.length > 0 ? inArray(orgColumn, organisationsInProvinces(db, scope.provinces)) : NOTHING;
    default:
      return eq(orgColumn, scope.institutionId);
  }
}

/** Rows of an organisation (`orgColumn`) and college (`collegeColumn`) in scope: a 学院联系人 gets his college only. */
export function collegeCondition(
  db: DbLike,
  scope: CpcScope,
  orgColumn: PgColumn,
  collegeColumn: PgColumn,
): SQL | undefined {
  const org = organizationCondition(db, scope, orgColumn);
  return scope.kind === 'college' ? and(org, eq(collegeColumn, scope.collegeId)) : org;
}

/** Is the organisation `id` in scope (and existing)? */
export async function organizationInScope(db: DbLike, scope: CpcScope, id: string): Promise<boolean> {
  if (!id) return false;
  const [row] = await db
    .select({ id: cpcOrganization.id })
    .from(cpcOrganization)
    .where(and(eq(cpcOrganization.id, id), organizationCondition(db, scope, cpcOrganization.id)))
    .limit(1);
  return Boolean(row);
}

/** Refuses an organisation that does not exist or is out of scope (the institution of a row being written). */
export async function assertOrganizationInScope(db: DbLike, scope: CpcScope, id: string, label: string) {
  if (!(await organizationInScope(db, scope, id))) throw new BizError(`${label}不存在或${OUT_OF_SCOPE_MESSAGE}`);
}

/**
 * Refuses a college that is not of the organisation `orgId`, or out of scope (a 学院联系人's other colleges).
 * Empty `collegeId` passes (the caller decides whether it is required).
 */
export async function assertCollegeOfOrganization(
  db: DbLike,
  scope: CpcScope,
  orgId: string,
  collegeId: string | null | undefined,
  label: string,
) {
  if (!collegeId) return;
  const [row] = await db
    .select({ id: cpcCollege.id })
    .from(cpcCollege)
    .where(
      and(
        eq(cpcCollege.id, collegeId),
        eq(cpcCollege.organizationId, orgId),
        collegeCondition(db, scope, cpcCollege.organizationId, cpcCollege.id),
      ),
    )
    .limit(1);
  if (!row) throw new BizError(`${label}不属于所选院校或${OUT_OF_SCOPE_MESSAGE}`);
}

/** May the scope write rows of a new organisation in province `province` (a two-digit prefix)? */
export function mayCreateOrganization(scope: CpcScope, area: string | null | undefined): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'provinces') return !!area && scope.provinces.includes(area.slice(0, 2));
  return false;
}
