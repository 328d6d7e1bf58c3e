/**
 * Dictionary reads: getDictItems (plain code or `table,text,code[,condition]`),
 * loadDictItem, loadDict, loadTreeData, refleshCache, queryAllDictItems. The signed ones pass the
 * X-Sign check of server/plugins/sign-check.ts. Tables and columns go through services/table-dict.
 */
import { and, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DictItem } from '../../../src/domain/session-types';
import type { AppContext } from '../../context';
import { columnKind } from '../../crud/entity-table';
import { param, type Query } from '../../crud/list-query';
import { idList } from '../../crud/routes';
import { filterValue } from '../../crud/values';
import { BizError, ok, plain } from '../../http/envelope';
import { allDictItems, dictItemsByCode } from '../../services/dicts';
import {
  allowedColumn,
  allowedTable,
  DICT_CODE_FORMAT_MESSAGE,
  isTableDict,
  liveRows,
  parseTableDict,
  safeCondition,
  tableDictItems,
  type TableDictQuery,
} from '../../services/table-dict';
import { tableReach } from '../../services/table-reading';
import { parseCondition } from '../../services/dict-condition';
import { flag, NO_PARAMETERS, routeSchema, text, whole } from '../../http/route-schemas';

function pageLimit(query: Query): number | undefined {
  const n = Number.parseInt(param(query, 'pageSize') ?? '', 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 1000) : undefined;
}

/** A table dictionary's items as the caller may read the table's own list (services/table-reading). */
async function readableItems(ctx: AppContext, request: FastifyRequest, code: string, q: TableDictQuery) {
  const dict = parseTableDict(code);
  return tableDictItems(ctx, dict, { ...q, reach: await tableReach(ctx, request, dict.tableName) });
}

async function itemsOf(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
  keyword?: string,
  limit?: number,
): Promise<DictItem[]> {
  if (isTableDict(code)) return readableItems(ctx, request, code, { keyword, limit });
  const items = await dictItemsByCode(ctx, code);
  const kw = keyword?.trim().toLowerCase();
  const matched = kw
    ? items.filter((i) =>
        kw.includes(',')
          ? kw.split(',').some((k) => k === i.value.toLowerCase() || k === i.text.toLowerCase())
          : i.text.toLowerCase().includes(kw) || i.value.toLowerCase().includes(kw),
      )
    : items;
  return limit ? matched.slice(0, limit) : matched;
}

const dictCode = text('字典编码');
const SCHEMA = {
  items: routeSchema({ params: { dictCode } }),
  load: routeSchema({ params: { dictCode }, query: { keyword: text('关键字'), pageSize: whole('每页条数') } }),
  texts: routeSchema({ params: { dictCode }, query: { key: text('字典值'), delNotExist: flag('删除不存在的值') } }),
  filtered: routeSchema({
    query: { table: text('表名'), text: text('显示字段'), code: text('存储字段'), filterSql: text('过滤条件') },
  }),
  tree: routeSchema({
    query: {
      tableName: text('表名'),
      text: text('显示字段'),
      code: text('存储字段'),
      pidField: text('父级字段'),
      hasChildField: text('是否有子节点字段'),
      pid: text('父级节点'),
      condition: text('查询条件'),
    },
  }),
};

