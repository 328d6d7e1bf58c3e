/**
 * 部门角色 (/sys/sysDepartRole) and their grants (/sys/sysDepartPermission): a department's own roles, who of its
 * people holds them (部门角色分配), and the menus they hold — only menus their department holds (部门权限). What a
 * department role holds counts at sign-in (services/permissions.ts grantRows) while its holder stays in the department.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DEPART_ROLE_TABLE } from '../../crud/entity-tables';
import { param, queryOf } from '../../crud/list-query';
import { idList, registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { bodyOf } from '../../crud/writes';
import { newId } from '../../db/ids';
import {
  sysDepart,
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysUserDepart,
} from '../../db/schema';
import { BizError, okMessage, plain } from '../../http/envelope';
import { routeSchema, text } from '../../http/route-schemas';
import { text as textOf } from '../../http/text';
import { currentUser } from '../../plugins/auth';
import { grantChange } from '../../services/permission-menus';
import { permissionTree } from '../../services/permission-tree';
import { READERS } from '../../services/readers';
import { assertMayGrantPermissions, assertMayManageUsers } from '../../services/user-rank';
import { formatDateTime } from '../../time';

const departId = text('部门编号');
const userId = text('用户编号');
const roleId = text('部门角色编号');
const SCHEMA = {
  rolesOfDepart: routeSchema({ query: { departId, userId } }),
  rolesOfUser: routeSchema({ query: { userId, departId } }),
  assign: routeSchema({ body: { userId, newRoleId: text('新部门角色'), oldRoleId: text('原部门角色') } }),
  treeOfDepart: routeSchema({ query: { departId } }),
  grantsOfRole: routeSchema({ query: { roleId } }),
  saveGrants: routeSchema({
    body: { roleId, permissionIds: text('权限编号列表'), lastpermissionIds: text('原权限编号列表') },
  }),
};

const departRoleSpec: CrudSpec = {
  et: DEPART_ROLE_TABLE,
  readers: READERS.departRole,
  listParams: ['deptId'],
  // JeecgBoot lists the roles of the chosen department only, none without one.
  listWhere: (_ctx, query) => {
    const depart = param(query, 'deptId')?.trim();
    return [depart ? eq(sysDepartRole.departId, depart) : sql`false`];
  },
  async check(w, body, existing) {
    if (existing) return;
    const id = textOf(body.departId).trim();
    const [depart] = id ? await w.db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.id, id)) : [];
    if (!depart) throw new BizError('请选择一个部门!');
  },
  async beforeEdit(_w, values, _body, existing) {
    // A department role stays in its department.
    values.departId = existing.departId;
  },
  async afterDelete(db, ids) {
    const roleIds = ids.map(String);
    await db.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, roleIds));
    await db.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, roleIds));
  },
};

export async function sysDepartRoleRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, departRoleSpec);
  const readers = { readers: READERS.departRole };

  const rolesOf = (depart: string) =>
    ctx.db.select().from(sysDepartRole).where(eq(sysDepartRole.departId, depart)).orderBy(sysDepartRole.createTime);

  app.get('/sys/sysDepartRole/getDeptRoleList', { config: readers, schema: SCHEMA.rolesOfDepart }, async (request) =>
    plain(await rolesOf(param(queryOf(request), 'departId')?.trim() ?? '')),
  );

  app.get(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    { config: readers, schema: SCHEMA.rolesOfUser },
    async (request) => {
      const query = queryOf(request);
      const roleIds = (await rolesOf(param(query, 'departId')?.trim() ?? '')).map((r) => r.id);
      if (roleIds.length === 0) return plain([]);
      return plain(
        await ctx.db
          .select()
          .from(sysDepartRoleUser)
          .where(
            and(
              eq(sysDepartRoleUser.userId, param(query, 'userId')?.trim() ?? ''),
              inArray(sysDepartRoleUser.droleId, roleIds),
            ),
          ),
      );
    },
  );

  /** 部门角色分配: `newRoleId` − `oldRoleId` added, `oldRoleId` − `newRoleId` removed (comma lists). */
  app.post(
    '/sys/sysDepartRole/deptRoleUserAdd',
    { config: { permission: 'system:depart:role:userAdd' }, schema: SCHEMA.assign },
    async (request) => {
      const body = bodyOf(request);
      const user = textOf(body.userId).trim();
      const wanted = new Set(idList(textOf(body.newRoleId)));
      const before = new Set(idList(textOf(body.oldRoleId)));
      const added = [...wanted].filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !wanted.has(id));
      const actor = currentUser(request).id;
      await assertMayManageUsers(ctx.db, actor, [user]);
      const roles = added.length
        ? await ctx.db.select().from(sysDepartRole).where(inArray(sysDepartRole.id, added))
        : [];
      if (roles.length !== added.length) throw new BizError('部门角色不存在');
      const memberOf = new Set(
        (
          await ctx.db.select({ id: sysUserDepart.depId }).from(sysUserDepart).where(eq(sysUserDepart.userId, user))
        ).map((d) => d.id),
      );
      if (roles.some((r) => !memberOf.has(r.departId))) throw new BizError('只能分配用户所在部门的部门角色');
      // The actor hands out only what he holds himself.
      const carried = added.length
        ? await ctx.db
            .select({ id: sysDepartRolePermission.permissionId })
            .from(sysDepartRolePermission)
            .where(inArray(sysDepartRolePermission.roleId, added))
        : [];
      await assertMayGrantPermissions(
        ctx.db,
        actor,
        carried.map((c) => c.id),
      );
      await ctx.db.transaction(async (tx) => {
        if (removed.length)
          await tx
            .delete(sysDepartRoleUser)
            .where(and(eq(sysDepartRoleUser.userId, user), inArray(sysDepartRoleUser.droleId, removed)));
        if (added.length)
          await tx
            .insert(sysDepartRoleUser)
            .values(added.map((droleId) => ({ id: newId(ctx.now()), userId: user, droleId })))
            .onConflictDoNothing();
      });
      return okMessage('添加成功！');
    },
  );

  /** The menus a department holds, as the tree its roles are granted from. */
  app.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    { config: readers, schema: SCHEMA.treeOfDepart },
    async (request) => {
      const rows = await ctx.db
        .select({ permission: sysPermission })
        .from(sysDepartPermission)
        .innerJoin(sysPermission, eq(sysPermission.id, sysDepartPermission.permissionId))
        .where(
          and(
            eq(sysDepartPermission.departId, param(queryOf(request), 'departId')?.trim() ?? ''),
            eq(sysPermission.delFlag, 0),
          ),
        )
        .orderBy(sysPermission.sortNo, sysPermission.id);
      const menus = rows.map((r) => r.permission);
      return plain({ treeList: permissionTree(menus), ids: menus.map((m) => m.id) });
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    { config: readers, schema: SCHEMA.grantsOfRole },
    async (request) => {
      const rows = await ctx.db
        .select({ id: sysDepartRolePermission.permissionId })
        .from(sysDepartRolePermission)
        .where(eq(sysDepartRolePermission.roleId, param(queryOf(request), 'roleId')?.trim() ?? ''));
      return plain(rows.map((r) => r.id));
    },
  );

  app.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    { config: { permission: 'system:depart:role:edit' }, schema: SCHEMA.saveGrants },
    async (request) => {
      const body = bodyOf(request);
      const id = textOf(body.roleId).trim();
      const [role] = id ? await ctx.db.select().from(sysDepartRole).where(eq(sysDepartRole.id, id)).limit(1) : [];
      if (!role) throw new BizError('部门角色不存在');
      const departGrants = await ctx.db
        .select({ id: sysDepartPermission.permissionId })
        .from(sysDepartPermission)
        .where(eq(sysDepartPermission.departId, role.departId));
      const within = new Set(departGrants.map((g) => g.id));
      const { granted, revoked } = await grantChange(ctx.db, currentUser(request).id, body, within);
      await ctx.db.transaction(async (tx) => {
        if (revoked.length)
          await tx
            .delete(sysDepartRolePermission)
            .where(and(eq(sysDepartRolePermission.roleId, id), inArray(sysDepartRolePermission.permissionId, revoked)));
        if (granted.length)
          await tx
            .insert(sysDepartRolePermission)
            .values(
              granted.map((permissionId) => ({
                id: newId(ctx.now()),
                departId: role.departId,
                roleId: id,
                permissionId,
                operateDate: formatDateTime(new Date(ctx.now())),
                operateIp: request.ip.slice(0, 20),
              })),
            )
            .onConflictDoNothing();
      });
      return okMessage('保存成功！');
    },
  );
}
