import { defineEntity } from './entity-types';

/** One step of a check rule: `digits` "*" checks the whole value, "N" the next N characters. */
export interface CheckRuleStep {
  digits: string;
  pattern: string;
  message: string;
}

/** A 全局规则 row of the editor: priority 1 runs before the 局部规则, 0 after them. */
export interface GlobalRuleRow {
  priority: '1' | '0';
  pattern: string;
  message: string;
}

/** A 局部规则 row of the editor. */
export interface DesignRuleRow {
  digits: string;
  pattern: string;
  message: string;
}

/** Parses a stored ruleJson into steps; anything not an array of objects gives []. */
export function parseRuleJson(text: unknown): CheckRuleStep[] {
  if (typeof text !== 'string' || !text.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object')
    .map((r) => ({
      digits: String(r.digits ?? '*'),
      pattern: String(r.pattern ?? ''),
      message: String(r.message ?? ''),
    }));
}

/** As JeecgBoot's SysCheckRuleModal loads: every "*" step before the first numeric one is priority 1, later ones 0. */
export function splitRuleJson(text: unknown): { globals: GlobalRuleRow[]; designs: DesignRuleRow[] } {
  const globals: GlobalRuleRow[] = [];
  const designs: DesignRuleRow[] = [];
  let seenDesign = false;
  for (const step of parseRuleJson(text)) {
    if (step.digits === '*') {
      globals.push({ priority: seenDesign ? '0' : '1', pattern: step.pattern, message: step.message });
    } else {
      seenDesign = true;
      designs.push({ digits: step.digits, pattern: step.pattern, message: step.message });
    }
  }
  return { globals, designs };
}

/** As JeecgBoot saves: globals of priority 1, the design rules, globals of priority 0. */
export function joinRuleJson(globals: readonly GlobalRuleRow[], designs: readonly DesignRuleRow[]): string {
  const global = (g: GlobalRuleRow): CheckRuleStep => ({ digits: '*', pattern: g.pattern, message: g.message });
  const steps: CheckRuleStep[] = [
    ...globals.filter((g) => g.priority === '1').map(global),
    ...designs.map((d) => ({ digits: d.digits, pattern: d.pattern, message: d.message })),
    ...globals.filter((g) => g.priority !== '1').map(global),
  ];
  return JSON.stringify(steps);
}

/** Null when `text` is a valid rule list, else the Chinese message naming the first problem. */
export function ruleJsonError(text: unknown): string | null {
  if (typeof text !== 'string' || !text.trim()) return '请至少添加一条规则';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return '规则必须是JSON数组';
  }
  if (!Array.isArray(parsed)) return '规则必须是JSON数组';
  if (parsed.length === 0) return '请至少添加一条规则';
  for (const [index, raw] of parsed.entries()) {
    const n = index + 1;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return `第${n}条规则格式不正确`;
    const rule = raw as Record<string, unknown>;
    const digits = String(rule.digits ?? '').trim();
    if (digits !== '*' && !/^[1-9]\d{0,3}$/.test(digits)) return `第${n}条规则的位数必须是正整数`;
    const pattern = typeof rule.pattern === 'string' ? rule.pattern : '';
    if (!pattern.trim()) return `第${n}条规则的规则（正则表达式）不能为空`;
    try {
      new RegExp(pattern);
    } catch {
      return `第${n}条规则的正则表达式不正确`;
    }
    if (typeof rule.message !== 'string' || !rule.message.trim()) return `第${n}条规则的提示文本不能为空`;
  }
  return null;
}

/** 校验规则 (sys_check_rule): `ruleJson` is what /sys/checkRule/checkByCode runs. */
export const checkRuleEntity = defineEntity({
  name: 'checkRule',
  title: '校验规则',
  table: 'sys_check_rule',
  apiPath: '/sys/checkRule',
  permissionPrefix: 'system:checkRule',
  exportFileName: '校验规则',
  fields: [
    { name: 'ruleName', label: '规则名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'ruleCode',
      label: '规则Code',
      type: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      list: true,
      search: 'like',
      column: { uniqueIndex: 'uniq_sys_check_rule_code' },
    },
    { name: 'ruleDescription', label: '规则描述', type: 'textarea', maxLength: 200, list: { ellipsis: 40 } },
    { name: 'ruleJson', label: '规则', type: 'textarea', required: true, maxLength: 1024, excel: true },
  ],
});
