import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EntityListPage } from '@/components/crud';
import { api, useApiTestBed, xlsResponse } from '../lib/api-client-helpers';
import { grant, mockMatchMedia, renderWithClient, savedFiles, useDialogLayout } from '../widgets/test-utils';
import { makeRows, PERMS, positionDef, serveList, storeRankDict } from './list-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(storeRankDict);

const table = () => screen.getByRole('table', { name: '职务列表' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const totalShown = (text: string) => screen.findByText(text);
const messages = () => bed.notes.map((n) => n.message);

function renderPage(props: Partial<Parameters<typeof EntityListPage>[0]> = {}, perms = grant(...PERMS)) {
  return renderWithClient(<EntityListPage entity={positionDef} {...props} />, perms);
}

describe('EntityListPage: list, paging, sort and search', () => {
  it('shows the first page with `a-b 共N条`, the dictionary text, and pages on', async () => {
    const list = serveList(bed.server, makeRows(23));
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-10 共23条');
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0] as HTMLElement).getByText('员级')).toBeInTheDocument();
    expect(list.last().searchParams.get('pageSize')).toBe('10');
    expect(list.last().searchParams.get('column')).toBe('createTime');
    expect(list.last().searchParams.get('order')).toBe('desc');
    expect(list.last().searchParams.get('field')).toBe('id,,name,code,postRank,createTime');

    await user.click(screen.getByRole('button', { name: '第3页' }));
    await totalShown('21-23 共23条');
    expect(list.last().searchParams.get('pageNo')).toBe('3');
    expect(bodyRows()).toHaveLength(3);

    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    await totalShown('1-20 共23条');
    expect(list.last().searchParams.get('pageSize')).toBe('20');
    expect(list.last().searchParams.get('pageNo')).toBe('1');
    expect(screen.getByRole('option', { name: '30 条/页' })).toBeInTheDocument();
  });

  it('sorts by a sortable column: asc, desc, then back to createTime desc', async () => {
    const list = serveList(bed.server, makeRows(3));
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-3 共3条');
    const header = screen.getByRole('columnheader', { name: /职务编码/ });
    await user.click(within(header).getByText('职务编码'));
    await waitFor(() => expect(list.last().searchParams.get('order')).toBe('asc'));
    expect(list.last().searchParams.get('column')).toBe('code');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByText('职务编码'));
    await waitFor(() => expect(list.last().searchParams.get('order')).toBe('desc'));
    expect(list.last().searchParams.get('column')).toBe('code');
    await user.click(within(header).getByText('职务编码'));
    await waitFor(() => expect(list.last().searchParams.get('column')).toBe('createTime'));
    expect(list.last().searchParams.get('order')).toBe('desc');
  });

  it('查询 sends the filters (like as *x*, eq as is, ranges as _begin/_end) from page 1; 重置 clears them', async () => {
    const list = serveList(bed.server, makeRows(23));
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-10 共23条');
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await totalShown('11-20 共23条');
    await user.type(screen.getByRole('textbox', { name: '职务名称' }), '经理');
    await user.selectOptions(screen.getByRole('combobox', { name: '职级' }), '2');
    const begin = await screen.findByRole('combobox', { name: '创建时间开始' });
    await user.type(begin, '2024-01-01');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(list.last().searchParams.get('name')).toBe('*经理*'));
    const params = list.last().searchParams;
    expect(params.get('postRank')).toBe('2');
    expect(params.get('createTime_begin')).toBe('2024-01-01');
    expect(params.has('createTime_end')).toBe(false);
    expect(params.get('pageNo')).toBe('1');

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(list.last().searchParams.has('name')).toBe(false));
    expect(screen.getByRole('textbox', { name: '职务名称' })).toHaveValue('');
  });
});

describe('EntityListPage: 查询 and 重置 always ask the server', () => {
  it('sends a new request with unchanged filters (another user may have changed the rows)', async () => {
    const list = serveList(bed.server, makeRows(3));
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-3 共3条');
    const before = list.count();
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(list.count()).toBe(before + 1));
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(list.count()).toBe(before + 2));
  });
});

describe('EntityListPage on a phone', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = mockMatchMedia(true);
  });
  afterEach(() => restore());

  it('puts the records first: filters behind 筛选, all but 新增 behind 更多', async () => {
    serveList(bed.server, makeRows(3));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: '职务列表' });
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    const name = screen.getByRole('textbox', { name: '职务名称', hidden: true });
    expect(name).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('textbox', { name: '职务名称' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: '职务名称' }), '经理');
    await user.click(screen.getByRole('button', { name: '筛选' }));
    await user.click(screen.getByRole('button', { name: '筛选' }));
    expect(screen.getByRole('textbox', { name: '职务名称' })).toHaveValue('经理'); // hidden, not lost

    await user.click(screen.getByRole('button', { name: '更多' }));
    expect(screen.getByRole('button', { name: '导出' })).toBeVisible();
    expect(screen.getByRole('button', { name: '新增' })).toBeVisible();
  });
});

describe('EntityListPage offline', () => {
  it('a list never opened with a network says so plainly, not 暂无数据 0-0 共0条', async () => {
    bed.server.use(http.get(api('/sys/position/list'), () => HttpResponse.error()));
    renderPage();
    expect(await screen.findByText(/这个列表还没有保存到本机/)).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText(/共0条/)).toBeNull();
  });
});

