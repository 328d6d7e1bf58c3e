/** Category (tree) dictionary reads, /sys/category: roots have pid "0". */
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { exportQueryOf, param, type Query } from '../../crud/list-query';
import { escapeLike } from '../../crud/conditions';
import { EXPORT_MAX_ROWS, idList } from '../../crud/routes';
import { sysCategory, type SysCategoryRow } from '../../db/schema';
import { BizError, fail, ok, okMessage, plain } from '../../http/envelope';
import { currentUser } from '../../plugins/auth';
import { newId } from '../../db/ids';
import { formatDateTime } from '../../time';
import { generatedCodeUnder, nextChildCode } from '../../services/child-codes';
import { parseCondition } from '../../services/dict-condition';
import { recordTableReading } from '../../services/table-reading';
import {
  EXPORT_QUERY,
  flag,
  id,
  ID_QUERY,
  ids,
  IDS_QUERY,
  MULTIPART_UPLOAD,
  pagedQuery,
  routeSchema,
  text,
} from '../../http/route-schemas';
import { categoryEntity } from '../../../src/domain/entities/category';
import { bindEntity } from '../../crud/entity-table';
import { buildWorkbook, readImportRows } from '../../crud/excel';
import { importAnswer, importedExcelFiles } from '../../crud/import';
import { contentDisposition } from '../../http/content-disposition';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { READERS } from '../../services/readers';

const ROOT_PID = '0';

const pidParam = text('父级节点');
const pcodeParam = text('父级编码');
const SCHEMA = {
  root: routeSchema({ query: { pcode: pcodeParam, async: flag('异步加载') } }),
  children: routeSchema({ query: { pid: pidParam } }),
  tree: routeSchema({ query: { pid: pidParam, pcode: pcodeParam, condition: text('查询条件') } }),
  one: routeSchema({ query: { field: text('字段'), val: text('字段值') } }),
  dictItemPath: routeSchema({ params: { ids } }),
  rootList: routeSchema({ query: pagedQuery({ name: text('分类名称'), code: text('分类编码') }) }),
  childrenBatch: routeSchema({ query: { parentIds: text('父级节点列表') } }),
  add: routeSchema({ body: { pid: pidParam, name: text('分类名称') } }),
  edit: routeSchema({ body: { id, pid: pidParam, name: text('分类名称') } }),
};

const FIELDS: Record<string, PgColumn> = {
  id: sysCategory.id,
  pid: sysCategory.pid,
  code: sysCategory.code,
  name: sysCategory.name,
  hasChild: sysCategory.hasChild,
  has_child: sysCategory.hasChild,
};

export interface CategoryNode {
  key: string;
  title: string;
  value: string;
  code: string;
  parentId: string;
  leaf: boolean;
  isLeaf: boolean;
  icon: null;
  children?: CategoryNode[];
}

function toNode(row: SysCategoryRow): CategoryNode {
  const leaf = row.hasChild !== '1';
  return {
    key: row.id,
    title: row.name,
    value: row.id,
    code: row.code,
    parentId: row.pid,
    leaf,
    isLeaf: leaf,
    icon: null,
  };
}

async function childrenOf(ctx: AppContext, pid: string, where: SQL[] = []): Promise<SysCategoryRow[]> {
  return ctx.db
    .select()
    .from(sysCategory)
    .where(and(eq(sysCategory.pid, pid), ...where))
    .orderBy(asc(sysCategory.code));
}

async function withDescendants(ctx: AppContext, rows: SysCategoryRow[], depth = 0): Promise<CategoryNode[]> {
  return Promise.all(
    rows.map(async (row) => {
      const node = toNode(row);
      if (!node.leaf && depth < 20)
        node.children = await withDescendants(ctx, await childrenOf(ctx, row.id), depth + 1);
      return node;
    }),
  );
}

async function idByCode(ctx: AppContext, code: string): Promise<string | undefined> {
  if (code === ROOT_PID) return ROOT_PID;
  const [row] = await ctx.db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.code, code));
  return row?.id;
}

function conditionOf(text: string | undefined): SQL[] {
  return Object.entries(parseCondition(text)).map(([name, value]) => {
    const column = FIELDS[name];
    if (!column) throw new BizError('该字典表或字段不允许访问！');
    return eq(column, value);
  });
}

