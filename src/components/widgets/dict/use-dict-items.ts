import { useQuery } from '@tanstack/react-query';
import { dictKeys } from '@/lib/query-keys';
import { STORAGE_KEYS } from '@/lib/storage';
import { getStoredDicts } from '@/session/session-store';
import { DICT_CODE_EMPTY, fetchDictItems, toOption, type DictOption } from './dict-api';

export interface DictItemsResult {
  items: DictOption[];
  isLoading: boolean;
  error: Error | null;
}

const EMPTY: DictOption[] = [];

let cacheRaw: string | null | undefined;
let cacheOptions = new Map<string, DictOption[] | undefined>();

/** Options of a code from the login cache, parsed once per stored value (many cells read it per render). */
function cachedOptions(code: string): DictOption[] | undefined {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.dicts);
  } catch {
    raw = null;
  }
  if (raw !== cacheRaw) {
    cacheRaw = raw;
    cacheOptions = new Map();
  }
  if (!cacheOptions.has(code)) cacheOptions.set(code, getStoredDicts()[code]?.map(toOption));
  return cacheOptions.get(code);
}
const DICT_STALE_MS = 5 * 60 * 1000;

/**
 * Items of a dictionary: from the dictionary cache stored at login when it holds the code (no request),
 * else GET /sys/dict/getDictItems/{code} (also the table form `table,text,code`). An empty code is the
 * error 'dictionary code cannot be empty'.
 */
export function useDictItems(code: string | undefined): DictItemsResult {
  const cached = code ? cachedOptions(code) : undefined;
  const query = useQuery({
    queryKey: dictKeys.items(code ?? ''),
    queryFn: () => fetchDictItems(code ?? ''),
    enabled: Boolean(code) && !cached,
    staleTime: DICT_STALE_MS,
  });
  if (!code) return { items: EMPTY, isLoading: false, error: new Error(DICT_CODE_EMPTY) };
  if (cached) return { items: cached, isLoading: false, error: null };
  return { items: query.data ?? EMPTY, isLoading: query.isLoading, error: query.error };
}

/** Text of a value (a comma list gives the texts joined with commas); unknown values stay as they are. */
export function dictTextOf(items: DictOption[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((v) => items.find((item) => item.value === v)?.text ?? v)
    .join(',');
}
