/**
 * How the generic CRUD serves one Online表单 (docs/api.md "Online forms"): who may (the form's menus and buttons, its
 * 主表's for a 附表, 表单开发's), which rows (tenant, the data rules of the form's menus), the system columns, a tree's
 * parent links and 是否有子节点, and a 主表's sub-table rows saved and deleted with it.
 */
import { asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { EntityTable } from '../crud/entity-table';
import { toRecord } from '../crud/entity-table';
import { addDictTexts } from '../crud/dict-text';
import type { CrudSpec, DbLike, Row, WriteContext } from '../crud/spec';
import { subTableRow } from '../crud/writes';
import { newId } from '../db/ids';
import { BizError } from '../http/envelope';
import { currentUser } from '../plugins/auth';
import { callerGrants } from './permissions';
import { tenantScope } from './tenant-scope';
import { mainFormsOf, subFormsOf, treeColumnsOf, type OnlineFormEntry, type TreeColumns } from './online-form-runtime';

export const FORM_NO_ACCESS = '没有权限，请联系管理员授权';
export const TREE_CYCLE = '父级节点不能选择自己或下级节点';
/** The list screens of a form (JeecgBoot's variants); a menu at any of them opens the form. */
export const LIST_ROUTES = ['cgformList', 'cgformTreeList', 'cgformErpList', 'cgformTabList', 'cgformInnerTableList'];
export const menuUrlsOf = (headId: string) => LIST_ROUTES.map((route) => `/online/${route}/${headId}`);
/** A tree's root: JeecgBoot's parent id of a top node. */
export const TREE_ROOT = '0';
const TREE_MAX = 100_000;
const SUB_ROWS_MAX = 1000;

export type FormAction = 'read' | 'add' | 'edit' | 'delete' | 'export' | 'import';
export type SubForm = Awaited<ReturnType<typeof subFormsOf>>[number];

/**
 * Reading needs one of the form's menus, any of its buttons (`online:<table>:…`) or 表单开发's; a write its button
 * `online:<table>:<action>` or 表单开发's of the same action. A 附表 is also its 主表's (menus and buttons).
 */
export async function checkFormAccess(
  ctx: AppContext,
  request: FastifyRequest,
  form: Pick<OnlineFormEntry, 'head' | 'fields'>,
  action: FormAction,
): Promise<void> {
  // The request's grants, read once: the data rules of the form's menu read them too.
  currentUser(request);
  const held = await callerGrants(ctx, request);
  const codes = held.flatMap((r) => (r.permission.perms ?? '').split(',').map((c) => c.trim()));
  const owners = [form.head, ...(await mainFormsOf(ctx.db, form.head, form.fields))];
  const prefixes = [...owners.map((h) => `online:${h.tableName}:`), 'online:form:'];
  const menus = new Set(owners.flatMap((h) => menuUrlsOf(h.id)));
  const may =
    action === 'read'
      ? held.some((r) => menus.has(r.permission.url ?? '')) || codes.some((c) => prefixes.some((p) => c.startsWith(p)))
      : prefixes.some((p) => codes.includes(`${p}${action}`));
  if (!may) throw new BizError(FORM_NO_ACCESS);
}

const column = (et: EntityTable, name: string) => et.columns[name] as PgColumn | undefined;

/** Sets the system columns a table has (who and when, the department, the tenant). */
function stamp(et: EntityTable, w: WriteContext, values: Row, creating: boolean): void {
  const set = (name: string, value: unknown) => {
    if (column(et, name)) values[name] = value;
  };
  if (creating) {
    set('create_by', w.user.username);
    set('create_time', w.now);
    set('sys_org_code', w.user.orgCode ?? null);
    if (w.request.tenantId > 0) set('tenant_id', w.request.tenantId);
  } else {
    set('update_by', w.user.username);
    set('update_time', w.now);
  }
}

/** The rows of the request's tenant (and of none) when the table has `tenant_id` and the account is not a manager. */
async function tenantCondition(ctx: AppContext, request: FastifyRequest, et: EntityTable): Promise<SQL | undefined> {
  const tenant = column(et, 'tenant_id');
  if (!tenant) return undefined;
  const scope = await tenantScope(ctx, request);
  return scope === 'all' ? undefined : (or(isNull(tenant), eq(tenant, scope)) as SQL);
}

const isRoot = (pid: unknown) => pid === null || pid === undefined || pid === '' || pid === TREE_ROOT;

/** Sets 是否有子节点 of these parents from what is below them now. */
async function refreshParents(db: DbLike, et: EntityTable, tree: TreeColumns, parents: unknown[]): Promise<void> {
  const ids = [...new Set(parents.filter((p) => !isRoot(p)).map(String))];
  if (ids.length === 0) return;
  const pid = column(et, tree.pid)!;
  const rows = await db.select({ pid, n: count() }).from(et.table).where(inArray(pid, ids)).groupBy(pid);
  const withChildren = new Set(rows.filter((r) => Number(r.n) > 0).map((r) => String(r.pid)));
  const set = (ids: string[], value: string) =>
    ids.length > 0
      ? db
          .update(et.table)
          .set({ [tree.hasChild]: value })
          .where(inArray(et.idColumn, ids))
      : undefined;
  await set([...withChildren], '1');
  await set(
    ids.filter((id) => !withChildren.has(id)),
    '0',
  );
}

/** Every node below these (breadth first, bounded). */
async function descendants(db: DbLike, et: EntityTable, tree: TreeColumns, ids: string[]): Promise<string[]> {
  const pid = column(et, tree.pid)!;
  const found = new Set(ids);
  let frontier = ids;
  while (frontier.length > 0 && found.size < TREE_MAX) {
    const rows = await db
      .select({ id: et.idColumn as PgColumn })
      .from(et.table)
      .where(inArray(pid, frontier));
    frontier = rows.map((r) => String(r.id)).filter((id) => !found.has(id));
    for (const id of frontier) found.add(id);
  }
  return [...found].filter((id) => !ids.includes(id));
}

/** Refuses a parent that is the node itself or below it. */
async function checkParent(db: DbLike, et: EntityTable, tree: TreeColumns, id: string, parent: unknown) {
  let current = isRoot(parent) ? undefined : String(parent);
  for (let steps = 0; current !== undefined && steps < 1000; steps++) {
    if (current === id) throw new BizError(TREE_CYCLE);
    const [row] = await db
      .select({ pid: column(et, tree.pid)! })
      .from(et.table)
      .where(eq(et.idColumn, current))
      .limit(1);
    current = row && !isRoot(row.pid) ? String(row.pid) : undefined;
  }
}

/** Replaces a main row's rows of each sub-table the body names (ids of its rows kept, the foreign key the server's). */
async function saveSubRows(w: WriteContext, subs: SubForm[], main: Row, body: Row): Promise<void> {
  for (const sub of subs) {
    const raw = body[sub.head.tableName];
    if (raw === undefined) continue;
    const list = Array.isArray(raw) ? raw : raw === '' || raw === null ? [] : typeof raw === 'object' ? [raw] : null;
    if (!list || list.length > SUB_ROWS_MAX) throw new BizError(`${sub.head.tableTxt}的数据不正确`);
    if (sub.head.relationType === 1 && list.length > 1)
      throw new BizError(`${sub.head.tableTxt}是一对一子表，只能有一行`);
    const key = main[sub.fk.key];
    const fk = column(sub.et, sub.fk.field)!;
    const before = (await w.db.select().from(sub.et.table).where(eq(fk, key))) as Row[];
    const byId = new Map(before.map((r) => [String(r.id), r]));
    const rows = list.map((item, index) => {
      const { item: sent, values } = subTableRow(sub.et, sub.head.tableTxt, index, item, { [sub.fk.field]: key });
      const previous = byId.get(String(sent.id ?? ''));
      const row: Row = { ...values, id: previous?.id ?? newId(w.ctx.now()) };
      stamp(sub.et, w, row, !previous);
      if (previous)
        for (const name of ['create_by', 'create_time', 'sys_org_code', 'tenant_id'])
          if (name in previous) row[name] = previous[name];
      return row;
    });
    await w.db.delete(sub.et.table).where(eq(fk, key));
    if (rows.length > 0) await w.db.insert(sub.et.table).values(rows);
  }
}

/** A main row's rows of one sub-table, as the API shows them (dictionary texts added). */
export async function subRows(ctx: AppContext, sub: SubForm, key: unknown): Promise<Row[]> {
  const order = column(sub.et, 'create_time');
  const rows = (await ctx.db
    .select()
    .from(sub.et.table)
    .where(eq(column(sub.et, sub.fk.field)!, key))
    .orderBy(...(order ? [asc(order)] : []), asc(sub.et.idColumn))
    .limit(SUB_ROWS_MAX)) as Row[];
  const records = rows.map((r) => ({ ...toRecord(sub.et, r), jeecg_row_key: r.id }));
  await addDictTexts(ctx, sub.et, records);
  return records;
}

/** The generic CRUD's spec of a form (its sub-tables `subs` when it is a 主表). */
export function formSpec(form: OnlineFormEntry, subs: SubForm[]): CrudSpec {
  const { et, head } = form;
  const tree = treeColumnsOf(head);
  return {
    et,
    ruleScreen: { urls: menuUrlsOf(head.id) },
    scope: (ctx, request) => tenantCondition(ctx, request, et),
    async decorate(_ctx, records) {
      for (const record of records) record.jeecg_row_key = record.id;
    },
    async beforeAdd(w, values) {
      stamp(et, w, values, true);
      if (tree) {
        if (isRoot(values[tree.pid])) values[tree.pid] = TREE_ROOT;
        values[tree.hasChild] = '0';
      }
    },
    async afterAdd(w, row, body) {
      if (tree) await refreshParents(w.db, et, tree, [row[tree.pid]]);
      await saveSubRows(w, subs, row, body);
    },
    async beforeEdit(w, values, _body, existing) {
      stamp(et, w, values, false);
      if (tree && tree.pid in values) {
        if (isRoot(values[tree.pid])) values[tree.pid] = TREE_ROOT;
        await checkParent(w.db, et, tree, String(existing.id), values[tree.pid]);
        w.batch.set('previousParent', existing[tree.pid]);
      }
    },
    async afterEdit(w, row, body) {
      if (tree) await refreshParents(w.db, et, tree, [row[tree.pid], w.batch.get('previousParent')]);
      await saveSubRows(w, subs, row, body);
    },
    async beforeDelete(ctx, rows) {
      const ids = rows.map((r) => String(r.id));
      if (tree) {
        const below = await descendants(ctx.db, et, tree, ids);
        if (below.length > 0) await ctx.db.delete(et.table).where(inArray(et.idColumn, below));
        await ctx.db.delete(et.table).where(inArray(et.idColumn, ids));
        await refreshParents(
          ctx.db,
          et,
          tree,
          rows.map((r) => r[tree.pid]),
        );
      }
      for (const sub of subs) {
        const keys = rows.map((r) => r[sub.fk.key]).filter((k) => k !== null && k !== undefined);
        if (keys.length > 0) await ctx.db.delete(sub.et.table).where(inArray(column(sub.et, sub.fk.field)!, keys));
      }
    },
  };
}
