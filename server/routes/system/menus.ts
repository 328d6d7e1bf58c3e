import { and, asc, desc, eq, inArray, isNull, like, ne } from 'drizzle-orm';
import { isVue3Client } from '../../http/vue3-client';
import { vue3Menu } from '../../services/vue3-menu';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bindEntity } from '../../crud/entity-table';
import { listOrder, listWhere, param, queryOf, type Query } from '../../crud/list-query';
import { idList } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { bodyOf, deleteRows, findRows, insertRecord, updateRecord, writeContext } from '../../crud/writes';
import { newId } from '../../db/ids';
import {
  sysDepart,
  sysDepartPermission,
  sysDepartRolePermission,
  sysPermission,
  sysPermissionDataRule,
  sysRole,
  sysRolePermission,
  type SysPermissionRow,
} from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, fail, ok, okMessage, plain } from '../../http/envelope';
import { text } from '../../http/text';
import { HOME_NAME, permissionResult } from '../../services/permissions';
import { assertMayGrantRoles } from '../../services/user-rank';
import { READERS } from '../../services/readers';
import { recordTableReading } from '../../services/table-reading';
import {
  assertCodesFree,
  grantChange,
  assertMayChange,
  MENU_MESSAGES,
  menuValues,
  nestRows,
  refreshLeaf,
  treeNode,
  withDescendants,
} from '../../services/permission-menus';
import { formatDateTime } from '../../time';
import { escapeLike } from '../../crud/conditions';
import { permissionTree } from '../../services/permission-tree';
import { assertRuleApplicable } from '../../services/data-rules';
import {
  DATA_RULE_PERMISSIONS,
  permissionDataRuleEntity,
  USE_SQL_RULES,
} from '../../../src/domain/entities/permission-data-rule';
import { bodySchema } from '../../crud/body-schema';
import {
  decimal,
  flag,
  id,
  ID_QUERY,
  IDS_QUERY,
  NO_PARAMETERS,
  routeSchema,
  text as textValue,
  whole,
  type Properties,
} from '../../http/route-schemas';

const grants = (owner: Properties) =>
  routeSchema({
    body: { ...owner, permissionIds: textValue('权限编号列表'), lastpermissionIds: textValue('原权限编号列表') },
  });

/** What 菜单管理's form sends (services/permission-menus.ts menuValues reads it). */
const MENU_FIELDS: Properties = {
  menuType: whole('菜单类型'),
  name: textValue('菜单名称'),
  parentId: textValue('上级菜单'),
  url: textValue('访问路径'),
  component: textValue('前端组件'),
  componentName: textValue('组件名称'),
  redirect: textValue('默认跳转地址'),
  perms: textValue('授权标识'),
  permsType: textValue('授权策略'),
  status: textValue('状态'),
  sortNo: decimal('排序'),
  icon: textValue('菜单图标'),
  route: flag('是否路由菜单'),
  hidden: flag('隐藏路由'),
  keepAlive: flag('缓存路由'),
  alwaysShow: flag('聚合路由'),
  hideTab: flag('隐藏Tab'),
  internalOrExternal: flag('打开方式'),
  description: textValue('描述'),
};

const permissionIdParam = textValue('菜单编号');
const SCHEMA = {
  duplication: routeSchema({
    query: { id: textValue('菜单编号'), url: textValue('访问路径'), alwaysShow: textValue('聚合路由') },
  }),
  rolePermissions: routeSchema({ query: { roleId: textValue('角色编号') } }),
  saveRole: grants({ roleId: textValue('角色编号') }),
  departPermissions: routeSchema({ query: { departId: textValue('部门编号') } }),
  saveDepart: grants({ departId: textValue('部门编号') }),
  list: routeSchema({ query: { name: textValue('菜单名称') } }),
  submenu: routeSchema({ query: { parentId: textValue('上级菜单') } }),
  submenuBatch: routeSchema({ query: { parentIds: textValue('上级菜单列表') } }),
  add: routeSchema({ body: MENU_FIELDS }),
  edit: routeSchema({ body: { id, ...MENU_FIELDS } }),
  rulesOfMenu: routeSchema({ query: { permissionId: permissionIdParam } }),
  rules: routeSchema({
    query: { permissionId: permissionIdParam, column: textValue('排序列'), order: textValue('排序方式') },
  }),
};

