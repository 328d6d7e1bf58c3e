/**
 * The rows of an Online表单 in JeecgBoot's shapes (docs/api.md "Online forms"): getColumns, getQueryInfo,
 * getFormItem, getData, form/{code} (read, add, edit, delete), exportXls and importXls, all through the generic CRUD
 * with the form's runtime entity (services/online-form-runtime.ts). `{code}` is the form's id.
 *
 * Who may: reading needs the form's menu (`/online/cgformList/<id>` or another list variant), any of its buttons
 * (`online:<table>:…`) or 表单开发; each write its button `online:<table>:<action>`, or 表单开发's button of the
 * same action (功能测试).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { listRecords, idList } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { buildWorkbook } from '../../crud/excel';
import { importExcel } from '../../crud/import';
import { exportRows } from '../../crud/list-query';
import { addDictTexts } from '../../crud/dict-text';
import { toRecord } from '../../crud/entity-table';
import { bodyOf, deleteRows, findRows, insertRecord, updateRecord, writeContext } from '../../crud/writes';
import { contentDisposition } from '../../http/content-disposition';
import { BizError, fail, okMessage, plain } from '../../http/envelope';
import { MULTIPART_UPLOAD, routeSchema, text as textValue } from '../../http/route-schemas';
import { currentUser } from '../../plugins/auth';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { dictItemsByCode } from '../../services/dicts';
import { heldPermissionRows } from '../../services/permissions';
import {
  dictCodeOf,
  NOT_SYNCED,
  onlineForm,
  type OnlineField,
  type OnlineHead,
} from '../../services/online-form-runtime';

export const FORM_NO_ACCESS = '没有权限，请联系管理员授权';
const LIST_ROUTES = ['cgformList', 'cgformTreeList', 'cgformErpList', 'cgformTabList', 'cgformInnerTableList'];
const EXPORT_MAX = 100_000;

type Action = 'read' | 'add' | 'edit' | 'delete' | 'export' | 'import';

async function checkAccess(ctx: AppContext, request: FastifyRequest, head: OnlineHead, action: Action) {
  const held = await heldPermissionRows(ctx.db, [currentUser(request).id]);
  const codes = held.flatMap((r) => (r.permission.perms ?? '').split(',').map((c) => c.trim()));
  const own = `online:${head.tableName}:`;
  const menus = new Set(LIST_ROUTES.map((route) => `/online/${route}/${head.id}`));
  const may =
    action === 'read'
      ? held.some((r) => menus.has(r.permission.url ?? '')) ||
        codes.some((c) => c.startsWith(own) || c.startsWith('online:form:'))
      : codes.includes(`${own}${action}`) || codes.includes(`online:form:${action}`);
  if (!may) throw new BizError(FORM_NO_ACCESS);
}

/** The form, its runtime entity and the spec the generic CRUD runs (each record keyed as JeecgBoot's grid wants). */
async function formFor(ctx: AppContext, request: FastifyRequest<{ Params: { code: string } }>, action: Action) {
  const form = await onlineForm(ctx.db, request.params.code);
  await checkAccess(ctx, request, form.head, action);
  const spec: CrudSpec = {
    et: form.et,
    async decorate(_ctx, records) {
      for (const record of records) record.jeecg_row_key = record.id;
    },
    async beforeAdd(w, values) {
      if ('create_by' in form.et.columns) values.create_by = w.user.username;
      if ('create_time' in form.et.columns) values.create_time = w.now;
      if ('sys_org_code' in form.et.columns) values.sys_org_code = w.user.orgCode ?? null;
    },
    async beforeEdit(w, values) {
      if ('update_by' in form.et.columns) values.update_by = w.user.username;
      if ('update_time' in form.et.columns) values.update_time = w.now;
    },
  };
  return { ...form, spec };
}

/** JeecgBoot's query-form view of a field. */
function viewOf(field: OnlineField): string {
  const shown = field.fieldShowType ?? 'text';
  if (['list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch'].includes(shown))
    return shown === 'radio' || shown === 'checkbox' ? 'list' : shown;
  if (['date', 'datetime', 'time', 'sel_user', 'sel_depart', 'pca', 'popup', 'cat_tree', 'sel_tree'].includes(shown))
    return shown;
  return 'text';
}

async function dictOptions(ctx: AppContext, fields: OnlineField[]) {
  const codes = [
    ...new Set(fields.map((f) => (f.dictTable ? undefined : f.dictField)).filter((c): c is string => !!c)),
  ];
  return Object.fromEntries(await Promise.all(codes.map(async (c) => [c, await dictItemsByCode(ctx, c)] as const)));
}

