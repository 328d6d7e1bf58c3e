import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DictListPage from '@/features/dicts/components/dict-list-page';
import { OFFLINE_TEXT } from '@/components/crud/offline-edits';
import { DictItemsDrawer } from '@/features/dicts/components/dict-items-drawer';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { dictItemChanges } from '@/features/dicts/hooks/dict-item-changes';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

// While a dialog (the confirmation) is open the drawer is aria-hidden, and shortly after it closes: its buttons are
// found with findByRole.
// jsdom has no scrollIntoView; dnd-kit's keyboard sensor scrolls the picked-up row into view.
const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
beforeAll(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterAll(() => {
  if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const DICT = { id: 'd1', dictName: '机构类别', dictCode: 'org_category' };
const ALL = ['add', 'edit', 'delete', 'deleteBatch'].map((a) => `system:dictItem:${a}`);

type Item = Record<string, unknown>;
const item = (id: string, itemText: string, itemValue: string, sortOrder: number): Item => ({
  id,
  dictId: 'd1',
  itemText,
  itemValue,
  description: '',
  sortOrder,
  status: 1,
});

interface Write {
  method: string;
  id?: string;
  body?: Item;
}

/** The item routes over a list kept in memory: every write is recorded; `refuse` turns an edit down. */
function serveItems(initial: Item[], refuse: (body: Item) => string | null = () => null) {
  let items = initial.map((i) => ({ ...i }));
  let next = 1;
  const writes: Write[] = [];
  const lists: URLSearchParams[] = [];
  bed.server.use(
    http.get(api('/sys/dictItem/list'), ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return page([...items].sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder)));
    }),
    http.post(api('/sys/dictItem/add'), async ({ request }) => {
      const body = (await request.json()) as Item;
      writes.push({ method: 'POST', body });
      items.push({ ...body, id: `n${next++}` });
      return ok(null, '添加成功！');
    }),
    http.put(api('/sys/dictItem/edit'), async ({ request }) => {
      const body = (await request.json()) as Item;
      writes.push({ method: 'PUT', id: String(body.id), body });
      const refusal = refuse(body);
      if (refusal) return refused(refusal);
      items = items.map((i) => (i.id === body.id ? { ...i, ...body } : i));
      return ok(null, '编辑成功!');
    }),
    http.delete(api('/sys/dictItem/delete'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      writes.push({ method: 'DELETE', id });
      items = items.filter((i) => i.id !== id);
      return ok(null, '删除成功!');
    }),
  );
  return { writes, lists, items: () => items };
}

const ITEMS = [item('i1', '公司', '1', 1), item('i2', '部门', '2', 2), item('i3', '岗位', '3', 3)];

async function openEditMode(codes: string[] = ALL) {
  const onClose = vi.fn();
  const { outbox } = renderWithClient(<DictItemsDrawer dict={DICT} onClose={onClose} />, grant(...codes));
  const user = userEvent.setup();
  const drawer = await screen.findByRole('dialog', { name: /字典配置/ });
  await within(drawer).findByText('公司');
  await user.click(await within(drawer).findByRole('button', { name: '编辑模式' }));
  // the grid's chunk loads with the first 编辑模式
  const grid = await within(drawer).findByRole('grid', { name: '字典项' }, { timeout: 5000 });
  return { user, drawer, grid, onClose, outbox };
}

const cell = (grid: HTMLElement, rowId: string, key: string) => {
  const found = grid.querySelector<HTMLElement>(`[data-row-id="${rowId}"][data-col-key="${key}"]`);
  if (!found) throw new Error(`no cell ${rowId}/${key}`);
  return found;
};

/** Clicks a cell (it becomes a text box) and replaces its text. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, text: string) {
  await user.click(target);
  const box = within(target).getByRole('textbox');
  await user.clear(box);
  if (text) await user.type(box, text);
}

/** What a cell shows: its text box's value while it is edited, else its text. */
const shown = (target: HTMLElement) => target.querySelector('input')?.value ?? target.textContent;

const rowTexts = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>('[data-col-key="itemText"]')].map((c) => c.textContent);
const sortNumbers = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>('[data-col-key="sortOrder"]')].map((c) => c.textContent);