export async function sysPermissionRoutes(app: FastifyInstance, ctx: AppContext) {
  // Menu names through a table dictionary (the stock 组件示例's sys_permission,name,id): for those who read 菜单管理.
  recordTableReading(ctx, sysPermission, { readers: READERS.permission });
  await menuRoutes(app, ctx);
  await dataRuleRoutes(app, ctx);

  app.get(
    '/sys/permission/getUserPermissionByToken',
    { config: { signedIn: true }, schema: NO_PARAMETERS },
    async (request) => {
      const result = await permissionResult(ctx, currentUser(request));
      return plain(isVue3Client(request) ? { ...result, menu: vue3Menu(result.menu) } : result);
    },
  );

  app.get(
    '/sys/permission/queryRolePermission',
    { config: { readers: READERS.role }, schema: SCHEMA.rolePermissions },
    async (request) => {
      const roleId = param(request.query as Query, 'roleId')?.trim() ?? '';
      if (!roleId) return plain([]);
      const rows = await ctx.db
        .select({ id: sysRolePermission.permissionId })
        .from(sysRolePermission)
        .where(eq(sysRolePermission.roleId, roleId));
      return plain(rows.map((r) => r.id));
    },
  );

  app.post(
    '/sys/permission/saveRolePermission',
    { config: { permission: 'system:role:edit' }, schema: SCHEMA.saveRole },
    async (request) => {
      const roleId = text(bodyOf(request).roleId).trim();
      const [role] = roleId ? await ctx.db.select().from(sysRole).where(eq(sysRole.id, roleId)).limit(1) : [];
      if (!role) throw new BizError('角色不存在');
      // A role above the actor stays as it is; below, only permissions the actor holds are added.
      await assertMayGrantRoles(ctx.db, currentUser(request).id, [roleId]);
      const { granted, revoked } = await grantChange(ctx.db, currentUser(request).id, bodyOf(request));
      await ctx.db.transaction(async (tx) => {
        if (revoked.length)
          await tx
            .delete(sysRolePermission)
            .where(and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, revoked)));
        if (granted.length)
          await tx
            .insert(sysRolePermission)
            .values(granted.map((permissionId) => ({ id: newId(ctx.now()), roleId, permissionId })))
            .onConflictDoNothing();
      });
      return okMessage('保存成功！');
    },
  );

  /**
   * 部门权限: the menus and buttons a department may hand to its roles. Stored and answered as JeecgBoot does; a grant
   * here gives nobody access by itself (roles do).
   */
  app.get(
    '/sys/permission/queryDepartPermission',
    { config: { readers: READERS.depart }, schema: SCHEMA.departPermissions },
    async (request) => {
      const departId = param(request.query as Query, 'departId')?.trim() ?? '';
      if (!departId) return plain([]);
      const rows = await ctx.db
        .select({ id: sysDepartPermission.permissionId })
        .from(sysDepartPermission)
        .where(eq(sysDepartPermission.departId, departId));
      return plain(rows.map((r) => r.id));
    },
  );

  app.post(
    '/sys/permission/saveDepartPermission',
    { config: { permission: 'system:depart:edit' }, schema: SCHEMA.saveDepart },
    async (request) => {
      const departId = text(bodyOf(request).departId).trim();
      const [depart] = departId
        ? await ctx.db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.id, departId)).limit(1)
        : [];
      if (!depart) throw new BizError('部门不存在');
      const { granted, revoked } = await grantChange(ctx.db, currentUser(request).id, bodyOf(request));
      await ctx.db.transaction(async (tx) => {
        if (revoked.length)
          await tx
            .delete(sysDepartPermission)
            .where(and(eq(sysDepartPermission.departId, departId), inArray(sysDepartPermission.permissionId, revoked)));
        if (granted.length)
          await tx
            .insert(sysDepartPermission)
            .values(granted.map((permissionId) => ({ id: newId(ctx.now()), departId, permissionId })))
            .onConflictDoNothing();
      });
      return okMessage('保存成功！');
    },
  );
}

/** Who may read the menu tree and its data rules: 菜单管理's screens or any of its buttons. */

const menuPerm = (action: 'add' | 'edit' | 'delete' | 'deleteBatch') => ({ permission: `system:permission:${action}` });

const allMenuRows = (ctx: AppContext) =>
  ctx.db
    .select()
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id));