export async function sysCategoryRoutes(app: FastifyInstance, ctx: AppContext) {
  // Everyone signed in reads the category trees (the loaders below), so its table dictionary too.
  recordTableReading(ctx, sysCategory, {});
  app.get('/sys/category/loadTreeRoot', { config: { signedIn: true }, schema: SCHEMA.root }, async (request) => {
    const query = request.query as Query;
    const pcode = param(query, 'pcode')?.trim() ?? '';
    const pid = pcode ? await idByCode(ctx, pcode) : ROOT_PID;
    if (!pid) return fail(`该编码【${pcode}】不存在，请核实!`);
    const rows = await childrenOf(ctx, pid);
    const async = param(query, 'async') !== 'false';
    return plain(async ? rows.map(toNode) : await withDescendants(ctx, rows));
  });

  app.get(
    '/sys/category/loadTreeChildren',
    { config: { signedIn: true }, schema: SCHEMA.children },
    async (request) => {
      const pid = param(request.query as Query, 'pid')?.trim() ?? '';
      return plain(pid ? (await childrenOf(ctx, pid)).map(toNode) : []);
    },
  );

  app.get('/sys/category/loadTreeData', { config: { signedIn: true }, schema: SCHEMA.tree }, async (request) => {
    const query = request.query as Query;
    let pid = param(query, 'pid')?.trim() ?? '';
    if (!pid) {
      const pcode = param(query, 'pcode')?.trim() ?? '';
      if (!pcode) return fail('加载分类字典树参数有误.[null]!');
      pid = (await idByCode(ctx, pcode)) ?? '';
      if (!pid) return fail('加载分类字典树参数有误.[code]!');
    }
    return plain((await childrenOf(ctx, pid, conditionOf(param(query, 'condition')))).map(toNode));
  });

  app.get('/sys/category/loadOne', { config: { signedIn: true }, schema: SCHEMA.one }, async (request) => {
    const query = request.query as Query;
    const field = param(query, 'field')?.trim() ?? '';
    const val = param(query, 'val') ?? '';
    const column = FIELDS[field];
    if (!column) return fail('字段无效，请检查!');
    const rows = await ctx.db.select().from(sysCategory).where(eq(column, val)).limit(2);
    if (rows.length === 0) return fail('查询无果');
    if (rows.length > 1) return fail(`查询数据异常,[${field}]存在多个值:${val}`);
    return ok(rows[0]);
  });

  const loadDictItem = async (idsText: string | undefined) => {
    const ids = idList(idsText);
    if (ids.length === 0) return fail('ids 不能为空');
    const rows = await ctx.db
      .select({ id: sysCategory.id, name: sysCategory.name })
      .from(sysCategory)
      .where(inArray(sysCategory.id, ids.slice(0, 1000)));
    const names = new Map(rows.map((r) => [r.id, r.name]));
    return plain(ids.filter((id) => names.has(id)).map((id) => names.get(id)!));
  };
  app.get('/sys/category/loadDictItem', { config: { signedIn: true }, schema: IDS_QUERY }, async (request) =>
    loadDictItem(param(request.query as Query, 'ids')),
  );
  app.get<{ Params: { ids: string } }>(
    '/sys/category/loadDictItem/:ids',
    { config: { signedIn: true }, schema: SCHEMA.dictItemPath },
    async (request) => loadDictItem(request.params.ids),
  );
}

// ---- 分类字典 screen: the paged roots, children, add / edit / delete -----------------------------

/** The screen's menu or one of its buttons (system:category:add …) lets a user read the list. */
export const CATEGORY_PERMISSIONS = {
  add: 'system:category:add',
  edit: 'system:category:edit',
  delete: 'system:category:delete',
  export: 'system:category:export',
  import: 'system:category:import',
} as const;

/** The export's and import's columns (父级编码, 分类名称, 分类编码) bound to sys_category. */
const CATEGORY_EXCEL = bindEntity(categoryEntity, sysCategory);

