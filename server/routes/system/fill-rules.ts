/**
 * 填值规则 (SysFillRuleController): the generic CRUD of sys_fill_rule plus testFillRule,
 * executeRuleByCode and executeRuleByCodeBatch. As JeecgBoot HEAD, writes and 功能测试 are for the admin role; here
 * they also need their button (system:fillRule:add …). Reading needs the screen's menu or one of its buttons.
 * The rule classes are the reference server's own implementations of JeecgBoot's (FILL_RULE_CLASSES); an unknown
 * code or class gives null, as FillRuleUtil does.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  FILL_RULE_TEST_PERMISSION,
  fillRuleClass,
  fillRuleEntity,
  fillRuleParamsError,
} from '../../../src/domain/entities/fill-rule';
import type { AppContext } from '../../context';
import { entityTableByName } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { bodyOf } from '../../crud/writes';
import { sysCategory, sysDepart, sysFillRule } from '../../db/schema';
import { BizError, ok } from '../../http/envelope';
import { entityReaders } from '../../services/readers';
import { formatDateTime } from '../../time';
import { generatedCodeUnder, nextChildCode } from '../../services/child-codes';
import { record, records, routeSchema, text as textValue } from '../../http/route-schemas';
import { trimmed } from '../../http/text';

export const FILL_RULE_TABLE = entityTableByName(fillRuleEntity.table)!;

// ---- the rule classes ----------------------------------------------------------------------------------------

async function maxCode(ctx: AppContext, codeColumn: PgColumn, where: SQL): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ code: codeColumn })
    .from(codeColumn.table)
    .where(where)
    .orderBy(desc(sql`length(${codeColumn})`), desc(codeColumn))
    .limit(1);
  return (row?.code as string | null | undefined) ?? undefined;
}

type RuleHandler = (ctx: AppContext, params: Row, formData: Row) => Promise<unknown>;

const RULE_HANDLERS: Record<string, RuleHandler> = {
  'org.jeecg.modules.system.rule.OrderNumberRule': async (ctx, params, formData) => {
    const prefix = trimmed(params.prefix) || 'CN';
    const stamp = formatDateTime(new Date(ctx.now())).replace(/\D/g, '');
    const random = 10 + Math.floor(Math.random() * 90);
    return `${prefix}${stamp}${random}${trimmed(formData.name)}`;
  },
  'org.jeecg.modules.system.rule.CategoryCodeRule': async (ctx, params, formData) => {
    const pid = trimmed(formData.pid) || trimmed(params.pid) || '0';
    let parentCode = '';
    if (pid !== '0') {
      const [parent] = await ctx.db
        .select({ code: sysCategory.code })
        .from(sysCategory)
        .where(eq(sysCategory.id, pid))
        .limit(1);
      if (!parent) return null;
      parentCode = parent.code;
    }
    const sibling = await maxCode(
      ctx,
      sysCategory.code,
      and(eq(sysCategory.pid, pid), generatedCodeUnder(sysCategory.code, parentCode))!,
    );
    return nextChildCode(parentCode, sibling);
  },
  'org.jeecg.modules.system.rule.OrgCodeRule': async (ctx, params, formData) => {
    const parentId = trimmed(formData.parentId) || trimmed(params.parentId);
    let parentCode = '';
    if (parentId) {
      const [parent] = await ctx.db
        .select({ code: sysDepart.orgCode })
        .from(sysDepart)
        .where(eq(sysDepart.id, parentId))
        .limit(1);
      if (!parent) return null;
      parentCode = parent.code ?? '';
    }
    const sibling = await maxCode(ctx, sysDepart.orgCode, generatedCodeUnder(sysDepart.orgCode, parentCode, true));
    return nextChildCode(parentCode, sibling);
  },
};

function parseParams(raw: string | null | undefined): Row {
  try {
    const parsed: unknown = JSON.parse(raw || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Row) : {};
  } catch {
    return {};
  }
}

/** FillRuleUtil.executeRule: the rule's value, or null (unknown code, unknown class, any failure). */
export async function executeFillRule(ctx: AppContext, ruleCode: string, formData: Row = {}): Promise<unknown> {
  if (!ruleCode) return null;
  const [rule] = await ctx.db.select().from(sysFillRule).where(eq(sysFillRule.ruleCode, ruleCode)).limit(1);
  const handler = rule ? RULE_HANDLERS[rule.ruleClass.trim()] : undefined;
  if (!rule || !handler) return null;
  try {
    return await handler(ctx, parseParams(rule.ruleParams), formData);
  } catch {
    return null;
  }
}