const shownFields = (fields: OnlineField[]) => fields.filter((f) => f.dbIsPersist !== 0 || f.isShowForm === 1);

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

const CODE = routeSchema({ params: { code: textValue('表单') } });
const CODE_ID = routeSchema({ params: { code: textValue('表单'), id: textValue('编号') } });
const LIST_SCHEMA = { ...CODE, querystring: { type: 'object', additionalProperties: { type: ['string', 'number'] } } };
type Code = FastifyRequest<{ Params: { code: string } }>;
type CodeId = FastifyRequest<{ Params: { code: string; id: string } }>;
const signedIn = { signedIn: true } as const;

export async function onlineFormDataRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/online/cgform/api/getColumns/:code',
    { config: signedIn, schema: CODE },
    handled(async (request: Code) => {
      const { head, fields } = await formFor(ctx, request, 'read');
      const listed = fields.filter((f) => f.isShowList === 1 && f.dbIsPersist !== 0);
      return plain({
        columns: listed.map((f) => ({
          title: f.dbFieldTxt || f.dbFieldName,
          dataIndex: f.dbFieldName,
          align: 'center',
          ...(f.sortFlag === '1' ? { sorter: true } : {}),
          ...(dictCodeOf(f) ? { customRender: f.dictTable ? `${f.dbFieldName}_dictText` : f.dictField } : {}),
          ...(f.dbType === 'Date' ? { fieldType: 'Date' } : {}),
          ...(['image', 'file', 'umeditor', 'pca'].includes(f.fieldShowType ?? '')
            ? {
                scopedSlots: {
                  customRender: `${{ image: 'img', file: 'file', umeditor: 'html', pca: 'pca' }[f.fieldShowType as 'image']}Slot`,
                },
              }
            : {}),
        })),
        dictOptions: await dictOptions(ctx, listed),
        fieldHrefSlots: [],
        checkboxFlag: head.isCheckbox ?? 'Y',
        paginationFlag: head.isPage ?? 'Y',
        scrollFlag: head.scroll ?? 1,
        formTemplate: head.formTemplate ?? '1',
        description: head.tableTxt,
        currentTableName: head.tableName,
        isDesForm: 'N',
        desFormCode: '',
        cgButtonList: [],
        enhanceJs: '',
        hideColumns: [],
        tableType: head.tableType,
      });
    }),
  );

  app.get(
    '/online/cgform/api/getQueryInfo/:code',
    { config: signedIn, schema: CODE },
    handled(async (request: Code) => {
      const { fields } = await formFor(ctx, request, 'read');
      return plain(
        fields
          .filter((f) => f.isQuery === 1 && f.dbIsPersist !== 0)
          .map((f) => ({
            field: f.dbFieldName,
            label: f.dbFieldTxt || f.dbFieldName,
            view: viewOf(f),
            mode: f.queryMode === 'group' ? 'group' : 'single',
            ...(f.dictField ? { dictCode: f.dictTable ? '' : f.dictField } : {}),
            ...(f.dictTable ? { dictTable: f.dictTable, dictText: f.dictText, dictCode: f.dictField } : {}),
          })),
      );
    }),
  );

  app.get(
    '/online/cgform/api/getFormItem/:code',
    { config: signedIn, schema: CODE },
    handled(async (request: Code) => {
      const { head, fields } = await formFor(ctx, request, 'read');
      const properties: Record<string, Row> = {};
      const required: string[] = [];
      shownFields(fields)
        .filter((f) => f.isShowForm === 1 && f.dbFieldName !== 'id')
        .forEach((f, order) => {
          properties[f.dbFieldName] = {
            key: f.dbFieldName,
            title: f.dbFieldTxt || f.dbFieldName,
            view: f.fieldShowType ?? 'text',
            type: ['int', 'long', 'double', 'BigDecimal'].includes(f.dbType) ? 'number' : 'string',
            order,
            ...(f.dictField ? { dictCode: f.dictField } : {}),
            ...(f.dictTable ? { dictTable: f.dictTable, dictText: f.dictText } : {}),
            ...(f.fieldDefaultValue ? { defVal: f.fieldDefaultValue } : {}),
            ...(f.dbType === 'string' && f.dbLength ? { maxLength: f.dbLength } : {}),
            ...(f.isReadOnly === 1 ? { disabled: true } : {}),
          };
          if (f.fieldMustInput === '1') required.push(f.dbFieldName);
        });
      return plain({
        head: {
          id: head.id,
          tableName: head.tableName,
          tableTxt: head.tableTxt,
          tableType: head.tableType,
          isTree: head.isTree,
          formTemplate: head.formTemplate,
          extConfigJson: head.extConfigJson,
        },
        schema: { type: 'object', properties, required },
        cgButtonList: [],
        enhanceJs: '',
      });
    }),
  );

  app.get(
    '/online/cgform/api/getData/:code',
    { config: signedIn, schema: LIST_SCHEMA },
    handled(async (request: Code) => {
      const { spec } = await formFor(ctx, request, 'read');
      const query = { ...((request.query ?? {}) as Record<string, unknown>) };
      // JeecgBoot's pageSize -521: every row (a list without paging), held to the export limit.
      if (String(query.pageSize) === '-521') Object.assign(query, { pageNo: '1', pageSize: String(EXPORT_MAX) });
      return plain(await listRecords(spec, ctx, request, query as never));
    }),
  );

  app.get(
    '/online/cgform/api/form/:code/:id',
    { config: signedIn, schema: CODE_ID },
    handled(async (request: CodeId) => {
      const { spec } = await formFor(ctx, request, 'read');
      const [row] = await findRows(ctx, spec.et, [request.params.id]);
      if (!row) throw new BizError('未找到对应数据');
      return plain(toRecord(spec.et, row));
    }),
  );

  app.post(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: { ...CODE, body: { type: 'object' } } },
    handled(async (request: Code) => {
      const { spec } = await formFor(ctx, request, 'add');
      const row = await insertRecord(spec, writeContext(ctx, request, 'add'), bodyOf(request));
      return { ...okMessage('添加成功！'), result: row.id };
    }),
  );

  app.put(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: { ...CODE, body: { type: 'object' } } },
    handled(async (request: Code) => {
      const { spec } = await formFor(ctx, request, 'edit');
      await updateRecord(spec, writeContext(ctx, request, 'edit'), bodyOf(request));
      return okMessage('修改成功！');
    }),
  );

  app.delete(
    '/online/cgform/api/form/:code/:id',
    { config: signedIn, schema: CODE_ID },
    handled(async (request: CodeId) => {
      const { spec } = await formFor(ctx, request, 'delete');
      const ids = idList(request.params.id);
      if (ids.length === 0 || ids.length > 1000) throw new BizError('参数不识别！');
      const rows = await findRows(ctx, spec.et, ids);
      if (rows.length === 0) throw new BizError('未找到对应数据');
      await deleteRows(spec, request, ctx, rows);
      return okMessage('删除成功!');
    }),
  );

  // The list platform's shapes of the same calls: GET ?id= (queryById), DELETE ?id= / ?ids= (删除, 批量删除).
  const ID_OR_IDS = {
    ...CODE,
    querystring: routeSchema({ query: { id: textValue('编号'), ids: textValue('编号列表') } }).querystring,
  };
  app.get(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: ID_OR_IDS },
    handled(async (request: Code) => {
      const { spec } = await formFor(ctx, request, 'read');
      const [row] = await findRows(ctx, spec.et, [String((request.query as Row).id ?? '')]);
      if (!row) throw new BizError('未找到对应数据');
      return plain(toRecord(spec.et, row));
    }),
  );
  app.delete(
    '/online/cgform/api/form/:code',
    { config: signedIn, schema: ID_OR_IDS },
    handled(async (request: Code) => {
      const { spec } = await formFor(ctx, request, 'delete');
      const query = request.query as Row;
      const ids = idList(String(query.ids ?? query.id ?? ''));
      if (ids.length === 0 || ids.length > 1000) throw new BizError('参数不识别！');
      const rows = await findRows(ctx, spec.et, ids);
      if (rows.length === 0) throw new BizError('未找到对应数据');
      await deleteRows(spec, request, ctx, rows);
      return okMessage(query.ids ? '批量删除成功!' : '删除成功!');
    }),
  );

  app.get(
    '/online/cgform/api/exportXls/:code',
    { config: { signedIn: true, queryToken: true }, schema: LIST_SCHEMA },
    handled(async (request: Code, reply) => {
      const { spec, head } = await formFor(ctx, request, 'export');
      const query = (request.query ?? {}) as never;
      const records = await exportRows(ctx, spec.et, query, {}, EXPORT_MAX);
      await addDictTexts(ctx, spec.et, records);
      const data = await buildWorkbook(spec.et, records, currentUser(request).realname);
      return reply
        .header('content-type', 'application/vnd.ms-excel')
        .header('content-disposition', contentDisposition('attachment', `${head.tableTxt}.xls`))
        .send(data);
    }),
  );

  app.post(
    '/online/cgform/api/importXls/:code',
    { config: { signedIn: true, rateLimit: RATE_LIMITS.import }, schema: { ...MULTIPART_UPLOAD, ...CODE } },
    handled(async (request: Code) => {
      const { spec } = await formFor(ctx, request, 'import');
      return importExcel(spec, ctx, request);
    }),
  );
}
