/**
 * Validation rules of the forms (pure; shared by the forms and the server).
 *
 * Messages as JeecgBoot's forms word them: 请输入手机号, 请输入正确手机号, 请输入用户名, 只允许字母、数字、下划线,
 * 长度6到18个字符, 邮箱格式不正确, 最小长度N位字符, 最大长度N位字符, 最少选择N项, 最多选择N项.
 * The other rules need "a matching 请输入... message" that JeecgBoot does not fix; these are ours,
 * written the JeecgBoot way:
 *   naturalNumber 请输入自然数!            letters        请输入英文字母!
 *   landline      请输入正确的座机号码!    bankCard       请输入正确的银行卡号!
 *   idNumber      请输入正确的证件号码!    nationalId     请输入正确的身份证号码!
 *   qq            请输入正确的QQ号码!      url            请输入正确的网址!
 *   code20        请输入20位以内的字母或数字!
 *   chineseEnglish 请输入2到100位中文或英文!
 *   maxLength255  请输入255位以内的字符!
 *   cron          the message of validateCron (src/domain/cron), e.g. 日与周必须有且只有一个为 ?
 * Also ours: required 请输入{label}! (typed fields) / 请选择{label}! (chosen fields) / 请上传{label}! (file, image), number 请输入数字!,
 * integer 请输入整数!, bounds 最小值为N / 最大值为N.
 */
import { validateCron } from './cron';
import { MSG } from './messages';
import type { EntityDef, FieldDef, FieldType, RuleCode } from './entities/entity-types';

/** 1 followed by 3, 4, 5, 7 or 8 and nine digits. */
export const isMobile = (value: string): boolean => /^1[34578]\d{9}$/.test(value);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * National ID card (GB 11643-1999): 18 characters — 6-digit region (not starting with 0), birth date
 * YYYYMMDD, 3-digit sequence and the ISO 7064 MOD 11-2 check character (0-9 or X) — or the legacy
 * 15-digit form with a YYMMDD birth date and no check character.
 */
