import type { ReactNode, Ref } from 'react';

/** The column types, as JeecgBoot names them (JVxeTypes and the online form's types). */
export const GRID_COLUMN_TYPES = [
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
  'input',
  'inputNumber',
  'textarea',
  'select',
  'date',
  'datetime',
  'checkbox',
  'checkbox_meta',
  'upload',
  'select-search',
  'select-multiple',
  'progress',
  'sel_depart',
  'sel_user',
  'tags',
  'slot',
  'normal',
  'hidden',
  'input_pop',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'popup',
  'select-dict-search',
  'file',
  'image',
  'radio',
] as const;

export type GridColumnType = (typeof GRID_COLUMN_TYPES)[number];

/** The columns the grid draws itself (row number, selection, expand, drag handle). */
export type StructuralType = 'row-number' | 'row-checkbox' | 'row-radio' | 'row-expand' | 'row-drag-sort';

/** A grid row: the column keys' values, the row key (default `id`), `orderNum` with drag sort. */
export type GridRow = Record<string, unknown>;

/** A choice of a select-like column (a dictionary item: text, else title, else label). */
export interface GridOption {
  value: string | number;
  text?: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

/** What a rule's handler is given. */
export interface RuleContext {
  value: unknown;
  row: GridRow;
  column: GridColumn;
}

/**
 * A handler's verdict: true, null or undefined pass; false fails with the rule's message; a string fails with it.
 * JeecgBoot's form `handler(ctx, callback)` works too: callback(flag, message), flag false fails.
 */
export type RuleVerdict = boolean | string | null | undefined | void;
export type RuleHandler = (
  context: RuleContext,
  callback: (flag: boolean | null | undefined, message?: string) => void,
) => RuleVerdict | Promise<RuleVerdict>;

/**
 * A cell rule. `pattern` is a code — `*`, n6-16, *6-16, s6-18, url, e, m, p, s, n, z, money,
 * only — or any other string read as a regular expression, or a RegExp. `message` may name the column as ${title}.
 */
export interface GridRule {
  required?: boolean;
  pattern?: string | RegExp;
  /** Unique within the column (also `pattern: 'only'`). */
  unique?: boolean;
  /** A custom, possibly asynchronous check. */
  handler?: RuleHandler;
  message?: string;
}

export type StatisticsKind = 'sum' | 'average';

/** What a popup column's opener hands back: the chosen rows of the report (null when cancelled). */
export type PopupOpener = (context: { row: GridRow; column: GridColumn }) => Promise<GridRow[] | null | undefined>;

/** A column. */
export interface GridColumn {
  key: string;
  title: string;
  /** Default normal (read only). */
  type?: GridColumnType;
  /** Pixels (a number or '120px'); the type's default and minimum apply. */
  width?: number | string;
  /** Dictionary code whose items join `options`. */
  dictCode?: string;
  options?: GridOption[];
  validateRules?: GridRule[];
  /** Footers: 合计 (sum) and 平均 (average). */
  statistics?: StatisticsKind[];
  /** Display format of date and datetime cells (dayjs, e.g. YYYY年MM月DD日). */
  format?: string;
  /** select-dict-search: search the server's table dictionary `dict` as one types. */
  async?: boolean;
  /** A table dictionary `table,text,code` (sel_search_async, select-dict-search). */
  dict?: string;
  /** Selects filter their choices by typed text. */
  allowSearch?: boolean;
  /** Selects accept a typed value that is not a choice. */
  allowInput?: boolean;
  /** Value of a new row. */
  defaultValue?: unknown;
  /** File cells: names download on click (default true). */
  allowDownload?: boolean;
  /** File cells: the value can be removed (default true). */
  allowRemove?: boolean;
  placeholder?: string;
  /** The column cannot be edited. */
  disabled?: boolean;
  align?: 'left' | 'center' | 'right';
  /** checkbox: the values stored for checked and unchecked (default true and false). */
  customValue?: [unknown, unknown];
  /** checkbox: a new row starts checked. */
  defaultChecked?: boolean;
  /** slot: the name of the grid's `slots` entry that renders the cell. */
  slotName?: string;
  /** sel_user, sel_depart: several records (default true). */
  multiple?: boolean;
  /** upload, file, image: the server's sub-directory (default temp). */
  biz?: string;
  /** upload, file, image: keep the newest N files. */
  maxCount?: number;
  /** popup: the online report's code, its columns and the row keys they fill (comma-joined, same order). */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  /** popup: opens the report and resolves with the chosen rows (the report pop-up is supplied by the page). */
  openPopup?: PopupOpener;
}

/** A failing cell. */
export interface GridError {
  rowId: string;
  /** Position among the grid's rows (top level, in order). */
  rowIndex: number;
  key: string;
  title: string;
  message: string;
}

/** Tree table settings. */
export interface GridTreeConfig {
  /** Children of a row: GET `url` with the parent key, `condition` and `queryParams`; or a function. */
  url?: string;
  loadChildren?: (row: GridRow) => Promise<GridRow[]>;
  /** The query key holding the parent's id (default parentId). */
  parentKey?: string;
  condition?: string;
  queryParams?: Record<string, unknown>;
  /** Loaded children are kept in local storage under this key (default: no cache). */
  cacheKey?: string;
  /** The row key whose number above 0 selects the row (default inputValue). */
  autoSelectKey?: string;
}

export interface GridPagination {
  /** 1-based (default 1). */
  current?: number;
  /** Default 10; choices 10, 20, 30. */
  pageSize?: number;
  /** Server-side paging: the total of all pages (dataSource holds the current one); left out, the grid pages itself. */
  total?: number;
}

export type GridSize = 'medium' | 'small' | 'mini' | 'tiny';
export type ToolbarButton = 'add' | 'remove' | 'clearSelection';

/** What a slot renders from. */
export interface SlotContext {
  row: GridRow;
  rowId: string;
  rowIndex: number;
  column: GridColumn;
  value: unknown;
  setValue: (value: unknown) => void;
}

export interface ValueChangeEvent {
  row: GridRow;
  rowId: string;
  column: GridColumn;
  value: unknown;
  oldValue: unknown;
  /** Sets other cells of the same row (JeecgBoot's `target.setValues` for this row), e.g. a name from a code. */
  setRowValues: (values: GridRow) => void;
}

export interface EditableGridProps {
  columns: GridColumn[];
  dataSource: GridRow[];
  /** Default id. */
  rowKey?: string;
  /** Toolbar with add / remove / clearSelection (default on). */
  toolbar?: boolean;
  toolbarButtons?: ToolbarButton[];
  toolbarPrefix?: ReactNode;
  toolbarSuffix?: ReactNode;
  rowNumber?: boolean;
  rowSelection?: boolean;
  rowSelectionType?: 'checkbox' | 'radio';
  /** Rows expand to `renderExpand` (a row-expand column). */
  rowExpand?: boolean;
  renderExpand?: (row: GridRow) => ReactNode;
  /** Height of an expanded row's content (default 120). */
  expandHeight?: number;
  dragSort?: boolean;
  /** Default orderNum. */
  dragSortKey?: string;
  size?: GridSize;
  /** Default 400. */
  maxHeight?: number;
  disabled?: boolean;
  bordered?: boolean;
  /** Permission prefix (e.g. `paper:`): add, batch_delete and column keys the server excludes are hidden. */
  authPre?: string;
  pagination?: GridPagination;
  onPageChange?: (current: number, pageSize: number) => void;
  tree?: GridTreeConfig;
  slots?: Record<string, (context: SlotContext) => ReactNode>;
  onValueChange?: (event: ValueChangeEvent) => void;
  onSelectionChange?: (rows: GridRow[]) => void;
  onRowsAdded?: (rows: GridRow[]) => void;
  /** Rows removed from the UI (the ones read back as delete records and new ones). */
  onRowsRemoved?: (rows: GridRow[]) => void;
  /**
   * Live updates: the grid opens the `/vxeSocket` of the signed-in user under this key (the list
   * the rows come from, e.g. `/sys/dictItem/list`, or any name shared by the pages showing the same rows). Rows
   * other sessions save (`broadcastRows`) patch the rows with the same key here, with the 1.4 s reload effect.
   */
  socketKey?: string;
  'aria-label'?: string;
  ref?: Ref<EditableGridHandle>;
}

/** The grid's values for saving. */
export interface GridAllValues {
  /** Every row; new rows without their temporary id. */
  tableData: GridRow[];
  /** Rows removed from the UI that came from the server. */
  deleteData: GridRow[];
}

/** The imperative API (a ref). */
export interface EditableGridHandle {
  /** Every row (or the given ones) as data: new rows lose their temporary id. */
  getValues: (rowIds?: string[]) => GridRow[];
  /** Rows and delete records. */
  getAll: () => GridAllValues;
  /** Rows added in the UI (without temporary ids). */
  getNewData: () => GridRow[];
  /** Rows from the server edited in the UI. */
  getEditedData: () => GridRow[];
  /** Rows removed in the UI that came from the server. */
  getDeleteData: () => GridRow[];
  getSelectedRows: () => GridRow[];
  /** Checks every cell; null when all pass, else the failing cells (shown with their messages). */
  validateTable: () => Promise<GridError[] | null>;
  /** validateTable, then getAll; rejects with the failing cells. */
  validateAndGetAll: () => Promise<GridAllValues>;
  /** Appends rows (default values, temporary ids); returns them. */
  addRows: (rows?: GridRow | GridRow[]) => GridRow[];
  /** Inserts rows at a position. */
  insertRows: (rows: GridRow | GridRow[], index: number) => GridRow[];
  /** Removes rows (throws on a tree table). */
  removeRowsById: (rowIds: string | string[]) => void;
  removeSelection: () => void;
  clearSelection: () => void;
  /** Sets cells: [{ rowKey, values: { key: value } }]. */
  setValues: (changes: { rowKey: string; values: GridRow }[]) => void;
  /** Replaces the rows with new rows (each one new, as if added). */
  loadNewData: (rows: GridRow[]) => void;
  /** Forgets the tree table's cached children. */
  clearTreeCache: () => void;
  /**
   * With `socketKey`: sends rows the page has just saved (as saved, with their row key) to the other sessions showing
   * this grid, whose matching rows update. Answers how many rows were taken (0 without `socketKey`).
   */
  broadcastRows: (rows: GridRow | GridRow[]) => number;
}
