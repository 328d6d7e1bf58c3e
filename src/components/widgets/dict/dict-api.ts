import { fetchResult, getAction, type CallOptions } from '@/lib/api-client';
import type { DictItem } from '@/domain/session-types';

/** JeecgBoot's texts, quoted verbatim (English in JeecgBoot). */
export const DICT_CODE_EMPTY = 'dictionary code cannot be empty';

/** A dictionary option with its text resolved (text, else label, else title). */
export interface DictOption {
  value: string;
  text: string;
  disabled: boolean;
}

export function toOption(item: Partial<DictItem> & { value?: unknown }): DictOption {
  return {
    value: String(item.value ?? ''),
    text: String(item.text ?? item.label ?? item.title ?? item.value ?? ''),
    disabled: Boolean(item.disabled),
  };
}

/** A table dictionary `table,text,code` split into the parameters of loadTreeData. */
export function splitTableDict(dict: string): { tableName: string; text: string; code: string } {
  const [tableName = '', text = '', code = ''] = dict.split(',').map((part) => part.trim());
  return { tableName, text, code };
}

/** A dictionary code as a path segment; commas stay as they are, as JeecgBoot clients send them. */
const segment = (code: string) => encodeURIComponent(code).replace(/%2C/gi, ',');

/** GET /sys/dict/getDictItems/{code} (signed by the api client). */
export async function fetchDictItems(code: string, opts?: CallOptions): Promise<DictOption[]> {
  if (!code) throw new Error(DICT_CODE_EMPTY);
  const items = await fetchResult<DictItem[]>(`/sys/dict/getDictItems/${segment(code)}`, undefined, {
    ...opts,
    fallback: '字典加载失败',
  });
  return (items ?? []).map(toOption);
}

/** GET /sys/dict/loadDict/{table,text,code}?keyword=&pageSize= (search select). */
export async function searchDict(dict: string, keyword: string, pageSize: number): Promise<DictOption[]> {
  const items = await fetchResult<DictItem[]>(
    `/sys/dict/loadDict/${segment(dict)}`,
    { keyword, pageSize },
    { fallback: '字典加载失败' },
  );
  return (items ?? []).map(toOption);
}

/** GET /sys/dict/loadDictItem/{table,text,code}?key=a,b → the texts of those keys. */
export async function loadDictTexts(dict: string, keys: string): Promise<string[]> {
  const res = await getAction<string[]>(`/sys/dict/loadDictItem/${segment(dict)}`, { key: keys });
  if (!res.success) return [];
  return (res.result ?? []).map(String);
}
