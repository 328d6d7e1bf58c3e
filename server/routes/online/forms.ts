/**
 * 表单开发 (Online表单 designer) in JeecgBoot's shapes (docs/api.md "Online forms"): the head's CRUD with its
 * fields (`onlCgformFieldList`, or JeecgBoot's `{head, fields}` through addAll / editAll), field/listByHeadId,
 * doDbSynch/{id}/{normal|force}, 删除 (the definition and its table) and 移除 (removeRecord: the definition only).
 */
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  ONLINE_FIELD_PATTERN,
  onlineFormEntity,
  onlineFormFieldEntity,
} from '../../../src/domain/entities/online-form';
import { entityTableByName } from '../../crud/entity-tables';
import { toRecord } from '../../crud/entity-table';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../../crud/spec';
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

export const DESIGN_MESSAGES = {
  viewColumns: '视图不能修改数据库字段',
  viewName: '视图不能修改表名',
  treeKind: '主表和附表不能是树表单',
  treeColumns: '树表单须设置树父ID字段、是否有子节点字段和树显示字段，且须是表单的字段',
  foreignKeyKind: '只有附表可以设置外键',
  foreignKeyCount: '附表须设置一个外键（外键主表名和外键主键字段）',
  copied: '复制成功',
} as const;

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
  const [head] = await w.db.select().from(onlCgformHead).where(eq(onlCgformHead.id, headId));
  if (head?.copyType === 1 && structure(before) !== structure(rows as unknown as FieldRow[]))
    throw new BizError(DESIGN_MESSAGES.viewColumns);
  await w.db.delete(onlCgformField).where(eq(onlCgformField.cgformHeadId, headId));
  if (rows.length > 0) await w.db.insert(onlCgformField).values(rows as never[]);
  if (structure(before) !== structure(rows as unknown as FieldRow[]))
    await w.db.update(onlCgformHead).set({ isDbSynch: 'N' }).where(eq(onlCgformHead.id, headId));
}

type HeadRow = typeof onlCgformHead.$inferSelect;

/** JeecgBoot's rules of the kinds: a tree is a 单表 whose three columns are fields; only a 附表 has a foreign key, one. */
function checkKind(head: HeadRow, fields: Pick<FieldRow, 'dbFieldName' | 'mainTable' | 'mainField'>[]): void {
  const names = new Set(fields.map((f) => f.dbFieldName));
  if (head.isTree === 'Y') {
    if (head.tableType !== 1) throw new BizError(DESIGN_MESSAGES.treeKind);
    const columns = [head.treeParentIdField, head.treeIdField, head.treeFieldname];
    if (!columns.every((c) => c && names.has(c))) throw new BizError(DESIGN_MESSAGES.treeColumns);
  }
  const keys = fields.filter((f) => f.mainTable || f.mainField);
  if (keys.length > 0 && head.tableType !== 3) throw new BizError(DESIGN_MESSAGES.foreignKeyKind);
  if (head.tableType === 3) {
    const [key] = keys;
    if (keys.length !== 1 || !key?.mainTable || !key.mainField) throw new BizError(DESIGN_MESSAGES.foreignKeyCount);
    if (tableNameProblem(key.mainTable) || !ONLINE_FIELD_PATTERN.test(key.mainField))
      throw new BizError(DESIGN_MESSAGES.foreignKeyCount);
  }
}

