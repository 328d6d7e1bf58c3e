/**
 * 部门管理 (/sys/sysDepart): the generic CRUD with JeecgBoot's generated orgCode (A01, A01A01 …) and
 * orgType, deletes refused while a department has children or users, and the tree reads.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { DEPART_TABLE } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { idList, registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row } from '../../crud/spec';
import {
  sysDepart,
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysUser,
  sysUserDepart,
  type SysDepartRow,
} from '../../db/schema';
import { BizError, fail, ok, plain } from '../../http/envelope';
import { READERS } from '../../services/readers';
import { isAdministrator } from '../../services/permissions';
import { currentUser } from '../../plugins/auth';
import { IDS_QUERY, NO_PARAMETERS, routeSchema, text } from '../../http/route-schemas';

/** The code after `code` at the same level: A01 → A02, A99 → B01 (JeecgBoot's YouBianCodeUtil). */
export function nextOrgCodeSuffix(last: string | null): string {
  if (!last) return 'A01';
  const letter = last.charCodeAt(0);
  const number = Number.parseInt(last.slice(1), 10);
  if (!Number.isFinite(number) || letter < 65 || letter > 90) return 'A01';
  if (number < 99) return `${String.fromCharCode(letter)}${String(number + 1).padStart(2, '0')}`;
  if (letter >= 90) throw new BizError('同级部门数量已达上限，无法生成机构编码');
  return `${String.fromCharCode(letter + 1)}01`;
}

async function departById(db: DbLike, id: string): Promise<SysDepartRow | undefined> {
  const [row] = await db.select().from(sysDepart).where(eq(sysDepart.id, id)).limit(1);
  return row;
}

async function newOrgCode(db: DbLike, parent: SysDepartRow | undefined): Promise<string> {
  const siblings = parent
    ? eq(sysDepart.parentId, parent.id)
    : or(isNull(sysDepart.parentId), eq(sysDepart.parentId, ''));
  const [last] = await db
    .select({ code: sysDepart.orgCode })
    .from(sysDepart)
    .where(siblings)
    .orderBy(desc(sysDepart.orgCode))
    .limit(1);
  const prefix = parent?.orgCode ?? '';
  const suffix = last?.code.startsWith(prefix) ? last.code.slice(prefix.length, prefix.length + 3) : null;
  return prefix + nextOrgCodeSuffix(suffix);
}

async function parentOf(db: DbLike, values: Row): Promise<SysDepartRow | undefined> {
  const parentId = typeof values.parentId === 'string' ? values.parentId : '';
  if (!parentId) return undefined;
  const parent = await departById(db, parentId);
  if (!parent) throw new BizError('上级部门不存在');
  return parent;
}

export const departSpec: CrudSpec = {
  et: DEPART_TABLE,
  readers: READERS.depart,
  async beforeAdd(w, values) {
    const parent = await parentOf(w.db, values);
    values.orgCode = await newOrgCode(w.db, parent);
    values.orgType = parent ? String((Number.parseInt(parent.orgType, 10) || 1) + 1) : '1';
    values.delFlag = '0';
    values.status = '1';
  },
  async beforeEdit(w, values, _body, existing) {
    if (values.parentId === undefined) return;
    const parent = await parentOf(w.db, values);
    // A department cannot move under itself or one of its own descendants.
    for (let node = parent; node; node = node.parentId ? await departById(w.db, node.parentId) : undefined)
      if (node.id === existing.id) throw new BizError('上级部门不能是当前部门或其下级部门');
  },
  async beforeDelete(ctx, rows) {
    for (const row of rows) {
      const id = String(row.id);
      const [children] = await ctx.db.select({ n: count() }).from(sysDepart).where(eq(sysDepart.parentId, id));
      if (Number(children?.n) > 0) throw new BizError(`部门「${String(row.departName)}」下有子部门，不能删除！`);
      const [users] = await ctx.db.select({ n: count() }).from(sysUserDepart).where(eq(sysUserDepart.depId, id));
      if (Number(users?.n) > 0) throw new BizError(`部门「${String(row.departName)}」下有用户，不能删除！`);
    }
  },
  async afterDelete(db, ids) {
    const departIds = ids.map(String);
    const roles = await db
      .select({ id: sysDepartRole.id })
      .from(sysDepartRole)
      .where(inArray(sysDepartRole.departId, departIds));
    const roleIds = roles.map((r) => r.id);
    if (roleIds.length) {
      await db.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.roleId, roleIds));
      await db.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.droleId, roleIds));
      await db.delete(sysDepartRole).where(inArray(sysDepartRole.id, roleIds));
    }
    await db.delete(sysDepartPermission).where(inArray(sysDepartPermission.departId, departIds));
  },
};

