/**
 * Which 数据规则 of a menu a grant applies (docs/security.md, "Data rules"): a role's (角色授权), a department's
 * (部门权限: the rules its department roles may choose from) and a department role's. Each is stored on the grant row
 * (`data_rule_ids`), so the menu must be granted first; the rules chosen must be the menu's (a department role's:
 * among its department's).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bodyOf } from '../../crud/writes';
import { idList } from '../../crud/routes';
import {
  sysDepartPermission,
  sysDepartRole,
  sysDepartRolePermission,
  sysPermissionDataRule,
  sysRolePermission,
} from '../../db/schema';
import { BizError, fail, ok, okMessage } from '../../http/envelope';
import { routeSchema, text } from '../../http/route-schemas';
import { text as textOf } from '../../http/text';
import { currentUser } from '../../plugins/auth';
import { READERS } from '../../services/readers';
import { assertMayGrantRoles } from '../../services/user-rank';

export const NO_RULES_MESSAGE = '未找到权限配置信息';

const permissionId = text('菜单编号');
const SCHEMA = {
  role: routeSchema({ params: { permissionId, roleId: text('角色编号') } }),
  depart: routeSchema({ params: { permissionId, departId: text('部门编号') } }),
  departRole: routeSchema({ params: { permissionId, departId: text('部门编号'), roleId: text('部门角色编号') } }),
  saveRole: routeSchema({ body: { permissionId, roleId: text('角色编号'), dataRuleIds: text('数据规则') } }),
  saveDepart: routeSchema({ body: { permissionId, departId: text('部门编号'), dataRuleIds: text('数据规则') } }),
  saveDepartRole: routeSchema({ body: { permissionId, roleId: text('部门角色编号'), dataRuleIds: text('数据规则') } }),
};

async function rulesOfMenu(ctx: AppContext, menuId: string, only?: readonly string[]) {
  if (only && only.length === 0) return [];
  return ctx.db
    .select()
    .from(sysPermissionDataRule)
    .where(
      and(
        eq(sysPermissionDataRule.permissionId, menuId),
        only ? inArray(sysPermissionDataRule.id, only.slice(0, 1000)) : undefined,
      ),
    )
    .orderBy(desc(sysPermissionDataRule.createTime));
}

/** JeecgBoot's answer: the rules offered and, when the grant chose some, `drChecked`. */
function rulesAnswer(rules: unknown[], chosen: string | null | undefined) {
  if (rules.length === 0) return fail(NO_RULES_MESSAGE);
  const checked = idList(chosen ?? '').join(',');
  return ok(checked ? { datarule: rules, drChecked: checked } : { datarule: rules });
}

/** The chosen ids that are among the offered rules, comma-joined. */
function chosenAmong(body: Record<string, unknown>, offered: { id: string }[]): string {
  const allowed = new Set(offered.map((r) => r.id));
  return idList(textOf(body.dataRuleIds))
    .filter((id) => allowed.has(id))
    .join(',');
}

const ruleIdsOfDepart = async (ctx: AppContext, departId: string, menuId: string) => {
  const [grant] = await ctx.db
    .select({ ids: sysDepartPermission.dataRuleIds })
    .from(sysDepartPermission)
    .where(and(eq(sysDepartPermission.departId, departId), eq(sysDepartPermission.permissionId, menuId)))
    .limit(1);
  return idList(grant?.ids ?? '');
};

