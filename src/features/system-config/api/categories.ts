import type { PageResult } from '@/domain/api';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** One row of sys_category as the screen's calls answer it. */
export interface CategoryRow {
  id: string;
  pid: string;
  name: string;
  code: string;
  /** "1" has children. */
  hasChild: string;
}

export const categoryKeys = resourceKeys('category');
export const CATEGORY_PAGE_SIZE = 10;

export interface CategoryQuery {
  name: string;
  code: string;
  pageNo: number;
}

/** GET /sys/category/rootList: the roots, paged (all levels when 名称 or 编码 is searched). */
export async function fetchCategoryRoots(query: CategoryQuery): Promise<PageResult<CategoryRow>> {
  const params = {
    pageNo: query.pageNo,
    pageSize: CATEGORY_PAGE_SIZE,
    ...(query.name ? { name: `*${query.name}*` } : {}),
    ...(query.code ? { code: `*${query.code}*` } : {}),
  };
  const page = await fetchResult<PageResult<CategoryRow>>('/sys/category/rootList', params);
  return page ?? ({ records: [], total: 0 } as unknown as PageResult<CategoryRow>);
}

/** GET /sys/category/childList?pid=: a category's children. */
export async function fetchCategoryChildren(pid: string): Promise<CategoryRow[]> {
  return (await fetchResult<CategoryRow[]>('/sys/category/childList', { pid })) ?? [];
}
