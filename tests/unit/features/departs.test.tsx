import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DepartListPage from '@/features/departs/components/depart-list-page';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { ok, page, refused, storeDicts, userRow } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(() => storeDicts());

const depart = (id: string, name: string, orgCode: string, parentId: string | null, children?: unknown[]) => ({
  id,
  key: id,
  value: id,
  title: name,
  departName: name,
  orgCode,
  parentId,
  orgCategory: parentId ? '2' : '1',
  departOrder: 0,
  isLeaf: !children,
  ...(children ? { children } : {}),
});

const TREE = [
  depart('d1', '考试中心', 'A01', null, [
    depart('d2', '考务部', 'A01A01', 'd1'),
    depart('d3', '命题部', 'A01A02', 'd1'),
  ]),
];
const CODES = ['add', 'edit', 'delete'].map((a) => `system:depart:${a}`);

function serve() {
  const added: Record<string, unknown>[] = [];
  const userLists: URLSearchParams[] = [];
  let treeLoads = 0;
  let idTreeLoads = 0;
  bed.server.use(
    http.get(api('/sys/sysDepart/queryTreeList'), () => {
      treeLoads += 1;
      return ok(TREE);
    }),
    // DepartModal's 上级部门 tree (VUE2 queryIdTree: key, value, title, isLeaf, children).
    http.get(api('/sys/sysDepart/queryIdTree'), () => {
      idTreeLoads += 1;
      return ok(TREE);
    }),
    http.get(api('/sys/user/departUserList'), ({ request }) => {
      userLists.push(new URL(request.url).searchParams);
      return page([userRow('u9', 'wangqiang', '王强')]);
    }),
    http.post(api('/sys/sysDepart/add'), async ({ request }) => {
      added.push((await request.json()) as Record<string, unknown>);
      return ok(null, '添加成功！');
    }),
  );
  return { added, userLists, treeLoads: () => treeLoads, idTreeLoads: () => idTreeLoads };
}

async function renderDeparts(codes = CODES) {
  const served = serve();
  renderWithClient(<DepartListPage />, grant(...codes));
  await screen.findByRole('tree', { name: '部门树' });
  return { ...served, user: userEvent.setup() };
}

describe('部门管理', () => {
  it('shows the first department and its users; a click selects another', async () => {
    const { user, userLists } = await renderDeparts();
    expect(await screen.findByRole('heading', { name: '考试中心' })).toBeInTheDocument();
    expect(await screen.findByText('wangqiang')).toBeInTheDocument();
    expect(userLists[0]?.get('depId')).toBe('d1');
    await user.click(screen.getByRole('treeitem', { name: '考务部' }));
    expect(await screen.findByRole('heading', { name: '考务部' })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: '考务部' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('region', { name: '基本信息' })).getByText('A01A01')).toBeInTheDocument();
    await waitFor(() => expect(userLists.at(-1)?.get('depId')).toBe('d2'));
  });

  it('添加下级 opens the form under the selected department and sends its id as parentId', async () => {
    const { user, added, treeLoads, idTreeLoads } = await renderDeparts();
    await user.click(screen.getByRole('treeitem', { name: '考务部' }));
    await user.click(screen.getByRole('button', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    expect(within(dialog).getByRole('button', { name: /上级部门/ })).toHaveTextContent('考务部');
    await user.click(within(dialog).getByRole('button', { name: /上级部门/ }));
    await waitFor(() => expect(idTreeLoads()).toBe(1));
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('textbox', { name: /机构编码/ })).toHaveValue('');
    expect(within(dialog).getByText('保存后由系统生成')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /机构名称/ }), '考务一科');
    const loadsBefore = treeLoads();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ departName: '考务一科', parentId: 'd2', orgCategory: '2' });
    expect(added[0]).not.toHaveProperty('orgCode');
    await waitFor(() => expect(treeLoads()).toBeGreaterThan(loadsBefore));
  });

  it('添加部门 adds a root (empty parentId)', async () => {
    const { user, added } = await renderDeparts();
    await user.click(screen.getByRole('button', { name: '添加部门' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: /机构名称/ }), '华南中心');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toMatchObject({ departName: '华南中心', parentId: '', orgCategory: '1' });
  });

  it('删除 asks 确认删除 / 是否删除选中数据? and shows why the server refused', async () => {
    bed.server.use(
      http.delete(api('/sys/sysDepart/delete'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('d1');
        return refused('部门「考试中心」下有子部门，不能删除！');
      }),
    );
    const { user } = await renderDeparts();
    await screen.findByRole('heading', { name: '考试中心' });
    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(within(confirm).getByText('是否删除选中数据?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(bed.notes).toContainEqual({ intent: 'warning', message: '部门「考试中心」下有子部门，不能删除！' }),
    );
    expect(await screen.findByRole('heading', { name: '考试中心' })).toBeInTheDocument();
  });

  it('searches by name (searchBy) and shows the server message when nothing matches', async () => {
    bed.server.use(
      http.get(api('/sys/sysDepart/searchBy'), ({ request }) => {
        const keyWord = new URL(request.url).searchParams.get('keyWord');
        return keyWord === '命题' ? ok([depart('d3', '命题部', 'A01A02', 'd1')]) : refused('未查询匹配数据！');
      }),
    );
    const { user } = await renderDeparts();
    const box = screen.getByRole('searchbox', { name: '部门名称' });
    await user.type(box, '命题{Enter}');
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: '考务部' })).not.toBeInTheDocument());
    expect(screen.getByRole('treeitem', { name: '命题部' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '不存在{Enter}');
    expect(await screen.findByText('未查询匹配数据！')).toBeInTheDocument();
    await user.clear(box);
    expect(await screen.findByRole('treeitem', { name: '考务部' })).toBeInTheDocument();
  });

  it('without the depart buttons (the staff account) only the tree and the users show', async () => {
    await renderDeparts([]);
    expect(screen.queryByRole('button', { name: '添加部门' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(await screen.findByText('wangqiang')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加已有用户' })).not.toBeInTheDocument();
  });
});