/** A 主表's 子表 list (subTableStr): its 附表 originals by 附表排序. */
async function refreshSubTableStr(db: DbLike, mainTables: (string | null | undefined)[]): Promise<void> {
  for (const mainTable of new Set(mainTables.filter((t): t is string => !!t))) {
    const subs = await db
      .selectDistinct({ tableName: onlCgformHead.tableName, order: onlCgformHead.tabOrderNum })
      .from(onlCgformHead)
      .innerJoin(onlCgformField, eq(onlCgformField.cgformHeadId, onlCgformHead.id))
      .where(
        and(eq(onlCgformField.mainTable, mainTable), eq(onlCgformHead.tableType, 3), eq(onlCgformHead.copyType, 0)),
      )
      .orderBy(asc(onlCgformHead.tabOrderNum), asc(onlCgformHead.tableName));
    await db
      .update(onlCgformHead)
      .set({ subTableStr: subs.map((s) => s.tableName).join(',') || null })
      .where(and(eq(onlCgformHead.tableName, mainTable), eq(onlCgformHead.copyType, 0)));
  }
}

/** The 主表 names a form's foreign keys point at. */
async function mainTablesOf(db: DbLike, headIds: string[]): Promise<string[]> {
  if (headIds.length === 0) return [];
  const rows = await db
    .select({ mainTable: onlCgformField.mainTable })
    .from(onlCgformField)
    .where(inArray(onlCgformField.cgformHeadId, headIds));
  return rows.map((r) => r.mainTable).filter((t): t is string => !!t);
}

async function checkHead(values: Row, existing?: Row): Promise<void> {
  if (values.tableName === undefined) return;
  const name = String(values.tableName);
  if (existing?.copyType === 1) {
    if (name !== existing.tableName) throw new BizError(DESIGN_MESSAGES.viewName);
    return;
  }
  const problem = tableNameProblem(name);
  if (problem) throw new BizError(problem);
  // A synchronised form keeps its table name (JeecgBoot: 已同步的表不能修改表名).
  if (existing && existing.isDbSynch === 'Y' && existing.tableName !== name)
    throw new BizError('已同步数据库的表单不能修改表名');
}

/** After a save: the fields, the kind's rules (with unchanged fields too), the 主表s' 子表 lists. */
async function afterSave(w: WriteContext, row: Row, body: Row, before: string[]): Promise<void> {
  const id = String(row.id);
  await saveFields(w, id, body);
  const fields = await w.db.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, id));
  checkKind(row as HeadRow, fields);
  await refreshSubTableStr(w.db, [...before, ...(await mainTablesOf(w.db, [id]))]);
}

const headSpec: CrudSpec = {
  et: HEAD,
  readers: READERS,
  beforeAdd: (_w, values) => checkHead(values),
  async beforeEdit(w, values, _body, existing) {
    await checkHead(values, existing);
    w.batch.set('mainTables', await mainTablesOf(w.db, [String(existing.id)]));
  },
  afterAdd: (w, row, body) => afterSave(w, row, body, []),
  afterEdit: (w, row, body) => afterSave(w, row, body, (w.batch.get('mainTables') as string[]) ?? []),
  // The designer lists originals; 视图管理 a form's views; `hascopy` says whether a form has any.
  async decorate(ctx, records) {
    const ids = records.map((r) => String(r.id));
    if (ids.length === 0) return;
    const views = await ctx.db
      .select({ physicId: onlCgformHead.physicId, n: count() })
      .from(onlCgformHead)
      .where(and(inArray(onlCgformHead.physicId, ids), eq(onlCgformHead.copyType, 1)))
      .groupBy(onlCgformHead.physicId);
    const having = new Set(views.map((v) => v.physicId));
    for (const record of records) record.hascopy = having.has(String(record.id)) ? 1 : 0;
  },
  // A form's views go with it.
  async beforeDelete(ctx, rows) {
    const ids = rows.map((r) => String(r.id));
    const views = await ctx.db
      .select({ id: onlCgformHead.id })
      .from(onlCgformHead)
      .where(inArray(onlCgformHead.physicId, ids));
    const all = [...ids, ...views.map((v) => v.id)];
    const mainTables = await mainTablesOf(ctx.db, all);
    await ctx.db.delete(onlCgformField).where(inArray(onlCgformField.cgformHeadId, all));
    await ctx.db.delete(onlCgformHead).where(
      inArray(
        onlCgformHead.id,
        views.map((v) => v.id),
      ),
    );
    await refreshSubTableStr(ctx.db, mainTables);
  },
  async afterDelete(db, ids) {
    await db.delete(onlCgformField).where(inArray(onlCgformField.cgformHeadId, ids.map(String)));
  },
  // 删除 drops the synchronised table too (移除, removeRecord, keeps it); a view's table is its original's.
  async deleted(ctx, rows) {
    for (const row of rows)
      if (row.isDbSynch === 'Y' && row.copyType !== 1) await dropOnlineTable(ctx.db, String(row.tableName));
  },
};