/** 菜单管理: the tree, its lazy parts, add, edit and the cascading delete. */
async function menuRoutes(app: FastifyInstance, ctx: AppContext) {
  const readers = { readers: READERS.permission };

  app.get('/sys/permission/list', { config: readers, schema: SCHEMA.list }, async (request) => {
    const name = param(queryOf(request), 'name')?.trim() ?? '';
    if (!name) return plain(nestRows(await allMenuRows(ctx)));
    // A search answers a flat list, every node a leaf (JeecgBoot).
    const rows = await ctx.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.delFlag, 0), like(sysPermission.name, `%${escapeLike(name.slice(0, 100))}%`)))
      .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id));
    return plain(rows.map((r) => treeNode(r, true)));
  });

  // The Vue 3 菜单管理: whether another menu already has this address (JeecgBoot's checkPermDuplication).
  app.get('/sys/permission/checkPermDuplication', { config: readers, schema: SCHEMA.duplication }, async (request) => {
    const query = queryOf(request);
    const url = param(query, 'url')?.trim() ?? '';
    const id = param(query, 'id')?.trim() ?? '';
    const [taken] = url
      ? await ctx.db
          .select({ id: sysPermission.id })
          .from(sysPermission)
          .where(
            and(
              eq(sysPermission.delFlag, 0),
              eq(sysPermission.url, url),
              ne(sysPermission.menuType, 2),
              id ? ne(sysPermission.id, id) : undefined,
            ),
          )
          .limit(1)
      : [];
    return taken ? fail('访问路径不允许重复，请重定义！') : okMessage('该值可用！');
  });

  // The Vue 3 菜单管理 marks the default home page (JeecgBoot's sys_role_index DEF_INDEX_ALL): here, 首页.
  app.get('/sys/sysRoleIndex/queryDefIndex', { config: readers, schema: NO_PARAMETERS }, async () => {
    const [home] = await ctx.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.delFlag, 0), eq(sysPermission.name, HOME_NAME), isNull(sysPermission.parentId)))
      .limit(1);
    return ok({
      roleCode: 'DEF_INDEX_ALL',
      url: home?.url ?? '/dashboard/analysis',
      component: home?.component ?? 'dashboard/Analysis',
      route: true,
      priority: 0,
      status: '1',
    });
  });

  app.get('/sys/permission/getSystemMenuList', { config: readers, schema: NO_PARAMETERS }, async () => {
    const rows = await allMenuRows(ctx);
    return plain(rows.filter((r) => r.menuType === 0).map((r) => treeNode(r)));
  });

  const childrenOf = (rows: SysPermissionRow[], parentId: string) =>
    rows.filter((r) => r.parentId === parentId).map((r) => treeNode(r));

  app.get('/sys/permission/getSystemSubmenu', { config: readers, schema: SCHEMA.submenu }, async (request) => {
    const parentId = param(queryOf(request), 'parentId')?.trim() ?? '';
    return plain(parentId ? childrenOf(await allMenuRows(ctx), parentId) : []);
  });

  app.get(
    '/sys/permission/getSystemSubmenuBatch',
    { config: readers, schema: SCHEMA.submenuBatch },
    async (request) => {
      const parentIds = idList(param(queryOf(request), 'parentIds')).slice(0, 1000);
      const rows = await allMenuRows(ctx);
      return ok(Object.fromEntries(parentIds.map((id) => [id, childrenOf(rows, id)])));
    },
  );

  app.get('/sys/permission/queryTreeList', { config: readers, schema: NO_PARAMETERS }, async () => {
    const rows = await allMenuRows(ctx);
    return plain({ treeList: permissionTree(rows), ids: rows.map((r) => r.id) });
  });

  app.post('/sys/permission/add', { config: menuPerm('add'), schema: SCHEMA.add }, async (request) => {
    const body = bodyOf(request);
    const user = currentUser(request);
    const now = formatDateTime(new Date(ctx.now()));
    await ctx.db.transaction(async (tx) => {
      const values = menuValues(body, null, await tx.select().from(sysPermission).where(eq(sysPermission.delFlag, 0)));
      await assertCodesFree(tx, values.perms, null);
      const id = newId(ctx.now());
      await tx.insert(sysPermission).values({
        ...values,
        name: values.name!,
        menuType: values.menuType!,
        id,
        leaf: true,
        delFlag: 0,
        ruleFlag: 0,
        createBy: user.username,
        createTime: now,
      });
      await refreshLeaf(tx, [values.parentId]);
      // The administrator role holds every entry (as the seed grants it), so the new one can be granted on from there.
      const admins = await tx.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'admin'));
      if (admins.length > 0)
        await tx
          .insert(sysRolePermission)
          .values(admins.map((r) => ({ id: newId(ctx.now()), roleId: r.id, permissionId: id })))
          .onConflictDoNothing();
    });
    return okMessage(MENU_MESSAGES.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/permission/edit',
    config: menuPerm('edit'),
    schema: SCHEMA.edit,
    handler: async (request) => {
      const body = bodyOf(request);
      const user = currentUser(request);
      const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id).trim() : '';
      await ctx.db.transaction(async (tx) => {
        const all = await tx.select().from(sysPermission).where(eq(sysPermission.delFlag, 0));
        const existing = all.find((r) => r.id === id);
        if (!existing) throw new BizError(MENU_MESSAGES.notFound);
        await assertMayChange(tx, user.id, [existing.id]);
        const values = menuValues(body, existing, all);
        await assertCodesFree(tx, values.perms, existing.id);
        await tx
          .update(sysPermission)
          .set({ ...values, updateBy: user.username, updateTime: formatDateTime(new Date(ctx.now())) })
          .where(eq(sysPermission.id, existing.id));
        await refreshLeaf(tx, [existing.id, existing.parentId, values.parentId]);
      });
      return okMessage(MENU_MESSAGES.edited);
    },
  });

  /** Deletes the menus and everything under them, with their grants and data rules (physical, as JeecgBoot). */
  const deleteMenus = async (request: FastifyRequest, ids: string[]) => {
    await ctx.db.transaction(async (tx) => {
      const all = await tx.select().from(sysPermission);
      const found = all.filter((r) => ids.includes(r.id));
      if (found.length === 0) throw new BizError(MENU_MESSAGES.notFound);
      const doomed = withDescendants(
        all,
        found.map((r) => r.id),
      );
      await assertMayChange(tx, currentUser(request).id, doomed);
      for (let i = 0; i < doomed.length; i += 1000) {
        const part = doomed.slice(i, i + 1000);
        await tx.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, part));
        await tx.delete(sysDepartPermission).where(inArray(sysDepartPermission.permissionId, part));
        await tx.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.permissionId, part));
        await tx.delete(sysPermissionDataRule).where(inArray(sysPermissionDataRule.permissionId, part));
        await tx.delete(sysPermission).where(inArray(sysPermission.id, part));
      }
      await refreshLeaf(
        tx,
        found.map((r) => r.parentId).filter((p) => p && !doomed.includes(p)),
      );
    });
  };

  app.delete('/sys/permission/delete', { config: menuPerm('delete'), schema: ID_QUERY }, async (request) => {
    const id = param(queryOf(request), 'id')?.trim() ?? '';
    if (!id) throw new BizError(MENU_MESSAGES.notFound);
    await deleteMenus(request, [id]);
    return okMessage(MENU_MESSAGES.deleted);
  });

  app.delete('/sys/permission/deleteBatch', { config: menuPerm('deleteBatch'), schema: IDS_QUERY }, async (request) => {
    const ids = idList(param(queryOf(request), 'ids'));
    if (ids.length === 0) throw new BizError(MENU_MESSAGES.notFound);
    if (ids.length > 1000) throw new BizError('选择的数据过多');
    await deleteMenus(request, ids);
    return okMessage(MENU_MESSAGES.deleted);
  });
}

