import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogSurface } from '@fluentui/react-components';
import {
  EditableGrid,
  FAST_CLICK_MESSAGE,
  type EditableGridHandle,
  type GridColumn,
  type GridRow,
} from '@/components/widgets/editable-grid';
import { useApiTestBed } from '../lib/api-client-helpers';
import { renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { bodyRows, cell, cellOf, GRID_NAME, renderGrid, theGrid } from './grid-helpers';

const bed = useApiTestBed();
useDialogLayout();
afterEach(() => vi.useRealTimers());

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '题目', type: 'input', validateRules: [{ required: true }] },
  { key: 'score', title: '分值', type: 'inputNumber', defaultValue: 5, statistics: ['sum', 'average'] },
  { key: 'remark', title: '备注', type: 'normal' },
];
const ROWS: GridRow[] = [
  { id: 'a', name: '极限', score: 10, remark: '第一章' },
  { id: 'b', name: '导数', score: 20, remark: '第二章' },
  { id: 'c', name: '积分', score: 30, remark: '第三章' },
];

describe('EditableGrid: structure', () => {
  it('is an ARIA grid: column headers, rows with grid cells, the plain read view of each cell', () => {
    renderGrid({ columns: COLUMNS, dataSource: ROWS, rowNumber: true });
    const grid = theGrid();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', '*题目', '分值', '备注']);
    expect(bodyRows()).toHaveLength(3);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['1', '极限', '10', '第一章']);
    expect(grid).toHaveAttribute('aria-rowcount', String(1 + 3 + 2));
    expect(grid.querySelectorAll('input')).toHaveLength(0); // no editor mounted until a cell is edited
  });

  it('shows 暂无数据 without rows', () => {
    renderGrid({ columns: COLUMNS, dataSource: [] });
    expect(within(theGrid()).getByText('暂无数据')).toBeInTheDocument();
  });

  it('10,000 rows mount rendering only a window of them', () => {
    const many = Array.from({ length: 10000 }, (_, i) => ({ id: `r${i}`, name: `题目${i}`, score: i }));
    const started = performance.now();
    renderGrid({ columns: COLUMNS, dataSource: many, rowNumber: true });
    const took = performance.now() - started;
    const rows = bodyRows();
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(30);
    expect(theGrid()).toHaveAttribute('aria-rowcount', String(10000 + 3));
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    // the footers sum all 10,000 rows
    expect(screen.getByText('合计').parentElement).toHaveTextContent(String((9999 * 10000) / 2));
    expect(took).toBeLessThan(5000); // jsdom; the real budget (300 ms) is checked by the bench
  });
});

describe('EditableGrid: statistics', () => {
  it('footers 合计 and 平均 per column, updated as cells change', async () => {
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, rowSelection: true });
    const sum = screen.getByText('合计').closest<HTMLElement>('[role="row"]')!;
    const average = screen.getByText('平均').closest<HTMLElement>('[role="row"]')!;
    expect(
      within(sum)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['合计', '', '60', '']);
    expect(
      within(average)
        .getAllByRole('gridcell')
        .map((c) => c.textContent),
    ).toEqual(['平均', '', '20', '']);
    act(() => handle().setValues([{ rowKey: 'a', values: { score: 11.5 } }]));
    expect(within(sum).getAllByRole('gridcell')[2]).toHaveTextContent('61.5');
    expect(within(average).getAllByRole('gridcell')[2]).toHaveTextContent('20.5');
  });

  it('the first (selection) column is 60 px wide with statistics, 40 without', () => {
    renderGrid({ columns: COLUMNS, dataSource: ROWS, rowSelection: true });
    expect(screen.getByRole('checkbox', { name: '全选' }).closest('[role="columnheader"]')).toHaveStyle({
      width: '60px',
    });
  });
});

