/**
 * What the user does to the grid: the cursor (active cell, edit mode), the keyboard, edits taken or taken back,
 * tree expansion, the toolbar's clicks (insert ignored within 1500 ms, others within 300 ms) and the ref handle.
 * No React: the component renders from `cursor` and the store, and hands the DOM events in.
 */
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { cellKind } from './cell-registry';
import { CLICK_DEBOUNCE_MS, FAST_CLICK_MESSAGE, INSERT_INTERVAL_MS, type GridLayout } from './grid-columns';
import type { DisplayRow, GridStore } from './grid-store';
import type { GridError, GridRow, GridTreeConfig, ValueChangeEvent } from './grid-types';
import { loadTreeChildren } from './tree-loader';

export interface Cursor {
  rowId: string;
  key: string;
  editing: boolean;
}

/** The grid's latest state and callbacks, handed over at every render. */
export interface ControllerProps {
  layout: GridLayout;
  /** The body's lines (the current page). */
  lines: readonly DisplayRow[];
  disabled: boolean;
  tree: GridTreeConfig | undefined;
  treeKey: string | null;
  onValueChange?: (event: ValueChangeEvent) => void;
  onSelectionChange?: (rows: GridRow[]) => void;
  onRowsAdded?: (rows: GridRow[]) => void;
  onRowsRemoved?: (rows: GridRow[]) => void;
  /** Shows the page holding a row. */
  reveal: (rowId: string) => void;
  /** Asks before removing (确定要删除这 N 项吗?). */
  confirmRemove: (count: number) => Promise<boolean>;
}

/** validateAndGetAll's rejection. */
export class GridValidationError extends Error {
  readonly errors: GridError[];
  constructor(errors: GridError[]) {
    super(errors[0]?.message ?? 'invalid');
    this.name = 'GridValidationError';
    this.errors = errors;
  }
}

interface KeyEventLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

const PAGE_LINES = 6;

/** Which element a focus or click belongs to: the grid cell around it. */
export const cellOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-col-key][data-row-id]') : null;

/**
 * An event from a pop-up of a cell (a list or a dialog in a portal of its own), not from the grid: the grid's own
 * portal (a grid inside a dialog or drawer) does not count.
 */
export const inPopup = (target: EventTarget | null, root: Element | null) => {
  const portal = target instanceof Element ? target.closest('[data-portal-node]') : null;
  return portal !== null && !(root && portal.contains(root));
};

/** Enter keeps an edit in text boxes and native selects; buttons, comboboxes open and lists handle it themselves. */
function commitsOnEnter(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.getAttribute('aria-expanded') === 'true') return false;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'button'].includes(target.type);
}

const INNER_CONTROLS = 'button, a, input, select, textarea, label, [role="checkbox"], [role="radio"], [role="button"]';