export function isNationalId(value: string): boolean {
  const v = value.toUpperCase();
  if (/^[1-9]\d{14}$/.test(v)) {
    return isRealDate(1900 + Number(v.slice(6, 8)), Number(v.slice(8, 10)), Number(v.slice(10, 12)));
  }
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  if (!isRealDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)))) return false;
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(v[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === v[17];
}

/** Length in characters (a Chinese character or an emoji counts once). */
const charLength = (value: string): number => [...value].length;

interface RuleSpec {
  /** Checked on non-empty values. */
  test: (value: string) => boolean;
  message: string;
  /** The rule itself demands a value, with this message. */
  requiredMessage?: string;
}

export const PASSWORD_RULE_MESSAGE = '密码至少8位，且须同时包含字母和数字';

interface UserNameSpec extends RuleSpec {
  lengthMessage: string;
}

const USER_NAME: UserNameSpec = {
  test: (v) => /^[A-Za-z0-9_]+$/.test(v),
  message: '只允许字母、数字、下划线',
  requiredMessage: '请输入用户名',
  // JeecgBoot checks a length of 4 to 18 although the message says 长度6到18个字符: both kept as they are.
  lengthMessage: '长度6到18个字符',
};

export const RULES: Record<RuleCode, RuleSpec> = {
  mobile: { test: isMobile, message: '请输入正确手机号', requiredMessage: '请输入手机号' },
  userName: USER_NAME,
  email: { test: (v) => /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(v), message: '邮箱格式不正确' },
  naturalNumber: { test: (v) => /^\d+$/.test(v), message: '请输入自然数!' },
  letters: { test: (v) => /^[A-Za-z]+$/.test(v), message: '请输入英文字母!' },
  // Optional area code (0 + 2-3 digits, optional dash), 7-8 digit number, optional extension.
  landline: { test: (v) => /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/.test(v), message: '请输入正确的座机号码!' },
  bankCard: { test: (v) => /^\d{10,20}$/.test(v), message: '请输入正确的银行卡号!' },
  idNumber: { test: (v) => /^[A-Za-z0-9]{1,50}$/.test(v), message: '请输入正确的证件号码!' },
  nationalId: { test: isNationalId, message: '请输入正确的身份证号码!' },
  qq: { test: (v) => /^[1-9]\d{4,10}$/.test(v), message: '请输入正确的QQ号码!' },
  // http or https, a host (name, IP or localhost), optional port, then anything without spaces.
  url: { test: (v) => /^https?:\/\/[\w-]+(\.[\w-]+)*(:\d{1,5})?([/?#]\S*)?$/i.test(v), message: '请输入正确的网址!' },
  code20: { test: (v) => /^[A-Za-z0-9]{1,20}$/.test(v), message: '请输入20位以内的字母或数字!' },
  chineseEnglish: {
    test: (v) => /^[\u4e00-\u9fa5A-Za-z0-9 \r\n]{2,100}$/.test(v),
    message: '请输入2到100位中文或英文!',
  },
  maxLength255: { test: (v) => charLength(v) <= 255, message: '请输入255位以内的字符!' },
  cron: { test: (v) => validateCron(v) === null, message: 'Cron表达式格式不正确' },
  password: {
    test: (v) => v.length >= 8 && /[A-Za-z]/.test(v) && /\d/.test(v),
    message: PASSWORD_RULE_MESSAGE,
  },
};

/** Every new password, wherever it is set: user add, the admin's 密码 dialog, 修改密码, the server. */
export function passwordProblem(password: string): string | null {
  return password === '' ? null : checkRule('password', password);
}

export interface NewPasswordValues {
  password: string;
  confirmpassword: string;
}

/**
 * A new password and its confirmation: 请输入新密码!, 请确认新密码!, 两次输入的密码不一样！; the
 * password policy replaces the old 最小长度6位字符 (docs/security.md). The admin's 密码 dialog and 修改密码 both use it.
 */
export function validateNewPassword(values: NewPasswordValues): Partial<NewPasswordValues> {
  const errors: Partial<NewPasswordValues> = {};
  const weak = passwordProblem(values.password);
  if (!values.password) errors.password = MSG.enterNewPassword;
  else if (weak) errors.password = weak;
  if (!values.confirmpassword) errors.confirmpassword = MSG.confirmNewPassword;
  else if (values.confirmpassword !== values.password) errors.confirmpassword = MSG.passwordsDiffer;
  return errors;
}

/** Fields whose value is chosen rather than typed: their required message says 请选择. */
const CHOSEN_TYPES: ReadonlySet<FieldType> = new Set<FieldType>([
  'select',
  'radio',
  'checkbox',
  'multiSelect',
  'switch',
  'treeSelect',
  'date',
  'datetime',
  'time',
  'user',
  'depart',
  'position',
  'role',
  'area',
]);
const MULTI_TYPES: ReadonlySet<FieldType> = new Set<FieldType>(['checkbox', 'multiSelect']);

export const requiredMessage = (field: Pick<FieldDef, 'label' | 'type'>): string =>
  field.type === 'file' || field.type === 'image'
    ? `请上传${field.label}!`
    : CHOSEN_TYPES.has(field.type)
      ? `请选择${field.label}!`
      : `请输入${field.label}!`;
export const minLengthMessage = (n: number) => `最小长度${n}位字符`;
export const maxLengthMessage = (n: number) => `最大长度${n}位字符`;
export const minCountMessage = (n: number) => `最少选择${n}项`;
export const maxCountMessage = (n: number) => `最多选择${n}项`;
export const NUMBER_MESSAGE = '请输入数字!';
export const INTEGER_MESSAGE = '请输入整数!';
export const minValueMessage = (n: number) => `最小值为${n}`;
export const maxValueMessage = (n: number) => `最大值为${n}`;

/**
 * Rich text with nothing to show (no text, no picture or media), e.g. `<p><br></p>`: empty for the required check.
 * Pure text work (the server shares it), not an HTML parser.
 */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|audio|iframe|embed|object)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, '')
      .trim() === ''
  );
}

