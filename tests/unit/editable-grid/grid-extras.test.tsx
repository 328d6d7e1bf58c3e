import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EditableGrid,
  EditableGridDemo,
  GRID_COLUMN_TYPES,
  validateGrids,
  type EditableGridHandle,
  type GridColumn,
} from '@/components/widgets/editable-grid';
import { DEMO_COLUMNS } from '@/components/widgets/editable-grid/demo-data';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { bodyRows, cell, renderGrid } from './grid-helpers';

useApiTestBed();
useDialogLayout();
beforeEach(() =>
  setStored(STORAGE_KEYS.dicts, {
    priority: [{ value: 'L', text: '一般' }],
    position_rank: [{ value: '1', text: '正高级' }],
  }),
);

const COLUMNS: GridColumn[] = [{ key: 'name', title: '题目', type: 'input', validateRules: [{ required: true }] }];

describe('expanded rows', () => {
  it('row-expand opens the row’s content beneath it', async () => {
    const user = userEvent.setup();
    renderGrid({
      columns: COLUMNS,
      dataSource: [
        { id: 'a', name: '极限', content: '设数列收敛' },
        { id: 'b', name: '导数' },
      ],
      rowExpand: true,
      renderExpand: (row) => <p>题干：{String(row.content ?? '无')}</p>,
    });
    await user.click(within(cell('a', '__expand')).getByRole('button', { name: '展开' }));
    expect(bodyRows()[1]).toHaveTextContent('题干：设数列收敛');
    expect(within(cell('a', '__expand')).getByRole('button', { name: '收起' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    cell('b', '__expand').focus();
    await user.keyboard('{Enter}');
    expect(bodyRows()).toHaveLength(4);
  });
});

describe('validateGrids (sub-tables, in order)', () => {
  it('reports the first failing grid by its index; else every grid’s values', async () => {
    const first = { current: null as EditableGridHandle | null };
    const second = { current: null as EditableGridHandle | null };
    renderWithClient(
      <>
        <EditableGridForTest handle={first} rows={[{ id: 'a', name: '极限' }]} />
        <EditableGridForTest handle={second} rows={[{ id: 'b', name: '' }]} />
      </>,
    );
    let result: Awaited<ReturnType<typeof validateGrids>> | undefined;
    await act(async () => {
      result = await validateGrids([first.current, second.current]);
    });
    expect(result).toMatchObject({ ok: false, index: 1, errors: [{ rowId: 'b', message: '请输入题目!' }] });
    act(() => second.current!.setValues([{ rowKey: 'b', values: { name: '导数' } }]));
    await act(async () => {
      result = await validateGrids([first.current, null, second.current]);
    });
    expect(result).toEqual({
      ok: true,
      values: [
        { tableData: [{ id: 'a', name: '极限' }], deleteData: [] },
        undefined,
        { tableData: [{ id: 'b', name: '导数' }], deleteData: [] },
      ],
    });
  });
});

function EditableGridForTest({
  handle,
  rows,
}: {
  handle: { current: EditableGridHandle | null };
  rows: Record<string, unknown>[];
}) {
  return (
    <EditableGrid
      ref={(h: EditableGridHandle | null) => {
        handle.current = h;
      }}
      columns={COLUMNS}
      dataSource={rows}
    />
  );
}

describe('sizes', () => {
  it('medium, small, mini and tiny rows are all 61 px (virtual rows)', () => {
    for (const size of ['medium', 'small', 'mini', 'tiny'] as const) {
      const { unmount } = renderGrid({ columns: COLUMNS, dataSource: [{ id: 'a', name: 'x' }], size });
      expect(bodyRows()[0]).toHaveStyle({ height: '61px' });
      unmount();
    }
  });
});

describe('EditableGridDemo', () => {
  it('shows every value column type and a tree grid', async () => {
    renderWithClient(<EditableGridDemo />);
    const grid = screen.getByRole('grid', { name: '试卷题目' });
    const headers = within(grid).getAllByRole('columnheader');
    // 27 value columns drawn (hidden is kept out of sight) + drag, expand, selection and number
    expect(headers).toHaveLength(31);
    const shown = new Set(DEMO_COLUMNS.map((c) => c.type));
    expect(GRID_COLUMN_TYPES.filter((t) => !t.startsWith('row-') && !shown.has(t))).toEqual([]);
    expect(screen.getByRole('grid', { name: '考生成绩（分页）' })).toBeInTheDocument();
    expect(screen.getByRole('treegrid', { name: '院校与专业' })).toBeInTheDocument();
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(4));
  });
});
