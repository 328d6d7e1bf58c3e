/** Category (tree) dictionary reads, /sys/category (contract §8): roots have pid "0". */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { param, type Query } from '../crud/list-query';
import { idList } from '../crud/routes';
import { sysCategory, type SysCategoryRow } from '../db/schema';
import { BizError, fail, ok, plain } from '../http/envelope';
import { parseCondition } from './sys-dict';

const ROOT_PID = '0';
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
  app.get('/sys/category/loadTreeRoot', { config: {} }, async (request) => {
    const query = request.query as Query;
    const pcode = param(query, 'pcode')?.trim() ?? '';
    const pid = pcode ? await idByCode(ctx, pcode) : ROOT_PID;
    if (!pid) return fail(`该编码【${pcode}】不存在，请核实!`);
    const rows = await childrenOf(ctx, pid);
    const async = param(query, 'async') !== 'false';
    return plain(async ? rows.map(toNode) : await withDescendants(ctx, rows));
  });

  app.get('/sys/category/loadTreeChildren', { config: {} }, async (request) => {
    const pid = param(request.query as Query, 'pid')?.trim() ?? '';
    return plain(pid ? (await childrenOf(ctx, pid)).map(toNode) : []);
  });

  app.get('/sys/category/loadTreeData', { config: {} }, async (request) => {
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

  app.get('/sys/category/loadOne', { config: {} }, async (request) => {
    const query = request.query as Query;
    const field = param(query, 'field')?.trim() ?? '';
    const val = param(query, 'val') ?? '';
    const column = FIELDS[field];
    if (!column) return fail('该字典表或字段不允许访问！');
    const rows = await ctx.db.select().from(sysCategory).where(eq(column, val)).limit(2);
    if (rows.length === 0) return fail('未找到对应的信息');
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
  app.get('/sys/category/loadDictItem', { config: {} }, async (request) =>
    loadDictItem(param(request.query as Query, 'ids')),
  );
  app.get<{ Params: { ids: string } }>('/sys/category/loadDictItem/:ids', { config: {} }, async (request) =>
    loadDictItem(request.params.ids),
  );
}