// ---- routes -------------------------------------------------------------------------------------------------------

function checkBody(body: Row, existing?: Row): void {
  const paramsError = fillRuleParamsError(body.ruleParams);
  if (paramsError) throw new BizError(paramsError);
  // A class this server does not run is refused when chosen; a row that already names one (a JeecgBoot database's
  // own rule classes) keeps it.
  const ruleClass = body.ruleClass;
  if (existing && typeof ruleClass === 'string' && ruleClass.trim() === existing.ruleClass) return;
  if (typeof ruleClass === 'string' && ruleClass.trim() && !fillRuleClass(ruleClass))
    throw new BizError(`规则实现类「${ruleClass.trim()}」不存在`);
}

export const fillRuleSpec: CrudSpec = {
  et: FILL_RULE_TABLE,
  readers: entityReaders({ ...fillRuleEntity, screen: 'system/SysFillRuleList' }),
  // JeecgBoot HEAD's @RequiresRoles("admin") on the writes, besides their buttons.
  adminWrites: true,
  check: async (_w, body, existing) => checkBody(body, existing),
  beforeAdd: async (_w, values) => {
    if (typeof values.ruleParams === 'string') values.ruleParams = values.ruleParams.trim();
  },
  // 规则Code is fixed once saved (the form shows it disabled).
  beforeEdit: async (_w, values) => {
    delete values.ruleCode;
    if (typeof values.ruleParams === 'string') values.ruleParams = values.ruleParams.trim();
  },
};

const formDataOf = (value: unknown): Row =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};

const ruleCodeParam = textValue('规则编码');
const SCHEMA = {
  test: routeSchema({ query: { ruleCode: ruleCodeParam } }),
  execute: routeSchema({ params: { ruleCode: ruleCodeParam }, body: {} }),
  batch: routeSchema({
    body: {
      commonFormData: record('公共表单数据'),
      rules: records('规则列表', record('规则', { ruleCode: ruleCodeParam, formData: record('表单数据') })),
    },
  }),
};

export async function sysFillRuleRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, fillRuleSpec);
  app.get(
    `${fillRuleEntity.apiPath}/testFillRule`,
    { config: { permission: FILL_RULE_TEST_PERMISSION, adminRole: true }, schema: SCHEMA.test },
    async (request) => ok(await executeFillRule(ctx, param(request.query as Query, 'ruleCode')?.trim() ?? '')),
  );

  app.put<{ Params: { ruleCode: string } }>(
    `${fillRuleEntity.apiPath}/executeRuleByCode/:ruleCode`,
    { config: { signedIn: true }, schema: SCHEMA.execute },
    async (request) => ok(await executeFillRule(ctx, request.params.ruleCode.trim(), bodyOf(request))),
  );

  app.put(
    `${fillRuleEntity.apiPath}/executeRuleByCodeBatch`,
    { config: { signedIn: true }, schema: SCHEMA.batch },
    async (request) => {
      const body = bodyOf(request);
      const common = formDataOf(body.commonFormData);
      const rules = Array.isArray(body.rules) ? body.rules.slice(0, 100) : [];
      const results = [];
      for (const raw of rules) {
        const rule = formDataOf(raw);
        const ruleCode = trimmed(rule.ruleCode);
        const formData = { ...common, ...formDataOf(rule.formData) };
        results.push({ ruleCode, result: await executeFillRule(ctx, ruleCode, formData) });
      }
      return ok(results);
    },
  );
}
