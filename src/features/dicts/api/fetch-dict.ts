import { queryOptions } from '@tanstack/react-query';
import { dictEntity } from '@/domain/entities';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export interface DictRecord {
  id: string;
  dictName: string;
  dictCode: string;
}

/** One dictionary: GET /sys/dict/queryById?id= (the 字典项 page's title). */
export async function fetchDict(id: string): Promise<DictRecord> {
  const record = await fetchResult<Record<string, unknown>>(
    `${dictEntity.apiPath}/queryById`,
    { id },
    { silent: true },
  );
  if (!record) throw new Error('字典不存在');
  return { id, dictName: String(record.dictName ?? ''), dictCode: String(record.dictCode ?? '') };
}

export const dictQuery = (id: string) =>
  queryOptions({
    queryKey: resourceKeys(dictEntity.name).detail(id),
    queryFn: () => fetchDict(id),
    meta: { quiet: true },
  });
