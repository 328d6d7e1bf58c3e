import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TREE_PLACEHOLDER, TREE_UNRECOGNISED, type GridColumn } from '@/components/widgets/editable-grid';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout } from '../widgets/test-utils';
import { bodyRows, cell, cellOf, renderGrid, theGrid } from './grid-helpers';

const bed = useApiTestBed();
useDialogLayout();

const COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'inputValue', title: '招生计划', type: 'inputNumber' },
];
const ROOTS = [
  { id: 'p', name: '华东师范大学', hasChildren: true },
  { id: 'q', name: '上海体育学院', hasChildren: true },
  { id: 'r', name: '独立学院', hasChildren: false },
];
const CHILDREN: Record<string, unknown> = {
  p: [
    { id: 'p1', parentId: 'p', name: '教育学部', hasChildren: false },
    { id: 'p2', parentId: 'p', name: '数学科学学院' },
  ],
  q: [],
  bad: { list: [] },
};

/** GET /tree/list answers CHILDREN[parentId]; held until `release()` when asked. */
function serveTree(hold = false) {
  const asked: Record<string, string>[] = [];
  const waiting: (() => void)[] = [];
  bed.server.use(
    http.get(api('/tree/list'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      params.delete('_t');
      asked.push(Object.fromEntries(params));
      if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
      const pid = params.get('parentId') ?? '';
      const result = pid === 'records' ? { records: CHILDREN.p, total: 2 } : CHILDREN[pid];
      return HttpResponse.json({ success: true, code: 200, message: '', result });
    }),
  );
  return { asked, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const tree = { url: '/tree/list', condition: '{"status":"1"}', queryParams: { tenant: 't1' }, cacheKey: 'colleges' };
const names = () => bodyRows().map((row) => row.textContent);

describe('tree table', () => {
  it("children load on first expand, with a 'loading...' placeholder; the parent key is parentId", async () => {
    const { asked, release } = serveTree(true);
    const user = userEvent.setup();
    renderGrid({ columns: COLUMNS, dataSource: ROOTS, tree });
    expect(theGrid()).toHaveAttribute('role', 'treegrid');
    const row = cell('p', 'name').closest('[role="row"]')!;
    expect(row).toHaveAttribute('aria-expanded', 'false');
    expect(row).toHaveAttribute('aria-level', '1');
    expect(within(cell('r', 'name')).queryByRole('button')).toBeNull(); // no children: a leaf
    await user.click(within(cell('p', 'name')).getByRole('button', { name: '展开' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ parentId: 'p', condition: '{"status":"1"}', tenant: 't1' });
    expect(TREE_PLACEHOLDER).toBe('loading...');
    expect(bodyRows()[1]).toHaveTextContent('loading...');
    release();
    await waitFor(() => expect(cellOf('p1', 'name')).not.toBeNull());
    expect(names()).toEqual(['华东师范大学', '教育学部', '数学科学学院', '上海体育学院', '独立学院']);
    expect(cell('p1', 'name').closest('[role="row"]')).toHaveAttribute('aria-level', '2');
    expect(row).toHaveAttribute('aria-expanded', 'true');
    // collapsing and expanding again asks nothing more
    await user.click(within(cell('p', 'name')).getByRole('button', { name: '收起' }));
    expect(cellOf('p1', 'name')).toBeNull();
    await user.click(within(cell('p', 'name')).getByRole('button', { name: '展开' }));
    expect(cellOf('p1', 'name')).not.toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('a row whose children come back empty becomes a leaf', async () => {
    serveTree();
    const user = userEvent.setup();
    renderGrid({ columns: COLUMNS, dataSource: ROOTS, tree: { url: '/tree/list' } });
    await user.click(within(cell('q', 'name')).getByRole('button', { name: '展开' }));
    await waitFor(() => expect(within(cell('q', 'name')).queryByRole('button')).toBeNull());
    expect(cell('q', 'name').closest('[role="row"]')).not.toHaveAttribute('aria-expanded');
    expect(names()).toEqual(['华东师范大学', '上海体育学院', '独立学院']);
  });

  it('loaded children are cached in local storage: the next grid expands without asking', async () => {
    const { asked } = serveTree();
    const user = userEvent.setup();
    const first = renderGrid({ columns: COLUMNS, dataSource: ROOTS, tree });
    await user.click(within(cell('p', 'name')).getByRole('button', { name: '展开' }));
    await waitFor(() => expect(cellOf('p2', 'name')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem('editable-grid-tree:colleges') ?? '{}').value.p).toHaveLength(2);
    first.unmount();
    const second = renderGrid({ columns: COLUMNS, dataSource: ROOTS, tree });
    await user.click(within(cell('p', 'name')).getByRole('button', { name: '展开' }));
    expect(cellOf('p2', 'name')).not.toBeNull();
    expect(asked).toHaveLength(1);
    act(() => second.handle().clearTreeCache());
    expect(localStorage.getItem('editable-grid-tree:colleges')).toBeNull();
  });

  it('a result with records is read too; one neither array nor records says 返回数据类型不识别', async () => {
    serveTree();
    const user = userEvent.setup();
    renderGrid({
      columns: COLUMNS,
      dataSource: [
        { id: 'records', name: '分页结果', hasChildren: true },
        { id: 'bad', name: '坏结果', hasChildren: true },
      ],
      tree: { url: '/tree/list' },
    });
    await user.click(within(cell('records', 'name')).getByRole('button', { name: '展开' }));
    await waitFor(() => expect(cellOf('p1', 'name')).not.toBeNull());
    await user.click(within(cell('bad', 'name')).getByRole('button', { name: '展开' }));
    await waitFor(() => expect(bed.notes).toEqual([{ intent: 'error', message: TREE_UNRECOGNISED }]));
    expect(TREE_UNRECOGNISED).toBe('返回数据类型不识别');
    expect(cell('bad', 'name').closest('[role="row"]')).toHaveAttribute('aria-expanded', 'false');
  });

  it('remove throws on a tree table and the toolbar offers no 删除; a number above 0 selects the row', async () => {
    serveTree();
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROOTS, tree, rowSelection: true });
    expect(() => handle().removeRowsById('p')).toThrow(/tree table/);
    await user.click(cell('r', 'inputValue'));
    await user.keyboard('30{Enter}');
    expect(
      handle()
        .getSelectedRows()
        .map((r) => r.id),
    ).toEqual(['r']);
    expect(screen.getByRole('button', { name: '清空选择' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('Space on the tree column expands from the keyboard; values come back nested', async () => {
    serveTree();
    const user = userEvent.setup();
    const { handle } = renderGrid({ columns: COLUMNS, dataSource: ROOTS, tree, toolbar: false });
    await user.tab();
    expect(cell('p', 'name')).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(cellOf('p1', 'name')).not.toBeNull());
    await user.keyboard('{ArrowDown}');
    expect(cell('p1', 'name')).toHaveFocus();
    expect(handle().getValues()[0]).toEqual({
      id: 'p',
      name: '华东师范大学',
      hasChildren: true,
      children: CHILDREN.p,
    });
  });
});
