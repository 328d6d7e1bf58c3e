/**
 * 数据规则 applied (docs/security.md, "Data rules"): the rules a user's roles and department roles chose for a menu
 * filter that menu's list and export on the server. A rule compares one column of the list's table (checked against
 * the table, never interpolated) with a value in which `#{sys_user_code}`-style variables are replaced; the value is
 * always a bound parameter. A `USE_SQL_RULES` rule is read as a small expression language (column, operator, value,
 * joined by AND / OR) and turned into the same bound conditions; what the language cannot say is refused when the
 * rule is saved, and a stored rule that does not parse hides every row rather than none.
 */
import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { USE_SQL_RULES } from '../../src/domain/entities/permission-data-rule';
import type { AppContext } from '../context';
import { compare, type Rule } from '../crud/conditions';
import { columnKind, type ColumnInfo, type EntityTable } from '../crud/entity-table';
import type { DbLike } from '../crud/spec';
import { sysDepart, sysPermissionDataRule, sysUserDepart, type SysUserRow } from '../db/schema';
import { BizError } from '../http/envelope';
import { currentUser } from '../plugins/auth';
import { formatDateTime } from '../time';
import { callerGrants } from './permissions';

const CONDITIONS: Record<string, Rule> = {
  '=': 'eq',
  '!=': 'ne',
  '<>': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
  IN: 'in',
};

export const SQL_RULE_MESSAGE =
  "自定义SQL表达式只支持「字段 运算符 值」用 AND / OR 连接，运算符为 = != <> > >= < <= LIKE IN，值为数字、'文本' 或 #{变量}";

/** The values of a rule's `#{…}` variables for this user (JeecgBoot's JwtUtil.getUserSystemData). */
export async function ruleVariables(db: DbLike, user: SysUserRow, now: number): Promise<Map<string, string>> {
  const departs = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(eq(sysUserDepart.userId, user.id));
  const time = formatDateTime(new Date(now));
  const values: [string, string][] = [
    ['sys_user_code', user.username],
    ['sys_user_name', user.realname ?? ''],
    ['sys_org_code', user.orgCode ?? ''],
    ['sys_multi_org_code', departs.map((d) => d.orgCode).join(',')],
    ['sys_date', time.slice(0, 10)],
    ['sys_time', time],
    ['tenant_id', user.relTenantIds ?? ''],
    ['bpm_status', '1'],
  ];
  const map = new Map<string, string>();
  for (const [snake, value] of values) {
    map.set(snake, value);
    map.set(
      snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    );
  }
  return map;
}

/** `#{name}` replaced by its value; an unknown name stays as written. */
export function withVariables(value: string, variables: ReadonlyMap<string, string>): string {
  return value.replace(/#\{\s*([A-Za-z_]+)\s*\}/g, (whole, name: string) => variables.get(name) ?? whole);
}

/** A column of the list's table by property or column name; secret columns are not there. */
function ruleColumn(et: EntityTable, name: string): ColumnInfo | undefined {
  const trimmed = name.trim();
  for (const [prop, column] of Object.entries(et.columns)) {
    if (et.hidden.has(prop)) continue;
    if (prop === trimmed || column.name === trimmed) return { prop, column, kind: columnKind(column), label: prop };
  }
  return undefined;
}

type Token = { kind: 'word' | 'text' | 'number' | 'variable' | 'symbol'; value: string };

const TOKEN =
  /\s*(?:(#\{\s*[A-Za-z_]+\s*\})|'((?:[^']|'')*)'|(-?\d+(?:\.\d+)?)(?![A-Za-z_])|(>=|<=|<>|!=|=|>|<|\(|\)|,)|([A-Za-z_][A-Za-z0-9_]*))/y;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m || TOKEN.lastIndex === at) return null;
    if (m[1]) tokens.push({ kind: 'variable', value: m[1] });
    else if (m[2] !== undefined) tokens.push({ kind: 'text', value: m[2].replaceAll("''", "'") });
    else if (m[3]) tokens.push({ kind: 'number', value: m[3] });
    else if (m[4]) tokens.push({ kind: 'symbol', value: m[4] });
    else tokens.push({ kind: 'word', value: m[5]! });
  }
  return tokens;
}

/** One parsed comparison of a SQL rule. */
interface Clause {
  column: string;
  operator: string;
  values: string[];
}

/** The clauses of a SQL rule as OR-groups of AND-ed clauses, or null when it is not in the language. */
export function parseSqlRule(text: string): Clause[][] | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  const groups: Clause[][] = [[]];
  let i = 0;
  const value = (): string | null => {
    const t = tokens[i];
    if (!t || (t.kind !== 'text' && t.kind !== 'number' && t.kind !== 'variable')) return null;
    i += 1;
    return t.value;
  };
  while (i < tokens.length) {
    const column = tokens[i];
    if (column?.kind !== 'word') return null;
    i += 1;
    const op = tokens[i];
    if (!op) return null;
    i += 1;
    let operator = op.value.toUpperCase();
    const values: string[] = [];
    if (op.kind === 'word' && operator === 'IN') {
      if (tokens[i]?.value !== '(') return null;
      i += 1;
      for (;;) {
        const v = value();
        if (v === null) return null;
        values.push(v);
        const next = tokens[i++]?.value;
        if (next === ')') break;
        if (next !== ',') return null;
      }
    } else if ((op.kind === 'symbol' && CONDITIONS[operator]) || (op.kind === 'word' && operator === 'LIKE')) {
      const v = value();
      if (v === null) return null;
      values.push(v);
      if (operator === '<>') operator = '!=';
    } else return null;
    groups[groups.length - 1]!.push({ column: column.value, operator, values });
    const joiner = tokens[i];
    if (!joiner) break;
    const word = joiner.kind === 'word' ? joiner.value.toUpperCase() : '';
    if (word === 'OR') groups.push([]);
    else if (word !== 'AND') return null;
    i += 1;
    if (i >= tokens.length) return null;
  }
  return groups;
}