export class GridController {
  cursor: Cursor | null = null;
  /** A cell to focus after the next render (`into`: its editor). */
  focusRequest: { rowId: string; key: string; into: boolean } | null = null;
  dragging = false;
  private editStart: { rowId: string; key: string; value: unknown; wasEdited: boolean } | null = null;
  private lastInsert = Number.NEGATIVE_INFINITY;
  private lastClick = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: GridStore,
    private readonly render: (cursor: Cursor | null) => void,
    public props: ControllerProps,
  ) {}

  /* --- cursor --- */

  private setCursor(next: Cursor | null) {
    this.cursor = next;
    this.render(next);
  }

  moveTo(rowId: string, key: string, focus = true) {
    if (focus) this.focusRequest = { rowId, key, into: false };
    this.setCursor({ rowId, key, editing: false });
  }

  private columnOf(key: string) {
    return this.props.layout.columns.find((c) => c.key === key);
  }

  isEditable(rowId: string, key: string): boolean {
    const column = this.columnOf(key);
    if (!column || column.structural || this.props.disabled || column.def.disabled) return false;
    return Boolean(cellKind(column.type).Editor) && this.store.getRow(rowId) !== undefined;
  }

  startEdit(rowId: string, key: string) {
    if (!this.isEditable(rowId, key)) return;
    this.editStart = {
      rowId,
      key,
      value: this.store.getRow(rowId)?.[key],
      wasEdited: this.store.isEdited(rowId),
    };
    this.focusRequest = { rowId, key, into: true };
    this.setCursor({ rowId, key, editing: true });
  }

  /** Leaves edit mode: `commit` keeps the value (normalised by its type), else the old value comes back. */
  finishEditing(commit = true, refocus = true) {
    const cursor = this.cursor;
    if (!cursor?.editing) return;
    const start = this.editStart;
    this.editStart = null;
    if (start && !commit) {
      this.store.restoreCell(start.rowId, start.key, start.value, start.wasEdited);
    } else {
      const kind = cellKind(this.columnOf(cursor.key)?.type ?? 'normal');
      if (kind.commit)
        this.setCell(cursor.rowId, cursor.key, kind.commit(this.store.getRow(cursor.rowId)?.[cursor.key]));
    }
    void this.store.validateCell(cursor.rowId, cursor.key);
    if (refocus) this.focusRequest = { rowId: cursor.rowId, key: cursor.key, into: false };
    this.setCursor({ ...cursor, editing: false });
  }

  /* --- values --- */

  setCell = (rowId: string, key: string, value: unknown) => {
    const wasSelected = this.store.isSelected(rowId);
    const result = this.store.setCell(rowId, key, value);
    if (!result || Object.is(result.oldValue, value)) return;
    const column = this.props.layout.dataColumns.find((c) => c.key === key);
    if (column)
      this.props.onValueChange?.({
        row: result.row,
        rowId,
        column,
        value,
        oldValue: result.oldValue,
        setRowValues: (values) => this.fill(rowId, values),
      });
    void this.store.validateCell(rowId, key);
    // A tree row selected by its number (above 0)
    if (!wasSelected && this.store.isSelected(rowId)) this.props.onSelectionChange?.(this.store.selectedRows());
  };

  fill = (rowId: string, values: GridRow) => {
    for (const [key, value] of Object.entries(values)) this.setCell(rowId, key, value);
  };

  /**
   * A row saved in another session (live updates): its values patch the row with the same key, if this grid has it
   * — all but the key, tree children, the drag-sort number (the order here is this page's) and the cell being edited
   * here. The row is not marked edited; the messages of its failing cells are checked again. Answers the row's id,
   * or null when the grid does not have it.
   */
  applyRemoteRow(row: GridRow): string | null {
    const id = this.store.idOf(row);
    if (id === '' || !this.store.getRow(id)) return null;
    const { rowKey, dragSortKey } = this.store.settings;
    const cursor = this.cursor;
    const editingKey = cursor?.editing && cursor.rowId === id ? cursor.key : null;
    const values: GridRow = {};
    for (const [key, value] of Object.entries(row)) {
      if (key === rowKey || key === 'children' || key === dragSortKey || key === editingKey) continue;
      values[key] = value;
    }
    this.store.patchRow(id, values);
    const failing = Object.keys(this.store.rowErrors(id) ?? {}).filter((key) => key in values);
    if (failing.length > 0) void this.store.validate({ rowIds: [id], keys: failing });
    return id;
  }

  /* --- selection, expansion --- */

  setSelected = (rowId: string, on: boolean) => {
    this.store.setSelected(rowId, on);
    this.props.onSelectionChange?.(this.store.selectedRows());
  };

  selectAll = (on: boolean) => {
    this.store.selectAll(on);
    this.props.onSelectionChange?.(this.store.selectedRows());
  };

  toggleDetail = (rowId: string) => this.store.toggleDetail(rowId);

  /** Expands or collapses a tree row; its children load on the first expand ('loading...' meanwhile). */
  toggleExpand = async (rowId: string) => {
    const row = this.store.getRow(rowId);
    if (!row) return;
    if (this.store.isExpanded(rowId)) {
      this.store.setExpanded(rowId, false);
      return;
    }
    this.store.setExpanded(rowId, true);
    const tree = this.props.tree;
    if (!tree || this.store.childrenLoaded(rowId) || !this.store.hasChildren(row) || this.store.isLoading(rowId)) {
      return;
    }
    this.store.setLoading(rowId, true);
    try {
      this.store.setChildren(rowId, await loadTreeChildren(tree, rowId, row));
    } catch (error) {
      this.store.setExpanded(rowId, false);
      if (!(error instanceof ApiError)) notify({ intent: 'error', message: (error as Error).message });
    } finally {
      this.store.setLoading(rowId, false);
    }
  };

  /* --- toolbar --- */

  /** 新增: ignored (with 'You clicked too fast, please slow down!') within 1500 ms of the previous insertion. */
  clickAdd = () => {
    const now = Date.now();
    if (now - this.lastInsert < INSERT_INTERVAL_MS) {
      notify({ intent: 'warning', message: FAST_CLICK_MESSAGE });
      return;
    }
    this.lastInsert = now;
    const [row] = this.add([{}]);
    const first = this.props.layout.columns.find((c) => !c.structural);
    if (row && first) {
      const rowId = this.store.idOf(row);
      this.props.reveal(rowId);
      this.moveTo(rowId, first.key);
    }
  };

  /** Other toolbar clicks: a click within 300 ms of the previous one is ignored. */
  private debounced(action: () => void) {
    const now = Date.now();
    if (now - this.lastClick < CLICK_DEBOUNCE_MS) return;
    this.lastClick = now;
    action();
  }

  clickRemove = () =>
    this.debounced(() => {
      const ids = this.store.selectedRows().map(this.store.idOf);
      if (ids.length === 0) return;
      void this.props.confirmRemove(ids.length).then((ok) => ok && this.remove(ids));
    });

  clickClearSelection = () => this.debounced(() => this.clearSelection());

  add(records: readonly GridRow[], index?: number): GridRow[] {
    const rows = this.store.insert(records, index);
    this.props.onRowsAdded?.(rows);
    return rows;
  }

  remove(ids: readonly string[]) {
    const wasSelected = ids.some((id) => this.store.isSelected(id));
    if (this.cursor && ids.includes(this.cursor.rowId)) this.setCursor(null);
    const removed = this.store.remove(ids);
    if (removed.length > 0) this.props.onRowsRemoved?.(removed);
    if (wasSelected) this.props.onSelectionChange?.(this.store.selectedRows());
  }

  clearSelection() {
    this.store.clearSelection();
    this.props.onSelectionChange?.([]);
  }

  /* --- DOM events --- */

  click(target: EventTarget | null) {
    const cell = cellOf(target);
    const { rowId, colKey } = cell?.dataset ?? {};
    if (!cell || !rowId || !colKey) return;
    const cursor = this.cursor;
    if (cursor?.editing && cursor.rowId === rowId && cursor.key === colKey) return;
    const inner = target instanceof Element ? target.closest(INNER_CONTROLS) : null;
    const onControl = inner !== null && inner !== cell && cell.contains(inner);
    if (cursor?.editing) this.finishEditing(true, false);
    if (!onControl && this.isEditable(rowId, colKey)) this.startEdit(rowId, colKey);
    else if (this.cursor?.rowId !== rowId || this.cursor.key !== colKey) this.moveTo(rowId, colKey, false);
  }

  focusIn(target: EventTarget | null, root: Element | null) {
    if (inPopup(target, root)) return;
    const cell = cellOf(target);
    const { rowId, colKey } = cell?.dataset ?? {};
    if (!rowId || !colKey) return;
    const cursor = this.cursor;
    if (cursor?.rowId === rowId && cursor.key === colKey) return;
    if (cursor?.editing) this.finishEditing(true, false);
    this.setCursor({ rowId, key: colKey, editing: false });
  }

  /** Focus leaving the edited cell (not into its pop-ups) keeps the edit. */
  focusOut(root: HTMLElement, next: EventTarget | null) {
    const cursor = this.cursor;
    if (!cursor?.editing || inPopup(next, root)) return;
    const cell = findCell(root, cursor.rowId, cursor.key);
    if (next instanceof Node && cell?.contains(next)) return;
    this.finishEditing(true, false);
  }

  private navigable(): DisplayRow[] {
    return this.props.lines.filter((line) => line.kind === 'row');
  }

  /** Moves the cursor by lines and columns; false when there is nowhere to go. */
  private step(dLine: number, dCol: number, wrap = false): boolean {
    const cursor = this.cursor;
    const lines = this.navigable();
    const columns = this.props.layout.columns;
    if (!cursor || lines.length === 0) return false;
    let line = lines.findIndex((l) => l.rowId === cursor.rowId);
    let col = columns.findIndex((c) => c.key === cursor.key);
    if (line < 0 || col < 0) return false;
    col += dCol;
    if (wrap && col >= columns.length) [line, col] = [line + 1, 0];
    if (wrap && col < 0) [line, col] = [line - 1, columns.length - 1];
    line = wrap ? line : Math.min(Math.max(line + dLine, 0), lines.length - 1);
    col = Math.min(Math.max(col, 0), columns.length - 1);
    const target = lines[line];
    if (!target || (target.rowId === cursor.rowId && columns[col]!.key === cursor.key)) return false;
    this.moveTo(target.rowId, columns[col]!.key);
    return true;
  }

  private activate(rowId: string, key: string) {
    const column = this.columnOf(key);
    if (!column) return;
    if (column.type === 'row-expand') this.toggleDetail(rowId);
    else if (column.type === 'row-checkbox') this.setSelected(rowId, !this.store.isSelected(rowId));
    else if (column.type === 'row-radio') this.setSelected(rowId, true);
    else if (!column.structural && !this.props.disabled && !column.def.disabled && cellKind(column.type).toggle) {
      const value = this.store.getRow(rowId)?.[key];
      this.setCell(rowId, key, cellKind(column.type).toggle!(value, column.def));
    } else if (key === this.props.treeKey) void this.toggleExpand(rowId);
  }

  /** Arrows move, Enter (or F2) edits, Escape takes the edit back, Tab moves on, Space toggles. */
  keyDown(event: KeyEventLike, root: Element | null) {
    if (this.dragging || event.defaultPrevented || inPopup(event.target, root)) return;
    const cursor = this.cursor;
    if (!cursor) return;
    if (cursor.editing) {
      const expanded = event.target instanceof Element && event.target.getAttribute('aria-expanded') === 'true';
      if (event.key === 'Escape' && !expanded) {
        event.preventDefault();
        this.finishEditing(false);
      } else if (event.key === 'Enter' && !event.shiftKey && !event.altKey && commitsOnEnter(event.target)) {
        event.preventDefault();
        this.finishEditing(true);
      } else if (event.key === 'Tab') {
        this.finishEditing(true);
        if (this.step(0, event.shiftKey ? -1 : 1, true)) event.preventDefault();
      }
      return;
    }
    const onCell = cellOf(event.target) === event.target;
    const ctrl = event.ctrlKey || event.metaKey;
    let moved = true;
    switch (event.key) {
      case 'ArrowUp':
        this.step(-1, 0);
        break;
      case 'ArrowDown':
        this.step(1, 0);
        break;
      case 'ArrowLeft':
        this.step(0, -1);
        break;
      case 'ArrowRight':
        this.step(0, 1);
        break;
      case 'PageUp':
        this.step(-PAGE_LINES, 0);
        break;
      case 'PageDown':
        this.step(PAGE_LINES, 0);
        break;
      case 'Home':
        this.step(ctrl ? -Number.MAX_SAFE_INTEGER : 0, -Number.MAX_SAFE_INTEGER);
        break;
      case 'End':
        this.step(ctrl ? Number.MAX_SAFE_INTEGER : 0, Number.MAX_SAFE_INTEGER);
        break;
      case 'Tab':
        moved = this.step(0, event.shiftKey ? -1 : 1, true);
        break;
      case 'Enter':
      case 'F2':
        if (!onCell) return;
        if (this.isEditable(cursor.rowId, cursor.key)) this.startEdit(cursor.rowId, cursor.key);
        else this.activate(cursor.rowId, cursor.key);
        break;
      case ' ':
        if (!onCell) return;
        this.activate(cursor.rowId, cursor.key);
        break;
      default:
        return;
    }
    if (moved) event.preventDefault();
  }

  /* --- the ref handle --- */

  async validateTable(): Promise<GridError[] | null> {
    if (this.cursor?.editing) this.finishEditing(true, false);
    const errors = await this.store.validate();
    const first = errors[0];
    if (!first) return null;
    if (this.store.getRow(first.rowId) && this.store.topRows().some((r) => this.store.idOf(r) === first.rowId)) {
      this.props.reveal(first.rowId);
      this.moveTo(first.rowId, first.key);
    }
    return errors;
  }

  /** Forgets the cursor (the rows are replaced). */
  reset() {
    this.setCursor(null);
  }
}

/** The cell element of a row and column, if it is rendered. */
export function findCell(root: ParentNode, rowId: string, key: string): HTMLElement | null {
  for (const cell of root.querySelectorAll<HTMLElement>('[data-col-key][data-row-id]')) {
    if (cell.dataset.rowId === rowId && cell.dataset.colKey === key) return cell;
  }
  return null;
}
