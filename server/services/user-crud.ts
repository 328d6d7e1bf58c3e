/**
 * 用户 (accounts): the CRUD definition of sys_user — roles, departments, tenants and phones kept within what the editor may grant, the initial password of imported users.
 */
import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { USER_TABLE } from '../crud/entity-tables';
import { param } from '../crud/list-query';
import { escapeLike } from '../crud/conditions';
import { idList } from '../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../crud/spec';
import { newId } from '../db/ids';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole, type SysUserRow } from '../db/schema';
import { currentUser } from '../plugins/auth';
import { BizError, NO_PERMISSION_MESSAGE } from '../http/envelope';
import { text } from '../http/text';
import { hashPassword, newSalt } from '../lib/password';
import { revokeUserSessions } from './sessions';
import { systemSender } from './message-senders';
import { userPermissionCodes } from './permissions';
import { managesEveryTenant, userTenantCondition } from './tenant-scope';
import { assertMayAddUsers, assertMayGrantRoles, assertMayManageUsers, phoneChangeRefusal } from './user-rank';
import { tenantIdsOf } from './users';
import { READERS } from './readers';

/** JeecgBoot gives imported users this initial password. */
export const IMPORT_PASSWORD = '123456';

/** Marks, in a write's batch, an edit that changed the sign-in phone. */
const PHONE_CHANGED = 'phoneChanged';

/** Changing a user's roles needs the role-management button, whoever may edit users. */
const ROLE_GRANT_PERMISSION = 'system:role:edit';

export async function userRoleIds(db: DbLike, userId: string): Promise<string[]> {
  const rows = await db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId));
  return rows.map((r) => r.id).sort();
}

async function setUserRoles(db: DbLike, userId: string, roleIds: string[]): Promise<void> {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  const existing = roleIds.length
    ? await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds))
    : [];
  if (existing.length)
    await db.insert(sysUserRole).values(existing.map((r) => ({ id: newId(), userId, roleId: r.id })));
}

async function setUserDeparts(db: DbLike, userId: string, departIds: string[]): Promise<void> {
  await db.delete(sysUserDepart).where(eq(sysUserDepart.userId, userId));
  const existing = departIds.length
    ? await db.select({ id: sysDepart.id }).from(sysDepart).where(inArray(sysDepart.id, departIds))
    : [];
  if (existing.length)
    await db.insert(sysUserDepart).values(existing.map((d) => ({ id: newId(), userId, depId: d.id })));
}

/** Changing roles needs the role button, and every added role must carry only permissions the actor holds. */
async function assertMayChangeRoles(w: WriteContext, wanted: string[], current: string[]): Promise<void> {
  const same = wanted.length === current.length && [...wanted].sort().every((id, i) => id === current[i]);
  if (same) return;
  if (!(await userPermissionCodes(w.ctx, w.user.id)).has(ROLE_GRANT_PERMISSION))
    throw new BizError(NO_PERMISSION_MESSAGE, 510);
  await assertMayGrantRoles(
    w.ctx.db,
    w.user.id,
    wanted.filter((id) => !current.includes(id)),
  );
}

/**
 * Sign-in identity: the account name never changes; a sign-in phone changes through its owner's SMS-verified flow,
 * or by an administrator who may manage the account (services/user-rank.ts), who is then told.
 */
async function assertIdentityKept(w: WriteContext, body: Row, existing: Row): Promise<void> {
  const changed = (field: string) =>
    body[field] !== undefined && text(body[field]).trim() !== text(existing[field] ?? '').trim();
  if (changed('username')) throw new BizError(USERNAME_FIXED_MESSAGE);
  if (!changed('phone')) return;
  const refusal = await phoneChangeRefusal(w.db, w.user.id, String(existing.id));
  if (refusal) throw new BizError(refusal);
}

export const USERNAME_FIXED_MESSAGE = '用户账号不允许修改';
export const TENANT_GRANT_MESSAGE = '不能把用户加入您自己不属于的租户';

/** Tenant ids in a body value: "1,2" or [1, "2"]. */
function tenantIdsIn(value: unknown): number[] {
  const parts = Array.isArray(value) ? value.map(text) : text(value).split(',');
  return parts.map((p) => Number.parseInt(p.trim(), 10)).filter((n) => Number.isInteger(n));
}

/** Nobody puts an account (his own included) into a tenant he is not a member of, unless he manages every tenant. */
async function assertMayGrantTenants(w: WriteContext, body: Row, existing?: Row): Promise<void> {
  if (body.relTenantIds === undefined) return;
  const current = new Set(tenantIdsIn(existing?.relTenantIds));
  const added = tenantIdsIn(body.relTenantIds).filter((id) => !current.has(id));
  if (added.length === 0 || (await managesEveryTenant(w.ctx, w.user.id))) return;
  const own = new Set(tenantIdsOf(w.user));
  if (added.some((id) => !own.has(id))) throw new BizError(TENANT_GRANT_MESSAGE);
}

