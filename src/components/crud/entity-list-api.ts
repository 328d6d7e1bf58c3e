import type { PageResult } from '@/domain/api';
import { deleteAction, getAction, type QueryParams } from '@/lib/api-client';
import { notify } from '@/lib/notifier';

export type EntityRecord = Record<string, unknown>;

export interface ListPage {
  records: EntityRecord[];
  total: number;
}

export const rowId = (record: EntityRecord): string => String(record.id ?? '');

/** A call answered success:false; code 510 was already shown as a warning by the http layer. */
export class RejectedError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'RejectedError';
  }
}

function warnRejected(message: string, code: number): never {
  if (code !== 510) notify({ intent: 'warning', message });
  throw new RejectedError(message, code);
}

/** GET the list: `result.records` (or the result itself when it is an array) and `result.total`. */
export async function fetchListPage(url: string, params: QueryParams): Promise<ListPage> {
  const res = await getAction<PageResult<EntityRecord> | EntityRecord[]>(url, params);
  if (!res.success) warnRejected(res.message, res.code);
  const result = res.result;
  if (Array.isArray(result)) return { records: result, total: result.length };
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) };
}

/** DELETE by id (or ids); success shows the server message, failure warns with it. */
export async function deleteRecords(url: string, params: QueryParams): Promise<void> {
  const res = await deleteAction(url, params);
  if (!res.success) warnRejected(res.message, res.code);
  notify({ intent: 'success', message: res.message || '删除成功!' });
}
