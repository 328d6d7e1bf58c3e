/**
 * The editable grid's rows outside React (pure: no React, no DOM): new rows with temporary ids, edited rows, delete
 * records, selection, tree children, drag-sort numbers and the cells' rule messages. The component subscribes to it;
 * the ref handle reads it, so a value set a moment ago is read back at once.
 */
import { cellText, hasUniqueRule, validateCellNow } from './grid-rules';
import { createCellValue, statNumber } from './cell-values';
import type { GridColumn, GridError, GridRow } from './grid-types';

export interface StoreConfig {
  rowKey: string;
  /** The drag-sort number's key, or null without drag sort. */
  dragSortKey: string | null;
  tree: boolean;
  /** Tree tables: a number above 0 in this key selects the row. */
  autoSelectKey: string;
  selection: 'checkbox' | 'radio' | null;
  /** The value columns (defaults and rules). */
  columns: readonly GridColumn[];
}

/** One line of the grid body. */
export interface DisplayRow {
  kind: 'row' | 'placeholder' | 'detail';
  /** The row's id (a placeholder's `{parent}_loadChild`, a detail's `{id}:detail`). */
  key: string;
  rowId: string;
  row: GridRow;
  depth: number;
  /** 1-based number among the lines shown (the row-number column). */
  number: number;
  hasChildren: boolean;
  expanded: boolean;
}

export const TREE_PLACEHOLDER = 'loading...';

let lastTemp = 0;
/** A temporary id of a new row (dropped when the row is read back as data). */
export const temporaryId = () => `row_${Date.now().toString(36)}_${(++lastTemp).toString(36)}`;

type Listener = () => void;

export class GridStore {
  private config: StoreConfig;
  private version = 0;
  private readonly listeners = new Set<Listener>();
  /** Top-level rows, in order. */
  private rows: GridRow[] = [];
  private readonly children = new Map<string, GridRow[]>();
  private readonly parents = new Map<string, string | null>();
  private readonly loadingIds = new Set<string>();
  private readonly expandedIds = new Set<string>();
  private readonly leafIds = new Set<string>();
  private readonly detailIds = new Set<string>();
  private readonly newIds = new Set<string>();
  private readonly editedIds = new Set<string>();
  private removed: GridRow[] = [];
  private readonly selectedIds = new Set<string>();
  /** Rows patched by another session a moment ago (the reload effect). */
  private readonly reloadedIds = new Set<string>();
  private errors = new Map<string, Readonly<Record<string, string>>>();
  private readonly checks = new Map<string, number>();

  constructor(config: StoreConfig) {
    this.config = config;
  }

  configure(config: StoreConfig) {
    this.config = config;
  }

  get settings(): Readonly<StoreConfig> {
    return this.config;
  }

  /* --- subscription (useSyncExternalStore) --- */

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getVersion = () => this.version;

  private changed() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  /* --- rows --- */

  idOf = (row: GridRow): string => cellText(row[this.config.rowKey]);

  /** Replaces every row: nothing new, edited or removed any more. `asNew` loads them as added rows. */
  load(data: readonly GridRow[], asNew = false) {
    this.children.clear();
    this.parents.clear();
    this.loadingIds.clear();
    this.expandedIds.clear();
    this.leafIds.clear();
    this.detailIds.clear();
    this.newIds.clear();
    this.editedIds.clear();
    this.removed = [];
    this.selectedIds.clear();
    this.reloadedIds.clear();
    this.errors = new Map();
    this.rows = this.adopt(data, null, asNew);
    this.renumber(false);
    this.changed();
  }