/** An imported 分类编码: letters, digits, _ and -. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

const NAME_MAX = 100;

/** Every id under `ids` (themselves included), level by level. */
async function withDescendantIds(ctx: AppContext, ids: string[]): Promise<string[]> {
  const all = new Set(ids);
  let level = ids;
  for (let depth = 0; level.length > 0 && depth < 50; depth++) {
    const children = await ctx.db
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(inArray(sysCategory.pid, level));
    level = children.map((c) => c.id).filter((id) => !all.has(id));
    for (const id of level) all.add(id);
  }
  return [...all];
}

/** The next code under a parent: its code + the sibling after the largest (A01 … A99, B01 …; Z99A01 after Z99). */
async function nextCategoryCode(ctx: AppContext, pid: string): Promise<string> {
  let parentCode = '';
  if (pid !== ROOT_PID) {
    const [parent] = await ctx.db.select({ code: sysCategory.code }).from(sysCategory).where(eq(sysCategory.id, pid));
    parentCode = parent?.code ?? '';
  }
  const [last] = await ctx.db
    .select({ code: sysCategory.code })
    .from(sysCategory)
    .where(and(eq(sysCategory.pid, pid), generatedCodeUnder(sysCategory.code, parentCode)))
    .orderBy(desc(sql`length(${sysCategory.code})`), desc(sysCategory.code))
    .limit(1);
  return nextChildCode(parentCode, last?.code);
}

async function setHasChild(ctx: AppContext, ids: string[]): Promise<void> {
  const parents = ids.filter((id) => id && id !== ROOT_PID);
  if (parents.length === 0) return;
  await ctx.db.update(sysCategory).set({ hasChild: '1' }).where(inArray(sysCategory.id, parents));
}

function categoryBody(body: unknown): { pid: string; name: string; id: string } {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const name = text(b.name);
  if (!name) throw new BizError('分类名称不能为空');
  if ([...name].length > NAME_MAX) throw new BizError(`分类名称不能超过${NAME_MAX}个字符`);
  return { pid: text(b.pid) || ROOT_PID, name, id: text(b.id) };
}

async function checkParent(ctx: AppContext, pid: string): Promise<void> {
  if (pid === ROOT_PID) return;
  const [parent] = await ctx.db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.id, pid));
  if (!parent) throw new BizError('父级节点不存在');
}

