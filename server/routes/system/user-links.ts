/**
 * Role users and department users (under /sys/user): paged lists with the user list's
 * conventions, and adding / removing links. Both are one link kind each, registered by registerLinkRoutes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { param, queryOf } from '../../crud/list-query';
import { idList, listRecords } from '../../crud/routes';
import { bodyOf } from '../../crud/writes';
import { newId } from '../../db/ids';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, okMessage, plain } from '../../http/envelope';
import { assertMayGrantRoles, assertMayManageUsers } from '../../services/user-rank';
import { userSpec } from '../../services/user-crud';
import { READERS } from '../../services/readers';
import { list, pagedQuery, routeSchema, text } from '../../http/route-schemas';

/** Users linked to an owner (a role, a department) through a link table (id, user_id, owner id). */
export interface UserLinkDef {
  /** Query parameter and body field naming the owner. */
  ownerParam: string;
  /** The owner's label in a refusal of its parameter. */
  ownerTitle: string;
  owner: { table: PgTable; id: PgColumn; missing: string };
  link: { table: PgTable; userId: PgColumn; ownerId: PgColumn; ownerKey: string };
  readers: readonly string[];
  /** The owner's edit button, needed to change its users. */
  editPermission: string;
  paths: { list: string; add: string; remove: string; removeBatch: string };
  /** What else must hold before users are linked (e.g. the actor holds the role being granted). */
  beforeAdd?: (ctx: AppContext, actorId: string, ownerId: string) => Promise<void>;
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

/** The list, add, remove and batch remove routes of one link kind. */
export function registerLinkRoutes(app: FastifyInstance, ctx: AppContext, def: UserLinkDef): void {
  const config = { permission: def.editPermission };
  const owner = { [def.ownerParam]: text(def.ownerTitle) };
  const schema = {
    list: routeSchema({ query: pagedQuery(owner) }),
    add: routeSchema({ body: { ...owner, userIdList: list('用户') } }),
    remove: routeSchema({ query: { ...owner, userId: text('用户编号') } }),
    removeBatch: routeSchema({ query: { ...owner, userIds: text('用户编号列表') } }),
  };

  app.get(def.paths.list, { config: { readers: def.readers }, schema: schema.list }, async (request) => {
    const query = queryOf(request);
    const ownerId = param(query, def.ownerParam)?.trim() ?? '';
    const linked = ctx.db.select({ id: def.link.userId }).from(def.link.table).where(eq(def.link.ownerId, ownerId));
    return plain(
      await listRecords(userSpec, ctx, request, query, {
        ignore: [def.ownerParam],
        where: [inArray(sysUser.id, linked)],
      }),
    );
  });

  app.post(def.paths.add, { config, schema: schema.add }, async (request) => {
    const body = bodyOf(request);
    const ownerId = typeof body[def.ownerParam] === 'string' ? (body[def.ownerParam] as string) : '';
    const [owner] = ownerId
      ? await ctx.db.select({ id: def.owner.id }).from(def.owner.table).where(eq(def.owner.id, ownerId)).limit(1)
      : [];
    if (!owner) throw new BizError(def.owner.missing);
    const userIds = await liveUserIds(ctx, stringList(body.userIdList));
    const me = currentUser(request);
    await def.beforeAdd?.(ctx, me.id, ownerId);
    await assertMayManageUsers(ctx.db, me.id, userIds);
    if (userIds.length > 0)
      await ctx.db
        .insert(def.link.table)
        .values(userIds.map((userId) => ({ id: newId(ctx.now()), userId, [def.link.ownerKey]: ownerId })) as never)
        .onConflictDoNothing();
    return okMessage('添加成功!');
  });

  const remove = async (request: FastifyRequest, userIds: string[]) => {
    const ownerId = param(queryOf(request), def.ownerParam)?.trim() ?? '';
    if (!ownerId || userIds.length === 0) throw new BizError('参数不识别！');
    await assertMayManageUsers(ctx.db, currentUser(request).id, userIds);
    await ctx.db
      .delete(def.link.table)
      .where(and(eq(def.link.ownerId, ownerId), inArray(def.link.userId, userIds.slice(0, 1000))));
    return okMessage('删除成功!');
  };
  app.delete(def.paths.remove, { config, schema: schema.remove }, async (request) =>
    remove(request, idList(param(queryOf(request), 'userId'))),
  );
  app.delete(def.paths.removeBatch, { config, schema: schema.removeBatch }, async (request) =>
    remove(request, idList(param(queryOf(request), 'userIds'))),
  );
}

export const ROLE_USER_LINKS: UserLinkDef = {
  ownerParam: 'roleId',
  ownerTitle: '角色编号',
  owner: { table: sysRole, id: sysRole.id, missing: '角色不存在' },
  link: { table: sysUserRole, userId: sysUserRole.userId, ownerId: sysUserRole.roleId, ownerKey: 'roleId' },
  readers: READERS.role,
  editPermission: 'system:role:edit',
  paths: {
    list: '/sys/user/userRoleList',
    add: '/sys/user/addSysUserRole',
    remove: '/sys/user/deleteUserRole',
    removeBatch: '/sys/user/deleteUserRoleBatch',
  },
  beforeAdd: (ctx, actorId, roleId) => assertMayGrantRoles(ctx.db, actorId, [roleId]),
};

export const DEPART_USER_LINKS: UserLinkDef = {
  ownerParam: 'depId',
  ownerTitle: '部门编号',
  owner: { table: sysDepart, id: sysDepart.id, missing: '部门不存在' },
  link: { table: sysUserDepart, userId: sysUserDepart.userId, ownerId: sysUserDepart.depId, ownerKey: 'depId' },
  readers: READERS.depart,
  editPermission: 'system:depart:edit',
  paths: {
    list: '/sys/user/departUserList',
    add: '/sys/user/editSysDepartWithUser',
    remove: '/sys/user/deleteUserInDepart',
    removeBatch: '/sys/user/deleteUserInDepartBatch',
  },
};

export async function sysUserLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  registerLinkRoutes(app, ctx, ROLE_USER_LINKS);
  registerLinkRoutes(app, ctx, DEPART_USER_LINKS);
}
