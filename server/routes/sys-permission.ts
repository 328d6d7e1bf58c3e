import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { param, type Query } from '../crud/list-query';
import { idList } from '../crud/routes';
import { bodyOf } from '../crud/writes';
import { newId } from '../db/ids';
import { sysPermission, sysRole, sysRolePermission } from '../db/schema';
import { currentUser } from '../http/auth';
import { BizError, okMessage, plain } from '../http/envelope';
import { permissionResult } from '../services/permissions';
import { assertMayGrantPermissions, assertMayGrantRoles } from '../services/user-rank';
import { READERS } from '../services/readers';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
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

  /** Grants `permissionIds` − `lastpermissionIds` and revokes `lastpermissionIds` − `permissionIds`. */
  app.post('/sys/permission/saveRolePermission', { config: { permission: 'system:role:edit' } }, async (request) => {
    const body = bodyOf(request);
    const roleId = text(body.roleId).trim();
    const wanted = new Set(idList(text(body.permissionIds)));
    const before = new Set(idList(text(body.lastpermissionIds)));
    const [role] = roleId ? await ctx.db.select().from(sysRole).where(eq(sysRole.id, roleId)).limit(1) : [];
    if (!role) throw new BizError('角色不存在');
    const added = [...wanted].filter((id) => !before.has(id));
    // A role above the actor stays as it is; below, only permissions the actor holds are added.
    await assertMayGrantRoles(ctx.db, currentUser(request).id, [roleId]);
    await assertMayGrantPermissions(ctx.db, currentUser(request).id, added);
    const removed = [...before].filter((id) => !wanted.has(id));
    const existing = added.length
      ? await ctx.db.select({ id: sysPermission.id }).from(sysPermission).where(inArray(sysPermission.id, added))
      : [];
    await ctx.db.transaction(async (tx) => {
      if (removed.length)
        await tx
          .delete(sysRolePermission)
          .where(and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, removed)));
      if (existing.length)
        await tx
          .insert(sysRolePermission)
          .values(existing.map((p) => ({ id: newId(ctx.now()), roleId, permissionId: p.id })))
          .onConflictDoNothing();
    });
    return okMessage('保存成功！');
  });
}
