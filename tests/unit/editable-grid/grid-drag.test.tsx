import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColumn } from '@/components/widgets/editable-grid';
import { targetIndex } from '@/components/widgets/editable-grid/drag-sort';
import { useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout } from '../widgets/test-utils';
import { bodyRows, cell, renderGrid } from './grid-helpers';

useApiTestBed();
useDialogLayout();

// jsdom has no scrollIntoView; dnd-kit's keyboard sensor scrolls the picked-up row into view.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const COLUMNS: GridColumn[] = [{ key: 'name', title: '题目', type: 'input' }];
const ROWS = [
  { id: 'a', name: '甲', orderNum: 7 },
  { id: 'b', name: '乙', orderNum: 3 },
  { id: 'c', name: '丙' },
  { id: 'd', name: '丁' },
];
const order = (rows: Record<string, unknown>[]) => rows.map((r) => `${String(r.name)}${String(r.orderNum)}`);

describe('drag sort', () => {
  it('renumbers orderNum from 1 on load; the keyboard picks a row up, moves it and drops it', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, dragSort: true, toolbar: false });
    expect(order(handle().getValues())).toEqual(['甲1', '乙2', '丙3', '丁4']);
    const grip = cell('a', '__drag');
    expect(grip).toHaveAttribute('aria-roledescription', 'draggable');
    expect(grip).toHaveAccessibleName('拖动排序');
    grip.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(order(handle().getValues())).toEqual(['乙1', '丙2', '甲3', '丁4']));
    expect(bodyRows().map((r) => within(r).getAllByRole('gridcell')[1]!.textContent)).toEqual(['乙', '丙', '甲', '丁']);
    // every moved row from the server is an edit to save
    expect(
      handle()
        .getEditedData()
        .map((r) => r.id),
    ).toEqual(['b', 'c', 'a']);
  });

  it('moving up past the first row stops at the first; Escape cancels', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, dragSort: true, toolbar: false });
    cell('c', '__drag').focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Escape]');
    expect(order(handle().getValues())).toEqual(['甲1', '乙2', '丙3', '丁4']);
    cell('c', '__drag').focus();
    await user.keyboard('[Space]');
    for (let i = 0; i < 5; i += 1) await user.keyboard('[ArrowUp]');
    await user.keyboard('[Enter]');
    await waitFor(() => expect(order(handle().getValues())).toEqual(['丙1', '甲2', '乙3', '丁4']));
  });

  it('renumbers after add and remove', async () => {
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROWS, dragSort: true, rowSelection: true });
    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(
      handle()
        .getValues()
        .map((r) => r.orderNum),
    ).toEqual([1, 2, 3, 4, 5]);
    act(() => handle().removeRowsById(['b']));
    expect(order(handle().getValues())).toEqual(['甲1', '丙2', '丁3', 'undefined4']);
  });

  it('the landing row comes from the distance moved, clamped to the rows', () => {
    expect(targetIndex(0, 122, 4)).toBe(2);
    expect(targetIndex(2, -61, 4)).toBe(1);
    expect(targetIndex(2, -30, 4)).toBe(2);
    expect(targetIndex(1, 9999, 4)).toBe(3);
    expect(targetIndex(1, -9999, 4)).toBe(0);
  });
});
