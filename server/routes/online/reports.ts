/**
 * Online报表 in JeecgBoot's shapes (docs/api.md "Online reports"): 报表配置's CRUD with its columns and parameters,
 * parseSql, the runner (getColumnsAndData, getQueryInfo, getParamsInfo, export) and the report popup (getRpColumns,
 * getData). What the SQL may do is services/report-sql.ts.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  onlineReportEntity,
  onlineReportItemEntity,
  onlineReportParamEntity,
  REPORT_CODE_MESSAGE,
  REPORT_CODE_PATTERN,
} from '../../../src/domain/entities/online-report';
import { entityTableByName } from '../../crud/entity-tables';
import type { EntityTable } from '../../crud/entity-table';
import { toRecord } from '../../crud/entity-table';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, Row, WriteContext } from '../../crud/spec';
import { bodyOf, subTableRow, updateRecord, writeContext } from '../../crud/writes';
import type { Db } from '../../db/db-type';
import { newId } from '../../db/ids';
import { onlCgreportHead, onlCgreportItem, onlCgreportParam } from '../../db/schema';
import { contentDisposition } from '../../http/content-disposition';
import { BizError, fail, okMessage, plain } from '../../http/envelope';
import { routeSchema, text as textValue } from '../../http/route-schemas';
import { text } from '../../http/text';
import { currentUser } from '../../plugins/auth';
import { dictItemsByCode } from '../../services/dicts';
import { heldPermissionRows } from '../../services/permissions';
import {
  checkReportCost,
  inReportTransaction,
  REPORT_ROW_CAP,
  reportColumns,
  reportParamNames,
  reportQuery,
  reportSqlProblem,
} from '../../services/report-sql';

export const REPORT_MESSAGES = {
  notFound: '报表不存在',
  noAccess: '没有权限，请联系管理员授权',
  badField: '查询字段不存在',
  tooMany: (n: number) => `报表字段一次最多保存${n}条`,
} as const;

const HEAD = entityTableByName('onl_cgreport_head')!;
const ITEM = entityTableByName('onl_cgreport_item')!;
const PARAM = entityTableByName('onl_cgreport_param')!;
const ITEM_LIST = 'onlCgreportItemList';
const PARAM_LIST = 'onlCgreportParamList';
const CHILD_LIST_MAX = 200;
const PAGE_SIZE_MAX = 1000;
/** Output column names the runner may filter and sort on (quoted as identifiers after this check). */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

type Head = typeof onlCgreportHead.$inferSelect;
type Item = typeof onlCgreportItem.$inferSelect;
type Param = typeof onlCgreportParam.$inferSelect;

/** The rows of one sub-table of the form, checked with its entity's rules; a refusal names the row. */
function childValues(et: EntityTable, title: string, rows: unknown, headId: string): Row[] {
  if (!Array.isArray(rows)) return [];
  if (rows.length > CHILD_LIST_MAX) throw new BizError(REPORT_MESSAGES.tooMany(CHILD_LIST_MAX));
  return rows.map((raw, index) => {
    const { values } = subTableRow(et, title, index, raw, { cgrheadId: headId });
    delete values.id;
    return values;
  });
}

/** Saves the form's two tabs with the head (left out: they stay as they are). */
async function saveChildren(w: WriteContext, headId: string, body: Row): Promise<void> {
  const audit = { createBy: w.user.username, createTime: w.now };
  for (const [et, key, table, title] of [
    [ITEM, ITEM_LIST, onlCgreportItem, '报表字段'],
    [PARAM, PARAM_LIST, onlCgreportParam, '报表参数'],
  ] as const) {
    if (!Array.isArray(body[key])) continue;
    const values = childValues(et, title, body[key], headId);
    await w.db.delete(table).where(eq(table.cgrheadId, headId));
    if (values.length > 0)
      await w.db.insert(table).values(values.map((v) => ({ ...v, ...audit, id: newId(Date.now()) })) as never[]);
  }
}

async function checkHead(values: Row): Promise<void> {
  if (values.code !== undefined && !REPORT_CODE_PATTERN.test(String(values.code)))
    throw new BizError(REPORT_CODE_MESSAGE);
  if (values.cgrSql !== undefined) {
    const problem = await reportSqlProblem(String(values.cgrSql));
    if (problem) throw new BizError(problem);
  }
}

/** JeecgBoot's designer sends `{head, items, params}`; the platform's form sends the head with its two lists. */
function flattenBody(request: FastifyRequest): void {
  const body = request.body as Row | undefined;
  if (!body || typeof body !== 'object' || !body.head || typeof body.head !== 'object') return;
  request.body = { ...(body.head as Row), [ITEM_LIST]: body.items, [PARAM_LIST]: body.params };
}

