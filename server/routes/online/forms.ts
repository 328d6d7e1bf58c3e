/**
 * 表单开发 (Online表单 designer) in JeecgBoot's shapes (docs/api.md "Online forms"): the head's CRUD with its
 * fields (`onlCgformFieldList`, or JeecgBoot's `{head, fields}` through addAll / editAll), field/listByHeadId,
 * doDbSynch/{id}/{normal|force}, 删除 (the definition and its table) and 移除 (removeRecord: the definition only).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { onlineFormEntity, onlineFormFieldEntity } from '../../../src/domain/entities/online-form';
import { entityTableByName } from '../../crud/entity-tables';
import { toRecord } from '../../crud/entity-table';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, Row, WriteContext } from '../../crud/spec';
import { bodyOf, findRows, insertRecord, subTableRow, updateRecord, writeContext } from '../../crud/writes';
import { newId } from '../../db/ids';
import { onlCgformField, onlCgformHead } from '../../db/schema';
import { BizError, okMessage, plain } from '../../http/envelope';
import { routeSchema, text as textValue } from '../../http/route-schemas';
import { text } from '../../http/text';
import {
  dropOnlineTable,
  fieldsProblem,
  syncOnlineForm,
  SYNC_MESSAGES,
  tableNameProblem,
} from '../../db/online-form-ddl';

const HEAD = entityTableByName('onl_cgform_head')!;
const FIELD = entityTableByName('onl_cgform_field')!;
const FIELD_LIST = 'onlCgformFieldList';
const FIELD_LIST_MAX = 300;
const READERS = ['online:form:'];

type FieldRow = typeof onlCgformField.$inferSelect;

/** What a sync depends on: a change of any of it makes the form 未同步. */
const structure = (fields: Pick<FieldRow, 'dbFieldName' | 'dbType' | 'dbLength' | 'dbPointLength' | 'dbIsPersist'>[]) =>
  fields
    .map((f) => [f.dbFieldName, f.dbType, f.dbLength, f.dbPointLength, f.dbIsPersist].join(':'))
    .sort()
    .join('|');

/** Replaces the form's fields by the list (ids kept, a renamed synced column remembered as dbFieldNameOld). */
async function saveFields(w: WriteContext, headId: string, body: Row): Promise<void> {
  const list = body[FIELD_LIST];
  if (!Array.isArray(list)) return;
  if (list.length > FIELD_LIST_MAX) throw new BizError(`字段一次最多保存${FIELD_LIST_MAX}条`);
  const before = await w.db.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, headId));
  const byId = new Map(before.map((f) => [f.id, f]));
  const rows = list.map((raw, index) => {
    const { item, values } = subTableRow(FIELD, '字段', index, raw, { cgformHeadId: headId });
    if (item.orderNum === undefined || item.orderNum === null || item.orderNum === '') values.orderNum = index;
    const previous = byId.get(String(item.id ?? ''));
    const id = previous ? previous.id : newId(Date.now());
    const renamed = previous && previous.dbFieldName !== values.dbFieldName;
    return {
      ...values,
      id,
      dbFieldNameOld: renamed ? (previous.dbFieldNameOld ?? previous.dbFieldName) : (previous?.dbFieldNameOld ?? null),
      createBy: previous?.createBy ?? w.user.username,
      createTime: previous?.createTime ?? w.now,
      updateBy: w.user.username,
      updateTime: w.now,
    };
  });
  const problem = fieldsProblem(rows as unknown as FieldRow[]);
  if (problem) throw new BizError(problem);
  await w.db.delete(onlCgformField).where(eq(onlCgformField.cgformHeadId, headId));
  if (rows.length > 0) await w.db.insert(onlCgformField).values(rows as never[]);
  if (structure(before) !== structure(rows as unknown as FieldRow[]))
    await w.db.update(onlCgformHead).set({ isDbSynch: 'N' }).where(eq(onlCgformHead.id, headId));
}

