import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CategoryListPage from '@/features/system-config/components/category-list-page';
import { api, useApiTestBed, xlsResponse } from '../lib/api-client-helpers';
import { grant, renderWithClient, savedFiles, useDialogLayout } from '../widgets/test-utils';
import { ok, page } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const ROOTS = [
  { id: 'c1', pid: '0', name: '考试类型', code: 'A01', hasChild: '1' },
  { id: 'c2', pid: '0', name: '证书等级', code: 'A02', hasChild: '0' },
];
const CHILDREN = [{ id: 'c11', pid: 'c1', name: '笔试', code: 'A01A01', hasChild: '0' }];
const ALL = ['system:category:add', 'system:category:edit', 'system:category:delete'];

describe('分类字典', () => {
  it('loads a branch when opened and adds a sub-category under it', async () => {
    const childAsks: (string | null)[] = [];
    const adds: unknown[] = [];
    bed.server.use(
      http.get(api('/sys/category/rootList'), () => page(ROOTS)),
      http.get(api('/sys/category/childList'), ({ request }) => {
        childAsks.push(new URL(request.url).searchParams.get('pid'));
        return ok(CHILDREN);
      }),
      // 父级节点 names its value through loadOne (field id).
      http.get(api('/sys/category/loadOne'), ({ request }) => {
        const val = new URL(request.url).searchParams.get('val');
        return ok([...ROOTS, ...CHILDREN].find((c) => c.id === val));
      }),
      http.post(api('/sys/category/add'), async ({ request }) => {
        adds.push(await request.json());
        return ok(null, '添加成功！');
      }),
    );
    renderWithClient(<CategoryListPage />, grant(...ALL));
    const user = userEvent.setup();
    expect(await screen.findByText('考试类型')).toBeInTheDocument();
    expect(screen.queryByText('笔试')).toBeNull();
    expect(screen.queryByRole('button', { name: '展开证书等级' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '展开考试类型' }));
    expect(await screen.findByText('笔试')).toBeInTheDocument();
    expect(childAsks).toEqual(['c1']);

    await user.click(
      within(screen.getByRole('group', { name: '考试类型 操作' })).getByRole('button', { name: '添加下级' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '添加下级' }, { timeout: 5000 });
    expect(await within(dialog).findByText('考试类型')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入分类名称')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /分类名称/ }), '机考');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(adds).toEqual([{ pid: 'c1', name: '机考' }]));
  });

  it('导入 sends the file to importExcel and reads the tree again; 导出 downloads exportXls', async () => {
    let rootAsks = 0;
    const uploads: string[] = [];
    const exports: string[] = [];
    bed.server.use(
      http.get(api('/sys/category/rootList'), () => {
        rootAsks++;
        return page(ROOTS);
      }),
      http.post(api('/sys/category/importExcel'), async ({ request }) => {
        uploads.push(request.headers.get('content-type')?.split(';')[0] ?? '');
        return ok({ addCount: 2, updateCount: 0, totalCount: 2, errorCount: 0 }, '共2行数据全部导入成功！');
      }),
      http.get(api('/sys/category/exportXls'), ({ request }) => {
        exports.push(new URL(request.url).pathname);
        return xlsResponse();
      }),
    );
    const saved = savedFiles();
    renderWithClient(<CategoryListPage />, grant('system:category:export', 'system:category:import'));
    const user = userEvent.setup();
    expect(await screen.findByText('考试类型')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入EXCEL' }, { timeout: 5000 });
    await user.upload(
      within(dialog).getByLabelText('选择文件'),
      new File(['data'], '分类字典.xls', { type: 'application/vnd.ms-excel' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(uploads).toEqual(['multipart/form-data']));
    await waitFor(() => expect(rootAsks).toBeGreaterThan(1));
    // The closed import dialog gives the page back (aria-hidden) a moment later.
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['分类字典.xls']));
    expect(exports).toEqual(['/jeecg-boot/sys/category/exportXls']);
  });

  it('offers no 新增, 编辑, 添加下级 or 删除 without the buttons', async () => {
    bed.server.use(http.get(api('/sys/category/rootList'), () => page(ROOTS)));
    renderWithClient(<CategoryListPage />, grant());
    expect(await screen.findByText('考试类型')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑|添加下级|删除/ })).toBeNull();
  });
});
