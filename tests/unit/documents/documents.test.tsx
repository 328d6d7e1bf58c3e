import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import FileManagerPage from '@/features/documents/components/file-manager-page';
import CustomerFilesPage from '@/features/documents/components/customer-files-page';
import FolderListPage from '@/features/documents/components/folder-list-page';
import { folderTree } from '@/features/documents/api/document-api';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() =>
  storeDicts({ ...DICTS, file_category: [item('1', '通知'), item('2', '报告'), item('3', '模板'), item('4', '其他')] }),
);

const FILE = '/cpcfile/cpcFileManager';
const FOLDERS = [
  { id: 'f1', parentId: '0', name: '考试通知', sortNo: 1 },
  { id: 'f2', parentId: '0', name: '考务文件', sortNo: 2 },
  { id: 'f3', parentId: 'f2', name: '2025年', sortNo: 1 },
];
const FILES = [
  {
    id: 'x1',
    fileName: '考场规则.pdf',
    filePath: 'cpcfile/demo/file-01.pdf',
    fileSize: 2048,
    year: 2025,
    organizationId: null,
    fileCategory: '4',
    fileCategory_dictText: '其他',
    folderId: 'f3',
    folderId_dictText: '2025年',
    downloadCount: 3,
  },
];

function serve(options: { exists?: boolean } = {}) {
  const lists: Record<string, string>[] = [];
  const checks: Record<string, string>[] = [];
  const yearAsks: Record<string, string>[] = [];
  bed.server.use(
    http.get(api(`${FILE}/list`), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok({ records: FILES, total: 1, size: 10, current: 1, pages: 1 });
    }),
    http.get(api('/cpcfile/cpcFolder/list'), () => ok({ records: FOLDERS, total: 3, size: 3, current: 1, pages: 1 })),
    http.get(api(`${FILE}/queryFileYearList`), () => ok([2025, 2024])),
    http.get(api(`${FILE}/queryFileYearListByOrganizationId`), ({ request }) => {
      yearAsks.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([2025, 2024]);
    }),
    http.get(api(`${FILE}/queryFileExist`), ({ request }) => {
      checks.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(options.exists ?? false);
    }),
    http.get(api('/sys/dict/getDictItems/*'), () => ok([])),
  );
  return { lists, checks, yearAsks };
}

function renderManager(...codes: string[]) {
  const user = userEvent.setup();
  renderWithClient(
    <MemoryRouter initialEntries={['/document/file']}>
      <FileManagerPage />
    </MemoryRouter>,
    grant(...codes),
  );
  return user;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('考场规则.pdf');
  await user.click(screen.getByRole('button', { name: /新增/ }));
  return screen.findByRole('dialog', { name: '新增' });
}

describe('文件管理', () => {
  it('builds the folder tree in the list order, a lost parent at the top', () => {
    const tree = folderTree([...FOLDERS, { id: 'f9', parentId: 'gone', name: '孤立目录', sortNo: 9 }]);
    expect(tree.map((n) => n.folder.name)).toEqual(['考试通知', '考务文件', '孤立目录']);
    expect(tree[1]!.children.map((n) => n.folder.name)).toEqual(['2025年']);
  });

  it('offers the years that have files, newest first, and filters by the one chosen', async () => {
    const { lists } = serve();
    const user = renderManager();
    await screen.findByText('考场规则.pdf');
    const form = screen.getByRole('form', { name: '查询条件' });
    const year = within(form).getByLabelText('年份');
    await waitFor(() =>
      expect([...year.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['全部年份', '2025年', '2024年']),
    );
    await user.selectOptions(year, '2024');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ year: '2024' }));
  });

  it('a click on a folder filters the list by it; 全部院校 for a file of every institution', async () => {
    const { lists } = serve();
    const user = renderManager();
    expect(await screen.findByText('全部院校')).toBeInTheDocument();
    await user.click(await screen.findByRole('treeitem', { name: '2025年' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ folderId: 'f3' }));
  });

  it('shows 该文件已存在 under the name once another file has the name, year and institution', async () => {
    const { checks } = serve({ exists: true });
    const user = renderManager('cpc:file:add');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/文件名称/), '考场规则.pdf');
    await user.type(within(dialog).getByLabelText(/年份/), '2025');
    expect(await within(dialog).findByText('该文件已存在', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(checks.at(-1)).toMatchObject({ fileName: '考场规则.pdf', year: '2025', organizationId: '' });
  });

  it('no warning for a free name', async () => {
    const { checks } = serve({ exists: false });
    const user = renderManager('cpc:file:add');
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText(/文件名称/), '新文件.pdf');
    await user.type(within(dialog).getByLabelText(/年份/), '2025');
    await waitFor(() => expect(checks.at(-1)).toMatchObject({ fileName: '新文件.pdf', year: '2025' }));
    expect(within(dialog).queryByText('该文件已存在')).not.toBeInTheDocument();
  });
});

describe('文件列表 (customer)', () => {
  it('shows the years as tabs, newest first, and lists the newest year', async () => {
    const { lists } = serve();
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter initialEntries={['/cpctest/customer/files']}>
        <CustomerFilesPage />
      </MemoryRouter>,
      grant(),
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toHaveTextContent(/^2025年/);
    expect(tabs[1]).toHaveTextContent(/^2024年/);
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ year: '2025' }));
    expect(await screen.findByRole('button', { name: '下载 考场规则.pdf' })).toBeInTheDocument();
    await user.click(tabs[1]!);
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ year: '2024' }));
  });
});

describe('文档目录', () => {
  it('shows the tree; 添加下级 starts under the chosen folder; a refused delete is told', async () => {
    const deletes: string[] = [];
    bed.server.use(
      http.get(api('/cpcfile/cpcFolder/list'), () => ok({ records: FOLDERS, total: 3, size: 3, current: 1, pages: 1 })),
      http.get(api('/cpcfile/cpcFolder/tree'), () => ok([])),
      http.delete(api('/cpcfile/cpcFolder/delete'), ({ request }) => {
        deletes.push(new URL(request.url).searchParams.get('id') ?? '');
        return refused('该目录下有子目录或文件，不能删除');
      }),
    );
    const user = userEvent.setup();
    renderWithClient(
      <MemoryRouter initialEntries={['/document/folder']}>
        <FolderListPage />
      </MemoryRouter>,
      grant('cpc:folder:add', 'cpc:folder:edit', 'cpc:folder:delete'),
    );
    expect(screen.getByRole('button', { name: '添加下级' })).toBeDisabled();
    await user.click(await screen.findByRole('treeitem', { name: '考务文件' }));
    expect(screen.getByRole('region', { name: '目录信息' })).toHaveTextContent('无（顶级目录）');

    await user.click(screen.getByRole('button', { name: '添加下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    expect(within(dialog).getByRole('button', { name: /考务文件/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));

    // The page is hidden from assistive technology until the closed dialog has gone.
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(deletes).toEqual(['f2']));
    await waitFor(() =>
      expect(bed.notes).toContainEqual(expect.objectContaining({ message: '该目录下有子目录或文件，不能删除' })),
    );
  });
});