export async function sysDictRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/dict/queryAllDictItems', { config: { signedIn: true }, schema: NO_PARAMETERS }, async () =>
    ok(await allDictItems(ctx)),
  );

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/getDictItems/:dictCode',
    { config: { signedIn: true }, schema: SCHEMA.items },
    async (request) => {
      const code = request.params.dictCode.trim();
      if (!code) return plain([]);
      if (code.split(',').length === 2) throw new BizError(DICT_CODE_FORMAT_MESSAGE);
      return plain(await itemsOf(ctx, request, code));
    },
  );

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/loadDict/:dictCode',
    { config: { signedIn: true }, schema: SCHEMA.load },
    async (request) => {
      const query = request.query as Query;
      return plain(
        await itemsOf(ctx, request, request.params.dictCode.trim(), param(query, 'keyword'), pageLimit(query)),
      );
    },
  );

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/loadDictItem/:dictCode',
    { config: { signedIn: true }, schema: SCHEMA.texts },
    async (request) => {
      const query = request.query as Query;
      const keys = idList(param(query, 'key'));
      const keepUnknown = param(query, 'delNotExist') === 'false';
      const code = request.params.dictCode.trim();
      if (keys.length === 0) return plain([]);
      const items = isTableDict(code)
        ? await readableItems(ctx, request, code, { keys })
        : await dictItemsByCode(ctx, code);
      const texts = new Map(items.map((i) => [i.value, i.text]));
      return plain(keys.flatMap((k) => (texts.has(k) ? [texts.get(k)!] : keepUnknown ? [k] : [])));
    },
  );

  // JeecgBoot's service API (signed): a table dictionary under a filter, answered as a bare list. The filter is held
  // to `column=value [and …]` on the dictionary's allowed columns with bound values (services/table-dict), which
  // closes the injection JeecgBoot's own version had.
  app.get(
    '/sys/api/queryFilterTableDictInfo',
    { config: { signedIn: true }, schema: SCHEMA.filtered },
    async (request) => {
      const query = request.query as Query;
      const dict = parseTableDict(['table', 'text', 'code'].map((name) => param(query, name)?.trim() ?? '').join(','));
      const filtered = { ...dict, condition: safeCondition(dict, param(query, 'filterSql')) };
      return tableDictItems(ctx, filtered, { reach: await tableReach(ctx, request, dict.tableName) });
    },
  );

  /** A boolean column that says a row is a leaf (rather than that it has children). */
  const LEAF_FLAG = /^(is_?)?leaf$/i;
  app.get('/sys/dict/loadTreeData', { config: { signedIn: true }, schema: SCHEMA.tree }, async (request) => {
    const query = request.query as Query;
    const [tableName, text, code, pidField] = ['tableName', 'text', 'code', 'pidField'].map(
      (k) => param(query, k)?.trim() ?? '',
    );
    if (!tableName || !text || !code || !pidField) throw new BizError('参数不识别！');
    const ref = allowedTable(tableName);
    const textCol = allowedColumn(ref, text);
    const codeCol = allowedColumn(ref, code);
    const pidCol = allowedColumn(ref, pidField);
    const hasChildName = param(query, 'hasChildField')?.trim();
    const hasChildCol = hasChildName ? allowedColumn(ref, hasChildName) : undefined;
    const pid = param(query, 'pid')?.trim() ?? '';
    const pidKind = columnKind(pidCol);
    const reach = await tableReach(ctx, request, ref.tableName);
    const conditions: (SQL | undefined)[] = [
      liveRows(ref),
      reach,
      pid
        ? eq(pidCol, filterValue(pidKind, pid, pidField))
        : pidKind === 'string'
          ? or(isNull(pidCol), inArray(pidCol, ['', '0']))
          : isNull(pidCol),
    ];
    for (const [name, value] of Object.entries(parseCondition(param(query, 'condition')))) {
      const column = allowedColumn(ref, name);
      conditions.push(eq(column, filterValue(columnKind(column), value, name)));
    }
    const rows = await ctx.db
      .select({ key: codeCol, title: textCol, parentId: pidCol, ...(hasChildCol ? { hasChild: hasChildCol } : {}) })
      .from(ref.table)
      .where(and(...conditions))
      .orderBy(codeCol)
      .limit(1000);
    const keys = rows.map((r) => String(r.key));
    const typedKeys = keys.flatMap((k) => {
      try {
        return [filterValue(pidKind, k, pidField)];
      } catch {
        return [];
      }
    });
    const withChildren = new Set<string>();
    if (!hasChildCol && typedKeys.length > 0) {
      const counted = await ctx.db
        .select({ parent: pidCol, n: count() })
        .from(ref.table)
        .where(and(liveRows(ref), reach, inArray(pidCol, typedKeys)))
        .groupBy(pidCol);
      for (const c of counted) if (Number(c.n) > 0) withChildren.add(String(c.parent));
    }
    return plain(
      rows.map((r) => {
        const key = String(r.key);
        const flag = (r as { hasChild?: unknown }).hasChild;
        // a has-child flag ('1'), or a leaf flag itself (sys_permission.is_leaf)
        const leaf = !hasChildCol
          ? !withChildren.has(key)
          : typeof flag === 'boolean' && LEAF_FLAG.test(hasChildName ?? '')
            ? flag
            : String(flag) !== '1';
        return {
          key,
          title: String(r.title ?? ''),
          value: key,
          code: key,
          parentId: r.parentId ?? null,
          leaf,
          icon: null,
        };
      }),
    );
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/sys/dict/refleshCache',
    config: { signedIn: true },
    schema: NO_PARAMETERS,
    handler: async () => plain(null),
  });
}