export async function sysCategoryScreenRoutes(app: FastifyInstance, ctx: AppContext) {
  const readers = { readers: READERS.category };

  app.get('/sys/category/rootList', { config: readers, schema: SCHEMA.rootList }, async (request) => {
    const query = request.query as Query;
    const name = param(query, 'name')?.trim().replace(/\*/g, '') ?? '';
    const code = param(query, 'code')?.trim().replace(/\*/g, '') ?? '';
    const where: SQL[] = [];
    if (name) where.push(like(sysCategory.name, `%${escapeLike(name)}%`));
    if (code) where.push(like(sysCategory.code, `%${escapeLike(code)}%`));
    if (!name && !code) where.push(eq(sysCategory.pid, ROOT_PID));
    const pageNo = Math.max(1, Number.parseInt(param(query, 'pageNo') ?? '1', 10) || 1);
    const pageSize = Math.min(1000, Math.max(1, Number.parseInt(param(query, 'pageSize') ?? '10', 10) || 10));
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: count() })
      .from(sysCategory)
      .where(and(...where));
    const records = await ctx.db
      .select()
      .from(sysCategory)
      .where(and(...where))
      .orderBy(asc(sysCategory.code))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return plain({
      records,
      total: Number(n),
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(Number(n) / pageSize),
    });
  });

  app.get('/sys/category/childList', { config: readers, schema: SCHEMA.children }, async (request) => {
    const pid = param(request.query as Query, 'pid')?.trim() ?? '';
    return plain(pid ? await childrenOf(ctx, pid) : []);
  });

  app.get('/sys/category/getChildListBatch', { config: readers, schema: SCHEMA.childrenBatch }, async (request) => {
    const ids = idList(param(request.query as Query, 'parentIds')).slice(0, 1000);
    const records =
      ids.length === 0
        ? []
        : await ctx.db.select().from(sysCategory).where(inArray(sysCategory.pid, ids)).orderBy(asc(sysCategory.code));
    return ok({ records, total: records.length, size: records.length, current: 1, pages: 1 });
  });

  app.post(
    '/sys/category/add',
    { config: { permission: CATEGORY_PERMISSIONS.add }, schema: SCHEMA.add },
    async (request) => {
      const { pid, name } = categoryBody(request.body);
      const user = currentUser(request);
      await ctx.db.transaction(async (tx) => {
        const t = { ...ctx, db: tx };
        await tx.execute(sql`select pg_advisory_xact_lock(7243017)`);
        await checkParent(t, pid);
        const code = await nextCategoryCode(t, pid);
        await tx.insert(sysCategory).values({
          id: newId(ctx.now()),
          pid,
          name,
          code,
          hasChild: '0',
          sysOrgCode: user.orgCode ?? null,
          createBy: user.username,
          createTime: formatDateTime(new Date(ctx.now())),
        });
        await setHasChild(t, [pid]);
      });
      return okMessage('添加成功！');
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/category/edit',
    config: { permission: CATEGORY_PERMISSIONS.edit },
    schema: SCHEMA.edit,
    handler: async (request) => {
      const { id, pid, name } = categoryBody(request.body);
      const [existing] = id ? await ctx.db.select().from(sysCategory).where(eq(sysCategory.id, id)) : [];
      if (!existing) throw new BizError('未找到对应实体');
      await checkParent(ctx, pid);
      if (pid !== ROOT_PID && (await withDescendantIds(ctx, [id])).includes(pid))
        throw new BizError('父级节点不能是自己或自己的下级');
      await ctx.db
        .update(sysCategory)
        .set({
          pid,
          name,
          updateBy: currentUser(request).username,
          updateTime: formatDateTime(new Date(ctx.now())),
        })
        .where(eq(sysCategory.id, id));
      await setHasChild(ctx, [pid]);
      return okMessage('编辑成功!');
    },
  });

  const remove = async (ids: string[]) => {
    const rows = await ctx.db
      .select({ id: sysCategory.id, pid: sysCategory.pid })
      .from(sysCategory)
      .where(inArray(sysCategory.id, ids));
    if (rows.length === 0) throw new BizError('未找到对应实体');
    await ctx.db.transaction(async (tx) => {
      const all = await withDescendantIds(
        { ...ctx, db: tx },
        rows.map((r) => r.id),
      );
      await tx.delete(sysCategory).where(inArray(sysCategory.id, all));
      const parents = [...new Set(rows.map((r) => r.pid))].filter((p) => p !== ROOT_PID && !all.includes(p));
      for (const parent of parents) {
        const [child] = await tx
          .select({ id: sysCategory.id })
          .from(sysCategory)
          .where(eq(sysCategory.pid, parent))
          .limit(1);
        if (!child) await tx.update(sysCategory).set({ hasChild: '0' }).where(eq(sysCategory.id, parent));
      }
    });
  };

  app.delete(
    '/sys/category/delete',
    { config: { permission: CATEGORY_PERMISSIONS.delete }, schema: ID_QUERY },
    async (request) => {
      const id = param(request.query as Query, 'id')?.trim() ?? '';
      if (!id) throw new BizError('参数不识别！');
      await remove([id]);
      return okMessage('删除成功!');
    },
  );

  app.delete(
    '/sys/category/deleteBatch',
    { config: { permission: CATEGORY_PERMISSIONS.delete }, schema: IDS_QUERY },
    async (request) => {
      const ids = idList(param(request.query as Query, 'ids')).slice(0, 1000);
      if (ids.length === 0) throw new BizError('参数不识别！');
      await remove(ids);
      return okMessage('删除成功!');
    },
  );

  // 导出: every category (or the chosen ones and their sub-categories) by code, with its parent's code.
  app.get(
    '/sys/category/exportXls',
    { config: { permission: CATEGORY_PERMISSIONS.export, queryToken: true }, schema: EXPORT_QUERY },
    async (request, reply) => {
      const chosen = idList(param(exportQueryOf(request), 'selections'));
      const rows = await ctx.db
        .select({ id: sysCategory.id, pid: sysCategory.pid, name: sysCategory.name, code: sysCategory.code })
        .from(sysCategory)
        .where(chosen.length ? inArray(sysCategory.id, await withDescendantIds(ctx, chosen.slice(0, 1000))) : undefined)
        .orderBy(asc(sysCategory.code))
        .limit(EXPORT_MAX_ROWS);
      const codes = new Map(
        (await ctx.db.select({ id: sysCategory.id, code: sysCategory.code }).from(sysCategory)).map((r) => [
          r.id,
          r.code,
        ]),
      );
      const records = rows.map((r) => ({ ...r, parentCode: codes.get(r.pid) ?? null }));
      const data = await buildWorkbook(CATEGORY_EXCEL, records, currentUser(request).realname);
      return reply
        .header('content-type', 'application/vnd.ms-excel')
        .header('content-disposition', contentDisposition('attachment', `${categoryEntity.exportFileName}.xls`))
        .send(data);
    },
  );

  // 导入: a row whose 分类编码 exists renames that category; any other row adds one under 父级编码 (else under the
  // category its code extends, as JeecgBoot reads A01B02 as a child of A01; else at the root), with its own code or
  // the next free one. Parents come before children whatever the file's order.
  app.post(
    '/sys/category/importExcel',
    { config: { permission: CATEGORY_PERMISSIONS.import, rateLimit: RATE_LIMITS.import }, schema: MULTIPART_UPLOAD },
    async (request) => {
      const user = currentUser(request);
      const totals = { added: 0, updated: 0, errors: [] as string[] };
      for await (const data of importedExcelFiles(request)) {
        const rows = await readImportRows(data, CATEGORY_EXCEL, () => true);
        rows.sort((a, b) => (a.cells.code?.length ?? 999) - (b.cells.code?.length ?? 999) || a.line - b.line);
        await ctx.db.transaction(async (tx) => {
          const t = { ...ctx, db: tx };
          await tx.execute(sql`select pg_advisory_xact_lock(7243017)`);
          for (const row of rows) {
            try {
              const outcome = await importCategory(t, row.cells, user.username);
              totals[outcome]++;
            } catch (error) {
              if (!(error instanceof BizError)) throw error;
              totals.errors.push(`第 ${row.line} 行：${error.message}`);
            }
          }
        });
      }
      totals.errors.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
      return importAnswer(ctx, request, categoryEntity.name, totals);
    },
  );
}

