import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OnlineColumns, OnlineFormItem, OnlineQueryItem } from '@/features/online-forms/api/form-data-api';
import TreeListPage, { ADD_CHILD, deleteNodeText } from '@/features/online-forms/components/tree-list-page';
import CategoryListPage from '@/features/system-config/components/category-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, storeDicts } from '../features/feature-fixtures';
import { grant, mockMatchMedia, renderWithClient, useDialogLayout } from '../widgets/test-utils';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

const CODE = 't1';
const COLUMNS: OnlineColumns & Record<string, unknown> = {
  columns: [
    { title: '名称', dataIndex: 'name' },
    { title: '编码', dataIndex: 'code' },
  ],
  checkboxFlag: 'Y',
  paginationFlag: 'Y',
  description: '地区',
  currentTableName: 'demo_area',
  isTree: 'Y',
  pidField: 'pid',
  hasChildrenField: 'has_child',
  textField: 'name',
};
// The form puts 编码 before 名称: the list still shows the text column first.
const FORM_ITEM: OnlineFormItem = {
  schema: {
    properties: {
      code: { key: 'code', title: '编码', view: 'text', type: 'string', order: 0 },
      name: { key: 'name', title: '名称', view: 'text', type: 'string', order: 1 },
      pid: {
        key: 'pid',
        title: '父级节点',
        view: 'sel_tree',
        type: 'string',
        order: 2,
        dictTable: 'demo_area',
        dictText: 'name',
        dictCode: 'id',
        ...{ pidField: 'pid', hasChildField: 'has_child', pidValue: '0' },
      },
    },
    required: ['name'],
  },
};
const QUERY_INFO: OnlineQueryItem[] = [{ field: 'name', label: '名称', view: 'text', mode: 'single' }];

const node = (id: string, name: string, code: string, pid: string, hasChild: '0' | '1') => ({
  id,
  jeecg_row_key: id,
  name,
  code,
  pid,
  has_child: hasChild,
});
const ROOTS = [node('r1', '北京', 'A01', '0', '1'), node('r2', '上海', 'A02', '0', '0')];
const CHILDREN: Record<string, ReturnType<typeof node>[]> = {
  r1: [node('c1', '朝阳区', 'A01A01', 'r1', '1')],
  c1: [node('g1', '望京', 'A01A01A01', 'c1', '0')],
};

function serve() {
  const asks: URLSearchParams[] = [];
  const saved: Record<string, unknown>[] = [];
  const deleted: string[] = [];
  bed.server.use(
    http.get(api(`/online/cgform/api/getColumns/${CODE}`), () => ok(COLUMNS)),
    http.get(api(`/online/cgform/api/getFormItem/${CODE}`), () => ok(FORM_ITEM)),
    http.get(api(`/online/cgform/api/getQueryInfo/${CODE}`), () => ok(QUERY_INFO)),
    http.get(api(`/online/cgform/api/getTreeData/${CODE}`), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asks.push(params);
      const pid = params.get('pid');
      if (pid) return ok({ records: CHILDREN[pid] ?? [], total: (CHILDREN[pid] ?? []).length });
      if (params.get('hasQuery') === 'true') return ok({ records: [CHILDREN.r1![0], CHILDREN.c1![0]], total: 2 });
      return ok({ records: ROOTS, total: 12 });
    }),
    http.post(api(`/online/cgform/api/form/${CODE}`), async ({ request }) => {
      saved.push((await request.json()) as Record<string, unknown>);
      return ok('n1', '添加成功！');
    }),
    http.delete(api(`/online/cgform/api/form/${CODE}`), ({ request }) => {
      deleted.push(new URL(request.url).searchParams.get('id') ?? '');
      return ok(null, '删除成功!');
    }),
  );
  const childAsks = (pid: string) => asks.filter((p) => p.get('pid') === pid).length;
  return { asks, saved, deleted, childAsks, last: () => asks.filter((p) => !p.get('pid')).at(-1)! };
}

const ALL = ['add', 'edit', 'delete', 'deleteBatch'].map((a) => `online:demo_area:${a}`);

function renderTree() {
  renderWithClient(
    <MemoryRouter initialEntries={[`/online/cgformTreeList/${CODE}`]}>
      <Routes>
        <Route path="/online/cgformTreeList/:code" element={<TreeListPage />} />
      </Routes>
    </MemoryRouter>,
    grant(...ALL),
  );
  return userEvent.setup();
}

const item = (name: string) => screen.getByText(name).closest<HTMLElement>('[role="treeitem"]')!;
const actionsOf = (name: string) => screen.getByRole('group', { name: `${name} 操作` });

