import type { PageResult } from '@/domain/api';
import { dictItemEntity } from '@/domain/entities';
import { entityUrls } from '@/components/crud';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export type DictItemRow = Record<string, unknown>;

/** The most items one dictionary shows when edited in place (the server's largest page). */
export const DICT_ITEMS_MAX = 1000;

/** 字典项 calls: list, add, edit, delete under /sys/dictItem. */
export const DICT_ITEM_URLS = entityUrls(dictItemEntity);

const paramsOf = (dictId: string) => ({
  dictId,
  column: 'sortOrder',
  order: 'asc',
  pageNo: 1,
  pageSize: DICT_ITEMS_MAX,
});

/** Every item of a dictionary by sortOrder: GET /sys/dictItem/list?dictId=…&pageSize=1000. */
export async function fetchDictItems(dictId: string): Promise<{ records: DictItemRow[]; total: number }> {
  const page = await fetchResult<PageResult<DictItemRow>>(DICT_ITEM_URLS.list ?? '', paramsOf(dictId), {
    silent: true,
  });
  return { records: page?.records ?? [], total: Number(page?.total ?? 0) };
}

/** The items of a dictionary as one list page (kept on the device like the other lists). */
export const dictItemsQuery = (dictId: string) => ({
  queryKey: resourceKeys(dictItemEntity.name).list({ url: DICT_ITEM_URLS.list, ...paramsOf(dictId) }),
  queryFn: () => fetchDictItems(dictId),
  meta: { quiet: true },
});