/** A copy of a form's definition under another table name: a view (copyOnline) or a new form (copyOnlineTable). */
async function copyForm(w: WriteContext, headId: string, as: (head: HeadRow) => Promise<Partial<HeadRow>>) {
  const [head] = await w.db.select().from(onlCgformHead).where(eq(onlCgformHead.id, headId)).limit(1);
  if (!head || head.copyType === 1) throw new BizError(SYNC_MESSAGES.notFound);
  const fields = await w.db.select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, headId));
  const id = newId(w.ctx.now());
  const audit = { createBy: w.user.username, createTime: w.now, updateBy: null, updateTime: null };
  await w.db.insert(onlCgformHead).values({ ...head, ...audit, ...(await as(head)), id });
  if (fields.length > 0)
    await w.db
      .insert(onlCgformField)
      .values(fields.map((f) => ({ ...f, ...audit, id: newId(w.ctx.now()), cgformHeadId: id, dbFieldNameOld: null })));
  await refreshSubTableStr(w.db, await mainTablesOf(w.db, [id]));
}

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

  // 生成视图: `<table>$<n>`, the same table underneath, as synchronised as its original.
  app.post(
    `${onlineFormEntity.apiPath}/copyOnline`,
    { config: { permission: 'online:form:add' }, schema: routeSchema({ query: { code: textValue('表单') } }) },
    async (request) => {
      const w = writeContext(ctx, request, 'add');
      await ctx.db.transaction(async (tx) =>
        copyForm({ ...w, db: tx }, text((request.query as Row).code), async (head) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`onl-copy:${head.id}`}))`);
          const [last] = await tx
            .select({ version: max(onlCgformHead.copyVersion) })
            .from(onlCgformHead)
            .where(eq(onlCgformHead.physicId, head.id));
          const version = Number(last?.version ?? 0) + 1;
          const tableName = `${head.tableName}$${version}`;
          if (tableName.length > 50) throw new BizError('表名过长，不能再生成视图');
          return { tableName, copyType: 1, copyVersion: version, physicId: head.id, subTableStr: null };
        }),
      );
      return okMessage(DESIGN_MESSAGES.copied);
    },
  );

  // 复制表: a new form (not synchronised) of the same fields under another table name.
  app.post<{ Params: { id: string } }>(
    `${onlineFormEntity.apiPath}/copyOnlineTable/:id`,
    {
      config: { permission: 'online:form:add' },
      schema: routeSchema({ params: { id: textValue('表单') }, query: { tableName: textValue('表名') } }),
    },
    async (request) => {
      const tableName = text((request.query as Row).tableName).trim();
      const problem = tableNameProblem(tableName);
      if (problem) throw new BizError(problem);
      const w = writeContext(ctx, request, 'add');
      await ctx.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ n: count() })
          .from(onlCgformHead)
          .where(eq(onlCgformHead.tableName, tableName));
        if (Number(taken?.n ?? 0) > 0) throw new BizError(`表名「${tableName}」已存在`);
        await copyForm({ ...w, db: tx }, request.params.id, async () => ({
          tableName,
          isDbSynch: 'N',
          copyType: 0,
          copyVersion: null,
          physicId: null,
          subTableStr: null,
        }));
      });
      return okMessage(DESIGN_MESSAGES.copied);
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
