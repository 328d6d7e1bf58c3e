/** 租户管理 (/sys/tenant): integer ids; delete accepts DELETE or POST; queryList?ids=. */
import { asc, inArray, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { TENANT_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { idList, registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { sysTenant, sysUser } from '../../db/schema';
import { BizError, plain } from '../../http/envelope';
import { isBlank, parseInteger } from '../../crud/values';
import { nextIntegerId } from '../../crud/writes';
import { isVue3Client } from '../../http/vue3-client';
import { READERS } from '../../services/readers';
import { IDS_QUERY } from '../../http/route-schemas';

export const tenantSpec: CrudSpec = {
  et: TENANT_TABLE,
  readers: READERS.tenant,
  deleteMethods: ['DELETE', 'POST'],
  // JeecgBoot 3.9's form (its Vue 3 client) asks for the 租户编号 only when editing: the server numbers a new tenant.
  async normalizeBody(body, w) {
    if (w.mode !== 'add' || !isVue3Client(w.request) || !isBlank(body.id)) return body;
    return { ...body, id: await nextIntegerId(w.ctx.db, TENANT_TABLE) };
  },
  async beforeDelete(ctx, rows) {
    for (const row of rows) {
      const id = String(row.id);
      const [used] = await ctx.db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(
          or(
            inArray(sysUser.relTenantIds, [id]),
            like(sysUser.relTenantIds, `${escapeLike(id)},%`),
            like(sysUser.relTenantIds, `%,${escapeLike(id)}`),
            like(sysUser.relTenantIds, `%,${escapeLike(id)},%`),
          ),
        )
        .limit(1);
      if (used) throw new BizError(`租户「${String(row.name)}」已被用户引用，不能删除！`);
    }
  },
};

export async function sysTenantRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, tenantSpec);

  app.get('/sys/tenant/queryList', { config: { readers: READERS.tenant }, schema: IDS_QUERY }, async (request) => {
    const asked = idList(param(request.query as Query, 'ids'));
    const ids = asked.map(parseInteger).filter((n): n is number => n !== null);
    if (asked.length > 0 && ids.length === 0) return plain([]);
    const rows = await ctx.db
      .select()
      .from(sysTenant)
      .where(ids.length > 0 ? inArray(sysTenant.id, ids) : undefined)
      .orderBy(asc(sysTenant.id));
    return plain(rows);
  });
}
