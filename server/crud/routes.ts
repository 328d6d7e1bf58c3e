/**
 * The JeecgBoot CRUD routes of one entity under its apiPath: list, queryById, add,
 * edit, delete, deleteBatch, exportXls, importExcel. Each write declares its button permission
 * `<permissionPrefix>:<action>`; list and queryById need only a token. Add and edit bodies are checked by the schema
 * built from the definition (body-schema.ts), the list's paging parameters by LIST_QUERY_SCHEMA.
 */
import { permissionCode } from '../../src/domain/entities/crud-actions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { currentUser } from '../plugins/auth';
import { BizError, okMessage, plain } from '../http/envelope';
import { contentDisposition } from '../http/content-disposition';
import { RATE_LIMITS } from '../plugins/rate-limits';
import { bodySchema } from './body-schema';
import { addDictTexts } from './dict-text';
import { toRecord } from './entity-table';
import { buildWorkbook } from './excel';
import { importExcel } from './import';
import {
  exportQueryOf,
  exportRows,
  LIST_QUERY_SCHEMA,
  listPage,
  param,
  type ListOptions,
  type Query,
} from './list-query';
import { dataRuleCondition } from '../services/data-rules';
import { entityReaders } from '../services/readers';
import { recordTableReading } from '../services/table-reading';
import { EXPORT_QUERY, ID_QUERY, ID_QUERY_OR_BODY, IDS_QUERY_OR_BODY, MULTIPART_UPLOAD } from '../http/route-schemas';
import { ENTITY_TABLES } from './entity-tables';
import type { EntityTable } from './entity-table';
import type { CrudSpec, Row } from './spec';
import { bodyOf, deleteRows, findRows, insertRecord, NOT_FOUND_MESSAGE, updateRecord, writeContext } from './writes';

export const EXPORT_MAX_ROWS = 100_000;
export const BAD_PARAM_MESSAGE = '参数不识别！';
/** An export's own parameters besides the list's filters. */

export type CrudAction = 'list' | 'queryById' | 'add' | 'edit' | 'delete' | 'deleteBatch' | 'exportXls' | 'importExcel';

function queryOf(request: FastifyRequest): Query {
  return (request.query ?? {}) as Query;
}

export async function listOptions(
  spec: CrudSpec,
  ctx: AppContext,
  request: FastifyRequest,
  query: Query,
): Promise<ListOptions> {
  const where = spec.listWhere ? await spec.listWhere(ctx, query) : [];
  const rules = await dataRuleCondition(ctx, request, spec.et, spec.ruleScreen ?? spec.et.def.screen);
  return { ignore: spec.listParams, where: [...where, await spec.scope?.(ctx, request), rules] };
}

/** A page of records with screen decorations and `_dictText` values. */
export async function listRecords(
  spec: CrudSpec,
  ctx: AppContext,
  request: FastifyRequest,
  query: Query,
  extra: ListOptions = {},
) {
  const options = await listOptions(spec, ctx, request, query);
  const page = await listPage(ctx, spec.et, query, {
    ignore: [...(options.ignore ?? []), ...(extra.ignore ?? [])],
    where: [...(options.where ?? []), ...(extra.where ?? [])],
    version: await spec.listVersion?.(ctx),
  });
  await spec.decorate?.(ctx, page.records);
  await addDictTexts(ctx, spec.et, page.records);
  return page;
}

