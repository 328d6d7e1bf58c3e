import { useMemo } from 'react';
import { rowId, useButtonAccess, type SubTableDef } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { dictItemEntity } from '@/domain/entities';
import { fetchDictItems } from '../api/fetch-dict-items';
import { DICT_ITEM_COLUMNS, DICT_ITEM_SORT_KEY } from '../components/dict-item-columns';

/** The body property of the items in a dictionary's add and edit (the server saves them with it). */
export const DICT_ITEM_LIST = 'dictItemList';

const allowed = (access: { visible: boolean; disabled: boolean }) => access.visible && !access.disabled;

/**
 * The 字典项 tab of the dictionary form: its items in the editable grid, sent as `dictItemList`. What the item
 * buttons do not allow is not offered (the server checks them too): without 编辑 the cells and the order are
 * read only (and 新增, whose rows could not be filled in, is left out), without 新增 / 删除 their toolbar buttons.
 */
export function useDictSubTables(): SubTableDef[] {
  const add = allowed(useButtonAccess(permissionCode(dictItemEntity, 'add')));
  const edit = allowed(useButtonAccess(permissionCode(dictItemEntity, 'edit')));
  const remove = allowed(useButtonAccess(permissionCode(dictItemEntity, 'delete')));
  return useMemo(
    () => [
      {
        key: DICT_ITEM_LIST,
        title: dictItemEntity.title,
        columns: edit ? DICT_ITEM_COLUMNS : DICT_ITEM_COLUMNS.map((c) => ({ ...c, disabled: true })),
        load: async (record) => (await fetchDictItems(rowId(record))).records,
        grid: {
          dragSort: edit,
          dragSortKey: DICT_ITEM_SORT_KEY,
          toolbarButtons: [
            ...(add && edit ? (['add'] as const) : []),
            ...(remove ? (['remove', 'clearSelection'] as const) : []),
          ],
        },
      },
    ],
    [add, edit, remove],
  );
}