export const DATA_RULE_MESSAGES = {
  added: '添加成功！',
  edited: '更新成功！',
  deleted: '删除成功！',
  noMenu: '未找到菜单信息',
  notFound: '未找到对应数据',
  conditions: '条件规则不正确，请从列表中选择',
  column: '请输入规则字段!',
  columnFormat: '规则字段应为实体属性名（字母、数字、下划线，以字母或下划线开头），如 createBy',
  status: '状态只能是 1（有效）或 0（无效）',
} as const;

/** The rule symbols of the rule_conditions dictionary. */
const RULE_CONDITIONS = ['>', '<', '!=', '=', '>=', '<=', 'LEFT_LIKE', 'RIGHT_LIKE', 'LIKE', 'IN', USE_SQL_RULES];

export const DATA_RULE_TABLE = bindEntity(permissionDataRuleEntity, sysPermissionDataRule);

const setRuleFlag = async (db: Pick<AppContext['db'], 'select' | 'update'>, permissionId: string) => {
  const [rule] = await db
    .select({ id: sysPermissionDataRule.id })
    .from(sysPermissionDataRule)
    .where(eq(sysPermissionDataRule.permissionId, permissionId))
    .limit(1);
  await db
    .update(sysPermission)
    .set({ ruleFlag: rule ? 1 : 0 })
    .where(eq(sysPermission.id, permissionId));
};

