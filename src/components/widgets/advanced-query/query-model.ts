import type { EntityDef, FieldType } from '@/domain/entities/entity-types';
import type { PopupConfig } from '../popup-field/popup-config';

/** Rules offered, with their texts. */
export const QUERY_RULES = [
  { value: 'eq', text: '等于' },
  { value: 'like', text: '包含' },
  { value: 'right_like', text: '以..开始' },
  { value: 'left_like', text: '以..结尾' },
  { value: 'in', text: '在...中' },
  { value: 'ne', text: '不等于' },
  { value: 'gt', text: '大于' },
  { value: 'ge', text: '大于等于' },
  { value: 'lt', text: '小于' },
  { value: 'le', text: '小于等于' },
] as const;

export type QueryRule = (typeof QUERY_RULES)[number]['value'];
export type MatchType = 'and' | 'or';

export const MATCH_TYPES: { value: MatchType; text: string }[] = [
  { value: 'and', text: 'AND（所有条件都要求匹配）' },
  { value: 'or', text: 'OR（条件中的任意一个匹配）' },
];

/**
 * How a field's value is chosen, as JSuperQuery's field definitions say: a dictionary (`dictCode`, or a table's —
 * `dictTable` with its `dictText` and `dictCode` columns), the user or department picker returning
 * `customReturnField` (sel_user: username by default; sel_depart: id), or a report popup (`popup`).
 */
export interface QueryValueSource {
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  customReturnField?: string;
  popup?: PopupConfig;
}

/** A field offered to the builder; `children` make a group (labels join with a dash, values with a comma). */
export interface QueryFieldDef extends QueryValueSource {
  label?: string;
  text?: string;
  value: string;
  type?: FieldType | string;
  children?: QueryFieldDef[];
}

/** A flattened field: what the field select offers. */
export interface QueryField extends QueryValueSource {
  label: string;
  value: string;
  type: string;
}

export interface QueryCondition extends QueryValueSource {
  field?: string;
  rule: QueryRule;
  /** A multi-value (rule in over a dictionary) is an array while editing. */
  val: string | string[];
  type?: string;
}

/** The value-source keys a condition carries from its field (and keeps when saved). */
const SOURCE_KEYS = ['dictCode', 'dictTable', 'dictText', 'customReturnField', 'popup'] as const;

const sourceOf = (from: QueryValueSource): QueryValueSource =>
  Object.fromEntries(SOURCE_KEYS.filter((k) => from[k] !== undefined).map((k) => [k, from[k]]));

/** The dictionary a condition's value comes from: a table's as `table,text,code` (JSuperQuery's getDictInfo). */
export const dictInfo = (c: QueryValueSource): string | undefined =>
  c.dictTable ? `${c.dictTable},${c.dictText ?? ''},${c.dictCode ?? ''}` : c.dictCode;

export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryCondition[];
}

/** What the builder emits: JeecgBoot's list parameters, or nothing after a reset. */
export interface SuperQueryParams {
  superQueryParams?: string;
  superQueryMatchType?: MatchType;
}

export const blankCondition = (): QueryCondition => ({ rule: 'eq', val: '' });

/** Flattens groups: `组-字段` labels and `group,field` values. */
export function flattenFields(fields: QueryFieldDef[], parent?: QueryField): QueryField[] {
  return fields.flatMap((def) => {
    const label = def.label ?? def.text ?? def.value;
    const own: QueryField = {
      label: parent ? `${parent.label}-${label}` : label,
      value: parent ? `${parent.value},${def.value}` : def.value,
      type: String(def.type ?? 'string'),
      ...sourceOf(def),
    };
    return def.children?.length ? flattenFields(def.children, own) : [own];
  });
}

/** The builder's fields of an entity: every stored field but passwords and write-only ones. */
export function queryFieldsOf(entity: EntityDef): QueryFieldDef[] {
  return entity.fields
    .filter((f) => f.type !== 'password' && !f.writeOnly && !f.virtual)
    .map((f) => ({
      label: f.label,
      value: f.name,
      type: f.type,
      dictCode: f.dictCode,
      // Our picker fields store ids (JeecgBoot's sel_user returns usernames unless told otherwise).
      ...(f.type === 'user' ? { customReturnField: 'id' } : {}),
    }));
}

const isEmptyValue = (val: QueryCondition['val']) =>
  val === undefined || val === null || (Array.isArray(val) ? val.length === 0 : String(val).trim() === '');

/** JSuperQuery's isNullArray: no conditions, or a single one missing field, value or rule. */
export function isEmptyQuery(conditions: QueryCondition[]): boolean {
  if (conditions.length === 0) return true;
  const [only] = conditions;
  return conditions.length === 1 && (!only?.field || isEmptyValue(only.val) || !only.rule);
}

/** Conditions as sent: incomplete rows dropped, multi-values comma-joined. */
export function completeConditions(conditions: QueryCondition[]): QueryCondition[] {
  return conditions
    .filter((c) => c.field && c.rule && !isEmptyValue(c.val))
    .map((c) => ({
      field: c.field,
      rule: c.rule,
      val: Array.isArray(c.val) ? c.val.join(',') : c.val,
      ...(c.type ? { type: c.type } : {}),
      ...sourceOf(c),
    }));
}

/** `superQueryParams` as the Vue list sends it: encodeURI(JSON.stringify(conditions)). */
export function toSuperQueryParams(conditions: QueryCondition[], matchType: MatchType): SuperQueryParams {
  return {
    superQueryParams: encodeURI(JSON.stringify(completeConditions(conditions))),
    superQueryMatchType: matchType,
  };
}

/** Changing the rule away from `in` keeps only the first of several values. */
export function changeRule(condition: QueryCondition, rule: QueryRule): QueryCondition {
  if (condition.rule !== 'in' || rule === 'in') return { ...condition, rule };
  const first = Array.isArray(condition.val) ? (condition.val[0] ?? '') : String(condition.val).split(',')[0];
  return { ...condition, rule, val: first ?? '' };
}

/** Choosing a field resets the value and copies the field's type and dictionary. */
export function changeField(condition: QueryCondition, field: QueryField | undefined): QueryCondition {
  return {
    rule: condition.rule,
    field: field?.value,
    val: '',
    type: field?.type,
    ...(field ? sourceOf(field) : {}),
  };
}
