import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { tokens } from '@fluentui/react-components';
import type { GridColumn, GridRow, GridSize, SlotContext } from '../grid-types';

/** What every cell view and editor is given. */
export interface CellProps {
  column: GridColumn;
  row: GridRow;
  rowId: string;
  /** Position of the line in the body. */
  rowIndex: number;
  value: unknown;
  size: GridSize;
  disabled: boolean;
  /** Sets this cell. */
  onChange: (value: unknown) => void;
  /** Sets other cells of the row too (a popup's target fields). */
  onFill: (values: GridRow) => void;
  /** An editor is done (a dialog confirmed or closed): the cell leaves edit mode; `commit` false restores the value. */
  onDone: (commit?: boolean) => void;
  /** A slot column's renderer. */
  slot?: (context: SlotContext) => ReactNode;
  /** An interactive view's control takes the focus of the cell (0 when the cell is the active one). */
  controlTabIndex: 0 | -1;
}

/** How a column type shows and edits (one entry per type of the registry). */
export interface CellKind {
  /** The read view (cheap: 10,000 rows show it). */
  View: ComponentType<CellProps>;
  /** The editor, mounted only while the cell is edited; without one the cell cannot be edited. */
  Editor?: ComponentType<CellProps>;
  /** The view is the control itself (a checkbox, a slot): no edit mode; the focus goes to the control. */
  interactive?: boolean;
  /** The value kept when editing ends (number: a number or empty). */
  commit?: (value: unknown) => unknown;
  /** Space on the focused cell. */
  toggle?: (value: unknown, column: GridColumn) => unknown;
  /** The value is not text to align left (numbers right, controls centred). */
  align?: 'left' | 'center' | 'right';
}

/** Fluent control size of a grid size. */
export const controlSize = (size: GridSize): 'small' | 'medium' => (size === 'medium' ? 'medium' : 'small');

/**
 * Read views style themselves inline, not with a style hook: dozens mount at every scroll step, and a Griffel hook
 * inserts its rules at each mount.
 */
export const VIEW_TEXT: CSSProperties = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
};
export const VIEW_BOX: CSSProperties = {
  margin: 0,
  width: 16,
  height: 16,
  accentColor: tokens.colorBrandBackground,
  cursor: 'pointer',
};
