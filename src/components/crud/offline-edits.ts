import { notify } from '@/lib/notifier';
import type { Outbox, OutboxEntry, OutboxInput } from '@/lib/outbox';
import { rowId, type EntityRecord, type ListPage } from './entity-list-api';

/** Marks a row whose change is not on the server yet: 'add' rows carry their outbox entry's id as id. */
export const PENDING_FIELD = '__pending';
export const pendingOf = (record: EntityRecord | undefined): 'add' | 'edit' | undefined =>
  record?.[PENDING_FIELD] as 'add' | 'edit' | undefined;

/** How long a save waits for the server before it is left to the outbox (the form does not hang on 15 minutes). */
export const SAVE_WAIT_MS = 15_000;

export const OFFLINE_TEXT = {
  queued: '网络不可用，修改已保存在本机，恢复网络后将自动同步（待同步）',
  dropped: '已放弃尚未同步的新增',
  add: '新增',
  edit: '编辑',
  delete: '删除',
} as const;

export type SaveResult =
  { type: 'saved'; message: string; result?: unknown } | { type: 'queued' } | { type: 'refused'; message: string };

/**
 * Saves an edit through the outbox: answered at once when the server answers within SAVE_WAIT_MS; kept for
 * later (and reported as queued) when offline, unreachable or slow. A refusal of a save the user is still
 * looking at is removed from the outbox: the form keeps the input and shows why.
 */
export async function saveEdit(outbox: Outbox, input: OutboxInput): Promise<SaveResult> {
  const { entry, outcome } = await outbox.sendEdit(input, SAVE_WAIT_MS);
  if (outcome.type === 'sent')
    return { type: 'saved', message: outcome.envelope.message, result: outcome.envelope.result };
  if (outcome.type === 'pending') return { type: 'queued' };
  await outbox.discardEntry(entry.id);
  return { type: 'refused', message: outcome.message };
}

/** Shows the result of a save; true when the screen can go on (saved or queued). */
export function reportSave(result: SaveResult, savedText: string): boolean {
  if (result.type === 'refused') notify({ intent: 'warning', message: result.message || '操作失败' });
  else if (result.type === 'queued') notify({ intent: 'info', title: '已离线保存', message: OFFLINE_TEXT.queued });
  else notify({ intent: 'success', message: result.message || savedText });
  return result.type !== 'refused';
}

/** e.g. 编辑 职务「经理」. */
export const editLabel = (kind: 'add' | 'edit' | 'delete', title: string, summary?: string) =>
  `${OFFLINE_TEXT[kind]} ${title}${summary ? `「${summary}」` : ''}`;

/**
 * The cached list page with the user's waiting edits applied: adds on top of the first page, edits merged
 * into their rows, deletes removed. Refused edits are not applied (they are in 待同步 to fix or discard).
 */
export function overlayPending(
  page: ListPage,
  entries: readonly OutboxEntry[],
  scope: string,
  firstPage: boolean,
): ListPage {
  let { records, total } = page;
  for (const entry of entries) {
    if (entry.meta.scope !== scope || entry.status !== 'pending') continue;
    const data = (entry.data ?? {}) as EntityRecord;
    if (entry.meta.kind === 'add') {
      if (!firstPage) continue;
      records = [{ ...data, id: entry.id, [PENDING_FIELD]: 'add' }, ...records];
      total += 1;
    } else if (entry.meta.kind === 'edit') {
      const id = entry.meta.recordIds?.[0];
      records = records.map((r) => (rowId(r) === id ? { ...r, ...data, id: r.id, [PENDING_FIELD]: 'edit' } : r));
    } else if (entry.meta.kind === 'delete') {
      const ids = new Set(entry.meta.recordIds);
      const before = records.length;
      records = records.filter((r) => !ids.has(rowId(r)));
      total -= before - records.length;
    }
  }
  return records === page.records ? page : { records, total };
}

/** Deletes of rows that exist only in the outbox drop their add instead of calling the server. */
export async function dropPendingAdds(outbox: Outbox, records: EntityRecord[]): Promise<void> {
  await Promise.all(records.map((r) => outbox.discardEntry(rowId(r))));
  if (records.length) notify({ intent: 'info', message: OFFLINE_TEXT.dropped });
}
