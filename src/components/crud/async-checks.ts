import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import { getAction, type QueryParams } from '@/lib/api-client';
import { isOnline } from '@/lib/online-status';

/** A check is advice (the server checks again on save): it never holds a form for long. */
const CHECK_WAIT_MS = 10_000;
const quick = () => ({
  signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(CHECK_WAIT_MS) : undefined,
});

/** camelCase property → snake_case column, as JeecgBoot's duplicate check expects a column name. */
export const columnName = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A uniqueness call's verdict: null when the value is free, else the server's message. */
async function uniqueVerdict(url: string, params: QueryParams): Promise<string | null> {
  const res = await getAction(url, params, quick());
  return res.success ? null : res.message || '该值不可用，系统中已存在！';
}

/**
 * GET /sys/duplicate/check (tableName, fieldName, fieldVal, dataId): null when free, else the server's
 * message. Needs a value: an empty one is not checked.
 */
export async function checkDuplicate(
  entity: EntityDef,
  field: FieldDef,
  value: string,
  dataId: string | undefined,
): Promise<string | null> {
  if (!value) return null;
  return uniqueVerdict('/sys/duplicate/check', {
    tableName: entity.table,
    fieldName: columnName(field.name),
    fieldVal: value,
    dataId,
  });
}

/** A field's own uniqueness call (`uniqueCheckUrl`): GET url?<field>=value&id=<record id>. */
export async function checkOwnUnique(
  url: string,
  field: FieldDef,
  value: string,
  dataId: string | undefined,
): Promise<string | null> {
  if (!value) return null;
  return uniqueVerdict(url, { [field.name]: value, id: dataId });
}

/** GET /sys/checkRule/checkByCode (ruleCode, encoded value): null when it passes, else the rule's message. */
export async function checkByRuleCode(ruleCode: string, value: string): Promise<string | null> {
  if (!value) return null;
  const res = await getAction('/sys/checkRule/checkByCode', { ruleCode, value: encodeURIComponent(value) }, quick());
  return res.success ? null : res.message || '校验失败';
}

/** The server-side checks a field declares (unique, checkRule), in that order. */
export async function asyncFieldError(
  entity: EntityDef,
  field: FieldDef,
  value: string,
  dataId: string | undefined,
): Promise<string | null> {
  if (!isOnline()) return null;
  try {
    if (field.unique) {
      const duplicate = field.uniqueCheckUrl
        ? await checkOwnUnique(field.uniqueCheckUrl, field, value, dataId)
        : await checkDuplicate(entity, field, value, dataId);
      if (duplicate) return duplicate;
    }
    if (field.checkRule) return await checkByRuleCode(field.checkRule, value);
  } catch {
    return null; // the http layer reported it; the server checks again on save
  }
  return null;
}