/** One imported row: renames the category its code names, or adds one. */
async function importCategory(
  ctx: AppContext,
  cells: Record<string, string>,
  username: string,
): Promise<'added' | 'updated'> {
  const name = cells.name?.trim() ?? '';
  const code = cells.code?.trim() ?? '';
  const parentCode = cells.parentCode?.trim() ?? '';
  if (!name) throw new BizError('分类名称不能为空');
  if (name.length > NAME_MAX) throw new BizError(`分类名称不能超过${NAME_MAX}个字符`);
  if (code && !CODE_PATTERN.test(code)) throw new BizError('分类编码只能包含字母、数字、下划线和横杠');
  const byCode = async (c: string) =>
    (await ctx.db.select({ id: sysCategory.id }).from(sysCategory).where(eq(sysCategory.code, c)).limit(1))[0];
  const now = formatDateTime(new Date(ctx.now()));
  const existing = code ? await byCode(code) : undefined;
  if (existing) {
    await ctx.db
      .update(sysCategory)
      .set({ name, updateBy: username, updateTime: now })
      .where(eq(sysCategory.id, existing.id));
    return 'updated';
  }
  let pid = ROOT_PID;
  if (parentCode) {
    const parent = await byCode(parentCode);
    if (!parent) throw new BizError(`父级编码「${parentCode}」不存在`);
    pid = parent.id;
  } else if (code.length > 3) {
    pid = (await byCode(code.slice(0, -3)))?.id ?? ROOT_PID;
  }
  await ctx.db.insert(sysCategory).values({
    id: newId(ctx.now()),
    pid,
    name,
    code: code || (await nextCategoryCode(ctx, pid)),
    hasChild: '0',
    createBy: username,
    createTime: now,
  });
  await setHasChild(ctx, [pid]);
  return 'added';
}