describe('EditableGrid: rows and the toolbar', () => {
  it('新增 adds a row with default values and a temporary id, which getValues drops', async () => {
    const user = userEvent.setup();
    const onRowsAdded = vi.fn();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, onRowsAdded });
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(bodyRows()).toHaveLength(4);
    const added = onRowsAdded.mock.calls[0]![0][0] as GridRow;
    expect(String(added.id)).toMatch(/^row_/);
    expect(added.score).toBe(5);
    expect(handle().getValues()).toEqual([...ROWS, { score: 5 }]);
    expect(handle().getNewData()).toEqual([{ score: 5 }]);
    // the new row's first value cell has the focus
    expect(cell(String(added.id), 'name')).toHaveFocus();
  });

  it("a second 新增 within 1500 ms is ignored with 'You clicked too fast, please slow down!'", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderGrid({ columns: COLUMNS, dataSource: ROWS });
    const add = screen.getByRole('button', { name: '新增' });
    await user.click(add);
    await user.click(add);
    expect(bodyRows()).toHaveLength(4);
    expect(bed.notes).toEqual([{ intent: 'warning', message: FAST_CLICK_MESSAGE }]);
    expect(screen.getByRole('button', { name: '新增' })).toBeEnabled();
    expect(FAST_CLICK_MESSAGE).toBe('You clicked too fast, please slow down!');
    vi.setSystemTime(Date.now() + 1499);
    await user.click(add);
    expect(bodyRows()).toHaveLength(4);
    vi.setSystemTime(Date.now() + 1500);
    await user.click(add);
    expect(bodyRows()).toHaveLength(5);
  });

  it('selecting rows shows 删除 and 清空选择; 删除 asks, then removed server rows are delete records', async () => {
    const user = userEvent.setup();
    const onRowsRemoved = vi.fn();
    const onSelectionChange = vi.fn();
    const { handle } = renderGrid({
      columns: COLUMNS,
      dataSource: ROWS,
      rowSelection: true,
      onRowsRemoved,
      onSelectionChange,
    });
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '清空选择' })).toBeNull();
    const boxes = within(theGrid()).getAllByRole('checkbox', { name: '选择行' });
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    expect(onSelectionChange).toHaveBeenLastCalledWith([ROWS[0], ROWS[2]]);
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定要删除这 2 项吗?');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(onRowsRemoved).toHaveBeenCalledWith([ROWS[0], ROWS[2]]);
    expect(handle().getAll()).toEqual({ tableData: [ROWS[1]], deleteData: [ROWS[0], ROWS[2]] });
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('清空选择 clears the selection; the header box selects all; a second click within 300 ms is ignored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, rowSelection: true });
    await user.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(handle().getSelectedRows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '清空选择' }));
    expect(handle().getSelectedRows()).toHaveLength(0);
    vi.setSystemTime(Date.now() + 100);
    await user.click(within(theGrid()).getAllByRole('checkbox', { name: '选择行' })[1]!);
    await user.click(screen.getByRole('button', { name: '清空选择' })); // within 300 ms of the last toolbar click
    expect(handle().getSelectedRows()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 300);
    await user.click(screen.getByRole('button', { name: '清空选择' }));
    expect(handle().getSelectedRows()).toHaveLength(0);
  });

  it('removing a new row leaves no delete record; insertRows puts rows at a position', () => {
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS });
    let added: GridRow[] = [];
    act(() => {
      added = handle().insertRows([{ name: '新题' }], 1);
    });
    expect(bodyRows()[1]).toHaveTextContent('新题');
    act(() => handle().removeRowsById([String(added[0]!.id), 'c']));
    expect(handle().getDeleteData()).toEqual([ROWS[2]]);
    expect(
      handle()
        .getValues()
        .map((r) => r.name),
    ).toEqual(['极限', '导数']);
  });

  it('a radio selection keeps one row', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({
      columns: COLUMNS,
      dataSource: ROWS,
      rowSelection: true,
      rowSelectionType: 'radio',
    });
    const radios = within(theGrid()).getAllByRole('radio', { name: '选择行' });
    await user.click(radios[0]!);
    await user.click(radios[1]!);
    expect(handle().getSelectedRows()).toEqual([ROWS[1]]);
  });
});