  /** Rows taken in: a row without an id gets a temporary one and counts as new; tree children go to the map. */
  private adopt(data: readonly GridRow[], parent: string | null, asNew: boolean): GridRow[] {
    return data.map((source) => {
      // Rows are never changed in place (edits replace them), so a row with its id is kept as given: copying 10,000
      // rows on load left a major collection for the first scroll.
      const row: GridRow = this.config.tree || this.idOf(source) === '' ? { ...source } : source;
      const children = this.config.tree ? row.children : undefined;
      if (this.config.tree) delete row.children;
      if (this.idOf(row) === '') {
        row[this.config.rowKey] = temporaryId();
        this.newIds.add(this.idOf(row));
      } else if (asNew) {
        this.newIds.add(this.idOf(row));
      }
      const id = this.idOf(row);
      this.parents.set(id, parent);
      if (Array.isArray(children)) {
        const kids = this.adopt(children as GridRow[], id, asNew);
        if (kids.length > 0) this.children.set(id, kids);
        else this.leafIds.add(id);
      }
      return row;
    });
  }

  private flattened: { version: number; rows: GridRow[] } | null = null;

  /** Every row loaded (tree children after their parent), placeholders aside; the same array until a change. */
  allRows(): GridRow[] {
    if (!this.config.tree) return this.rows;
    if (this.flattened?.version === this.version) return this.flattened.rows;
    const out: GridRow[] = [];
    const walk = (list: readonly GridRow[]) => {
      for (const row of list) {
        out.push(row);
        const kids = this.children.get(this.idOf(row));
        if (kids) walk(kids);
      }
    };
    walk(this.rows);
    this.flattened = { version: this.version, rows: out };
    return out;
  }

  topRows(): readonly GridRow[] {
    return this.rows;
  }

  getRow(id: string): GridRow | undefined {
    const list = this.listOf(id);
    return list?.find((row) => this.idOf(row) === id);
  }

  private listOf(id: string): GridRow[] | undefined {
    const parent = this.parents.get(id);
    if (parent === undefined) return undefined;
    return parent === null ? this.rows : this.children.get(parent);
  }

  isNew = (id: string) => this.newIds.has(id);
  isEdited = (id: string) => this.editedIds.has(id);

  /** A new row: the columns' default values where the record has none, a temporary id unless given. */
  createRow(record: GridRow = {}): GridRow {
    const row: GridRow = { ...record };
    for (const column of this.config.columns) {
      const current = row[column.key];
      if (current === undefined || current === null || current === '') {
        const value = createCellValue(column);
        if (value !== undefined) row[column.key] = value;
      }
    }
    if (this.idOf(row) === '') row[this.config.rowKey] = temporaryId();
    return row;
  }

  /** Adds rows at `index` (default the end); they are new. */
  insert(records: readonly GridRow[], index = this.rows.length): GridRow[] {
    const rows = records.map((record) => this.createRow(record));
    for (const row of rows) {
      this.newIds.add(this.idOf(row));
      this.parents.set(this.idOf(row), null);
    }
    const at = Math.min(Math.max(index, 0), this.rows.length);
    this.rows = [...this.rows.slice(0, at), ...rows, ...this.rows.slice(at)];
    this.renumber(true);
    this.changed();
    return rows.map((row) => this.getRow(this.idOf(row)) ?? row);
  }

  /** Removes top-level rows: those from the server become delete records. A tree table refuses (throws). */
  remove(ids: readonly string[]): GridRow[] {
    if (this.config.tree) throw new Error('[EditableGrid] remove is not supported on a tree table');
    const gone = new Set(ids);
    const removed = this.rows.filter((row) => gone.has(this.idOf(row)));
    if (removed.length === 0) return [];
    for (const row of removed) {
      const id = this.idOf(row);
      if (this.newIds.has(id)) this.newIds.delete(id);
      else this.removed.push({ ...row });
      this.editedIds.delete(id);
      this.selectedIds.delete(id);
      this.reloadedIds.delete(id);
      this.detailIds.delete(id);
      this.parents.delete(id);
      this.errors.delete(id);
    }
    this.rows = this.rows.filter((row) => !gone.has(this.idOf(row)));
    this.renumber(true);
    this.changed();
    return removed;
  }