export async function dataRuleGrantRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/sys/role/datarule/:permissionId/:roleId',
    { config: { readers: READERS.role }, schema: SCHEMA.role },
    async (request) => {
      const { permissionId: menuId, roleId } = request.params as { permissionId: string; roleId: string };
      const [grant] = await ctx.db
        .select({ ids: sysRolePermission.dataRuleIds })
        .from(sysRolePermission)
        .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, menuId)))
        .limit(1);
      return rulesAnswer(await rulesOfMenu(ctx, menuId), grant?.ids);
    },
  );

  app.post(
    '/sys/role/datarule',
    { config: { permission: 'system:role:edit' }, schema: SCHEMA.saveRole },
    async (request) => {
      const body = bodyOf(request);
      const menuId = textOf(body.permissionId).trim();
      const roleId = textOf(body.roleId).trim();
      const where = and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, menuId));
      const [grant] = await ctx.db.select({ id: sysRolePermission.id }).from(sysRolePermission).where(where).limit(1);
      if (!grant) throw new BizError('请先保存角色菜单权限!');
      await assertMayGrantRoles(ctx.db, currentUser(request).id, [roleId]);
      const dataRuleIds = chosenAmong(body, await rulesOfMenu(ctx, menuId));
      await ctx.db.update(sysRolePermission).set({ dataRuleIds }).where(where);
      return okMessage('保存成功!');
    },
  );

  app.get(
    '/sys/sysDepartPermission/datarule/:permissionId/:departId',
    { config: { readers: READERS.depart }, schema: SCHEMA.depart },
    async (request) => {
      const { permissionId: menuId, departId } = request.params as { permissionId: string; departId: string };
      const chosen = (await ruleIdsOfDepart(ctx, departId, menuId)).join(',');
      return rulesAnswer(await rulesOfMenu(ctx, menuId), chosen);
    },
  );

  app.post(
    '/sys/sysDepartPermission/datarule',
    { config: { permission: 'system:depart:edit' }, schema: SCHEMA.saveDepart },
    async (request) => {
      const body = bodyOf(request);
      const menuId = textOf(body.permissionId).trim();
      const departId = textOf(body.departId).trim();
      const where = and(eq(sysDepartPermission.departId, departId), eq(sysDepartPermission.permissionId, menuId));
      const [grant] = await ctx.db
        .select({ id: sysDepartPermission.id })
        .from(sysDepartPermission)
        .where(where)
        .limit(1);
      if (!grant) throw new BizError('请先保存部门菜单权限!');
      const dataRuleIds = chosenAmong(body, await rulesOfMenu(ctx, menuId));
      await ctx.db.update(sysDepartPermission).set({ dataRuleIds }).where(where);
      return okMessage('保存成功!');
    },
  );

  app.get(
    '/sys/sysDepartRole/datarule/:permissionId/:departId/:roleId',
    { config: { readers: READERS.departRole }, schema: SCHEMA.departRole },
    async (request) => {
      const params = request.params as { permissionId: string; departId: string; roleId: string };
      const offered = await rulesOfMenu(
        ctx,
        params.permissionId,
        await ruleIdsOfDepart(ctx, params.departId, params.permissionId),
      );
      const [grant] = await ctx.db
        .select({ ids: sysDepartRolePermission.dataRuleIds })
        .from(sysDepartRolePermission)
        .where(
          and(
            eq(sysDepartRolePermission.roleId, params.roleId),
            eq(sysDepartRolePermission.permissionId, params.permissionId),
          ),
        )
        .limit(1);
      return rulesAnswer(offered, grant?.ids);
    },
  );

  app.post(
    '/sys/sysDepartRole/datarule',
    { config: { permission: 'system:depart:role:edit' }, schema: SCHEMA.saveDepartRole },
    async (request) => {
      const body = bodyOf(request);
      const menuId = textOf(body.permissionId).trim();
      const roleId = textOf(body.roleId).trim();
      const where = and(eq(sysDepartRolePermission.roleId, roleId), eq(sysDepartRolePermission.permissionId, menuId));
      const [grant] = await ctx.db
        .select({ id: sysDepartRolePermission.id })
        .from(sysDepartRolePermission)
        .where(where)
        .limit(1);
      const [role] = await ctx.db.select().from(sysDepartRole).where(eq(sysDepartRole.id, roleId)).limit(1);
      if (!grant || !role) throw new BizError('请先保存角色菜单权限!');
      const offered = await rulesOfMenu(ctx, menuId, await ruleIdsOfDepart(ctx, role.departId, menuId));
      await ctx.db
        .update(sysDepartRolePermission)
        .set({ dataRuleIds: chosenAmong(body, offered) })
        .where(where);
      return okMessage('保存成功!');
    },
  );
}