describe('EditableGrid: rules', () => {
  it('validateTable fails when any cell fails; the message is the cell’s tooltip (its description)', async () => {
    const { handle } = renderGrid({
      columns: [
        { key: 'name', title: '题目', type: 'input', validateRules: [{ required: true, message: '${title}不能为空' }] },
        { key: 'phone', title: '电话', type: 'input', validateRules: [{ pattern: 'm' }] },
      ],
      dataSource: [
        { id: 'a', name: '极限', phone: '13812345678' },
        { id: 'b', name: '', phone: '123' },
      ],
    });
    let errors: Awaited<ReturnType<ReturnType<typeof handle>['validateTable']>> = null;
    await act(async () => {
      errors = await handle().validateTable();
    });
    expect(errors!.map((e) => [e.rowId, e.key, e.message])).toEqual([
      ['b', 'name', '题目不能为空'],
      ['b', 'phone', '请输入正确的手机号码!'],
    ]);
    expect(cell('b', 'name')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('b', 'name')).toHaveAccessibleDescription('题目不能为空');
    expect(cell('b', 'phone')).toHaveAccessibleDescription('请输入正确的手机号码!');
    expect(cell('a', 'name')).not.toHaveAttribute('aria-invalid');
    expect(cell('b', 'name')).toHaveFocus(); // the first failing cell
    await expect(handle().validateAndGetAll()).rejects.toMatchObject({ errors: expect.any(Array) });
    act(() => handle().setValues([{ rowKey: 'b', values: { name: '导数', phone: '13912345678' } }]));
    await waitFor(() => expect(cell('b', 'name')).not.toHaveAttribute('aria-invalid'));
    await expect(handle().validateAndGetAll()).resolves.toEqual({
      tableData: [
        { id: 'a', name: '极限', phone: '13812345678' },
        { id: 'b', name: '导数', phone: '13912345678' },
      ],
      deleteData: [],
    });
  });
  it('a message appearing while one types keeps the editor and its focus', async () => {
    const user = userEvent.setup();
    renderGrid({
      columns: [{ key: 'name', title: '题目', type: 'input', validateRules: [{ required: true }] }],
      dataSource: [{ id: 'a', name: 'x' }],
    });
    await user.click(cell('a', 'name'));
    const box = within(cell('a', 'name')).getByRole('textbox', { name: '题目' });
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(cell('a', 'name')).toHaveAttribute('aria-invalid', 'true'));
    expect(cell('a', 'name')).toHaveAccessibleDescription('请输入题目!');
    expect(box).toBeInTheDocument();
    expect(box).toHaveFocus();
    await user.keyboard('y');
    expect(box).toHaveValue('y');
    await waitFor(() => expect(cell('a', 'name')).not.toHaveAttribute('aria-invalid'));
    expect(box).toHaveFocus();
  });
});

describe('EditableGrid: keyboard', () => {
  it('arrows move between cells, Enter edits, Escape takes the edit back, Tab moves on', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, toolbar: false });
    await user.tab();
    expect(cell('a', 'name')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('b', 'name')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('b', 'score')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(cell('a', 'name')).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('a', 'remark')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('a', 'name')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}'); // the last cell of the last row
    expect(cell('c', 'remark')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(cell('a', 'remark')).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('a', 'name')).toHaveFocus();

    await user.keyboard('{Enter}');
    const editor = within(cell('a', 'name')).getByRole('textbox', { name: '题目' });
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.keyboard('函数');
    await user.keyboard('{Escape}');
    expect(cell('a', 'name')).toHaveFocus();
    expect(cell('a', 'name')).toHaveTextContent('极限');
    expect(handle().getEditedData()).toEqual([]);

    await user.keyboard('{Enter}');
    await user.keyboard(' 函数{Enter}');
    expect(cell('a', 'name')).toHaveFocus();
    expect(cell('a', 'name')).toHaveTextContent('极限 函数');
    expect(handle().getEditedData()).toEqual([{ ...ROWS[0], name: '极限 函数' }]);

    await user.keyboard('{Enter}{Tab}');
    expect(cell('a', 'score')).toHaveFocus();
    expect(within(cell('a', 'name')).queryByRole('textbox')).toBeNull();
    await user.keyboard('{Tab}{Tab}');
    expect(cell('b', 'name')).toHaveFocus(); // Tab wraps to the next row
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell('a', 'remark')).toHaveFocus();
    await user.keyboard('{Enter}'); // normal is read only
    expect(within(cell('a', 'remark')).queryByRole('textbox')).toBeNull();
  });

  it('inside a dialog (the grid in a portal of its own) the keys work the same; Escape stays in the grid', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const ref = createRef<EditableGridHandle>();
    renderWithClient(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogSurface aria-label="主表">
          <EditableGrid aria-label={GRID_NAME} ref={ref} columns={COLUMNS} dataSource={ROWS} toolbar={false} />
        </DialogSurface>
      </Dialog>,
    );
    cell('a', 'name').focus();
    await user.keyboard('{ArrowDown}');
    expect(cell('b', 'name')).toHaveFocus();
    await user.keyboard('{Enter}');
    const editor = within(cell('b', 'name')).getByRole('textbox', { name: '题目' });
    expect(editor).toHaveFocus();
    await user.keyboard('X{Escape}');
    expect(cell('b', 'name')).toHaveFocus();
    expect(ref.current!.getEditedData()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('a click edits a cell; clicking elsewhere keeps the value; Space toggles selection', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, rowSelection: true, onValueChange });
    await user.click(cell('b', 'name'));
    await user.keyboard('{End}2');
    await user.click(cell('c', 'remark'));
    expect(cell('b', 'name')).toHaveTextContent('导数2');
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ rowId: 'b', value: '导数2', oldValue: '导数', column: COLUMNS[0] }),
    );
    expect(cell('c', 'remark')).toHaveFocus();
    await user.keyboard('{Home}');
    await user.keyboard(' ');
    expect(handle().getSelectedRows()).toEqual([ROWS[2]]);
    expect(cell('c', '__select').closest('[role="row"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('a disabled grid edits nothing and hides no rows', async () => {
    const user = userEvent.setup();
    renderGrid({ columns: COLUMNS, dataSource: ROWS, disabled: true });
    await user.click(cell('a', 'name'));
    expect(within(cell('a', 'name')).queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: '新增' })).toBeDisabled();
    expect(cellOf('c', 'name')).not.toBeNull();
  });
});