/** A system message to the account whose sign-in phone an administrator changed. */
async function tellPhoneChanged(w: WriteContext, row: Row): Promise<void> {
  const phone = text(row.phone);
  const masked = phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
  await systemSender.send(w.ctx, row as SysUserRow, {
    title: '您的登录手机号已被管理员修改',
    content: `管理员${w.user.realname ?? ''}（${w.user.username}）于 ${w.now} 将您的登录手机号修改为 ${masked}。如非您本人知情，请立即联系系统管理员。`,
    from: w.user.username,
  });
}

async function passwordFor(w: WriteContext, values: Row): Promise<{ password: string; salt: string }> {
  if (w.mode === 'import') {
    // Imported users get the initial password; one hash serves the whole import.
    const cached = w.batch.get('password') as { password: string; salt: string } | undefined;
    if (cached) return cached;
    const salt = newSalt();
    const made = { password: await hashPassword(IMPORT_PASSWORD, salt), salt };
    w.batch.set('password', made);
    return made;
  }
  const salt = newSalt();
  return { password: await hashPassword(text(values.password), salt), salt };
}

/** Department names of each user, comma-joined (the list's 部门 column). */
async function addOrgCodeTxt(ctx: AppContext, records: Row[]): Promise<void> {
  const ids = records.map((r) => String(r.id));
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({ userId: sysUserDepart.userId, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(inArray(sysUserDepart.userId, ids))
    .orderBy(asc(sysDepart.orgCode));
  const names = new Map<string, string[]>();
  for (const r of rows) names.set(r.userId, [...(names.get(r.userId) ?? []), r.name]);
  for (const r of records) r.orgCodeTxt = names.get(String(r.id))?.join(',') ?? null;
}

export const userSpec: CrudSpec = {
  et: USER_TABLE,
  readers: READERS.user,
  ruleScreen: 'system/UserList',
  listParams: ['departId', 'code', 'departOrgCode'],
  listWhere(ctx, query) {
    const where: (SQL | undefined)[] = [];
    const departId = param(query, 'departId')?.trim();
    if (departId)
      where.push(
        inArray(
          sysUser.id,
          ctx.db.select({ id: sysUserDepart.userId }).from(sysUserDepart).where(eq(sysUserDepart.depId, departId)),
        ),
      );
    const codes = idList(param(query, 'code'));
    if (codes.length > 0) where.push(inArray(sysUser.id, codes.slice(0, 1000)));
    // queryUserByDepId: the users of a department and of every department below it (orgCode A01 → A01A01…).
    const orgCode = param(query, 'departOrgCode')?.trim();
    if (orgCode)
      where.push(
        inArray(
          sysUser.id,
          ctx.db
            .select({ id: sysUserDepart.userId })
            .from(sysUserDepart)
            .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
            .where(and(eq(sysDepart.delFlag, '0'), like(sysDepart.orgCode, `${escapeLike(orgCode)}%`))),
        ),
      );
    return where;
  },
  decorate: addOrgCodeTxt,
  // The exported 部门 column (department names) imports as the user's departments; an unknown name refuses the row.
  importAs: { orgCodeTxt: { into: 'selecteddeparts', dictCode: 'sys_depart,depart_name,id' } },
  scope: userTenantCondition,
  async check(w, body, existing) {
    if (existing) {
      await assertMayManageUsers(w.ctx.db, w.user.id, [String(existing.id)]);
      await assertIdentityKept(w, body, existing);
    } else await assertMayAddUsers(w.db, w.user.id);
    await assertMayGrantTenants(w, body, existing);
    if (body.selectedroles === undefined) return;
    const current = existing ? await userRoleIds(w.ctx.db, String(existing.id)) : [];
    await assertMayChangeRoles(w, idList(text(body.selectedroles)), current);
  },
  async beforeAdd(w, values) {
    Object.assign(values, await passwordFor(w, values), { status: 1, delFlag: 0 });
  },
  async afterAdd(w, row, body) {
    await setUserRoles(w.db, String(row.id), idList(text(body.selectedroles)));
    await setUserDeparts(w.db, String(row.id), idList(text(body.selecteddeparts)));
  },
  async beforeEdit(w, values, _body, existing) {
    // A new sign-in phone or a freeze ends the user's sessions.
    const phoneChanged = values.phone !== undefined && values.phone !== existing.phone;
    const frozen = values.status !== undefined && Number(values.status) !== 1;
    if (phoneChanged || frozen) await revokeUserSessions(w.db, String(existing.id));
    if (phoneChanged && values.phone) w.batch.set(PHONE_CHANGED, true);
  },
  async afterEdit(w, row, body) {
    if (w.batch.get(PHONE_CHANGED)) await tellPhoneChanged(w, row);
    if (body.selectedroles !== undefined) await setUserRoles(w.db, String(row.id), idList(text(body.selectedroles)));
    if (body.selecteddeparts !== undefined)
      await setUserDeparts(w.db, String(row.id), idList(text(body.selecteddeparts)));
  },
  async beforeDelete(ctx, rows, request) {
    const me = currentUser(request);
    if (rows.some((r) => r.id === me.id)) throw new BizError('不能删除当前登录用户！');
    await assertMayManageUsers(
      ctx.db,
      me.id,
      rows.map((r) => String(r.id)),
    );
  },
};
