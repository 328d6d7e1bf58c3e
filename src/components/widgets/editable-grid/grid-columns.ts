/** Sizes, timings and the column layout of the editable grid; pure. */
import type { GridColumn, GridColumnType, GridSize, StructuralType } from './grid-types';

/** Virtual rows of 61 px; the editable table is at most 400 px high by default; scrolling settles after 100 ms. */
export const ROW_HEIGHT = 61;
export const DEFAULT_MAX_HEIGHT = 400;
export const SCROLL_DEBOUNCE_MS = 100;
/** Row insertion is ignored within 1500 ms of the previous one; other toolbar clicks within 300 ms. */
export const INSERT_INTERVAL_MS = 1500;
export const CLICK_DEBOUNCE_MS = 300;
/** A row patched by another session shows the reload effect this long. */
export const RELOAD_EFFECT_MS = 1400;
/** JeecgBoot's grid texts, quoted verbatim (English in JeecgBoot). */
export const FAST_CLICK_MESSAGE = 'You clicked too fast, please slow down!';
/** Default keys: the row id and the drag-sort number. */
export const DEFAULT_ROW_KEY = 'id';
export const DEFAULT_DRAG_SORT_KEY = 'orderNum';
export const DEFAULT_EXPAND_HEIGHT = 120;

export const HEADER_HEIGHTS: Record<GridSize, number> = { medium: 40, small: 36, mini: 32, tiny: 28 };

/** Width of a column without one (ours: JeecgBoot gives none). */
export const GENERIC_WIDTH = 150;
/** Default widths: datetime 200, user selector 220, depart selector 160. */
export const DEFAULT_WIDTHS: Partial<Record<GridColumnType, number>> = {
  datetime: 200,
  sel_user: 220,
  sel_depart: 160,
  'row-number': 60,
};
/** Minimum widths: date 135; datetime, user and department selectors 190. */
export const MIN_WIDTHS: Partial<Record<GridColumnType, number>> = {
  date: 135,
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
};
/** Selection, expand and drag columns are 40 px, 60 with statistics (the footer's title goes in the first). */
export const SELECT_COLUMN_WIDTH = 40;
export const SELECT_COLUMN_WIDTH_WITH_STATISTICS = 60;

export const STRUCTURAL_TYPES: ReadonlySet<GridColumnType> = new Set<GridColumnType>([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
]);

export const isStructural = (type: GridColumnType | undefined): type is StructuralType =>
  type !== undefined && STRUCTURAL_TYPES.has(type);

/** A width given as 120 or '120px'; undefined when none or unreadable. */
export function parseWidth(width: number | string | undefined): number | undefined {
  if (typeof width === 'number') return Number.isFinite(width) && width > 0 ? width : undefined;
  const n = Number.parseFloat(width ?? '');
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** A data column's width: its own or its type's default, not below its type's minimum. */
export function columnWidth(column: Pick<GridColumn, 'type' | 'width'>): number {
  const type = column.type ?? 'normal';
  const width = parseWidth(column.width) ?? DEFAULT_WIDTHS[type] ?? GENERIC_WIDTH;
  return Math.max(width, MIN_WIDTHS[type] ?? 0);
}

/** A column as laid out. */
export interface LayoutColumn {
  key: string;
  type: GridColumnType;
  def: GridColumn;
  width: number;
  structural: boolean;
}

export interface LayoutOptions {
  rowNumber?: boolean;
  rowSelection?: boolean;
  rowSelectionType?: 'checkbox' | 'radio';
  rowExpand?: boolean;
  dragSort?: boolean;
  /** Column keys the user may not see (authPre). */
  excluded?: ReadonlySet<string>;
}

export interface GridLayout {
  /** The drawn columns, structural ones first (drag, expand, selection, number), hidden ones left out. */
  columns: LayoutColumn[];
  /** Every value column (hidden ones included): defaults of new rows and rules. */
  dataColumns: GridColumn[];
  hasStatistics: boolean;
  totalWidth: number;
  selection: 'checkbox' | 'radio' | null;
  dragSort: boolean;
  rowExpand: boolean;
}

const STRUCTURAL_KEYS: Record<StructuralType, string> = {
  'row-drag-sort': '__drag',
  'row-expand': '__expand',
  'row-checkbox': '__select',
  'row-radio': '__select',
  'row-number': '__number',
};

/**
 * The columns as drawn (JVxeTable's order): drag handle, expand, selection, row number, then the value columns.
 * Each structural column shows when its prop is on or a column of its type is listed (which then gives its title
 * and width). Columns excluded by the auth prefix are left out altogether.
 */
export function layoutColumns(columns: readonly GridColumn[], options: LayoutOptions = {}): GridLayout {
  const excluded = options.excluded ?? new Set<string>();
  const given = new Map<StructuralType, GridColumn>();
  const dataColumns: GridColumn[] = [];
  for (const column of columns) {
    if (excluded.has(column.key)) continue;
    if (isStructural(column.type)) given.set(column.type, column);
    else dataColumns.push(column);
  }
  const hasStatistics = dataColumns.some((c) => (c.statistics ?? []).length > 0);
  const selectionType =
    options.rowSelectionType === 'radio' || (given.has('row-radio') && !given.has('row-checkbox'))
      ? 'row-radio'
      : 'row-checkbox';
  const wanted: [StructuralType, boolean][] = [
    ['row-drag-sort', Boolean(options.dragSort) || given.has('row-drag-sort')],
    ['row-expand', Boolean(options.rowExpand) || given.has('row-expand')],
    [selectionType, Boolean(options.rowSelection) || given.has('row-checkbox') || given.has('row-radio')],
    ['row-number', Boolean(options.rowNumber) || given.has('row-number')],
  ];
  const laid: LayoutColumn[] = [];
  for (const [type, on] of wanted) {
    if (!on) continue;
    const own = given.get(type);
    const fallback =
      type === 'row-number'
        ? (DEFAULT_WIDTHS['row-number'] ?? 60)
        : hasStatistics && laid.length === 0
          ? SELECT_COLUMN_WIDTH_WITH_STATISTICS
          : SELECT_COLUMN_WIDTH;
    const def: GridColumn = { title: type === 'row-number' ? '#' : '', ...own, key: STRUCTURAL_KEYS[type], type };
    laid.push({ key: def.key, type, def, width: parseWidth(own?.width) ?? fallback, structural: true });
  }
  for (const def of dataColumns) {
    const type = def.type ?? 'normal';
    if (type === 'hidden') continue;
    laid.push({ key: def.key, type, def, width: columnWidth(def), structural: false });
  }
  const has = (type: StructuralType) => laid.some((c) => c.type === type);
  return {
    columns: laid,
    dataColumns,
    hasStatistics,
    totalWidth: laid.reduce((sum, c) => sum + c.width, 0),
    selection: has('row-checkbox') ? 'checkbox' : has('row-radio') ? 'radio' : null,
    dragSort: has('row-drag-sort'),
    rowExpand: has('row-expand'),
  };
}

/** authPre as JeecgBoot reads it: a prefix always ending with ':' ('' stays ''). */
export const normalizeAuthPre = (authPre: string | undefined): string =>
  !authPre ? '' : authPre.endsWith(':') ? authPre : `${authPre}:`;