describe('EditableGrid: pagination', () => {
  it('pages of 10 (10, 20, 30) with a-b 共N条', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => ({ id: `r${i + 1}`, name: `题${i + 1}`, score: 1 }));
    renderGrid({ columns: COLUMNS, dataSource: many, rowNumber: true, pagination: {} });
    expect(screen.getByText('1-10 共25条')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '第3页' }));
    expect(screen.getByText('21-25 共25条')).toBeInTheDocument();
    expect(bodyRows().map((r) => within(r).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      '21',
      '22',
      '23',
      '24',
      '25',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(screen.getByText('1-20 共25条')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: '每页条数' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10 条/页', '20 条/页', '30 条/页']);
  });

  it('server paging: total given, the page change is reported', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderGrid({ columns: COLUMNS, dataSource: ROWS, pagination: { total: 33, pageSize: 10 }, onPageChange });
    expect(screen.getByText('1-10 共33条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
    expect(bodyRows()).toHaveLength(3);
  });
});

describe('EditableGrid: authPre', () => {
  const perms = (missing: string[]) => ({
    menu: [],
    auth: [],
    allAuth: missing.map((action) => ({ action, type: '1', status: '1' })),
  });

  it('hides 新增 without paper:add, 删除 without paper:batch_delete, and excluded columns', async () => {
    const user = userEvent.setup();
    renderGrid(
      {
        columns: [...COLUMNS, { key: 'secret', title: '内部分', type: 'input' }],
        dataSource: ROWS,
        rowSelection: true,
        authPre: 'paper',
      },
      perms(['paper:add', 'paper:batch_delete', 'paper:secret']),
    );
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '内部分' })).toBeNull();
    await user.click(within(theGrid()).getAllByRole('checkbox', { name: '选择行' })[0]!);
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('button', { name: '清空选择' })).toBeInTheDocument();
  });

  it('shows them when the user has the codes', async () => {
    const user = userEvent.setup();
    renderGrid(
      {
        columns: [...COLUMNS, { key: 'secret', title: '内部分', type: 'input' }],
        dataSource: ROWS,
        rowSelection: true,
        authPre: 'paper:',
      },
      {
        menu: [],
        auth: ['paper:add', 'paper:batch_delete', 'paper:secret'].map((action) => ({ action, type: '1' })),
        allAuth: ['paper:add', 'paper:batch_delete', 'paper:secret'].map((action) => ({
          action,
          type: '1',
          status: '1',
        })),
      },
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '内部分' })).toBeInTheDocument();
    await user.click(within(theGrid()).getAllByRole('checkbox', { name: '选择行' })[0]!);
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});
