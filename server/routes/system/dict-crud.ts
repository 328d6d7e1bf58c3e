/**
 * 数据字典 (/sys/dict, logical delete) and its items (/sys/dictItem, per dictionary, by sortOrder); a dictionary's
 * add and edit may save its items too (dict-item-list.ts).
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DICT_ITEM_TABLE, DICT_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row } from '../../crud/spec';
import { sysDict, sysDictItem } from '../../db/schema';
import { BizError, fail, okMessage } from '../../http/envelope';
import { READERS } from '../../services/readers';
import { saveDictItemList } from '../../services/dict-item-list';
import { id, routeSchema, text } from '../../http/route-schemas';

/** Add and edit may carry the items as `dictItemList` (the master form's 字典项 tab), saved in the same transaction. */
export const dictSpec: CrudSpec = {
  et: DICT_TABLE,
  readers: READERS.dict,
  async afterAdd(w, row, body) {
    await saveDictItemList(w, String(row.id), body);
  },
  async afterEdit(w, row, body) {
    await saveDictItemList(w, String(row.id), body);
  },
};

async function itemValueTaken(db: DbLike, dictId: string, itemValue: string, exceptId?: string): Promise<boolean> {
  const conditions: SQL[] = [eq(sysDictItem.dictId, dictId), eq(sysDictItem.itemValue, itemValue)];
  if (exceptId) conditions.push(ne(sysDictItem.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(sysDictItem)
    .where(and(...conditions));
  return Number(row?.n ?? 0) > 0;
}

async function checkItem(db: DbLike, values: Row, existing?: Row): Promise<void> {
  const dictId = String(values.dictId ?? existing?.dictId ?? '');
  const itemValue = String(values.itemValue ?? existing?.itemValue ?? '');
  if (values.dictId !== undefined) {
    const [dict] = await db
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(and(eq(sysDict.id, dictId), eq(sysDict.delFlag, 0)))
      .limit(1);
    if (!dict) throw new BizError('字典不存在');
  }
  if (itemValue && (await itemValueTaken(db, dictId, itemValue, existing ? String(existing.id) : undefined)))
    throw new BizError(`数据值「${itemValue}」已存在`);
}

export const dictItemSpec: CrudSpec = {
  et: DICT_ITEM_TABLE,
  readers: READERS.dict,
  async beforeAdd(w, values) {
    await checkItem(w.db, values);
  },
  async beforeEdit(w, values, _body, existing) {
    await checkItem(w.db, values, existing);
  },
};

const ITEM_CHECK = routeSchema({ query: { dictId: text('字典编号'), itemValue: text('数据值'), id } });

export async function sysDictCrudRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, dictSpec);
  await registerCrud(app, ctx, dictItemSpec);

  /** Is `itemValue` free in dictionary `dictId` (excluding item `id`)? */
  app.get('/sys/dictItem/dictItemCheck', { config: { signedIn: true }, schema: ITEM_CHECK }, async (request) => {
    const query = request.query as Query;
    const dictId = param(query, 'dictId')?.trim() ?? '';
    const itemValue = param(query, 'itemValue') ?? '';
    const id = param(query, 'id')?.trim();
    if (await itemValueTaken(ctx.db, dictId, itemValue, id || undefined)) return fail('该值不可用，系统中已存在！');
    return okMessage('该值可用！');
  });
}
