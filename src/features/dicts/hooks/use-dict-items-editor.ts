import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reportSave, useWrite } from '@/components/crud';
import type { EditableGridHandle } from '@/components/widgets/editable-grid/grid-types';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { notify } from '@/lib/notifier';
import { dictItemsQuery, type DictItemRow } from '../api/fetch-dict-items';
import { dictItemChanges, dictItemWrites, rowsAfterPartialSave } from './dict-item-changes';

export const EDITOR_TEXT = {
  saved: '保存成功！',
  nothing: '没有需要保存的修改',
  discardTitle: '放弃修改',
  discard: '有尚未保存的修改，确定放弃吗？',
} as const;

/**
 * 编辑模式 of a dictionary's items: every item in an editable grid; 保存 checks every cell, then sends only the
 * changes through the item routes and the outbox (deletes, edits, adds); 取消 asks before dropping changes.
 */
export function useDictItemsEditor(dictId: string) {
  const client = useQueryClient();
  const { send } = useWrite();
  const { confirm, element: confirmElement } = useConfirm();
  const grid = useRef<EditableGridHandle>(null);
  // The items as loaded (what the changes are measured against) and the rows the grid starts from: taken once
  // from a finished load, so no refetch replaces what is being edited.
  const [loaded, setLoaded] = useState<DictItemRow[] | null>(null);
  const [rows, setRows] = useState<DictItemRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  const query = useQuery({ ...dictItemsQuery(dictId), enabled: loaded === null, refetchOnMount: 'always' });
  if (loaded === null && query.data && !query.isFetching) {
    setLoaded(query.data.records);
    setRows(query.data.records);
  }

  /** Part of a save was refused: edit on from what the server has now, the unsent changes kept. */
  const resume = async (current: DictItemRow[], before: DictItemRow[]) => {
    try {
      const fresh = (await client.fetchQuery({ ...dictItemsQuery(dictId), staleTime: 0 })).records;
      setRows(rowsAfterPartialSave(current, before, fresh));
      setLoaded(fresh);
    } catch {
      // Unreachable now: the grid stays as it is; the server refuses values saved twice.
    }
  };

  /** Checks and saves; true when the edit is over (saved, queued, or nothing to save). */
  const save = async (): Promise<boolean> => {
    const handle = grid.current;
    if (!handle || !loaded || saving) return false;
    if (await handle.validateTable()) return false;
    const current = handle.getValues();
    const changes = dictItemChanges(loaded, current);
    if (!changes.dirty) {
      notify({ intent: 'info', message: EDITOR_TEXT.nothing });
      return true;
    }
    setSaving(true);
    try {
      let queued = false;
      for (const input of dictItemWrites(dictId, changes)) {
        const result = await send(input);
        if (result.type === 'refused') {
          reportSave(result, EDITOR_TEXT.saved);
          await resume(current, loaded);
          return false;
        }
        if (result.type === 'queued') queued = true;
      }
      reportSave(queued ? { type: 'queued' } : { type: 'saved', message: EDITOR_TEXT.saved }, EDITOR_TEXT.saved);
      // Other sessions editing these items see the saved rows at once (the grid's live updates).
      if (!queued) handle.broadcastRows(changes.edits);
      return true;
    } finally {
      setSaving(false);
    }
  };

  /** True when there is nothing to lose, or the user agrees to drop the changes. */
  const confirmLeave = async (): Promise<boolean> => {
    const handle = grid.current;
    if (!handle || !loaded || !dictItemChanges(loaded, handle.getValues()).dirty) return true;
    return confirm({ title: EDITOR_TEXT.discardTitle, message: EDITOR_TEXT.discard });
  };

  return {
    grid,
    rows,
    /** Refused, or offline with nothing of these items on the device. */
    failed: rows === null && (query.isError || (query.isPaused && !query.data)),
    retry: () => void query.refetch(),
    saving,
    save,
    confirmLeave,
    confirmElement,
  };
}
