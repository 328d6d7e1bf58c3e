/**
 * Grid cell rules, pure: no React, no DOM.
 *
 * Codes: `*` required; n6-16 6 to 16 digits; *6-16 6 to 16 characters; s6-18 6 to 18 letters; url; e email;
 * m mobile (11 digits, 1 then 3-9); p postal code (6 digits, not starting 0); s letters; n number; z integer;
 * money up to 2 decimals; only (or `unique: true`) unique within the column; any other string is a regular
 * expression; a handler may check asynchronously. A rule's own message wins (${title} names the column).
 *
 * JeecgBoot's grid gives none of the messages; the defaults below are ours, the JeecgBoot way, and reuse the forms'
 * texts where the forms have one (url, e, s, n, z):
 *   required  请输入{title}! / 请选择{title}! (chosen) / 请上传{title}! (files)
 *   n6-16 请输入6到16位数字!   *6-16 请输入6到16位任意字符!   s6-18 请输入6到18位字母!
 *   m 请输入正确的手机号码!   p 请输入正确的邮政编码!   money 请输入正确的金额!
 *   only {title}不能重复     a regular expression {title}格式不正确     a handler {title}校验未通过
 */
import { INTEGER_MESSAGE, NUMBER_MESSAGE, RULES } from '@/domain/validation';
import type { GridColumn, GridColumnType, GridRow, GridRule, RuleVerdict } from './grid-types';

interface CodeRule {
  test: (text: string) => boolean;
  message: string;
}

const charCount = (text: string) => [...text].length;

/** The named patterns (every code but `*` and only). */
export const RULE_CODES: Record<string, CodeRule> = {
  'n6-16': { test: (v) => /^\d{6,16}$/.test(v), message: '请输入6到16位数字!' },
  '*6-16': { test: (v) => charCount(v) >= 6 && charCount(v) <= 16, message: '请输入6到16位任意字符!' },
  's6-18': { test: (v) => /^[A-Za-z]{6,18}$/.test(v), message: '请输入6到18位字母!' },
  url: { test: RULES.url.test, message: RULES.url.message },
  e: { test: RULES.email.test, message: RULES.email.message },
  m: { test: (v) => /^1[3-9]\d{9}$/.test(v), message: '请输入正确的手机号码!' },
  p: { test: (v) => /^[1-9]\d{5}$/.test(v), message: '请输入正确的邮政编码!' },
  s: { test: (v) => /^[A-Za-z]+$/.test(v), message: RULES.letters.message },
  n: { test: (v) => /^-?\d+(\.\d+)?$/.test(v), message: NUMBER_MESSAGE },
  z: { test: (v) => /^-?\d+$/.test(v), message: INTEGER_MESSAGE },
  money: { test: (v) => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(v), message: '请输入正确的金额!' },
};

export const RULE_MESSAGES = {
  unique: '${title}不能重复',
  pattern: '${title}格式不正确',
  handler: '${title}校验未通过',
} as const;

/** Columns whose value is chosen rather than typed, and the ones holding files. */
const CHOSEN: ReadonlySet<GridColumnType> = new Set<GridColumnType>([
  'select',
  'select-search',
  'select-multiple',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'select-dict-search',
  'radio',
  'checkbox',
  'checkbox_meta',
  'date',
  'datetime',
  'sel_user',
  'sel_depart',
  'popup',
]);
const FILES: ReadonlySet<GridColumnType> = new Set<GridColumnType>(['upload', 'file', 'image']);

/** 请输入/请选择/请上传{title}! by the column's kind. */
export function requiredMessage(column: Pick<GridColumn, 'title' | 'type'>): string {
  const type = column.type ?? 'normal';
  if (FILES.has(type)) return `请上传${column.title}!`;
  if (CHOSEN.has(type)) return `请选择${column.title}!`;
  return `请输入${column.title}!`;
}

