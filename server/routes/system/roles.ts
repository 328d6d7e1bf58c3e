/** 角色管理 (/sys/role): the generic CRUD plus queryall, checkRoleCode and the permission tree. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ROLE_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { sysRole, sysRolePermission, sysUserRole } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { fail, plain } from '../../http/envelope';
import { assertMayGrantRoles } from '../../services/user-rank';
import { READERS } from '../../services/readers';
import { allPermissions, permissionTree } from '../../services/permission-tree';
import { id, NO_PARAMETERS, routeSchema, text } from '../../http/route-schemas';

export const roleSpec: CrudSpec = {
  et: ROLE_TABLE,
  readers: READERS.role,
  // A role carrying permissions the actor lacks (the administrator role, for staff) is not theirs to change.
  async check(w, _body, existing) {
    if (existing) await assertMayGrantRoles(w.ctx.db, w.user.id, [String(existing.id)]);
  },
  async beforeDelete(ctx, rows, request) {
    await assertMayGrantRoles(
      ctx.db,
      currentUser(request).id,
      rows.map((r) => String(r.id)),
    );
  },
  async afterDelete(db, ids) {
    const roleIds = ids.map(String);
    await db.delete(sysUserRole).where(inArray(sysUserRole.roleId, roleIds));
    await db.delete(sysRolePermission).where(inArray(sysRolePermission.roleId, roleIds));
  },
};

const CHECK_CODE = routeSchema({ query: { roleCode: text('角色编码'), id } });

export async function sysRoleRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, roleSpec);

  // Every role (queryallNoByTenant: the Vue 3 user form's choice; roles here are not per tenant).
  for (const url of ['/sys/role/queryall', '/sys/role/queryallNoByTenant'])
    app.get(url, { config: { readers: READERS.role }, schema: NO_PARAMETERS }, async () =>
      plain(await ctx.db.select().from(sysRole).orderBy(asc(sysRole.createTime), asc(sysRole.id))),
    );

  app.get('/sys/role/checkRoleCode', { config: { readers: READERS.role }, schema: CHECK_CODE }, async (request) => {
    const query = request.query as Query;
    const code = param(query, 'roleCode')?.trim() ?? '';
    const id = param(query, 'id')?.trim();
    if (!code) return plain(null);
    const [taken] = await ctx.db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(and(eq(sysRole.roleCode, code), id ? ne(sysRole.id, id) : undefined))
      .limit(1);
    return taken ? fail('角色编码已存在') : plain(null);
  });

  app.get('/sys/role/queryTreeList', { config: { readers: READERS.role }, schema: NO_PARAMETERS }, async () => {
    const rows = await allPermissions(ctx);
    return plain({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
  });
}
