/**
 * The rows of an Online表单 in JeecgBoot's shapes (docs/api.md "Online forms"): getColumns, getQueryInfo,
 * getFormItem, getData, getTreeData, the ERP calls, subform/list, form/{code} (read, add, edit, delete), exportXls
 * and importXls, all through the generic CRUD with the form's runtime entity (services/online-form-runtime.ts) and
 * its spec (services/online-form-spec.ts: who may, which rows, trees and sub-tables). `{code}` is the form's id.
 */
import { and, eq, or, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { listOptions, listRecords, idList } from '../../crud/routes';
import type { Row } from '../../crud/spec';
import { buildWorkbook } from '../../crud/excel';
import { importExcel } from '../../crud/import';
import { exportRows } from '../../crud/list-query';
import { addDictTexts } from '../../crud/dict-text';
import { toRecord } from '../../crud/entity-table';
import { bodyOf, deleteRows, findRows, insertRecord, updateRecord, writeContext } from '../../crud/writes';
import { onlCgformHead } from '../../db/schema';
import { contentDisposition } from '../../http/content-disposition';
import { BizError, fail, okMessage, plain } from '../../http/envelope';
import { MULTIPART_UPLOAD, routeSchema, text as textValue } from '../../http/route-schemas';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import {
  columnsAnswer,
  formItemAnswer,
  queryInfoAnswer,
  vue3BuiltInButtons,
  vue3QueryInfoAnswer,
} from '../../services/online-form-answers';
import { isVue3Client } from '../../http/vue3-client';
import {
  FORM_NOT_FOUND,
  foreignKeyOf,
  mainFormsOf,
  NOT_SYNCED,
  onlineForm,
  subFormsOf,
  treeColumnsOf,
} from '../../services/online-form-runtime';
import {
  checkFormAccess,
  formSpec,
  subRows,
  TREE_ROOT,
  type FormAction,
  type SubForm,
} from '../../services/online-form-spec';

export { FORM_NO_ACCESS } from '../../services/online-form-spec';
const EXPORT_MAX = 100_000;
/** JeecgBoot's pageSize of a list without paging. */
const ALL_ROWS = '-521';

/** The form (a 主表 with its sub-tables), checked for the action, with the spec the generic CRUD runs. */
async function formFor(ctx: AppContext, request: FastifyRequest, code: string, action: FormAction) {
  const form = await onlineForm(ctx.db, code);
  await checkFormAccess(ctx, request, form, action);
  const subs = await subFormsOf(ctx.db, form.head);
  return { ...form, subs, spec: formSpec(form, subs) };
}
type Form = Awaited<ReturnType<typeof formFor>>;

/** A route whose answer is 'NO_DB_SYNC' for a form not (yet) synchronised, as JeecgBoot's screen expects. */
function handled<R extends FastifyRequest>(run: (request: R, reply: FastifyReply) => Promise<unknown>) {
  return async (request: R, reply: FastifyReply) => {
    try {
      return await run(request, reply);
    } catch (error) {
      if (error instanceof BizError && error.message === NOT_SYNCED) return fail(NOT_SYNCED);
      throw error;
    }
  };
}

/** One record with, for a 主表, its rows of each sub-table keyed by the sub-table's name. */
async function recordOf(ctx: AppContext, request: FastifyRequest, form: Form, id: string) {
  const [row] = await findRows(ctx, form.et, [id], await form.spec.scope?.(ctx, request));
  if (!row) throw new BizError('未找到对应数据');
  const record = toRecord(form.et, row);
  for (const sub of form.subs) record[sub.head.tableName] = await subRows(ctx, sub, row[sub.fk.key]);
  return record;
}

async function removeRows(ctx: AppContext, request: FastifyRequest, form: Form, ids: string[]) {
  if (ids.length === 0 || ids.length > 1000) throw new BizError('参数不识别！');
  const rows = await findRows(ctx, form.et, ids, await form.spec.scope?.(ctx, request));
  if (rows.length === 0) throw new BizError('未找到对应数据');
  await deleteRows(form.spec, request, ctx, rows);
}

/** The list query with JeecgBoot's pageSize -521 (every row, held to the export limit). */
function listQuery(request: FastifyRequest): Row {
  const query = { ...((request.query ?? {}) as Row) };
  if (String(query.pageSize) === ALL_ROWS) Object.assign(query, { pageNo: '1', pageSize: String(EXPORT_MAX) });
  return query;
}

const column = (form: Form, name: string) => form.et.columns[name] as PgColumn;

/** getTreeData: one node's children (every one), the matching rows when asked with a query, else the roots. */
async function treeData(ctx: AppContext, request: FastifyRequest, form: Form) {
  const tree = treeColumnsOf(form.head);
  if (!tree) throw new BizError('该表单不是树表单');
  const query = listQuery(request);
  const parent = typeof query[tree.pid] === 'string' ? String(query[tree.pid]) : '';
  const where: (SQL | undefined)[] = [];
  const ignore = [tree.pid, 'hasQuery', 'batchFlag'];
  if (parent !== '') {
    where.push(eq(column(form, tree.pid), parent));
    Object.assign(query, { pageNo: '1', pageSize: String(EXPORT_MAX) });
  } else if (query.hasQuery !== 'true') {
    const pid = column(form, tree.pid);
    where.push(or(isNull(pid), eq(pid, ''), eq(pid, TREE_ROOT)));
  }
  return listRecords(form.spec, ctx, request, query as never, { ignore, where });
}

const CODE = routeSchema({ params: { code: textValue('表单') } });
const CODE_ID = routeSchema({ params: { code: textValue('表单'), id: textValue('编号') } });
const LIST_SCHEMA = { ...CODE, querystring: { type: 'object', additionalProperties: { type: ['string', 'number'] } } };
const ID_OR_IDS = {
  ...CODE,
  querystring: routeSchema({ query: { id: textValue('编号'), ids: textValue('编号列表') } }).querystring,
};
type Code = FastifyRequest<{ Params: { code: string } }>;
type CodeId = FastifyRequest<{ Params: { code: string; id: string } }>;
const signedIn = { signedIn: true } as const;

export async function onlineFormDataRoutes(app: FastifyInstance, ctx: AppContext) {
  const form = (request: Code, action: FormAction) => formFor(ctx, request, request.params.code, action);
  const get = <R extends FastifyRequest>(url: string, schema: object, run: (request: R) => Promise<unknown>) =>
    app.get(url, { config: signedIn, schema }, handled(run as (request: FastifyRequest) => Promise<unknown>));

  /** getColumns' answer; a JeecgBoot 3.x list also reads its built-in buttons there. */
  const columns = async (request: FastifyRequest, entry: Pick<SubForm, 'head' | 'fields'>) => {
    const answer = await columnsAnswer(ctx, entry);
    return isVue3Client(request) ? { ...answer, cgButtonList: vue3BuiltInButtons() } : answer;
  };
  get('/online/cgform/api/getColumns/:code', CODE, async (request: Code) =>
    plain(await columns(request, await form(request, 'read'))),
  );
  get('/online/cgform/api/getQueryInfo/:code', CODE, async (request: Code) =>
    plain(queryInfoAnswer((await form(request, 'read')).fields)),
  );
  get('/online/cgform/api/getQueryInfoVue3/:code', CODE, async (request: Code) => {
    const { head, fields } = await form(request, 'read');
    return plain(vue3QueryInfoAnswer(head, fields));
  });
  get('/online/cgform/api/getFormItem/:code', CODE, async (request: Code) => {
    const f = await form(request, 'read');
    return plain(formItemAnswer(f, f.subs));
  });
  // ERP: each table's own form; a 附表's foreign key is set from the chosen main row.
  get('/online/cgform/api/getErpFormItem/:code', CODE, async (request: Code) => {
    const f = await form(request, 'read');
    return plain(formItemAnswer(f, [], f.head.tableType === 3 ? foreignKeyOf(f.fields)?.field : undefined));
  });
  get('/online/cgform/api/getErpColumns/:code', CODE, async (request: Code) => {
    const f = await form(request, 'read');
    const subList = await Promise.all(
      f.subs.map(async (sub: SubForm) => ({
        ...(await columns(request, sub)),
        id: sub.head.id,
        // the sub-list's own calls name it by this (getQueryInfo/<code>, getErpFormItem/<code>)
        code: sub.head.id,
        relationType: sub.head.relationType ?? 0,
        foreignKeys: [{ field: sub.fk.field, key: sub.fk.key }],
      })),
    );
    return plain({ main: await columns(request, f), subList });
  });
  get(
    '/online/cgform/api/getFormItemBytbname/:table',
    routeSchema({ params: { table: textValue('表名') } }),
    async (request: FastifyRequest<{ Params: { table: string } }>) => {
      const [head] = await ctx.db
        .select({ id: onlCgformHead.id })
        .from(onlCgformHead)
        .where(and(eq(onlCgformHead.tableName, request.params.table), eq(onlCgformHead.copyType, 0)))
        .limit(1);
      if (!head) throw new BizError(FORM_NOT_FOUND);
      const f = await formFor(ctx, request, head.id, 'read');
      return plain(formItemAnswer(f, f.subs));
    },
  );

  get('/online/cgform/api/getData/:code', LIST_SCHEMA, async (request: Code) => {
    const f = await form(request, 'read');
    return plain(await listRecords(f.spec, ctx, request, listQuery(request) as never));
  });
  get('/online/cgform/api/getTreeData/:code', LIST_SCHEMA, async (request: Code) =>
    plain(await treeData(ctx, request, await form(request, 'read'))),
  );
  get(
    '/online/cgform/api/subform/list/:table/:mainId',
    routeSchema({ params: { table: textValue('附表'), mainId: textValue('主表编号') } }),
    async (request: FastifyRequest<{ Params: { table: string; mainId: string } }>) => {
      const [sub] = await ctx.db
        .select({ id: onlCgformHead.id })
        .from(onlCgformHead)
        .where(
          and(
            eq(onlCgformHead.tableName, request.params.table),
            eq(onlCgformHead.tableType, 3),
            eq(onlCgformHead.copyType, 0),
          ),
        )
        .limit(1);
      if (!sub) throw new BizError(FORM_NOT_FOUND);
      const f = await formFor(ctx, request, sub.id, 'read');
      const fk = foreignKeyOf(f.fields);
      const [mainHead] = await mainFormsOf(ctx.db, f.head, f.fields);
      if (!fk || !mainHead) throw new BizError(FORM_NOT_FOUND);
      // The main row's key is its id unless the link names another column.
      const main = await onlineForm(ctx.db, mainHead.id);
      const scope = await formSpec(main, []).scope?.(ctx, request);
      const [mainRow] = await findRows(ctx, main.et, [request.params.mainId], scope);
      if (!mainRow) return plain([]);
      return plain(await subRows(ctx, { ...f, fk }, mainRow[fk.key]));
    },
  );

  get('/online/cgform/api/form/:code/:id', CODE_ID, async (request: CodeId) =>
    plain(await recordOf(ctx, request, await form(request, 'read'), request.params.id)),
  );
  // The list platform's shapes of the same calls: GET ?id= (queryById), DELETE ?id= / ?ids= (删除, 批量删除).
  get('/online/cgform/api/form/:code', ID_OR_IDS, async (request: Code) =>
    plain(await recordOf(ctx, request, await form(request, 'read'), String((request.query as Row).id ?? ''))),
  );

  app.post(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: { ...CODE, body: { type: 'object' } } },
    handled(async (request: Code) => {
      const { spec } = await form(request, 'add');
      const row = await insertRecord(spec, writeContext(ctx, request, 'add'), bodyOf(request));
      return { ...okMessage('添加成功！'), result: row.id };
    }),
  );
  app.put(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: { ...CODE, body: { type: 'object' } } },
    handled(async (request: Code) => {
      const { spec } = await form(request, 'edit');
      await updateRecord(spec, writeContext(ctx, request, 'edit'), bodyOf(request));
      return okMessage('修改成功！');
    }),
  );
  app.delete(
    '/online/cgform/api/form/:code/:id',
    { config: signedIn, schema: CODE_ID },
    handled(async (request: CodeId) => {
      await removeRows(ctx, request, await form(request, 'delete'), idList(request.params.id));
      return okMessage('删除成功!');
    }),
  );
  app.delete(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: ID_OR_IDS },
    handled(async (request: Code) => {
      const query = request.query as Row;
      await removeRows(ctx, request, await form(request, 'delete'), idList(String(query.ids ?? query.id ?? '')));
      return okMessage(query.ids ? '批量删除成功!' : '删除成功!');
    }),
  );

  app.get(
    '/online/cgform/api/exportXls/:code',
    { config: { signedIn: true, queryToken: true }, schema: LIST_SCHEMA },
    handled(async (request: Code, reply) => {
      const { spec, head, et } = await form(request, 'export');
      const query = (request.query ?? {}) as never;
      const records = await exportRows(ctx, et, query, await listOptions(spec, ctx, request, query), EXPORT_MAX);
      await addDictTexts(ctx, et, records);
      const data = await buildWorkbook(et, records, currentUser(request).realname);
      return reply
        .header('content-type', 'application/vnd.ms-excel')
        .header('content-disposition', contentDisposition('attachment', `${head.tableTxt}.xls`))
        .send(data);
    }),
  );

  app.post(
    '/online/cgform/api/importXls/:code',
    { config: { signedIn: true, rateLimit: RATE_LIMITS.import }, schema: { ...MULTIPART_UPLOAD, ...CODE } },
    handled(async (request: Code) => importExcel((await form(request, 'import')).spec, ctx, request)),
  );
}
