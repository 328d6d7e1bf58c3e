/** 职务管理 (/sys/position): the generic CRUD plus queryByCode. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { POSITION_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { sysPosition } from '../../db/schema';
import { BizError, ok } from '../../http/envelope';
import { dictItemsByCode } from '../../services/dicts';
import { READERS } from '../../services/readers';
import { routeSchema, text } from '../../http/route-schemas';

/**
 * The position pickers read the rank as `rank` / `rank_dictText` (JeecgBoot HEAD's name); the list answers them beside
 * `postRank` / `postRank_dictText` (3.4's) so both kinds of client work.
 */
export const positionSpec: CrudSpec = {
  et: POSITION_TABLE,
  readers: READERS.position,
  async decorate(ctx, records) {
    const texts = new Map((await dictItemsByCode(ctx, 'position_rank')).map((i) => [i.value, i.text]));
    for (const record of records) {
      record.rank = record.postRank ?? null;
      record.rank_dictText = texts.get(String(record.postRank ?? '')) ?? null;
    }
  },
};

const BY_CODE = routeSchema({ query: { code: text('职务编码') } });

export async function sysPositionRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, positionSpec);

  app.get('/sys/position/queryByCode', { config: { readers: READERS.position }, schema: BY_CODE }, async (request) => {
    const code = param(request.query as Query, 'code')?.trim();
    const [row] = code ? await ctx.db.select().from(sysPosition).where(eq(sysPosition.code, code)).limit(1) : [];
    if (!row) throw new BizError('未找到对应数据');
    return ok(row);
  });
}