const dataRuleSpec: CrudSpec = {
  et: DATA_RULE_TABLE,
  readers: READERS.permission,
  async check(w, body, existing) {
    const permissionId = String(existing?.permissionId ?? body.permissionId ?? '').trim();
    const [menu] = permissionId
      ? await w.db.select({ id: sysPermission.id }).from(sysPermission).where(eq(sysPermission.id, permissionId))
      : [];
    if (!menu) throw new BizError(DATA_RULE_MESSAGES.noMenu);
    const condition = String(body.ruleConditions ?? existing?.ruleConditions ?? '').trim();
    if (!RULE_CONDITIONS.includes(condition)) throw new BizError(DATA_RULE_MESSAGES.conditions);
    const status = String(body.status ?? existing?.status ?? '1').trim();
    if (!['0', '1'].includes(status)) throw new BizError(DATA_RULE_MESSAGES.status);
    if (condition === USE_SQL_RULES) return assertRuleApplicable(condition, body.ruleValue ?? existing?.ruleValue);
    const column = String(body.ruleColumn ?? existing?.ruleColumn ?? '').trim();
    if (!column) throw new BizError(DATA_RULE_MESSAGES.column);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) throw new BizError(DATA_RULE_MESSAGES.columnFormat);
  },
  async beforeAdd(_w, values) {
    if (values.ruleConditions === USE_SQL_RULES) values.ruleColumn = null;
    values.status = values.status || '1';
  },
  async beforeEdit(_w, values, _body, existing) {
    // A rule stays with its menu.
    values.permissionId = existing.permissionId;
    if ((values.ruleConditions ?? existing.ruleConditions) === USE_SQL_RULES) values.ruleColumn = null;
  },
  async afterAdd(w, row) {
    await setRuleFlag(w.db, String(row.permissionId));
  },
};

/** 数据规则 of a menu: listed, searched, added, edited and deleted. */
async function dataRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  const readers = { readers: READERS.permission };
  const rulesOf = async (query: Query) => {
    const permissionId = param(query, 'permissionId')?.trim() ?? '';
    if (!permissionId) return [];
    const rows = await ctx.db
      .select()
      .from(sysPermissionDataRule)
      .where(listWhere(DATA_RULE_TABLE, { ...query, permissionId }))
      .orderBy(
        ...(param(query, 'column') ? listOrder(DATA_RULE_TABLE, query) : [desc(sysPermissionDataRule.createTime)]),
      )
      .limit(1000);
    return rows;
  };

  app.get(
    '/sys/permission/getPermRuleListByPermId',
    { config: readers, schema: SCHEMA.rulesOfMenu },
    async (request) => {
      const permissionId = param(queryOf(request), 'permissionId')?.trim() ?? '';
      return plain(await rulesOf({ permissionId }));
    },
  );

  // QueryGenerator filters (ruleName=*x* …); the list platform's paging parameters are ignored (one menu's rules).
  app.get('/sys/permission/queryPermissionRule', { config: readers, schema: SCHEMA.rules }, async (request) =>
    plain(await rulesOf(queryOf(request))),
  );

  app.post(
    '/sys/permission/addPermissionRule',
    {
      config: { permission: DATA_RULE_PERMISSIONS.add },
      schema: { body: bodySchema(DATA_RULE_TABLE, 'add') },
    },
    async (request) => {
      await insertRecord(dataRuleSpec, writeContext(ctx, request, 'add'), bodyOf(request));
      return okMessage(DATA_RULE_MESSAGES.added);
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/permission/editPermissionRule',
    config: { permission: DATA_RULE_PERMISSIONS.edit },
    schema: { body: bodySchema(DATA_RULE_TABLE, 'edit') },
    handler: async (request) => {
      await updateRecord(dataRuleSpec, writeContext(ctx, request, 'edit'), bodyOf(request));
      return okMessage(DATA_RULE_MESSAGES.edited);
    },
  });

  app.delete(
    '/sys/permission/deletePermissionRule',
    { config: { permission: DATA_RULE_PERMISSIONS.delete }, schema: ID_QUERY },
    async (request) => {
      const [row] = await findRows(ctx, DATA_RULE_TABLE, [param(queryOf(request), 'id')?.trim()]);
      if (!row) throw new BizError(DATA_RULE_MESSAGES.notFound);
      await deleteRows(dataRuleSpec, request, ctx, [row]);
      await setRuleFlag(ctx.db, String(row.permissionId));
      return okMessage(DATA_RULE_MESSAGES.deleted);
    },
  );
}