  /** Moves a top-level row from one position to another. */
  move(from: number, to: number) {
    const target = Math.min(Math.max(to, 0), this.rows.length - 1);
    if (from === target || !this.rows[from]) return;
    const next = [...this.rows];
    const [row] = next.splice(from, 1);
    next.splice(target, 0, row!);
    this.rows = next;
    this.renumber(true);
    this.changed();
  }

  /** With drag sort, orderNum counts from 1 in row order; `mark` counts changed rows as edited. */
  private renumber(mark: boolean) {
    const key = this.config.dragSortKey;
    if (!key) return;
    this.rows = this.rows.map((row, index) => {
      if (row[key] === index + 1) return row;
      const id = this.idOf(row);
      if (mark && !this.newIds.has(id)) this.editedIds.add(id);
      return { ...row, [key]: index + 1 };
    });
  }

  /** Sets a cell; an edit of a row from the server marks it edited. Returns the old value (undefined: no row). */
  setCell(id: string, key: string, value: unknown): { row: GridRow; oldValue: unknown } | undefined {
    const list = this.listOf(id);
    const index = list?.findIndex((row) => this.idOf(row) === id) ?? -1;
    if (!list || index < 0) return undefined;
    const old = list[index]!;
    if (Object.is(old[key], value)) return { row: old, oldValue: value };
    const row = { ...old, [key]: value };
    const next = [...list];
    next[index] = row;
    const parent = this.parents.get(id) ?? null;
    if (parent === null) this.rows = next;
    else this.children.set(parent, next);
    if (!this.newIds.has(id)) this.editedIds.add(id);
    if (this.config.tree && key === this.config.autoSelectKey && statNumber(value) > 0) this.selectedIds.add(id);
    this.changed();
    return { row, oldValue: old[key] };
  }

  /**
   * Values saved in another session (live updates): set on the row as they are, without marking it edited (they are
   * the server's). Returns false when the row is not here.
   */
  patchRow(id: string, values: GridRow): boolean {
    const list = this.listOf(id);
    const index = list?.findIndex((row) => this.idOf(row) === id) ?? -1;
    if (!list || index < 0) return false;
    const next = [...list];
    next[index] = { ...list[index], ...values };
    const parent = this.parents.get(id) ?? null;
    if (parent === null) this.rows = next;
    else this.children.set(parent, next);
    this.changed();
    return true;
  }

  isReloaded = (id: string) => this.reloadedIds.has(id);

  /** Shows (or ends) a row's reload effect. */
  setReloaded(id: string, on: boolean) {
    if (this.reloadedIds.has(id) === on) return;
    if (on) this.reloadedIds.add(id);
    else this.reloadedIds.delete(id);
    this.changed();
  }

  /** An edit taken back (Escape): the old value, and the row unmarked when it was not edited before. */
  restoreCell(id: string, key: string, value: unknown, wasEdited: boolean) {
    this.setCell(id, key, value);
    if (!wasEdited) this.editedIds.delete(id);
  }

  /* --- read back as data --- */

  private asData(row: GridRow, deep: boolean): GridRow {
    const id = this.idOf(row);
    const data: GridRow = { ...row };
    if (this.newIds.has(id)) delete data[this.config.rowKey];
    if (deep && this.config.tree) {
      const kids = this.children.get(id);
      if (kids) data.children = kids.map((kid) => this.asData(kid, true));
    }
    return data;
  }

  /** Every row (or the given ones) as data: new rows without their temporary id; tree rows with loaded children. */
  tableData(rowIds?: readonly string[]): GridRow[] {
    if (rowIds && rowIds.length > 0) {
      return rowIds.map((id) => this.getRow(id)).flatMap((row) => (row ? [this.asData(row, true)] : []));
    }
    return this.rows.map((row) => this.asData(row, true));
  }

