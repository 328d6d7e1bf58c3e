/** 职务管理 (/sys/position): the generic CRUD plus queryByCode. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { POSITION_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import { isBlank } from '../../crud/values';
import type { CrudSpec, Row } from '../../crud/spec';
import { sysPosition } from '../../db/schema';
import { BizError, ok } from '../../http/envelope';
import { dictItemsByCode } from '../../services/dicts';
import { READERS } from '../../services/readers';
import { routeSchema, text } from '../../http/route-schemas';

/**
 * JeecgBoot 3.9 (its Vue 3 client) has no 职务编码 or 职级 in its form: a 职务级别 from 1 (highest) and a generated
 * code. Here the 职务级别 is the 职级 counted from the top of the five ranks: 1 正高级 … 5 员级
 * (docs/stock-jeecgboot-client.md).
 */
const RANKS = 5;
const LEVEL_MESSAGE = `职务级别须为1到${RANKS}的整数（1 正高级，${RANKS} 员级）`;

/** Like JeecgBoot's random 10-character code, starting with a letter as the 职务编码 rule asks. */
const generatedCode = () => `p${randomBytes(8).toString('hex').slice(0, 9)}`;

/**
 * The position pickers read the rank as `rank` / `rank_dictText` (JeecgBoot HEAD's name); the list answers them beside
 * `postRank` / `postRank_dictText` (3.4's) and `postLevel` (3.9's) so every kind of client works.
 */
export const positionSpec: CrudSpec = {
  et: POSITION_TABLE,
  readers: READERS.position,
  async decorate(ctx, records) {
    const texts = new Map((await dictItemsByCode(ctx, 'position_rank')).map((i) => [i.value, i.text]));
    for (const record of records) {
      record.rank = record.postRank ?? null;
      record.rank_dictText = texts.get(String(record.postRank ?? '')) ?? null;
      const rank = Number(record.postRank);
      record.postLevel = Number.isInteger(rank) && rank >= 1 && rank <= RANKS ? RANKS + 1 - rank : null;
    }
  },
  normalizeBody(body, w) {
    if (isBlank(body.postLevel) || !isBlank(body.postRank)) return body;
    const level = Number(body.postLevel);
    if (!Number.isInteger(level) || level < 1 || level > RANKS) throw new BizError(LEVEL_MESSAGE);
    const normalized: Row = { ...body, postRank: String(RANKS + 1 - level) };
    if (w.mode === 'add' && isBlank(body.code)) normalized.code = generatedCode();
    return normalized;
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