const headSpec: CrudSpec = {
  et: HEAD,
  readers: ['online:report:'],
  beforeAdd: (_w, values) => checkHead(values),
  beforeEdit: (_w, values) => checkHead(values),
  afterAdd: (w, row, body) => saveChildren(w, String(row.id), body),
  afterEdit: (w, row, body) => saveChildren(w, String(row.id), body),
  async afterDelete(db, ids) {
    const list = ids.map(String);
    await db.delete(onlCgreportItem).where(inArray(onlCgreportItem.cgrheadId, list));
    await db.delete(onlCgreportParam).where(inArray(onlCgreportParam.cgrheadId, list));
  },
};

async function findHead(ctx: AppContext, idOrCode: string, byCode = false): Promise<Head> {
  const [head] = await ctx.db
    .select()
    .from(onlCgreportHead)
    .where(eq(byCode ? onlCgreportHead.code : onlCgreportHead.id, idOrCode))
    .limit(1);
  if (!head) throw new BizError(REPORT_MESSAGES.notFound);
  return head;
}

/**
 * Who may run a report: the holder of its menu (`/online/cgreport/<id>` or `<code>`, JeecgBoot's route) or of any
 * 报表配置 button. JeecgBoot asks only for a sign-in.
 */
async function checkRunner(ctx: AppContext, request: FastifyRequest, head: Head): Promise<void> {
  const urls = new Set([`/online/cgreport/${head.id}`, `/online/cgreport/${head.code}`]);
  const held = await heldPermissionRows(ctx.db, [currentUser(request).id]);
  const may = held.some(
    ({ permission: p }) =>
      urls.has(p.url ?? '') || (p.perms ?? '').split(',').some((code) => code.trim().startsWith('online:report:')),
  );
  if (!may) throw new BizError(REPORT_MESSAGES.noAccess);
}

async function reportRows(ctx: AppContext, headId: string) {
  const [items, params] = await Promise.all([
    ctx.db
      .select()
      .from(onlCgreportItem)
      .where(eq(onlCgreportItem.cgrheadId, headId))
      .orderBy(asc(onlCgreportItem.orderNum)),
    ctx.db
      .select()
      .from(onlCgreportParam)
      .where(eq(onlCgreportParam.cgrheadId, headId))
      .orderBy(asc(onlCgreportParam.orderNum)),
  ]);
  return { items, params };
}

const queryView = (item: Item) => {
  if (item.dictCode) return 'list';
  const type = (item.fieldType ?? '').toLowerCase();
  if (type === 'date') return 'date';
  if (type === 'datetime') return 'datetime';
  if (type === 'integer' || type === 'double' || type === 'number') return 'number';
  return 'text';
};

function queryInfo(items: Item[]) {
  return items
    .filter((i) => i.isSearch === 1 && FIELD_NAME.test(i.fieldName))
    .map((i) => ({
      field: i.fieldName,
      label: i.fieldTxt || i.fieldName,
      view: queryView(i),
      mode: i.searchMode === 'group' ? 'group' : 'single',
      ...(i.dictCode ? { dictCode: i.dictCode } : {}),
    }));
}

function columnsOf(items: Item[]) {
  return items
    .filter((i) => i.isShow === 1)
    .map((i) => ({
      title: i.fieldTxt || i.fieldName,
      dataIndex: i.fieldName,
      fieldType: i.fieldType || 'String',
      ...(i.fieldWidth ? { width: i.fieldWidth } : {}),
      ...(i.isOrder === 1 ? { sorter: true } : {}),
      ...(i.dictCode ? { customRender: i.dictCode } : {}),
      ...(i.isTotal === 1 ? { isTotal: '1' } : {}),
      ...(i.groupTitle ? { groupTitle: i.groupTitle } : {}),
    }));
}

async function dictOptions(ctx: AppContext, items: Item[]) {
  const codes = [...new Set(items.map((i) => i.dictCode).filter((c): c is string => !!c))];
  const entries = await Promise.all(codes.map(async (code) => [code, await dictItemsByCode(ctx, code)] as const));
  return Object.fromEntries(entries);
}

type Query = Record<string, unknown>;