export interface DepartNode extends SysDepartRow {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: DepartNode[];
}

export async function liveDeparts(ctx: AppContext): Promise<SysDepartRow[]> {
  return ctx.db
    .select()
    .from(sysDepart)
    .where(eq(sysDepart.delFlag, '0'))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
}

function childrenMap(rows: SysDepartRow[]): Map<string, SysDepartRow[]> {
  const map = new Map<string, SysDepartRow[]>();
  for (const d of rows) if (d.parentId) map.set(d.parentId, [...(map.get(d.parentId) ?? []), d]);
  return map;
}

function toNode(d: SysDepartRow, kids: Map<string, SysDepartRow[]>, deep: boolean): DepartNode {
  const children = kids.get(d.id) ?? [];
  const node: DepartNode = { ...d, key: d.id, value: d.id, title: d.departName, isLeaf: children.length === 0 };
  if (deep && children.length > 0) node.children = children.map((c) => toNode(c, kids, true));
  return node;
}

export function departTree(rows: SysDepartRow[]): DepartNode[] {
  const kids = childrenMap(rows);
  const ids = new Set(rows.map((r) => r.id));
  return rows.filter((d) => !d.parentId || !ids.has(d.parentId)).map((d) => toNode(d, kids, true));
}

interface IdNode {
  key: string;
  value: string;
  title: string;
  isLeaf: boolean;
  children?: IdNode[];
}

function toIdNode(node: DepartNode): IdNode {
  const out: IdNode = { key: node.key, value: node.value, title: node.title, isLeaf: node.isLeaf };
  if (node.children) out.children = node.children.map(toIdNode);
  return out;
}

const SCHEMA = {
  sync: routeSchema({ query: { pid: text('上级部门') } }),
  pathName: routeSchema({ query: { depId: text('部门编号'), orgCode: text('部门编码') } }),
  search: routeSchema({ query: { keyWord: text('部门名称'), myDeptSearch: text('只查我的部门') } }),
};