describe('EntityListPage: deletes', () => {
  it('删除 asks 确认删除 / 是否删除选中数据? and shows the server message', async () => {
    serveList(bed.server, makeRows(3));
    const deleted: string[] = [];
    bed.server.use(
      http.delete(api('/sys/position/delete'), ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return HttpResponse.json({ success: true, code: 200, message: '删除成功!', result: null });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-3 共3条');
    await user.click(within(screen.getByRole('group', { name: '职务2 操作' })).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(dialog).toHaveTextContent('是否删除选中数据?');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual(['p2']));
    await waitFor(() => expect(messages()).toContain('删除成功!'));
  });

  it('a refused delete shows the server message as a warning', async () => {
    serveList(bed.server, makeRows(1));
    bed.server.use(
      http.delete(api('/sys/position/delete'), () =>
        HttpResponse.json({ success: false, code: 500, message: '该职务已被使用', result: null }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-1 共1条');
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '该职务已被使用' }));
  });

  it('after deleting the only row of the last page, falls back to the last page that still exists', async () => {
    const rows = makeRows(21);
    const list = serveList(bed.server, rows);
    bed.server.use(
      http.delete(api('/sys/position/delete'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('id');
        rows.splice(
          rows.findIndex((r) => r.id === id),
          1,
        );
        return HttpResponse.json({ success: true, code: 200, message: '删除成功!', result: null });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-10 共21条');
    await user.click(screen.getByRole('button', { name: '第3页' }));
    await totalShown('21-21 共21条');
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await totalShown('11-20 共20条');
    expect(list.last().searchParams.get('pageNo')).toBe('2');
  });

  it('批量删除: 请选择一条记录！ with nothing selected; 确定要删除这 N 项吗? with N selected', async () => {
    serveList(bed.server, makeRows(5));
    let ids = '';
    bed.server.use(
      http.delete(api('/sys/position/deleteBatch'), ({ request }) => {
        ids = new URL(request.url).searchParams.get('ids') ?? '';
        return HttpResponse.json({ success: true, code: 200, message: '批量删除成功!', result: null });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-5 共5条');
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(bed.notes).toContainEqual({ intent: 'warning', message: '请选择一条记录！' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '选择 职务1' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 职务3' }));
    expect(screen.getByText('已选择 2 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(dialog).toHaveTextContent('确定要删除这 2 项吗?');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(ids).toBe('p1,p3'));
    await waitFor(() => expect(messages()).toContain('批量删除成功!'));
    await waitFor(() => expect(screen.queryByText('已选择 2 项')).not.toBeInTheDocument());
  });
});

describe('EntityListPage: export, 510, missing addresses, permissions, phone', () => {
  it('导出 sends the filters and the selected ids as selections and saves 导出文件.xls', async () => {
    serveList(bed.server, makeRows(3));
    let exportUrl: URL | undefined;
    bed.server.use(
      http.get(api('/sys/position/exportXls'), ({ request }) => {
        exportUrl = new URL(request.url);
        return xlsResponse();
      }),
    );
    const saved = savedFiles();
    const user = userEvent.setup();
    renderPage();
    await totalShown('1-3 共3条');
    await user.type(screen.getByRole('textbox', { name: '职务编码' }), 'C0');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 职务2' }));
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saved).toEqual(['导出文件.xls']));
    expect(exportUrl?.searchParams.get('selections')).toBe('p2');
    expect(exportUrl?.searchParams.get('code')).toBe('*C0*');
  });

  it('a failed export says 文件下载失败', async () => {
    serveList(bed.server, makeRows(1));
    bed.server.use(http.get(api('/sys/position/exportXls'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage({ exportFileName: '职务信息' });
    await totalShown('1-1 共1条');
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'warning', message: '文件下载失败' }));
  });

  it('a 510 list answer is one warning (the http layer shows it; the page does not repeat it)', async () => {
    bed.server.use(
      http.get(api('/sys/position/list'), () =>
        HttpResponse.json({ success: false, code: 510, message: '没有权限，请联系管理员授权', result: null }),
      ),
    );
    renderPage();
    await waitFor(() => expect(messages()).toContain('没有权限，请联系管理员授权'));
    await new Promise((r) => setTimeout(r, 50));
    expect(bed.notes.filter((n) => n.message === '没有权限，请联系管理员授权')).toHaveLength(1);
    expect(bed.notes[0]?.intent).toBe('warning');
  });

  it('missing addresses: 请设置url.list属性!, 请设置url.deleteBatch属性!, 请设置url.delete属性!', async () => {
    const user = userEvent.setup();
    const first = renderPage({ urls: { list: null, deleteBatch: null } });
    await waitFor(() => expect(messages()).toContain('请设置url.list属性!'));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    expect(messages()).toContain('请设置url.deleteBatch属性!');
    first.unmount();

    serveList(bed.server, makeRows(1));
    renderPage({ urls: { delete: null } });
    await totalShown('1-1 共1条');
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(messages()).toContain('请设置url.delete属性!');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('hides buttons the user is not granted; a type-2 rule shows its button disabled', async () => {
    serveList(bed.server, makeRows(1));
    const perms = grant('system:position:edit', 'system:position:export');
    perms.allAuth.push({ action: 'system:position:import', type: '2', status: '1' });
    renderPage({}, perms);
    await totalShown('1-1 共1条');
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '导出' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '导入' })).toBeDisabled();
  });

  it('authPre hides toolbar buttons and columns among the missing codes', async () => {
    serveList(bed.server, makeRows(1));
    const perms = grant(...PERMS);
    perms.allAuth.push(
      { action: 'position:add', type: '1', status: '1' },
      { action: 'position:postRank', type: '1', status: '1' },
    );
    renderPage({ authPre: 'position:' }, perms);
    await totalShown('1-1 共1条');
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '职级' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '职务名称' })).toBeInTheDocument();
  });
});
