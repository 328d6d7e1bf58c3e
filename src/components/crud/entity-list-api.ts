import type { PageResult } from '@/domain/api';
import { fetchResult, takeArrivedEarlyGet, type QueryParams } from '@/lib/api-client';

export type EntityRecord = Record<string, unknown>;

export interface ListPage {
  records: EntityRecord[];
  total: number;
}

export const rowId = (record: EntityRecord): string => String(record.id ?? '');

/** GET the list: `result.records` (or the result itself when it is an array) and `result.total`. */
export async function fetchListPage(url: string, params: QueryParams): Promise<ListPage> {
  return listPageOf(await fetchResult<ListResult>(url, params));
}

/** The list page a cold load's prefetch has already received (list-prefetch.ts), if it has. */
export function arrivedListPage(url: string, params: QueryParams): ListPage | undefined {
  const envelope = takeArrivedEarlyGet<ListResult>(url, params);
  return envelope && listPageOf(envelope.result ?? undefined);
}

type ListResult = PageResult<EntityRecord> | EntityRecord[];

function listPageOf(result: ListResult | undefined): ListPage {
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}