export async function sysDepartRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, departSpec);

  app.get(
    '/sys/sysDepart/queryTreeList',
    { config: { readers: READERS.depart }, schema: IDS_QUERY },
    async (request) => {
      const rows = await liveDeparts(ctx);
      const ids = idList(param(request.query as Query, 'ids'));
      if (ids.length === 0) return plain(departTree(rows));
      const kids = childrenMap(rows);
      return plain(rows.filter((d) => ids.includes(d.id)).map((d) => toNode(d, kids, false)));
    },
  );

  /**
   * 部门用户's tree: a 上级 (user_identity 2) sees the departments he heads (`departIds`) with everything under them,
   * an administrator every department; anyone else none (message "1", JeecgBoot's 普通员工).
   */
  app.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    { config: { readers: READERS.departRole }, schema: NO_PARAMETERS },
    async (request) => {
      const rows = await liveDeparts(ctx);
      const mine = await myDepartIds(ctx, currentUser(request).id, rows);
      if (mine === 'employee') return plain(null, '1');
      if (mine === 'all') return plain(departTree(rows), '2');
      const kids = childrenMap(rows);
      const heads = rows.filter((d) => mine.has(d.id) && !(d.parentId && mine.has(d.parentId)));
      return plain(heads.length ? heads.map((d) => toNode(d, kids, true)) : null, '2');
    },
  );

  app.get('/sys/sysDepart/queryIdTree', { config: { readers: READERS.depart }, schema: NO_PARAMETERS }, async () =>
    plain(departTree(await liveDeparts(ctx)).map(toIdNode)),
  );

  // One level of the tree (the Vue 3 client's queryDepartAndPostTreeSync: JeecgBoot's posts are departments of
  // category 3 there; here positions are a list of their own, so the tree is the departments').
  for (const url of ['/sys/sysDepart/queryDepartTreeSync', '/sys/sysDepart/queryDepartAndPostTreeSync'])
    app.get(url, { config: { readers: READERS.depart }, schema: SCHEMA.sync }, async (request) => {
      const pid = param(request.query as Query, 'pid')?.trim() ?? '';
      const rows = await liveDeparts(ctx);
      const kids = childrenMap(rows);
      const level = pid ? (kids.get(pid) ?? []) : rows.filter((d) => !d.parentId);
      return plain(level.map((d) => toNode(d, kids, false)));
    });

  // A department's names from the top down ("总部/研发部"), by id or org code (the Vue 3 user list's 所属部门).
  app.get(
    '/sys/sysDepart/getDepartPathNameByOrgCode',
    { config: { readers: READERS.depart }, schema: SCHEMA.pathName },
    async (request) => {
      const query = request.query as Query;
      const depId = param(query, 'depId')?.trim();
      const orgCode = param(query, 'orgCode')?.trim();
      const rows = await liveDeparts(ctx);
      const byId = new Map(rows.map((d) => [d.id, d]));
      let depart = depId ? byId.get(depId) : rows.find((d) => d.orgCode === orgCode);
      const names: string[] = [];
      while (depart && names.length < rows.length) {
        names.unshift(depart.departName);
        depart = depart.parentId ? byId.get(depart.parentId) : undefined;
      }
      return ok(names.join('/'));
    },
  );

  app.get(
    '/sys/sysDepart/searchBy',
    { config: { readers: READERS.depart }, schema: SCHEMA.search },
    async (request) => {
      const keyWord = param(request.query as Query, 'keyWord')?.trim() ?? '';
      const rows = await liveDeparts(ctx);
      // 部门用户 searches only the departments its tree shows.
      const mine =
        param(request.query as Query, 'myDeptSearch') === '1'
          ? await myDepartIds(ctx, currentUser(request).id, rows)
          : 'all';
      const kids = childrenMap(rows);
      const matched = keyWord
        ? await ctx.db
            .select({ id: sysDepart.id })
            .from(sysDepart)
            .where(and(eq(sysDepart.delFlag, '0'), ilike(sysDepart.departName, `%${escapeLike(keyWord)}%`)))
        : [];
      const ids = new Set(
        matched.map((m) => m.id).filter((id) => mine === 'all' || (mine !== 'employee' && mine.has(id))),
      );
      const found = rows.filter((d) => ids.has(d.id)).map((d) => toNode(d, kids, false));
      return found.length > 0 ? plain(found) : fail('未查询匹配数据！');
    },
  );
}

/**
 * The departments a user may manage in 部门用户: 'all' for an administrator, the ones a 上级 heads with everything under
 * them, 'employee' for anyone else.
 */
async function myDepartIds(
  ctx: AppContext,
  userId: string,
  rows: SysDepartRow[],
): Promise<'all' | 'employee' | Set<string>> {
  if (await isAdministrator(ctx.db, userId)) return 'all';
  const [user] = await ctx.db
    .select({ identity: sysUser.userIdentity, departIds: sysUser.departIds })
    .from(sysUser)
    .where(eq(sysUser.id, userId));
  if (user?.identity !== 2) return 'employee';
  const kids = childrenMap(rows);
  const mine = new Set<string>();
  const add = (id: string) => {
    if (mine.has(id)) return;
    mine.add(id);
    for (const child of kids.get(id) ?? []) add(child.id);
  };
  for (const id of idList(user.departIds ?? '')) if (rows.some((d) => d.id === id)) add(id);
  return mine;
}

/** Department ids that exist (for user ↔ department links). */
export async function existingDepartIds(db: DbLike, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sysDepart.id }).from(sysDepart).where(inArray(sysDepart.id, ids));
  return rows.map((r) => r.id);
}