async function checkHead(values: Row, existing?: Row): Promise<void> {
  if (values.tableName === undefined) return;
  const name = String(values.tableName);
  const problem = tableNameProblem(name);
  if (problem) throw new BizError(problem);
  // A synchronised form keeps its table name (JeecgBoot: 已同步的表不能修改表名).
  if (existing && existing.isDbSynch === 'Y' && existing.tableName !== name)
    throw new BizError('已同步数据库的表单不能修改表名');
}

const headSpec: CrudSpec = {
  et: HEAD,
  readers: READERS,
  beforeAdd: (_w, values) => checkHead(values),
  beforeEdit: (_w, values, _body, existing) => checkHead(values, existing),
  afterAdd: (w, row, body) => saveFields(w, String(row.id), body),
  afterEdit: (w, row, body) => saveFields(w, String(row.id), body),
  async afterDelete(db, ids) {
    await db.delete(onlCgformField).where(inArray(onlCgformField.cgformHeadId, ids.map(String)));
  },
  // 删除 drops the synchronised table too (移除, removeRecord, keeps it).
  async deleted(ctx, rows) {
    for (const row of rows) if (row.isDbSynch === 'Y') await dropOnlineTable(ctx.db, String(row.tableName));
  },
};

/** JeecgBoot's designer sends `{head, fields, indexs, deleteFieldIds}`. */
function flattenBody(request: FastifyRequest): void {
  const body = request.body as Row | undefined;
  if (!body || typeof body !== 'object' || !body.head || typeof body.head !== 'object') return;
  request.body = { ...(body.head as Row), [FIELD_LIST]: body.fields };
}

export async function onlineFormRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => flattenBody(request));
    await registerCrud(scope, ctx, headSpec);
    scope.post(
      '/online/cgform/api/addAll',
      { config: { permission: 'online:form:add' }, schema: { body: { type: 'object' } } },
      async (request) => {
        const row = await insertRecord(headSpec, writeContext(ctx, request, 'add'), bodyOf(request));
        return { ...okMessage('添加成功！'), result: row.id };
      },
    );
    scope.route({
      method: ['PUT', 'POST'],
      url: '/online/cgform/api/editAll',
      config: { permission: 'online:form:edit' },
      schema: { body: { type: 'object' } },
      handler: async (request) => {
        await updateRecord(headSpec, writeContext(ctx, request, 'edit'), bodyOf(request));
        return okMessage('编辑成功!');
      },
    });
  });

  app.get(
    `${onlineFormFieldEntity.apiPath}/listByHeadId`,
    { config: { readers: READERS }, schema: routeSchema({ query: { headId: textValue('表单') } }) },
    async (request) => {
      const headId = text((request.query as Row).headId);
      const rows = await ctx.db
        .select()
        .from(onlCgformField)
        .where(eq(onlCgformField.cgformHeadId, headId))
        .orderBy(asc(onlCgformField.orderNum));
      return plain(rows.map((r) => toRecord(FIELD, r as Row)));
    },
  );

  app.post<{ Params: { id: string; synMethod: string } }>(
    '/online/cgform/api/doDbSynch/:id/:synMethod',
    {
      config: { permission: 'online:form:edit' },
      schema: routeSchema({ params: { id: textValue('表单'), synMethod: textValue('同步方式') } }),
    },
    async (request) => {
      const method = request.params.synMethod === 'force' ? 'force' : 'normal';
      await syncOnlineForm(ctx.db, request.params.id, method);
      return okMessage(SYNC_MESSAGES.done);
    },
  );

  app.route({
    method: ['DELETE', 'POST'],
    url: `${onlineFormEntity.apiPath}/removeRecord`,
    config: { permission: 'online:form:delete' },
    schema: routeSchema({ query: { id: textValue('表单') } }),
    handler: async (request) => {
      const id = text((request.query as Row).id);
      const rows = await findRows(ctx, HEAD, [id]);
      if (rows.length === 0) throw new BizError(SYNC_MESSAGES.notFound);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(onlCgformField).where(eq(onlCgformField.cgformHeadId, id));
        await tx.delete(onlCgformHead).where(eq(onlCgformHead.id, id));
      });
      return okMessage('移除成功');
    },
  });
}
