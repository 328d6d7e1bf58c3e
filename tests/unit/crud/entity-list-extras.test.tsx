import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EntityListPage } from '@/components/crud';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, mockMatchMedia, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { makeRows, PERMS, positionDef, serveList, storeRankDict } from './list-fixtures';

const bed = useApiTestBed();
useDialogLayout();
beforeEach(storeRankDict);

const renderPage = () =>
  renderWithClient(<EntityListPage entity={positionDef} saveCode="positions" />, grant(...PERMS));

describe('EntityListPage with its widgets', () => {
  it('高级查询 adds superQueryParams and superQueryMatchType to the list request, from page 1', async () => {
    const list = serveList(bed.server, makeRows(23));
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1-10 共23条');
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await screen.findByText('11-20 共23条');
    await user.click(screen.getByRole('button', { name: '高级查询' }));
    const dialog = await screen.findByRole('dialog', { name: '高级查询构造器' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '字段1' }), 'postRank');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '值1' }), '2');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(list.last().searchParams.get('superQueryMatchType')).toBe('and'));
    const sent = list.last().searchParams.get('superQueryParams') ?? '';
    expect(JSON.parse(decodeURI(sent))).toEqual([
      { field: 'postRank', rule: 'eq', val: '2', type: 'select', dictCode: 'position_rank' },
    ]);
    expect(list.last().searchParams.get('pageNo')).toBe('1');

    await user.click(within(dialog).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(list.last().searchParams.has('superQueryParams')).toBe(false));
  });

  it('导入 uploads, closes and refreshes the list', async () => {
    const rows = makeRows(2);
    const list = serveList(bed.server, rows);
    bed.server.use(
      http.post(api('/sys/position/importExcel'), () => {
        rows.push(...makeRows(3).slice(2));
        return HttpResponse.json({ success: true, code: 200, message: '共1行数据全部导入成功！', result: null });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1-2 共2条');
    const before = list.requests.length;
    await user.click(screen.getByRole('button', { name: '导入' }));
    const dialog = await screen.findByRole('dialog', { name: '导入EXCEL' });
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['x'], '职务.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: '开始上传' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入EXCEL' })).not.toBeInTheDocument());
    expect(await screen.findByText('1-3 共3条')).toBeInTheDocument();
    expect(list.requests.length).toBeGreaterThan(before);
    expect(bed.notes).toContainEqual({ intent: 'success', message: '共1行数据全部导入成功！' });
  });

  it('新增 opens the form dialog; a save refreshes the list', async () => {
    const rows = makeRows(1);
    serveList(bed.server, rows);
    bed.server.use(
      http.get(api('/sys/duplicate/check'), () =>
        HttpResponse.json({ success: true, code: 200, message: '该值可用！' }),
      ),
      http.post(api('/sys/position/add'), async ({ request }) => {
        rows.push({ id: 'new', ...((await request.json()) as object) });
        return HttpResponse.json({ success: true, code: 200, message: '添加成功！', result: null });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1-1 共1条');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await user.type(within(dialog).getByRole('textbox', { name: '职务名称' }), '主任');
    await user.type(within(dialog).getByRole('textbox', { name: '职务编码' }), 'ZR');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('1-2 共2条')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument();
  });

  it('编辑 and 详情 open the dialog on the row record', async () => {
    serveList(bed.server, makeRows(2));
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('1-2 共2条');
    await user.click(within(screen.getByRole('group', { name: '职务2 操作' })).getByRole('button', { name: '详情' }));
    const detail = await screen.findByRole('dialog', { name: '详情' });
    expect(within(detail).getByRole('textbox', { name: '职务名称' })).toHaveValue('职务2');
    expect(within(detail).getByRole('button', { name: '确定' })).toBeDisabled();
    await user.click(within(detail).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '详情' })).not.toBeInTheDocument());
    const actions = await screen.findByRole('group', { name: '职务1 操作' });
    await user.click(within(actions).getByRole('button', { name: '编辑' }));
    expect(
      within(await screen.findByRole('dialog', { name: '编辑' })).getByRole('textbox', { name: '职务编码' }),
    ).toHaveValue('C01');
  });

  it('on phone widths every record is a card with its list fields and actions', async () => {
    const restore = mockMatchMedia(true);
    try {
      serveList(bed.server, makeRows(2));
      renderPage();
      const cards = await screen.findByRole('list', { name: '职务列表' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const items = within(cards).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const first = items[0] as HTMLElement;
      expect(within(first).getByText('职务编码')).toBeInTheDocument();
      expect(within(first).getByText('C01')).toBeInTheDocument();
      expect(within(first).getByText('员级')).toBeInTheDocument();
      expect(within(first).getByRole('checkbox', { name: '选择 职务1' })).toBeInTheDocument();
      expect(within(first).getByRole('button', { name: '编辑' })).toBeInTheDocument();
      expect(screen.getByText('1-2 共2条')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
