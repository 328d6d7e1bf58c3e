import { createRef } from 'react';
import { screen, within } from '@testing-library/react';
import { EditableGrid } from '@/components/widgets/editable-grid';
import type { EditableGridHandle, EditableGridProps } from '@/components/widgets/editable-grid';
import type { PermissionResult } from '@/domain/permission-types';
import { renderWithClient } from '../widgets/test-utils';

export const GRID_NAME = '测试表格';

type Props = Partial<EditableGridProps> & Pick<EditableGridProps, 'columns' | 'dataSource'>;

/** Renders a grid with the app's providers; `handle()` is its ref handle. */
export function renderGrid(props: Props, permissions: PermissionResult | null = null) {
  const ref = createRef<EditableGridHandle>();
  const result = renderWithClient(<EditableGrid aria-label={GRID_NAME} ref={ref} {...props} />, permissions);
  return { ...result, handle: () => ref.current! };
}

export const theGrid = () =>
  screen.queryByRole('grid', { name: GRID_NAME }) ?? screen.getByRole('treegrid', { name: GRID_NAME });

/** The cell of a row id and column key (null when not rendered). */
export const cellOf = (rowId: string, key: string): HTMLElement | null =>
  theGrid().querySelector<HTMLElement>(`[data-row-id="${rowId}"][data-col-key="${key}"]`);

export const cell = (rowId: string, key: string): HTMLElement => {
  const found = cellOf(rowId, key);
  if (!found) throw new Error(`no cell ${rowId}/${key}`);
  return found;
};

/** The body's rows (not the header, not the footers). */
export const bodyRows = () =>
  within(theGrid())
    .getAllByRole('row')
    .filter((row) => row.closest('[role="rowgroup"]') === theGrid().querySelectorAll('[role="rowgroup"]')[1]);