/** The runner's filters on the report's output columns: a bound value each (text `like`, others exact or a range). */
function filtersOf(items: Item[], query: Query): SQL[] {
  const where: SQL[] = [];
  for (const item of items) {
    if (item.isSearch !== 1 || !FIELD_NAME.test(item.fieldName)) continue;
    const column = sql.raw(`report."${item.fieldName}"`);
    const value = (suffix = '') => text(query[`${item.fieldName}${suffix}`]).trim();
    const view = queryView(item);
    if (item.searchMode === 'group') {
      const cast = view === 'number' ? sql.raw('numeric') : sql.raw('text');
      if (value('_begin')) where.push(sql`${column}::${cast} >= ${value('_begin')}::${cast}`);
      if (value('_end')) where.push(sql`${column}::${cast} <= ${value('_end')}::${cast}`);
    } else if (value()) {
      where.push(
        view === 'text'
          ? sql`${column}::text like ${`%${value().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : sql`${column}::text = ${value()}`,
      );
    }
  }
  return where;
}

/** `self_<name>` values of the parameters, their defaults where not given. */
function paramValues(params: Param[], names: string[], query: Query): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const given = query[`self_${name}`];
    const fallback = params.find((p) => p.paramName === name)?.paramValue ?? undefined;
    values[name] = given === undefined ? fallback : text(given);
  }
  return values;
}

interface Page {
  pageNo: number;
  pageSize: number;
}

function pageOf(query: Query, fallbackSize: number): Page {
  const pageNo = Math.max(1, Math.floor(Number(query.pageNo) || 1));
  const size = Math.floor(Number(query.pageSize) || fallbackSize);
  return { pageNo, pageSize: Math.min(PAGE_SIZE_MAX, Math.max(1, size)) };
}

/** One page of a report's rows (or, without `page`, up to REPORT_ROW_CAP of them) and their count. */
async function runReport(ctx: AppContext, head: Head, query: Query, page: Page | null) {
  const { items, params } = await reportRows(ctx, head.id);
  const report = reportQuery(head.cgrSql, paramValues(params, reportParamNames(head.cgrSql), query));
  const filters = filtersOf(items, query);
  const where = filters.length > 0 ? sql` where ${sql.join(filters, sql` and `)}` : sql``;
  const sortField = text(query.column);
  const sortable = items.some((i) => i.fieldName === sortField && i.isOrder === 1) && FIELD_NAME.test(sortField);
  const order = sortable
    ? sql` order by ${sql.raw(`report."${sortField}"`)} ${sql.raw(text(query.order) === 'asc' ? 'asc' : 'desc')}`
    : sql``;
  const limit = page ? page.pageSize : REPORT_ROW_CAP;
  const offset = page ? (page.pageNo - 1) * page.pageSize : 0;
  const rowsQuery = sql`select * from (${report}) as report${where}${order} limit ${limit} offset ${offset}`;
  return inReportTransaction(ctx.db, async (tx: Db) => {
    await checkReportCost(tx, rowsQuery);
    const rows = ((await tx.execute(rowsQuery)) as unknown as { rows: Row[] }).rows;
    const counted = page
      ? (
          (await tx.execute(sql`select count(*) as total from (${report}) as report${where}`)) as unknown as {
            rows: { total: unknown }[];
          }
        ).rows
      : [{ total: rows.length }];
    return { items, records: rows.map(plainRecord), total: Number(counted[0]?.total ?? 0) };
  });
}

/** Dates as JeecgBoot's text; numbers that the database answers as text (numeric) stay as sent. */
function plainRecord(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString().replace('T', ' ').slice(0, 19) : value;
  return out;
}

const ID_PARAMS = routeSchema({ params: { id: textValue('报表') } });
const CODE_PARAMS = routeSchema({ params: { code: textValue('报表编码') } });
/** The runner's query: paging, sort, `self_<param>` and the report's own filters (any name: checked against its columns). */
const RUN_SCHEMA = {
  ...ID_PARAMS,
  querystring: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
};

