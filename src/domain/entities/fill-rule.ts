import { defineEntity } from './entity-types';

/** A rule implementation the reference server runs (JeecgBoot's class names). */
export interface FillRuleClass {
  className: string;
  /** Chinese name shown beside the class in the form. */
  title: string;
  /** What 规则参数 holds for this class. */
  paramsHint: string;
}

export const FILL_RULE_CLASSES: readonly FillRuleClass[] = [
  {
    className: 'org.jeecg.modules.system.rule.OrderNumberRule',
    title: '订单号：前缀 + 年月日时分秒 + 两位随机数',
    paramsHint: '{"prefix":"CN"}',
  },
  {
    className: 'org.jeecg.modules.system.rule.CategoryCodeRule',
    title: '分类字典编码：上级编码 + 下一个序号（A01、A01A01…）',
    paramsHint: '{"pid":""}',
  },
  {
    className: 'org.jeecg.modules.system.rule.OrgCodeRule',
    title: '部门机构编码：上级编码 + 下一个序号（A01、A01A01…）',
    paramsHint: '{"parentId":""}',
  },
];

export function fillRuleClass(className: unknown): FillRuleClass | undefined {
  const name = typeof className === 'string' ? className.trim() : '';
  return FILL_RULE_CLASSES.find((c) => c.className === name);
}

/** 功能测试 (testFillRule): its button's code. */
export const FILL_RULE_TEST_PERMISSION = 'system:fillRule:test';

/** The messages of 规则参数 (JeecgBoot's SysFillRuleModal). */
export const FILL_RULE_PARAMS_MESSAGES = {
  notObject: '只能传递JSON对象，不能传递JSON数组',
  notJson: '请输入JSON字符串',
} as const;

/** Null when `text` is empty or a JSON object, else the message saying why not. */
export function fillRuleParamsError(text: unknown): string | null {
  const value = typeof text === 'string' ? text.trim() : '';
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return FILL_RULE_PARAMS_MESSAGES.notJson;
  }
  if (Array.isArray(parsed)) return FILL_RULE_PARAMS_MESSAGES.notObject;
  if (!parsed || typeof parsed !== 'object') return FILL_RULE_PARAMS_MESSAGES.notJson;
  return null;
}

/** 填值规则 (sys_fill_rule): writes and 功能测试 are for the admin role only. */
export const fillRuleEntity = defineEntity({
  name: 'fillRule',
  title: '填值规则',
  table: 'sys_fill_rule',
  apiPath: '/sys/fillRule',
  permissionPrefix: 'system:fillRule',
  exportFileName: '填值规则',
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
    },
    {
      name: 'ruleClass',
      label: '规则实现类',
      type: 'string',
      required: true,
      maxLength: 100,
      list: { ellipsis: 40 },
      placeholder: '请选择或输入规则实现类',
    },
    { name: 'ruleParams', label: '规则参数', type: 'textarea', maxLength: 200, list: { ellipsis: 30 } },
  ],
});