/** ${title}, ${key} … replaced by the column's properties (JeecgBoot's replaceProps). */
export function fillMessage(message: string, column: Pick<GridColumn, 'title' | 'key'>): string {
  return message.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = (column as unknown as Record<string, unknown>)[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** A cell value as text: arrays comma-joined, null and undefined empty. */
export function cellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

export const isEmptyValue = (value: unknown): boolean => cellText(value).trim() === '';

/** What a rule looks at. `isDuplicate` tells whether another row of the column holds the same text. */
export interface CellCheck {
  value: unknown;
  row: GridRow;
  column: GridColumn;
  isDuplicate: (text: string) => boolean;
}

export type RuleKind = 'required' | 'unique' | 'code' | 'regex' | 'handler' | 'none';

/** Which check a rule is (a rule with several keys: required, then unique, then the pattern, then the handler). */
export function ruleKind(rule: GridRule): RuleKind {
  if (rule.required || rule.pattern === '*') return 'required';
  if (rule.unique || rule.pattern === 'only') return 'unique';
  if (typeof rule.pattern === 'string' && Object.hasOwn(RULE_CODES, rule.pattern)) return 'code';
  if (rule.pattern instanceof RegExp || (typeof rule.pattern === 'string' && rule.pattern !== '')) return 'regex';
  if (typeof rule.handler === 'function') return 'handler';
  return 'none';
}

function toRegExp(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) return pattern;
  try {
    return new RegExp(pattern);
  } catch {
    console.warn(`editable grid: the rule pattern ${pattern} is no regular expression; it is ignored`);
    return null;
  }
}

/** A handler's verdict as a message (null passes). */
function verdictMessage(verdict: RuleVerdict, fallback: string): string | null {
  if (verdict === false) return fallback;
  if (typeof verdict === 'string') return verdict;
  return null;
}

/** Runs a handler, returning or calling back, possibly asynchronously; a throw fails with its message. */
function runHandler(rule: GridRule, check: CellCheck, fallback: string): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (message: string | null) => {
      if (settled) return;
      settled = true;
      resolve(message === null ? null : fillMessage(message, check.column));
    };
    const callback = (flag: boolean | null | undefined, message?: string) =>
      finish(flag === false ? (message ?? fallback) : null);
    try {
      const out = rule.handler?.({ value: check.value, row: check.row, column: check.column }, callback);
      if (out instanceof Promise) {
        out.then(
          (verdict) => finish(verdictMessage(verdict, fallback)),
          (error: unknown) => finish(error instanceof Error && error.message ? error.message : fallback),
        );
      } else if (out !== undefined) {
        finish(verdictMessage(out, fallback));
      }
      // undefined: the handler answers through the callback
    } catch (error) {
      finish(error instanceof Error && error.message ? error.message : fallback);
    }
  });
}

/**
 * One rule on one cell: the message when it fails, null when it passes (a promise for a handler). Empty values
 * pass every rule but the required one, as vxe-table checks them.
 */
export function checkRule(rule: GridRule, check: CellCheck): string | null | Promise<string | null> {
  const kind = ruleKind(rule);
  const own = rule.message ? fillMessage(rule.message, check.column) : null;
  const text = cellText(check.value);
  const empty = text.trim() === '';
  switch (kind) {
    case 'required':
      return empty ? (own ?? requiredMessage(check.column)) : null;
    case 'unique':
      return !empty && check.isDuplicate(text) ? (own ?? fillMessage(RULE_MESSAGES.unique, check.column)) : null;
    case 'code': {
      const code = RULE_CODES[rule.pattern as string]!;
      return empty || code.test(text) ? null : (own ?? code.message);
    }
    case 'regex': {
      const regex = toRegExp(rule.pattern as string | RegExp);
      if (empty || !regex) return null;
      regex.lastIndex = 0;
      return regex.test(text) ? null : (own ?? fillMessage(RULE_MESSAGES.pattern, check.column));
    }
    case 'handler':
      return runHandler(rule, check, rule.message ?? RULE_MESSAGES.handler);
    case 'none':
      return null;
  }
}

/**
 * The first failing rule's message of a cell, in the rules' order, or null: at once while the rules are synchronous
 * (10,000 rows check without 10,000 promises), a promise from the first handler on.
 */
export function validateCellNow(
  rules: readonly GridRule[] | undefined,
  check: CellCheck,
  from = 0,
): string | null | Promise<string | null> {
  const list = rules ?? [];
  for (let i = from; i < list.length; i++) {
    const message = checkRule(list[i]!, check);
    if (message instanceof Promise) {
      return message.then((found) => found ?? validateCellNow(list, check, i + 1));
    }
    if (message) return message;
  }
  return null;
}

/** validateCellNow, always as a promise. */
export const validateCell = async (rules: readonly GridRule[] | undefined, check: CellCheck): Promise<string | null> =>
  validateCellNow(rules, check);

/** Does a column check uniqueness (its rules then look at the whole column)? */
export const hasUniqueRule = (rules: readonly GridRule[] | undefined): boolean =>
  (rules ?? []).some((rule) => ruleKind(rule) === 'unique');
