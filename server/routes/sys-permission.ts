import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { param, type Query } from '../crud/list-query';
import { idList } from '../crud/routes';
import { bodyOf } from '../crud/writes';
import { newId } from '../db/ids';
import { sysDepart, sysDepartPermission, sysPermission, sysRole, sysRolePermission } from '../db/schema';
import { currentUser } from '../http/auth';
import { BizError, okMessage, plain } from '../http/envelope';
import { permissionResult } from '../services/permissions';
import { assertMayGrantPermissions, assertMayGrantRoles } from '../services/user-rank';
import { READERS } from '../services/readers';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The change a save-permission body asks for: `permissionIds` − `lastpermissionIds` to grant (only permissions
 * that exist and the actor holds), `lastpermissionIds` − `permissionIds` to revoke.
 */
async function grantChange(ctx: AppContext, request: FastifyRequest) {
  const body = bodyOf(request);
  const wanted = new Set(idList(text(body.permissionIds)));
  const before = new Set(idList(text(body.lastpermissionIds)));
  const added = [...wanted].filter((id) => !before.has(id));
  await assertMayGrantPermissions(ctx.db, currentUser(request).id, added);
  const granted = added.length
    ? await ctx.db.select({ id: sysPermission.id }).from(sysPermission).where(inArray(sysPermission.id, added))
    : [];
  return { granted: granted.map((p) => p.id), revoked: [...before].filter((id) => !wanted.has(id)) };
}

export async function sysPermissionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/permission/getUserPermissionByToken', { config: {} }, async (request) =>
    plain(await permissionResult(ctx, currentUser(request))),
  );

  app.get('/sys/permission/queryRolePermission', { config: { readers: READERS.role } }, async (request) => {
    const roleId = param(request.query as Query, 'roleId')?.trim() ?? '';
    if (!roleId) return plain([]);
    const rows = await ctx.db
      .select({ id: sysRolePermission.permissionId })
      .from(sysRolePermission)
      .where(eq(sysRolePermission.roleId, roleId));
    return plain(rows.map((r) => r.id));
  });

  app.post('/sys/permission/saveRolePermission', { config: { permission: 'system:role:edit' } }, async (request) => {
    const roleId = text(bodyOf(request).roleId).trim();
    const [role] = roleId ? await ctx.db.select().from(sysRole).where(eq(sysRole.id, roleId)).limit(1) : [];
    if (!role) throw new BizError('角色不存在');
    // A role above the actor stays as it is; below, only permissions the actor holds are added.
    await assertMayGrantRoles(ctx.db, currentUser(request).id, [roleId]);
    const { granted, revoked } = await grantChange(ctx, request);
    await ctx.db.transaction(async (tx) => {
      if (revoked.length)
        await tx
          .delete(sysRolePermission)
          .where(and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, revoked)));
      if (granted.length)
        await tx
          .insert(sysRolePermission)
          .values(granted.map((permissionId) => ({ id: newId(ctx.now()), roleId, permissionId })))
          .onConflictDoNothing();
    });
    return okMessage('保存成功！');
  });

  /**
   * 部门权限: the menus and buttons a department may hand to its roles. Stored and answered as JeecgBoot does; a grant
   * here gives nobody access by itself (roles do).
   */
  app.get('/sys/permission/queryDepartPermission', { config: { readers: READERS.depart } }, async (request) => {
    const departId = param(request.query as Query, 'departId')?.trim() ?? '';
    if (!departId) return plain([]);
    const rows = await ctx.db
      .select({ id: sysDepartPermission.permissionId })
      .from(sysDepartPermission)
      .where(eq(sysDepartPermission.departId, departId));
    return plain(rows.map((r) => r.id));
  });

  app.post(
    '/sys/permission/saveDepartPermission',
    { config: { permission: 'system:depart:edit' } },
    async (request) => {
      const departId = text(bodyOf(request).departId).trim();
      const [depart] = departId
        ? await ctx.db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.id, departId)).limit(1)
        : [];
      if (!depart) throw new BizError('部门不存在');
      const { granted, revoked } = await grantChange(ctx, request);
      await ctx.db.transaction(async (tx) => {
        if (revoked.length)
          await tx
            .delete(sysDepartPermission)
            .where(and(eq(sysDepartPermission.departId, departId), inArray(sysDepartPermission.permissionId, revoked)));
        if (granted.length)
          await tx
            .insert(sysDepartPermission)
            .values(granted.map((permissionId) => ({ id: newId(ctx.now()), departId, permissionId })))
            .onConflictDoNothing();
      });
      return okMessage('保存成功！');
    },
  );
}
