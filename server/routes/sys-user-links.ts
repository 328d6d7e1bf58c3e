/**
 * Role users and department users (contract §8, under /sys/user): paged lists with the user list's
 * conventions, and adding / removing links. Changing links needs the role or department edit button.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { param, type Query } from '../crud/list-query';
import { idList, listRecords } from '../crud/routes';
import { bodyOf } from '../crud/writes';
import { newId } from '../db/ids';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../db/schema';
import { currentUser } from '../http/auth';
import { BizError, okMessage, plain } from '../http/envelope';
import { assertMayGrantRoles, assertMayManageUsers } from '../services/user-rank';
import { userSpec } from './sys-user-manage';
import { READERS } from '../services/readers';

const ROLE_EDIT = { permission: 'system:role:edit' };
const DEPART_EDIT = { permission: 'system:depart:edit' };

function queryOf(request: FastifyRequest): Query {
  return (request.query ?? {}) as Query;
}

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return typeof value === 'string' ? idList(value) : [];
}

async function liveUserIds(ctx: AppContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, ids.slice(0, 1000)), eq(sysUser.delFlag, 0)));
  return rows.map((r) => r.id);
}

export async function sysUserLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/user/userRoleList', { config: { readers: READERS.role } }, async (request) => {
    const query = queryOf(request);
    const roleId = param(query, 'roleId')?.trim() ?? '';
    const inRole = ctx.db.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId));
    return plain(
      await listRecords(userSpec, ctx, request, query, { ignore: ['roleId'], where: [inArray(sysUser.id, inRole)] }),
    );
  });

  app.post('/sys/user/addSysUserRole', { config: ROLE_EDIT }, async (request) => {
    const body = bodyOf(request);
    const roleId = typeof body.roleId === 'string' ? body.roleId : '';
    const [role] = roleId ? await ctx.db.select().from(sysRole).where(eq(sysRole.id, roleId)).limit(1) : [];
    if (!role) throw new BizError('角色不存在');
    const userIds = await liveUserIds(ctx, stringList(body.userIdList));
    const me = currentUser(request);
    await assertMayGrantRoles(ctx.db, me.id, [roleId]);
    await assertMayManageUsers(ctx.db, me.id, userIds);
    if (userIds.length > 0)
      await ctx.db
        .insert(sysUserRole)
        .values(userIds.map((userId) => ({ id: newId(ctx.now()), userId, roleId })))
        .onConflictDoNothing();
    return okMessage('添加成功!');
  });

  const removeRoleUsers = async (request: FastifyRequest, userIds: string[]) => {
    const roleId = param(queryOf(request), 'roleId')?.trim() ?? '';
    if (!roleId || userIds.length === 0) throw new BizError('参数不识别！');
    await assertMayManageUsers(ctx.db, currentUser(request).id, userIds);
    await ctx.db
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds.slice(0, 1000))));
    return okMessage('删除成功!');
  };
  app.delete('/sys/user/deleteUserRole', { config: ROLE_EDIT }, async (request) =>
    removeRoleUsers(request, idList(param(queryOf(request), 'userId'))),
  );
  app.delete('/sys/user/deleteUserRoleBatch', { config: ROLE_EDIT }, async (request) =>
    removeRoleUsers(request, idList(param(queryOf(request), 'userIds'))),
  );

  app.get('/sys/user/departUserList', { config: { readers: READERS.depart } }, async (request) => {
    const query = queryOf(request);
    const depId = param(query, 'depId')?.trim() ?? '';
    const inDepart = ctx.db
      .select({ id: sysUserDepart.userId })
      .from(sysUserDepart)
      .where(eq(sysUserDepart.depId, depId));
    return plain(
      await listRecords(userSpec, ctx, request, query, { ignore: ['depId'], where: [inArray(sysUser.id, inDepart)] }),
    );
  });

  app.post('/sys/user/editSysDepartWithUser', { config: DEPART_EDIT }, async (request) => {
    const body = bodyOf(request);
    const depId = typeof body.depId === 'string' ? body.depId : '';
    const [depart] = depId ? await ctx.db.select().from(sysDepart).where(eq(sysDepart.id, depId)).limit(1) : [];
    if (!depart) throw new BizError('部门不存在');
    const userIds = await liveUserIds(ctx, stringList(body.userIdList));
    if (userIds.length > 0)
      await ctx.db
        .insert(sysUserDepart)
        .values(userIds.map((userId) => ({ id: newId(ctx.now()), userId, depId })))
        .onConflictDoNothing();
    return okMessage('添加成功!');
  });

  const removeDepartUsers = async (request: FastifyRequest, userIds: string[]) => {
    const depId = param(queryOf(request), 'depId')?.trim() ?? '';
    if (!depId || userIds.length === 0) throw new BizError('参数不识别！');
    await ctx.db
      .delete(sysUserDepart)
      .where(and(eq(sysUserDepart.depId, depId), inArray(sysUserDepart.userId, userIds.slice(0, 1000))));
    return okMessage('删除成功!');
  };
  app.delete('/sys/user/deleteUserInDepart', { config: DEPART_EDIT }, async (request) =>
    removeDepartUsers(request, idList(param(queryOf(request), 'userId'))),
  );
  app.delete('/sys/user/deleteUserInDepartBatch', { config: DEPART_EDIT }, async (request) =>
    removeDepartUsers(request, idList(param(queryOf(request), 'userIds'))),
  );
}