  newData = (): GridRow[] =>
    this.allRows().flatMap((r) => (this.newIds.has(this.idOf(r)) ? [this.asData(r, false)] : []));
  editedData = (): GridRow[] =>
    this.allRows().flatMap((r) => (this.editedIds.has(this.idOf(r)) ? [this.asData(r, false)] : []));
  deleteData = (): GridRow[] => this.removed.map((row) => ({ ...row }));

  /* --- selection --- */

  isSelected = (id: string) => this.selectedIds.has(id);

  selectedRows(): GridRow[] {
    if (this.selectedIds.size === 0) return [];
    return this.allRows().filter((row) => this.selectedIds.has(this.idOf(row)));
  }

  selectedCount = () => this.selectedIds.size;

  setSelected(id: string, on: boolean) {
    if (this.config.selection === 'radio') this.selectedIds.clear();
    if (on) this.selectedIds.add(id);
    else this.selectedIds.delete(id);
    this.changed();
  }

  /** Selects (or clears) every row. */
  selectAll(on: boolean) {
    this.selectedIds.clear();
    if (on) for (const row of this.allRows()) this.selectedIds.add(this.idOf(row));
    this.changed();
  }

  clearSelection() {
    if (this.selectedIds.size === 0) return;
    this.selectedIds.clear();
    this.changed();
  }

  /* --- tree and expanded rows --- */

  isExpanded = (id: string) => this.expandedIds.has(id);
  isLoading = (id: string) => this.loadingIds.has(id);
  isDetailOpen = (id: string) => this.detailIds.has(id);
  childrenLoaded = (id: string) => this.children.has(id);

  /** Has the row children (loaded, or announced by hasChildren and not found empty)? */
  hasChildren(row: GridRow): boolean {
    if (!this.config.tree) return false;
    const id = this.idOf(row);
    const kids = this.children.get(id);
    if (kids) return kids.length > 0;
    return row.hasChildren === true && !this.leafIds.has(id);
  }

  setExpanded(id: string, on: boolean) {
    if (on) this.expandedIds.add(id);
    else this.expandedIds.delete(id);
    this.changed();
  }

  setLoading(id: string, on: boolean) {
    if (on) this.loadingIds.add(id);
    else this.loadingIds.delete(id);
    this.changed();
  }

  /** A parent's children arrived: none makes the parent a leaf. */
  setChildren(parentId: string, rows: readonly GridRow[]) {
    const kids = this.adopt(rows, parentId, false);
    if (kids.length === 0) {
      this.children.delete(parentId);
      this.leafIds.add(parentId);
      this.expandedIds.delete(parentId);
    } else {
      this.children.set(parentId, kids);
    }
    this.changed();
  }

  toggleDetail(id: string) {
    if (this.detailIds.has(id)) this.detailIds.delete(id);
    else this.detailIds.add(id);
    this.changed();
  }

  private displayed: { version: number; offset: number; limit: number; lines: DisplayRow[] } | null = null;

  /**
   * The lines of the body for `limit` top-level rows from `offset` (a page): expanded tree rows are followed by their
   * children (or the 'loading...' placeholder), expanded rows by their detail. Kept until the next change.
   */
  display(offset = 0, limit = Number.POSITIVE_INFINITY): DisplayRow[] {
    const cached = this.displayed;
    if (cached && cached.version === this.version && cached.offset === offset && cached.limit === limit) {
      return cached.lines;
    }
    const rows = Number.isFinite(limit) || offset > 0 ? this.rows.slice(offset, offset + limit) : this.rows;
    const lines: DisplayRow[] = [];
    let number = offset + 1;
    const walk = (list: readonly GridRow[], depth: number) => {
      for (const row of list) {
        const rowId = this.idOf(row);
        const hasChildren = this.hasChildren(row);
        const expanded = hasChildren && this.expandedIds.has(rowId);
        lines.push({ kind: 'row', key: rowId, rowId, row, depth, number: number++, hasChildren, expanded });
        if (this.detailIds.has(rowId)) lines.push(detailLine(rowId, row, depth));
        if (!expanded) continue;
        const kids = this.children.get(rowId);
        if (kids) walk(kids, depth + 1);
        else lines.push(placeholderLine(rowId, depth + 1));
      }
    };
    walk(rows, 0);
    this.displayed = { version: this.version, offset, limit, lines };
    return lines;
  }