describe('OnlCgformTreeList: the rows of a tree form', () => {
  it('lists the roots of getTreeData, the text column first, with the pager’s total', async () => {
    const { last } = serve();
    renderTree();
    const tree = await screen.findByRole('tree', { name: '地区列表' });
    await within(tree).findByText('北京');
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((i) => i.getAttribute('aria-level'))).toEqual(['1', '1']);
    expect(items[0]!.textContent).toMatch(/^北京A01/);
    expect(last().get('hasQuery')).toBe('false');
    expect(last().get('pageNo')).toBe('1');
    expect(last().get('pageSize')).toBe('10');
    expect(last().has('pid')).toBe(false);
    expect(screen.getByText('1-10 共12条')).toBeInTheDocument();
    // only a node with children has a toggle
    expect(screen.getByRole('button', { name: '展开北京' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '展开上海' })).toBeNull();
  });

  it('opens branches at any depth with getTreeData’s pid, indented; deleting a node names its sub-nodes', async () => {
    const { childAsks, deleted } = serve();
    const user = renderTree();
    await user.click(await screen.findByRole('button', { name: '展开北京' }));
    await screen.findByText('朝阳区');
    expect(childAsks('r1')).toBe(1);
    expect(item('朝阳区')).toHaveAttribute('aria-level', '2');
    expect(item('北京')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '展开朝阳区' }));
    await screen.findByText('望京');
    expect(item('望京')).toHaveAttribute('aria-level', '3');
    expect(within(item('望京')).getByText('望京').closest('span')!.previousElementSibling).toHaveStyle({
      paddingLeft: '40px',
    });

    await user.click(within(actionsOf('朝阳区')).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(within(confirm).getByText(deleteNodeText('朝阳区'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual(['c1']));
    // the open branch is asked again
    await waitFor(() => expect(childAsks('r1')).toBe(2));
  });

  it('a search asks hasQuery=true and shows the matching rows flat', async () => {
    const { last } = serve();
    const user = renderTree();
    await screen.findByText('北京');
    await user.type(screen.getByRole('textbox', { name: '名称' }), '区');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('望京');
    expect(last().get('hasQuery')).toBe('true');
    expect(last().get('name')).toBe('*区*');
    expect(screen.queryByText('北京')).toBeNull();
    expect(item('朝阳区')).toHaveAttribute('aria-level', '1');
    expect(item('望京')).toHaveAttribute('aria-level', '1');
  });

  it('添加下级 opens the form with the parent set and posts its pid; the open branch shows the new state', async () => {
    const { saved, childAsks } = serve();
    const user = renderTree();
    await user.click(await screen.findByRole('button', { name: '展开北京' }));
    await screen.findByText('朝阳区');
    await user.click(within(actionsOf('北京')).getByRole('button', { name: ADD_CHILD }));
    const dialog = await screen.findByRole('dialog', { name: '新增' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: /父级节点/ })).toHaveTextContent('北京');
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '海淀区');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ code: '', name: '海淀区', pid: 'r1' });
    await waitFor(() => expect(childAsks('r1')).toBe(2));
  });

  it('新增’s parent picker offers 根节点 and the tree from getTreeData', async () => {
    const { asks, saved } = serve();
    const user = renderTree();
    await screen.findByText('北京');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' }, { timeout: 5000 });
    const picker = within(dialog).getByRole('button', { name: /父级节点/ });
    expect(picker).toHaveTextContent('根节点');
    await user.click(picker);
    const choices = await screen.findByRole('tree', { name: '父级节点' });
    expect(await within(choices).findByText('北京')).toBeInTheDocument();
    expect(within(choices).getAllByRole('treeitem')[0]).toHaveTextContent('根节点');
    expect(asks.at(-1)!.get('pageSize')).toBe('-521');
    await user.click(within(choices).getByText('北京'));
    const child = (await within(choices).findByText('朝阳区')).closest<HTMLElement>('[role="treeitem"]')!;
    await user.click(within(child).getByRole('radio'));
    await waitFor(() => expect(picker).toHaveTextContent('朝阳区'));
    await user.type(within(dialog).getByRole('textbox', { name: /名称/ }), '三里屯');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(saved).toEqual([{ code: '', name: '三里屯', pid: 'c1' }]));
  });
});

describe('OnlCgformTreeList on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockMatchMedia(true);
  });
  afterEach(() => restore());

  it('keeps the toggles, the indentation and the actions', async () => {
    serve();
    renderTree();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '展开北京' }));
    await screen.findByText('朝阳区');
    expect(item('朝阳区')).toHaveAttribute('aria-level', '2');
    expect(within(actionsOf('朝阳区')).getByRole('button', { name: ADD_CHILD })).toBeInTheDocument();
    expect(within(item('朝阳区')).getByText('A01A01')).toBeInTheDocument();
  });
});

describe('分类字典 on the shared tree rows', () => {
  it('nests an opened branch one level down and closes it again', async () => {
    bed.server.use(
      http.get(api('/sys/category/rootList'), () =>
        ok({ records: [{ id: 'c1', pid: '0', name: '考试类型', code: 'A01', hasChild: '1' }], total: 1 }),
      ),
      http.get(api('/sys/category/childList'), () =>
        ok([{ id: 'c11', pid: 'c1', name: '笔试', code: 'A01A01', hasChild: '0' }]),
      ),
    );
    renderWithClient(<CategoryListPage />, grant());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '展开考试类型' }));
    expect(await screen.findByText('笔试')).toBeInTheDocument();
    expect(item('笔试')).toHaveAttribute('aria-level', '2');
    expect(item('考试类型')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '收起考试类型' }));
    expect(screen.queryByText('笔试')).toBeNull();
  });
});
