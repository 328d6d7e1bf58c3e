/**
 * `<field>_dictText` for list records (the dictionary aspect of JeecgBoot): plain dictionary codes
 * and table dictionaries alike, several comma-joined values giving comma-joined texts. A value
 * without a text shows as itself. Also the reverse lookup an import needs (text → value).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FieldDef } from '../../src/domain/entities/entity-types';
import { fieldDictCode } from '../../src/domain/entities/field-dict';
import type { AppContext } from '../context';
import { sysDict, sysDictItem } from '../db/schema';
import { isTableDict, parseTableDict, tableDictItems } from '../services/table-dict';
import type { EntityTable } from './entity-table';

export function dictFields(et: EntityTable): FieldDef[] {
  return et.def.fields.filter((f) => fieldDictCode(f) && !f.writeOnly && !f.virtual);
}

function isMulti(field: FieldDef): boolean {
  return field.type === 'checkbox' || field.type === 'multiSelect' || field.multiple === true;
}

export function splitValues(field: FieldDef, value: unknown): string[] {
  const text = String(value);
  return isMulti(field) || text.includes(',')
    ? text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [text];
}

/** value → text for every item of these plain dictionaries (disabled items too: old data keeps its text). */
export async function plainDictTexts(ctx: AppContext, codes: string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (codes.length === 0) return out;
  const rows = await ctx.db
    .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(inArray(sysDict.dictCode, codes), eq(sysDict.delFlag, 0)));
  for (const row of rows) {
    const map = out.get(row.code) ?? new Map<string, string>();
    if (!map.has(row.value)) map.set(row.value, row.text);
    out.set(row.code, map);
  }
  return out;
}

/** Adds `<field>_dictText` to each record. */
export async function addDictTexts(
  ctx: AppContext,
  et: EntityTable,
  records: Record<string, unknown>[],
): Promise<void> {
  const fields = dictFields(et);
  if (fields.length === 0 || records.length === 0) return;
  const plainCodes = [...new Set(fields.map((f) => fieldDictCode(f)!).filter((c) => !isTableDict(c)))];
  const plain = await plainDictTexts(ctx, plainCodes);
  for (const field of fields) {
    const code = fieldDictCode(field)!;
    let texts: Map<string, string>;
    if (isTableDict(code)) {
      const keys = new Set<string>();
      for (const r of records)
        if (r[field.name] != null) for (const v of splitValues(field, r[field.name])) keys.add(v);
      // A table dictionary answers at most 1,000 items a call: a page of an export may name more (its best 2,000
      // grades come from as many institutions).
      const all = [...keys];
      texts = new Map();
      for (let i = 0; i < all.length; i += 1000)
        for (const item of await tableDictItems(ctx, parseTableDict(code), { keys: all.slice(i, i + 1000) }))
          texts.set(item.value, item.text);
    } else {
      texts = plain.get(code) ?? new Map();
    }
    for (const r of records) {
      const value = r[field.name];
      r[`${field.name}_dictText`] =
        value === null || value === undefined || value === ''
          ? null
          : splitValues(field, value)
              .map((v) => texts.get(v) ?? v)
              .join(',');
    }
  }
}

/** A cell's stored value, or why it has none (the field label goes before the reason). */
export type DictResolver = (text: string) => { value: string } | { problem: string };

/**
 * For an import: a function from a cell's text to the stored value of each of these dictionary fields (an item text
 * or the value itself). A text naming nothing, or naming two different values, is a problem, never dropped.
 */
export async function dictResolvers(
  ctx: AppContext,
  dictFieldList: FieldDef[],
  cellsByField: Map<string, Set<string>>,
): Promise<Map<string, DictResolver>> {
  const out = new Map<string, DictResolver>();
  const fields = dictFieldList.filter((f) => fieldDictCode(f) && cellsByField.has(f.name));
  const plain = await plainDictTexts(
    ctx,
    fields.map((f) => fieldDictCode(f)!).filter((c) => !isTableDict(c)),
  );
  for (const field of fields) {
    const code = fieldDictCode(field)!;
    const byText = new Map<string, Set<string>>();
    const values = new Set<string>();
    const add = (value: string, text: string) => {
      values.add(value);
      byText.set(text, (byText.get(text) ?? new Set()).add(value));
    };
    if (isTableDict(code)) {
      const cells = [...(cellsByField.get(field.name) ?? [])].flatMap((c) => splitValues(field, c));
      const items = cells.length > 0 ? await tableDictItems(ctx, parseTableDict(code), { match: cells }) : [];
      for (const i of items) add(i.value, i.text);
    } else {
      for (const [value, text] of plain.get(code) ?? new Map<string, string>()) add(value, text);
    }
    out.set(field.name, (text: string) => {
      const parts: string[] = [];
      for (const part of splitValues(field, text)) {
        const named = byText.get(part);
        if (named?.size === 1) parts.push([...named][0]!);
        else if (values.has(part)) parts.push(part);
        else if (named) return { problem: `「${part}」对应多个选项，无法确定是哪一个` };
        else return { problem: `「${part}」不是有效的选项` };
      }
      return { value: parts.join(',') };
    });
  }
  return out;
}
