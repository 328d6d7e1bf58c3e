import { and, asc, eq } from 'drizzle-orm';
import type { DictItem, DictMap } from '../../src/domain/session-types';
import type { AppContext } from '../context';
import { sysDict, sysDictItem } from '../db/schema';

function toDictModel(value: string, text: string): DictItem {
  return { value, text, title: text, label: text };
}

/** Every dictionary's enabled items, sorted by sortOrder: the `sysAllDictItems` map. */
export async function allDictItems(ctx: AppContext): Promise<DictMap> {
  const rows = await ctx.db
    .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1)))
    .orderBy(asc(sysDict.dictCode), asc(sysDictItem.sortOrder), asc(sysDictItem.id));
  const map: DictMap = {};
  for (const row of rows) (map[row.code] ??= []).push(toDictModel(row.value, row.text));
  return { ...CODE_DICTIONARIES, ...map };
}

/**
 * Dictionaries JeecgBoot answers from code (@EnumDict) rather than from sys_dict. messageHref: the page a message of
 * a business type opens (the Vue 3 我的消息 and bell read it and fail without it); this system's messages have no
 * business type.
 */
const CODE_DICTIONARIES: DictMap = { messageHref: [] };

/** Enabled items of one plain dictionary code; [] when unknown. */
export async function dictItemsByCode(ctx: AppContext, code: string): Promise<DictItem[]> {
  const rows = await ctx.db
    .select({ value: sysDictItem.itemValue, text: sysDictItem.itemText })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1)))
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.id));
  return rows.map((r) => toDictModel(r.value, r.text));
}
