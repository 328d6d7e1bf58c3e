import type { GridController } from './grid-controller';
import { GridValidationError } from './grid-controller';
import type { GridStore } from './grid-store';
import type { EditableGridHandle, GridRow } from './grid-types';
import { clearTreeCache } from './tree-loader';

const list = (rows: GridRow | GridRow[] | undefined) => (Array.isArray(rows) ? rows : [rows ?? {}]);

/** The grid's ref handle (JVxeTable's methods): reads the store, acts through the controller. */
export function createGridHandle(controller: GridController, store: GridStore): EditableGridHandle {
  const getAll = () => ({ tableData: store.tableData(), deleteData: store.deleteData() });
  return {
    getValues: (rowIds) => store.tableData(rowIds),
    getAll,
    getNewData: () => store.newData(),
    getEditedData: () => store.editedData(),
    getDeleteData: () => store.deleteData(),
    getSelectedRows: () => store.selectedRows(),
    validateTable: () => controller.validateTable(),
    validateAndGetAll: async () => {
      const errors = await controller.validateTable();
      if (errors) throw new GridValidationError(errors);
      return getAll();
    },
    addRows: (rows) => controller.add(list(rows)),
    insertRows: (rows, index) => controller.add(list(rows), index),
    removeRowsById: (ids) => controller.remove(Array.isArray(ids) ? ids : [ids]),
    removeSelection: () => controller.remove(store.selectedRows().map(store.idOf)),
    clearSelection: () => controller.clearSelection(),
    setValues: (changes) => changes.forEach(({ rowKey, values }) => controller.fill(rowKey, values)),
    loadNewData: (rows) => {
      controller.reset();
      store.load(rows, true);
    },
    clearTreeCache: () => clearTreeCache(controller.props.tree?.cacheKey),
  };
}