/** A form value as text: arrays (multi-values) become comma lists, null/undefined empty. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/** Number of chosen items of a multi-value (an array or a comma-joined string). */
export function valueCount(value: unknown): number {
  const items = Array.isArray(value) ? value : valueText(value).split(',');
  return items.filter((item) => String(item).trim() !== '').length;
}

/** First failing rule's message for one rule code, or null. Empty values pass unless the rule demands one. */
export function checkRule(code: RuleCode, value: unknown): string | null {
  const rule = RULES[code];
  const text = valueText(value).trim() === '' ? '' : valueText(value);
  if (text === '') return rule.requiredMessage ?? null;
  if (code === 'userName') {
    if (!USER_NAME.test(text)) return USER_NAME.message;
    const n = charLength(text);
    return n < 4 || n > 18 ? USER_NAME.lengthMessage : null;
  }
  if (code === 'cron') return validateCron(text);
  return rule.test(text) ? null : rule.message;
}

function checkNumber(field: FieldDef, text: string): string | null {
  const pattern = field.type === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
  if (!pattern.test(text.trim())) return field.type === 'integer' ? INTEGER_MESSAGE : NUMBER_MESSAGE;
  const n = Number(text);
  if (field.min !== undefined && n < field.min) return minValueMessage(field.min);
  if (field.max !== undefined && n > field.max) return maxValueMessage(field.max);
  return null;
}

/**
 * The first message for `value` in `field`, or null when valid. Order: required (a rule's own required
 * message wins over the generic one), type (number / integer), counts or lengths, then each rule code.
 */
export function validateField(field: FieldDef, value: unknown): string | null {
  const text = valueText(value);
  const empty = field.type === 'richText' ? isBlankHtml(text) : text.trim() === '';
  const rules = field.rules ?? [];
  if (empty) {
    if (!field.required && !rules.some((code) => RULES[code].requiredMessage)) return null;
    const own = rules.map((code) => RULES[code].requiredMessage).find(Boolean);
    return own ?? requiredMessage(field);
  }
  if (field.type === 'number' || field.type === 'integer') {
    const error = checkNumber(field, text);
    if (error) return error;
  }
  if (MULTI_TYPES.has(field.type)) {
    const count = valueCount(value);
    if (field.min !== undefined && count < field.min) return minCountMessage(field.min);
    if (field.max !== undefined && count > field.max) return maxCountMessage(field.max);
  } else {
    const n = charLength(text);
    if (field.minLength !== undefined && n < field.minLength) return minLengthMessage(field.minLength);
    if (field.maxLength !== undefined && n > field.maxLength) return maxLengthMessage(field.maxLength);
  }
  for (const code of rules) {
    const error = checkRule(code, value);
    if (error) return error;
  }
  return null;
}

/** Is the field written by the form in this mode? Read-only, virtual and form:false fields never; passwords on add only. */
export function isFormField(field: FieldDef, mode: 'add' | 'edit' = 'add'): boolean {
  if (field.readOnly || field.virtual || field.form === false) return false;
  if (mode === 'edit' && (field.type === 'password' || field.writeOnly)) return false;
  return true;
}

/** Errors by field name for every form field of the entity (empty object when the record is valid). */
export function validateRecord(
  entity: EntityDef,
  record: Record<string, unknown>,
  mode: 'add' | 'edit' = 'add',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of entity.fields) {
    if (!isFormField(field, mode)) continue;
    const error = validateField(field, record[field.name]);
    if (error) errors[field.name] = error;
  }
  return errors;
}

/** A stored address as a link target: only web addresses become links (a stored `javascript:` never does). */
export function webAddress(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && /^https?:\/\//i.test(trimmed) ? trimmed : undefined;
}