export async function onlineReportRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => flattenBody(request));
    await registerCrud(scope, ctx, headSpec);
    scope.route({
      method: ['PUT', 'POST'],
      url: `${onlineReportEntity.apiPath}/editAll`,
      config: { permission: 'online:report:edit' },
      schema: { body: { type: 'object' } },
      handler: async (request) => {
        await updateRecord(headSpec, writeContext(ctx, request, 'edit'), bodyOf(request));
        return okMessage('编辑成功!');
      },
    });
  });

  const designer = { readers: ['online:report:'] } as const;
  const HEAD_ID = routeSchema({ query: { headId: textValue('报表') } });
  app.get(`${onlineReportItemEntity.apiPath}/listByHeadId`, { config: designer, schema: HEAD_ID }, async (request) => {
    const headId = text((request.query as Query).headId);
    const { items } = await reportRows(ctx, headId);
    return plain(items.map((i) => toRecord(ITEM, i as Row)));
  });
  app.get(`${onlineReportParamEntity.apiPath}/listByHeadId`, { config: designer, schema: HEAD_ID }, async (request) => {
    const headId = text((request.query as Query).headId);
    const { params } = await reportRows(ctx, headId);
    return plain(params.map((p) => toRecord(PARAM, p as Row)));
  });

  app.get(
    `${onlineReportEntity.apiPath}/parseSql`,
    { config: designer, schema: routeSchema({ query: { sql: textValue('报表SQL'), dbKey: textValue('数据源') } }) },
    async (request) => {
      const text_ = text((request.query as Query).sql);
      const problem = await reportSqlProblem(text_);
      if (problem) return fail(problem);
      const names = await reportColumns(ctx.db, text_);
      return plain({
        fields: names.map((fieldName, orderNum) => ({
          fieldName,
          fieldTxt: fieldName,
          fieldType: 'String',
          isShow: 1,
          orderNum,
        })),
        params: reportParamNames(text_).map((paramName, orderNum) => ({ paramName, paramTxt: paramName, orderNum })),
      });
    },
  );

  const signedIn = { signedIn: true } as const;
  const headFor = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const head = await findHead(ctx, request.params.id);
    await checkRunner(ctx, request, head);
    return head;
  };

  app.get<{ Params: { id: string } }>(
    '/online/cgreport/api/getParamsInfo/:id',
    { config: signedIn, schema: ID_PARAMS },
    async (request) => {
      const head = await headFor(request);
      const { params } = await reportRows(ctx, head.id);
      return plain(params.map((p) => toRecord(PARAM, p as Row)));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/online/cgreport/api/getQueryInfo/:id',
    { config: signedIn, schema: ID_PARAMS },
    async (request) => {
      const head = await headFor(request);
      return plain(queryInfo((await reportRows(ctx, head.id)).items));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/online/cgreport/api/getColumnsAndData/:id',
    { config: signedIn, schema: RUN_SCHEMA },
    async (request) => {
      const head = await headFor(request);
      const query = (request.query ?? {}) as Query;
      const { items, records, total } = await runReport(ctx, head, query, pageOf(query, 10));
      const columns = columnsOf(items);
      return plain({
        data: { total, records },
        columns,
        cgreportHeadName: head.name,
        dictOptions: await dictOptions(ctx, items),
        fieldHrefSlots: [],
        isGroupTitle: columns.some((c) => 'groupTitle' in c),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/online/cgreport/api/getData/:id',
    { config: signedIn, schema: RUN_SCHEMA },
    async (request) => {
      const head = await headFor(request);
      const query = (request.query ?? {}) as Query;
      const { records, total } = await runReport(ctx, head, query, pageOf(query, 10));
      return plain({ total, records });
    },
  );

  app.get<{ Params: { code: string } }>(
    '/online/cgreport/api/getRpColumns/:code',
    { config: signedIn, schema: CODE_PARAMS },
    async (request) => {
      const head = await findHead(ctx, request.params.code, true);
      await checkRunner(ctx, request, head);
      const { items } = await reportRows(ctx, head.id);
      return plain({
        columns: columnsOf(items),
        dictOptions: await dictOptions(ctx, items),
        cgRpConfigId: head.id,
        cgRpConfigName: head.name,
        fieldHrefSlots: [],
      });
    },
  );

  const exportReport = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: import('fastify').FastifyReply,
  ) => {
    const head = await headFor(request);
    const { items, records } = await runReport(ctx, head, (request.query ?? {}) as Query, null);
    const XLSX = await import('@e965/xlsx');
    const shown = items.filter((i) => i.isShow === 1);
    const dicts = await dictOptions(ctx, items);
    const textOf = (item: Item, value: unknown) => {
      const options = item.dictCode ? dicts[item.dictCode] : undefined;
      if (!options || value === null || value === undefined) return value ?? '';
      return String(value)
        .split(',')
        .map((v) => options.find((o) => o.value === v)?.text ?? v)
        .join(',');
    };
    const sheet = XLSX.utils.aoa_to_sheet([
      shown.map((i) => i.fieldTxt || i.fieldName),
      ...records.map((r) => shown.map((i) => textOf(i, r[i.fieldName]) as string | number)),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, head.name.slice(0, 31) || 'Sheet1');
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', `${head.name}.xlsx`))
      .send(data);
  };
  const exportConfig = { signedIn: true, queryToken: true } as const;
  app.get('/online/cgreport/api/exportXls/:id', { config: exportConfig, schema: RUN_SCHEMA }, exportReport);
  app.get('/online/cgreport/api/exportManySheetXls/:id', { config: exportConfig, schema: RUN_SCHEMA }, exportReport);
}