/** 'a,b,' → ['a', 'b'] */
export function idList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function registerCrud(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CrudSpec,
  skip: CrudAction[] = [],
): Promise<void> {
  const { def } = spec.et;
  const base = def.apiPath;
  const perm = (action: string) => ({ permission: permissionCode(def, action) });
  const write = (action: string) => ({ ...perm(action), adminRole: spec.adminWrites });
  const wants = (action: CrudAction) => !skip.includes(action);
  recordTableReading(ctx, spec.et.table, spec);

  if (wants('list'))
    app.get(
      `${base}/list`,
      { config: { readers: spec.readers }, schema: { querystring: LIST_QUERY_SCHEMA } },
      async (request) => plain(await listRecords(spec, ctx, request, queryOf(request))),
    );

  if (wants('queryById'))
    app.get(`${base}/queryById`, { config: { readers: spec.readers }, schema: ID_QUERY }, async (request) => {
      const [row] = await findRows(ctx, spec.et, [param(queryOf(request), 'id')], await spec.scope?.(ctx, request));
      if (!row) throw new BizError(NOT_FOUND_MESSAGE);
      const record = toRecord(spec.et, row);
      await spec.decorate?.(ctx, [record]);
      return plain(record);
    });

  if (wants('add'))
    app.post(`${base}/add`, { config: write('add'), schema: { body: bodySchema(spec.et, 'add') } }, async (request) => {
      await insertRecord(spec, writeContext(ctx, request, 'add'), bodyOf(request));
      return okMessage('添加成功！');
    });

  if (wants('edit'))
    app.route({
      method: spec.editMethods ?? ['PUT', 'POST'],
      url: `${base}/edit`,
      config: write('edit'),
      schema: { body: bodySchema(spec.et, 'edit') },
      handler: async (request) => {
        await updateRecord(spec, writeContext(ctx, request, 'edit'), bodyOf(request));
        return okMessage('编辑成功!');
      },
    });

  if (wants('delete'))
    app.route({
      method: spec.deleteMethods ?? ['DELETE'],
      url: `${base}/delete`,
      config: write('delete'),
      schema: ID_QUERY_OR_BODY,
      handler: async (request) => {
        const id = param(queryOf(request), 'id') ?? String(bodyOf(request).id ?? '');
        if (!id.trim()) throw new BizError(BAD_PARAM_MESSAGE);
        const rows = await findRows(ctx, spec.et, [id], await spec.scope?.(ctx, request));
        if (rows.length === 0) throw new BizError(NOT_FOUND_MESSAGE);
        await deleteRows(spec, request, ctx, rows);
        return okMessage('删除成功!');
      },
    });

  if (wants('deleteBatch'))
    app.route({
      method: spec.deleteMethods ?? ['DELETE'],
      url: `${base}/deleteBatch`,
      config: write('deleteBatch'),
      schema: IDS_QUERY_OR_BODY,
      handler: async (request) => {
        const ids = idList(param(queryOf(request), 'ids') ?? String(bodyOf(request).ids ?? ''));
        if (ids.length === 0) throw new BizError(BAD_PARAM_MESSAGE);
        if (ids.length > 1000) throw new BizError('一次最多删除1000条数据');
        await deleteRows(spec, request, ctx, await findRows(ctx, spec.et, ids, await spec.scope?.(ctx, request)));
        return okMessage('批量删除成功!');
      },
    });

  if (wants('exportXls'))
    app.get(
      `${base}/exportXls`,
      { config: { ...perm('export'), queryToken: true }, schema: EXPORT_QUERY },
      async (request, reply) => {
        const query = exportQueryOf(request);
        const records: Row[] = await exportRows(
          ctx,
          spec.et,
          query,
          await listOptions(spec, ctx, request, query),
          EXPORT_MAX_ROWS,
        );
        await spec.decorate?.(ctx, records);
        await addDictTexts(ctx, spec.et, records);
        const data = await buildWorkbook(spec.et, records, currentUser(request).realname);
        return reply
          .header('content-type', 'application/vnd.ms-excel')
          .header('content-disposition', contentDisposition('attachment', `${def.exportFileName ?? '导出文件'}.xls`))
          .send(data);
      },
    );

  if (wants('importExcel'))
    app.post(
      `${base}/importExcel`,
      { config: { ...write('import'), rateLimit: RATE_LIMITS.import }, schema: MULTIPART_UPLOAD },
      async (request) => importExcel(spec, ctx, request),
    );
}

/**
 * The CRUD routes of every definition no route file registered: a plain entity needs none. Who may read it is its
 * screen's menu or any of its buttons (entityReaders); each write needs its button (permissionCode).
 */
export async function registerPlainEntities(
  app: FastifyInstance,
  ctx: AppContext,
  tables: readonly EntityTable[] = ENTITY_TABLES,
): Promise<void> {
  for (const et of tables) {
    if (app.hasRoute({ method: 'GET', url: `${app.prefix}${et.def.apiPath}/list` })) continue;
    await registerCrud(app, ctx, { et, readers: entityReaders(et.def) });
  }
}