describe('字典项 编辑模式', () => {
  it('shows every item in the grid; 保存 checks every cell first (empty 名称, duplicate 数据值), then sends the edit', async () => {
    const server = serveItems(ITEMS);
    const { user, drawer, grid } = await openEditMode();
    expect(rowTexts(grid)).toEqual(['公司', '部门', '岗位']);
    expect(sortNumbers(grid)).toEqual(['1', '2', '3']);
    // the editor loads every item of the dictionary at once
    const all = server.lists.find((p) => p.get('pageSize') === '1000');
    expect(all?.get('dictId')).toBe('d1');
    expect(all?.get('column')).toBe('sortOrder');

    await typeInto(user, cell(grid, 'i1', 'itemText'), '');
    await typeInto(user, cell(grid, 'i2', 'itemValue'), '1');
    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(cell(grid, 'i1', 'itemText')).toHaveAttribute('aria-invalid', 'true'));
    expect(cell(grid, 'i1', 'itemText')).toHaveAccessibleDescription('请输入名称!');
    expect(cell(grid, 'i2', 'itemValue')).toHaveAccessibleDescription('数据值不能重复');
    expect(cell(grid, 'i1', 'itemValue')).toHaveAccessibleDescription('数据值不能重复');
    expect(server.writes).toEqual([]);

    await typeInto(user, cell(grid, 'i1', 'itemText'), '公司（新）');
    await typeInto(user, cell(grid, 'i2', 'itemValue'), '2');
    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '保存成功！' }));
    // only the edited row, with its dictionary
    expect(server.writes).toEqual([
      {
        method: 'PUT',
        id: 'i1',
        body: {
          id: 'i1',
          dictId: 'd1',
          itemText: '公司（新）',
          itemValue: '1',
          description: '',
          sortOrder: 1,
          status: 1,
        },
      },
    ]);
    // back to the list, refreshed
    expect(await within(drawer).findByText('公司（新）')).toBeInTheDocument();
    expect(within(drawer).queryByRole('grid', { name: '字典项' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: '编辑模式' })).toBeInTheDocument();
  });

  it('sends only the changes: deletes, then edits, then adds (the new row numbered after the others)', async () => {
    const server = serveItems(ITEMS);
    const { user, drawer, grid } = await openEditMode();
    // remove 岗位
    await user.click(within(cell(grid, 'i3', '__select')).getByRole('checkbox'));
    await user.click(await within(drawer).findByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(rowTexts(grid)).toEqual(['公司', '部门']));
    // describe 部门
    await typeInto(user, cell(grid, 'i2', 'description'), '内部部门');
    // add 小组
    await user.click(await within(drawer).findByRole('button', { name: '新增' }));
    const added = grid.querySelectorAll<HTMLElement>('[data-col-key="itemText"]')[2]!;
    await typeInto(user, added, '小组');
    await typeInto(user, grid.querySelectorAll<HTMLElement>('[data-col-key="itemValue"]')[2]!, '4');

    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.writes).toHaveLength(3));
    expect(server.writes.map((w) => `${w.method} ${w.id ?? ''}`)).toEqual(['DELETE i3', 'PUT i2', 'POST ']);
    expect(server.writes[1]!.body).toMatchObject({ id: 'i2', description: '内部部门', sortOrder: 2 });
    expect(server.writes[2]!.body).toEqual({
      dictId: 'd1',
      itemText: '小组',
      itemValue: '4',
      description: '',
      sortOrder: 3,
      status: 1,
    });
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '保存成功！' }));
    expect(server.items().map((i) => i.itemText)).toEqual(['公司', '部门', '小组']);
  });

  it('dragging a row renumbers the sort values; 保存 sends the rows whose number changed', async () => {
    const server = serveItems(ITEMS);
    const { user, drawer, grid } = await openEditMode();
    const grip = cell(grid, 'i3', '__drag');
    expect(grip).toHaveAccessibleName('拖动排序');
    grip.focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[ArrowUp]');
    await user.keyboard('[Space]');
    await waitFor(() => expect(rowTexts(grid)).toEqual(['岗位', '公司', '部门']));
    expect(sortNumbers(grid)).toEqual(['1', '2', '3']);

    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.writes).toHaveLength(3));
    expect(server.writes.map((w) => [w.method, w.id, w.body?.sortOrder])).toEqual([
      ['PUT', 'i3', 1],
      ['PUT', 'i1', 2],
      ['PUT', 'i2', 3],
    ]);
    expect(await within(drawer).findByText('岗位')).toBeInTheDocument();
    expect(
      [...server.items()].sort((a, b) => Number(a.sortOrder) - Number(b.sortOrder)).map((i) => i.itemText),
    ).toEqual(['岗位', '公司', '部门']);
  });

  it('取消 asks before dropping changes; with none it leaves at once; 保存 with none sends nothing', async () => {
    const server = serveItems(ITEMS);
    const { user, drawer, grid } = await openEditMode();
    await user.click(await within(drawer).findByRole('button', { name: '取消' }));
    expect(await within(drawer).findByRole('button', { name: '编辑模式' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(await within(drawer).findByRole('button', { name: '编辑模式' }));
    const again = await within(drawer).findByRole('grid', { name: '字典项' });
    expect(again).not.toBe(grid);
    await typeInto(user, cell(again, 'i2', 'itemText'), '科室');
    await user.click(await within(drawer).findByRole('button', { name: '取消' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('有尚未保存的修改，确定放弃吗？');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(shown(cell(again, 'i2', 'itemText'))).toBe('科室'); // still editing, nothing lost
    await user.click(await within(drawer).findByRole('button', { name: '取消' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByRole('button', { name: '编辑模式' })).toBeInTheDocument();
    expect(within(drawer).getByText('部门')).toBeInTheDocument();

    await user.click(await within(drawer).findByRole('button', { name: '编辑模式' }));
    await within(drawer).findByRole('grid', { name: '字典项' });
    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'info', message: '没有需要保存的修改' }));
    expect(server.writes).toEqual([]);
  });

  it('a refused write shows the server message and keeps the grid with the changes not yet saved', async () => {
    const server = serveItems(ITEMS, (body) => (body.itemValue === '9' ? '数据值「9」已存在' : null));
    const { user, drawer, grid } = await openEditMode();
    await user.click(await within(drawer).findByRole('button', { name: '新增' }));
    await typeInto(user, grid.querySelectorAll<HTMLElement>('[data-col-key="itemText"]')[3]!, '小组');
    await typeInto(user, grid.querySelectorAll<HTMLElement>('[data-col-key="itemValue"]')[3]!, '4');
    await typeInto(user, cell(grid, 'i1', 'itemValue'), '9');
    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '数据值「9」已存在' }));
    expect(server.writes.map((w) => w.method)).toEqual(['PUT']); // stopped at the refusal: the add waits
    const still = within(drawer).getByRole('grid', { name: '字典项' });
    expect(shown(cell(still, 'i1', 'itemValue'))).toBe('9');
    expect(rowTexts(still)).toEqual(['公司', '部门', '岗位', '小组']);

    await typeInto(user, cell(still, 'i1', 'itemValue'), '1');
    await user.click(await within(drawer).findByRole('button', { name: '保存' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '保存成功！' }));
    expect(server.writes.map((w) => w.method)).toEqual(['PUT', 'POST']); // i1 is as stored again: no second edit
    expect(server.items().map((i) => i.itemText)).toEqual(['公司', '部门', '岗位', '小组']);
  });

  it('offline, the changes wait in the outbox like any other edit and the list shows them as 待同步', async () => {
    setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin', realname: '管理员' });
    const server = serveItems(ITEMS);
    const { user, drawer, grid, outbox } = await openEditMode();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await typeInto(user, cell(grid, 'i2', 'itemText'), '科室');
      await user.click(await within(drawer).findByRole('button', { name: '保存' }));
      await waitFor(() =>
        expect(bed.notes).toContainEqual({ intent: 'info', title: '已离线保存', message: OFFLINE_TEXT.queued }),
      );
      expect(server.writes).toEqual([]);
      expect(outbox.getEntries().map((e) => [e.method, e.url, e.meta.kind, e.meta.label])).toEqual([
        ['PUT', '/sys/dictItem/edit', 'edit', '编辑 字典项「科室」'],
      ]);
      expect(await within(drawer).findByText('科室')).toBeInTheDocument();
      expect(within(drawer).getByText('待同步')).toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('the buttons follow the item permissions: no 新增 / 删除 / selection without them, no 编辑模式 without 编辑', async () => {
    serveItems(ITEMS);
    const { drawer, grid } = await openEditMode(['system:dictItem:edit']);
    expect(within(drawer).queryByRole('button', { name: '新增' })).toBeNull();
    expect(within(grid).queryByRole('checkbox', { name: '选择行' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: '保存' })).toBeEnabled();
    expect(cell(grid, 'i1', '__drag')).toBeInTheDocument();
  });

  it('without 编辑 there is no 编辑模式', async () => {
    serveItems(ITEMS);
    renderWithClient(<DictItemsDrawer dict={DICT} onClose={vi.fn()} />, grant('system:dictItem:add'));
    const drawer = await screen.findByRole('dialog', { name: /字典配置/ });
    await within(drawer).findByText('公司');
    expect(within(drawer).queryByRole('button', { name: '编辑模式' })).toBeNull();
  });

  it('closing the drawer with unsaved changes asks first', async () => {
    serveItems(ITEMS);
    const { user, drawer, grid, onClose } = await openEditMode();
    await typeInto(user, cell(grid, 'i2', 'itemText'), '科室');
    await user.click(await within(drawer).findByRole('button', { name: '关闭' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(await within(drawer).findByRole('button', { name: '关闭' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('dictItemChanges', () => {
  const loaded = [item('a', '甲', '1', 0), item('b', '乙', '2', 0), item('c', '丙', '3', 0)];
  const shown = (rows: Item[]) => rows.map((r, i) => ({ ...r, sortOrder: i + 1 }));

  it('is nothing when only the shown numbers differ from the stored ones', () => {
    expect(dictItemChanges(loaded, shown(loaded))).toEqual({ dirty: false, adds: [], edits: [], deletes: [] });
  });

  it('once anything changed, saves the shown numbers of every row whose stored one differs', () => {
    const moved = shown([loaded[1]!, loaded[0]!, loaded[2]!]);
    const changes = dictItemChanges(loaded, moved);
    expect(changes.dirty).toBe(true);
    expect(changes.edits.map((r) => [r.id, r.sortOrder])).toEqual([
      ['b', 1],
      ['a', 2],
      ['c', 3],
    ]);
  });
});

describe('数据字典 form: the 字典项 tab', () => {
  it('编辑 loads the items into the tab and sends them with the dictionary as dictItemList', async () => {
    serveItems(ITEMS);
    const bodies: Item[] = [];
    bed.server.use(
      http.get(api('/sys/dict/list'), () => page([{ ...DICT, description: '' }])),
      http.get(api('/sys/duplicate/check'), () => ok('该值可用！', '该值可用！')),
      http.put(api('/sys/dict/edit'), async ({ request }) => {
        bodies.push((await request.json()) as Item);
        return ok(null, '编辑成功!');
      }),
    );
    renderWithClient(<DictListPage />, grant('system:dict:edit', ...ALL));
    await screen.findByText('1-1 共1条');
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: '机构类别 操作' })).getByRole('button', { name: '编辑' }),
    );
    const form = await screen.findByRole('dialog', { name: '编辑' }, { timeout: 5000 });
    const lazy = { timeout: 5000 }; // the sub-tables load with the first form that has them
    expect(await within(form).findByRole('tab', { name: '字典项' }, lazy)).toHaveAttribute('aria-selected', 'true');
    const grid = await within(form).findByRole('grid', { name: '字典项' }, lazy);
    expect(rowTexts(grid)).toEqual(['公司', '部门', '岗位']);

    // an invalid cell keeps the dialog open and names the tab
    await typeInto(user, cell(grid, 'i3', 'itemValue'), '2');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '「字典项」校验未通过' }));
    expect(cell(grid, 'i3', 'itemValue')).toHaveAccessibleDescription('数据值不能重复');
    expect(bodies).toEqual([]);

    await typeInto(user, cell(grid, 'i3', 'itemValue'), '3');
    await typeInto(user, cell(grid, 'i3', 'itemText'), '职位');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 'd1', dictName: '机构类别', dictCode: 'org_category' });
    expect((bodies[0]!.dictItemList as Item[]).map((i) => [i.id, i.itemText, i.sortOrder])).toEqual([
      ['i1', '公司', 1],
      ['i2', '部门', 2],
      ['i3', '职位', 3],
    ]);
  });
});
