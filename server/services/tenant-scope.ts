/**
 * Tenant isolation. A session works in one tenant: the one chosen at sign-in, or the `tenant-id` header
 * when it names another active tenant of the same user (the JeecgBoot clients send the tenant picked after sign-in);
 * a header naming any other tenant is ignored. Accounts that manage tenants (hold a `system:tenant:` permission)
 * see every tenant's rows; everyone else sees the rows of their current tenant (and rows of no tenant).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { sysUser, type SysUserRow } from '../db/schema';
import { callerPermissionCodes, userPermissionCodes } from './permissions';
import { userTenants } from './users';

const TENANT_MANAGER_PREFIX = 'system:tenant:';

/** The tenant a request works in: the header's when it is one of the user's active tenants, else the session's. */
export async function effectiveTenant(
  ctx: AppContext,
  user: SysUserRow,
  sessionTenant: number,
  headerTenant: number,
): Promise<number> {
  if (headerTenant <= 0 || headerTenant === sessionTenant) return sessionTenant;
  const active = (await userTenants(ctx, user)).filter((t) => t.status === 1).map((t) => t.id);
  return active.includes(headerTenant) ? headerTenant : sessionTenant;
}

const managesTenants = (codes: Set<string>) => [...codes].some((code) => code.startsWith(TENANT_MANAGER_PREFIX));

/** Does the user manage tenants (and so see and grant every tenant)? */
export async function managesEveryTenant(ctx: AppContext, userId: string): Promise<boolean> {
  return managesTenants(await userPermissionCodes(ctx, userId));
}

/** 'all' for accounts that manage tenants, else the request's tenant (0: the user belongs to no tenant). */
export async function tenantScope(ctx: AppContext, request: FastifyRequest): Promise<number | 'all'> {
  if (!request.user) return request.tenantId;
  return managesTenants(await callerPermissionCodes(ctx, request)) ? 'all' : request.tenantId;
}

/** Users of the request's tenant (and users of no tenant); undefined when the account sees every tenant. */
export async function userTenantCondition(ctx: AppContext, request: FastifyRequest): Promise<SQL | undefined> {
  const scope = await tenantScope(ctx, request);
  if (scope === 'all') return undefined;
  const tenants = sql`coalesce(${sysUser.relTenantIds}, '')`;
  return sql`(${tenants} = '' or (',' || replace(${tenants}, ' ', '') || ',') like ${`%,${scope},%`})`;
}
