import type { GridController } from './grid-controller';
import { GridValidationError } from './grid-controller';
import type { GridLive } from './grid-live';
import type { GridStore } from './grid-store';
import type { EditableGridHandle, GridRow } from './grid-types';
import { clearTreeCache } from './tree-loader';

const list = (rows: GridRow | GridRow[] | undefined) => (Array.isArray(rows) ? rows : [rows ?? {}]);

/** Rows saved before the live-update chunk arrived wait for it, up to this many. */
const MAX_PENDING = 500;

/** A grid's live updates (with `socketKey`): the client once its chunk has loaded, and the rows waiting for it. */
export interface LiveLink {
  enabled: boolean;
  client: GridLive | null;
  pending: GridRow[];
}

/** The grid's ref handle (JVxeTable's methods): reads the store, acts through the controller. */
export function createGridHandle(
  controller: GridController,
  store: GridStore,
  live: { readonly current: LiveLink },
): EditableGridHandle {
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
    broadcastRows: (rows) => {
      const link = live.current;
      if (!link.enabled) return 0;
      const keyed = list(rows).filter((row) => store.idOf(row) !== '');
      if (link.client) return link.client.sendRows(keyed);
      link.pending = [...link.pending, ...keyed].slice(-MAX_PENDING);
      return keyed.length;
    },
  };
}