  /* --- rules --- */

  rowErrors = (id: string): Readonly<Record<string, string>> | undefined => this.errors.get(id);

  private setError(id: string, key: string, message: string | null) {
    const current = this.errors.get(id);
    if ((current?.[key] ?? null) === message) return false;
    const next: Record<string, string> = { ...current };
    if (message) next[key] = message;
    else delete next[key];
    if (Object.keys(next).length === 0) this.errors.delete(id);
    else this.errors.set(id, next);
    return true;
  }

  /** How often each text occurs in a column (the unique rule). */
  private counts(key: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const row of this.allRows()) {
      const text = cellText(row[key]);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return counts;
  }

  /**
   * Checks cells (default all) and keeps their messages; resolves with the failing ones in row order. A check
   * answering after a newer one of the same cell is dropped.
   */
  async validate(only?: { rowIds?: readonly string[]; keys?: readonly string[] }): Promise<GridError[]> {
    const rows = this.allRows();
    const wantedRows = only?.rowIds ? new Set(only.rowIds) : null;
    const columns = this.config.columns.filter(
      (c) => (c.validateRules ?? []).length > 0 && (!only?.keys || only.keys.includes(c.key)),
    );
    const pending: Promise<void>[] = [];
    const found: GridError[] = [];
    let touched = false;
    columns.forEach((column) => {
      const counts = hasUniqueRule(column.validateRules) ? this.counts(column.key) : null;
      const isDuplicate = (text: string) => (counts?.get(text) ?? 0) > 1;
      rows.forEach((row, rowIndex) => {
        const rowId = this.idOf(row);
        if (wantedRows && !wantedRows.has(rowId)) return;
        const cell = `${rowId}\u0000${column.key}`;
        const seq = (this.checks.get(cell) ?? 0) + 1;
        this.checks.set(cell, seq);
        const record = (message: string | null) => {
          if (this.checks.get(cell) !== seq) return;
          if (this.setError(rowId, column.key, message)) touched = true;
          if (message) found.push({ rowId, rowIndex, key: column.key, title: column.title, message });
        };
        const check = { value: row[column.key], row, column, isDuplicate };
        const message = validateCellNow(column.validateRules, check);
        if (message instanceof Promise) pending.push(message.then(record, () => record(null)));
        else record(message);
      });
    });
    if (touched) this.changed();
    if (pending.length > 0) {
      touched = false;
      await Promise.all(pending);
      if (touched) this.changed();
    }
    const order = new Map(columns.map((c, i) => [c.key, i]));
    return found.sort((a, b) => a.rowIndex - b.rowIndex || (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  }

  /** Checks one cell after an edit; a unique column is checked whole (a duplicate may have gone or come). */
  validateCell(id: string, key: string): Promise<GridError[]> {
    const column = this.config.columns.find((c) => c.key === key);
    if (!column || (column.validateRules ?? []).length === 0) return Promise.resolve([]);
    return this.validate(hasUniqueRule(column.validateRules) ? { keys: [key] } : { rowIds: [id], keys: [key] });
  }
}

function detailLine(rowId: string, row: GridRow, depth: number): DisplayRow {
  return {
    kind: 'detail',
    key: `${rowId}:detail`,
    rowId,
    row,
    depth,
    number: 0,
    hasChildren: false,
    expanded: false,
  };
}

function placeholderLine(parentId: string, depth: number): DisplayRow {
  const key = `${parentId}_loadChild`;
  return { kind: 'placeholder', key, rowId: key, row: {}, depth, number: 0, hasChildren: false, expanded: false };
}