/** Refuses (when the rule is saved) a SQL rule the server could not apply. */
export function assertRuleApplicable(conditions: unknown, value: unknown): void {
  if (conditions === USE_SQL_RULES && !parseSqlRule(typeof value === 'string' ? value : ''))
    throw new BizError(SQL_RULE_MESSAGE);
}

interface StoredRule {
  ruleName: string;
  ruleColumn: string | null;
  ruleConditions: string;
  ruleValue: string;
}

function sqlRuleCondition(et: EntityTable, rule: StoredRule, variables: ReadonlyMap<string, string>): SQL {
  const groups = parseSqlRule(rule.ruleValue);
  if (!groups) return sql`false`;
  const ors = groups.map((clauses) =>
    and(
      ...clauses.map((clause) => {
        const info = ruleColumn(et, clause.column);
        if (!info) throw new BizError(`数据规则「${rule.ruleName}」的字段不存在：${clause.column.slice(0, 40)}`);
        const values = clause.values.map((v) => withVariables(v, variables));
        if (clause.operator === 'LIKE') return like(sql`cast(${info.column} as text)`, values[0]!);
        if (clause.operator === 'IN') return compare(info, 'in', values) ?? sql`false`;
        return compare(info, CONDITIONS[clause.operator]!, values[0]!) ?? sql`false`;
      }),
    ),
  );
  return or(...ors) ?? sql`false`;
}

function ruleCondition(et: EntityTable, rule: StoredRule, variables: ReadonlyMap<string, string>): SQL {
  if (rule.ruleConditions === USE_SQL_RULES) return sqlRuleCondition(et, rule, variables);
  const condition = CONDITIONS[rule.ruleConditions];
  const info = rule.ruleColumn ? ruleColumn(et, rule.ruleColumn) : undefined;
  if (!condition || !info)
    throw new BizError(`数据规则「${rule.ruleName}」的规则字段不存在：${(rule.ruleColumn ?? '').slice(0, 40)}`);
  const value = withVariables(rule.ruleValue, variables);
  // An empty variable (a user without a department) matches nothing rather than everything.
  if (value.trim() === '') return sql`false`;
  return compare(info, condition, value) ?? sql`false`;
}

/**
 * The menus whose rules count: those of a component (a coded screen), or those at one of these addresses (an online
 * form's or report's menus share one component, each form or report has its own address).
 */
export type RuleMenus = string | { urls: readonly string[] };

/** The active rules the caller's roles and department roles chose on the menus `menus`. */
async function chosenRules(ctx: AppContext, request: FastifyRequest, menus: RuleMenus): Promise<StoredRule[]> {
  const chosen = (p: { component: string | null; url: string | null }) =>
    typeof menus === 'string' ? p.component === menus : menus.urls.includes(p.url ?? '');
  // The caller's grants are read once per request (the access check read them): no query when no rule is chosen.
  const grants = (await callerGrants(ctx, request)).filter(
    (g) => chosen(g.permission) && g.permission.menuType !== 2 && g.permission.ruleFlag === 1,
  );
  const ruleIds = [...new Set(grants.flatMap((g) => (g.dataRuleIds ?? '').split(',').map((s) => s.trim())))].filter(
    Boolean,
  );
  if (ruleIds.length === 0) return [];
  return ctx.db
    .select({
      ruleName: sysPermissionDataRule.ruleName,
      ruleColumn: sysPermissionDataRule.ruleColumn,
      ruleConditions: sysPermissionDataRule.ruleConditions,
      ruleValue: sysPermissionDataRule.ruleValue,
    })
    .from(sysPermissionDataRule)
    .where(
      and(
        inArray(sysPermissionDataRule.id, ruleIds.slice(0, 1000)),
        inArray(
          sysPermissionDataRule.permissionId,
          grants.map((g) => g.permission.id),
        ),
        eq(sysPermissionDataRule.status, '1'),
      ),
    );
}

/**
 * The condition the caller's data rules put on a list of `et` shown by the menu `screen` (undefined: no rule).
 * As JeecgBoot, one rule per column counts (the last); SQL rules all count.
 */
export async function dataRuleCondition(
  ctx: AppContext,
  request: FastifyRequest,
  et: EntityTable,
  screen: RuleMenus | undefined,
): Promise<SQL | undefined> {
  if (!screen || !request.user) return undefined;
  const user = currentUser(request);
  const rules = await chosenRules(ctx, request, screen);
  if (rules.length === 0) return undefined;
  const byColumn = new Map<string, StoredRule>();
  const sqlRules: StoredRule[] = [];
  for (const rule of rules) {
    if (rule.ruleConditions === USE_SQL_RULES) sqlRules.push(rule);
    else byColumn.set(rule.ruleColumn ?? '', rule);
  }
  const variables = await ruleVariables(ctx.db, user, ctx.now());
  return and(...[...byColumn.values(), ...sqlRules].map((rule) => ruleCondition(et, rule, variables)));
}
