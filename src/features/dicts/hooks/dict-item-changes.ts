/**
 * What an in-place edit of a dictionary's items changes (pure): the grid's rows compared with the items as loaded,
 * and the writes that carry the changes through the item routes (add, edit, delete), for the outbox.
 */
import { dictItemEntity } from '@/domain/entities';
import type { OutboxInput } from '@/lib/outbox';
import { editLabel } from '@/components/crud';
import { DICT_ITEM_URLS, type DictItemRow } from '../api/fetch-dict-items';

/** The values an item's edit can change. */
export const DICT_ITEM_KEYS = ['itemText', 'itemValue', 'description', 'sortOrder', 'status'] as const;

export interface DictItemChanges {
  /** Anything to save: rows added, removed, edited, or moved. */
  dirty: boolean;
  adds: DictItemRow[];
  /** Rows from the server whose values differ from theirs; once anything changed, their shown sort numbers too. */
  edits: DictItemRow[];
  deletes: DictItemRow[];
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
const idOf = (row: DictItemRow): string => text(row.id);

const differs = (a: DictItemRow, b: DictItemRow, keys: readonly string[]) =>
  keys.some((k) => text(a[k]) !== text(b[k]));

/**
 * The changes of `rows` (the grid's values: new rows without id, in the order shown, numbered by drag sort) to
 * `loaded` (the items as the server gave them, by sortOrder). Moving rows is a change; the sort numbers the grid
 * shows (1, 2, 3 …) are then saved for every row whose stored number differs, so the stored order is the one shown.
 */
export function dictItemChanges(loaded: readonly DictItemRow[], rows: readonly DictItemRow[]): DictItemChanges {
  const byId = new Map(loaded.map((row) => [idOf(row), row]));
  const kept = rows.filter((row) => idOf(row) !== '' && byId.has(idOf(row)));
  const keptIds = new Set(kept.map(idOf));
  const adds = rows.filter((row) => idOf(row) === '');
  const deletes = loaded.filter((row) => !keptIds.has(idOf(row)));
  const contentKeys = DICT_ITEM_KEYS.filter((k) => k !== 'sortOrder');
  const loadedOrder = loaded.map(idOf).filter((id) => keptIds.has(id));
  const moved = kept.some((row, index) => idOf(row) !== loadedOrder[index]);
  const edited = kept.some((row) => differs(row, byId.get(idOf(row))!, contentKeys));
  const dirty = adds.length > 0 || deletes.length > 0 || moved || edited;
  const edits = dirty ? kept.filter((row) => differs(row, byId.get(idOf(row))!, DICT_ITEM_KEYS)) : [];
  return { dirty, adds, edits, deletes };
}

/** The values a write sends: texts as typed, the sort number and the status as numbers. */
function valuesOf(row: DictItemRow): Record<string, unknown> {
  const sortOrder = text(row.sortOrder).trim();
  const status = text(row.status).trim();
  return {
    itemText: text(row.itemText),
    itemValue: text(row.itemValue),
    description: text(row.description),
    sortOrder: sortOrder === '' ? null : Number(sortOrder),
    status: status === '' ? null : Number(status),
  };
}

/** What the form would show for the row (待同步 reopens a refused write in the 字典项 form). */
const typedOf = (row: DictItemRow): Record<string, unknown> =>
  Object.fromEntries(DICT_ITEM_KEYS.map((k) => [k, text(row[k])]));

/**
 * The writes of the changes, in the order that keeps values free: deletes, then edits, then adds (each through the
 * outbox, so offline they wait their turn like any other edit).
 */
export function dictItemWrites(dictId: string, changes: DictItemChanges): OutboxInput[] {
  const scope = dictItemEntity.name;
  const title = dictItemEntity.title;
  const deletes = changes.deletes.map((row): OutboxInput => ({
    method: 'DELETE',
    url: DICT_ITEM_URLS.delete ?? '',
    params: { id: idOf(row) },
    meta: { scope, kind: 'delete', label: editLabel('delete', title, text(row.itemText)), recordIds: [idOf(row)] },
  }));
  const edits = changes.edits.map((row): OutboxInput => ({
    method: 'PUT',
    url: DICT_ITEM_URLS.edit ?? '',
    data: { id: row.id, dictId, ...valuesOf(row) },
    meta: {
      scope,
      kind: 'edit',
      label: editLabel('edit', title, text(row.itemText)),
      recordIds: [idOf(row)],
      values: typedOf(row),
    },
  }));
  const adds = changes.adds.map((row): OutboxInput => ({
    method: 'POST',
    url: DICT_ITEM_URLS.add ?? '',
    data: { dictId, ...valuesOf(row) },
    meta: { scope, kind: 'add', label: editLabel('add', title, text(row.itemText)), values: typedOf(row) },
  }));
  return [...deletes, ...edits, ...adds];
}

/**
 * After a refused write part of the changes are on the server: the rows to edit on are the grid's, with the items
 * added meanwhile given their new ids (found by their value, unique in a dictionary), to compare with `fresh`.
 */
export function rowsAfterPartialSave(
  rows: readonly DictItemRow[],
  loaded: readonly DictItemRow[],
  fresh: readonly DictItemRow[],
): DictItemRow[] {
  const before = new Set(loaded.map(idOf));
  const added = new Map(fresh.filter((row) => !before.has(idOf(row))).map((row) => [text(row.itemValue), row]));
  const stillThere = new Set(fresh.map(idOf));
  return rows.flatMap((row) => {
    if (idOf(row) === '') {
      const saved = added.get(text(row.itemValue));
      return [saved ? { ...row, id: saved.id } : row];
    }
    // An item someone deleted meanwhile cannot be edited any more: it comes back as a new one.
    if (!stillThere.has(idOf(row))) {
      const copy = { ...row };
      delete copy.id;
      return [copy];
    }
    return [row];
  });
}
