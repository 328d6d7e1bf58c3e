import type { PageResult } from '@/domain/api';
import { fetchResult, type QueryParams } from '@/lib/api-client';

export type EntityRecord = Record<string, unknown>;

export interface ListPage {
  records: EntityRecord[];
  total: number;
}

export const rowId = (record: EntityRecord): string => String(record.id ?? '');

/** GET the list: `result.records` (or the result itself when it is an array) and `result.total`. */
export async function fetchListPage(url: string, params: QueryParams): Promise<ListPage> {
  const result = await fetchResult<PageResult<EntityRecord> | EntityRecord[]>(url, params);
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}
