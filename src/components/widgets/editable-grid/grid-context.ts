import { createContext, useContext, type ReactNode } from 'react';
import type { GridLayout } from './grid-columns';
import type { GridStore } from './grid-store';
import type { GridRow, GridSize, SlotContext } from './grid-types';

/** What cells do to the grid (stable: the grid's latest state is read when they are called). */
export interface GridActions {
  setCell: (rowId: string, key: string, value: unknown) => void;
  fill: (rowId: string, values: GridRow) => void;
  /** An editor is done (a dialog confirmed or closed); `commit` false restores the value. */
  finishEditing: (commit?: boolean) => void;
  toggleExpand: (rowId: string) => void;
  toggleDetail: (rowId: string) => void;
  setSelected: (rowId: string, on: boolean) => void;
  selectAll: (on: boolean) => void;
}

export interface GridContextValue {
  store: GridStore;
  layout: GridLayout;
  size: GridSize;
  disabled: boolean;
  bordered: boolean;
  slots: Record<string, (context: SlotContext) => ReactNode> | undefined;
  actions: GridActions;
  /** The column showing the tree's toggles (the first value column of a tree table). */
  treeKey: string | null;
  renderExpand: ((row: GridRow) => ReactNode) | undefined;
}

export const GridContext = createContext<GridContextValue | null>(null);

export function useGrid(): GridContextValue {
  const value = useContext(GridContext);
  if (!value) throw new Error('EditableGrid parts must render inside EditableGrid');
  return value;
}
