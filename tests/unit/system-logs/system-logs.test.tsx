import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import LogListPage from '@/features/system-logs/components/log-list-page';
import DataLogListPage, { comparingOf } from '@/features/system-logs/components/data-log-list-page';
import OnlineUserListPage from '@/features/system-logs/components/online-user-list-page';
import { compareLines } from '@/features/system-logs/api/data-log-api';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, refused, storeDicts } from '../features/feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => {
  // Writes go through the offline outbox, which belongs to the signed-in user.
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    log_type: [item('2', '操作日志'), item('1', '登录日志')],
    operate_type: [item('1', '查询'), item('2', '添加'), item('3', '修改'), item('4', '删除')],
  });
});

const login = {
  id: 'l1',
  logType: 1,
  logType_dictText: '登录日志',
  logContent: '用户名: admin,登录成功！',
  userid: 'admin',
  username: '管理员',
  ip: '192.168.1.10',
  createTime: '2026-11-25 09:00:00',
};
const operation = {
  id: 'l2',
  logType: 2,
  logType_dictText: '操作日志',
  logContent: '机构管理-编辑',
  operateType: 3,
  operateType_dictText: '修改',
  userid: 'jeecg',
  username: '张晓明',
  ip: '192.168.1.11',
  costTime: 35,
  method: 'CpcOrganizationController.edit()',
  requestParam: '{"phone":"010-62781234"}',
  createTime: '2026-11-25 10:00:00',
};

describe('日志管理', () => {
  it('shows 登录日志 first, 操作日志 on its tab with 操作类型; no 新增, 编辑 or 导入', async () => {
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/sys/log/list'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(`${params.get('logType')}|${params.get('operateType') ?? ''}|${params.get('keyWord') ?? ''}`);
        return page(params.get('logType') === '2' ? [operation] : [login]);
      }),
    );
    renderWithClient(<LogListPage />, grant('system:log:delete', 'system:log:deleteBatch', 'system:log:export'));
    await screen.findByText('用户名: admin,登录成功！');
    expect(asked[0]).toBe('1||');
    expect(screen.queryByRole('columnheader', { name: '操作类型' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '操作类型' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: '操作日志' }));
    await screen.findByText('机构管理-编辑');
    expect(screen.getByRole('columnheader', { name: '操作类型' })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('修改')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: '搜索日志' }), '机构');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2||机构'));
  });

  it('shows no delete or export without the buttons', async () => {
    bed.server.use(http.get(api('/sys/log/list'), () => page([login])));
    renderWithClient(<LogListPage />, grant());
    await screen.findByText('用户名: admin,登录成功！');
    expect(screen.queryByRole('button', { name: /导出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});

const version = (id: string, dataId: string, dataVersion: string, content: Record<string, unknown>) => ({
  id,
  dataTable: 'cpc_organization',
  dataId,
  dataVersion,
  dataContent: JSON.stringify(content),
  createBy: 'admin',
  createTime: `2026-11-2${dataVersion} 09:00:00`,
});
const V0 = version('d0', 'o1', '0', { id: 'o1', orgName: '京华理工大学', phone: '010-1' });
const V1 = version('d1', 'o1', '1', { id: 'o1', orgName: '京华理工大学', phone: '010-2' });
const OTHER = version('d9', 'o2', '0', { id: 'o2', orgName: '沪江财经大学' });

describe('数据日志', () => {
  it('数据比较 needs two versions of one record, then shows the changed fields', async () => {
    const compared: string[] = [];
    bed.server.use(
      http.get(api('/sys/dataLog/list'), () => page([V1, V0, OTHER])),
      http.get(api('/sys/dataLog/queryDataVerList'), () => ok([V1, V0])),
      http.get(api('/sys/dataLog/queryCompareList'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        compared.push(`${params.get('dataId1')},${params.get('dataId2')}`);
        return ok([V0, V1]);
      }),
    );
    renderWithClient(<DataLogListPage />, grant());
    await screen.findByText('1-3 共3条');
    const user = userEvent.setup();
    const compare = screen.getByRole('button', { name: '数据比较' });
    await user.click(compare);
    expect(bed.notes.at(-1)).toEqual({ intent: 'warning', message: '请选择两条数据' });

    const boxes = screen.getAllByRole('checkbox', { name: /^选择/ });
    await user.click(boxes[1]!);
    await user.click(boxes[2]!);
    await user.click(compare);
    expect(bed.notes.at(-1)).toEqual({ intent: 'warning', message: '请选择相同的数据库表和数据ID进行比较' });

    await user.click(boxes[2]!);
    await user.click(boxes[0]!);
    await user.click(compare);
    const dialog = await screen.findByRole('dialog', { name: '数据对比窗口' });
    expect(within(dialog).getByDisplayValue('cpc_organization')).toBeTruthy();
    await within(dialog).findByText('有 1 个字段不同');
    expect(compared).toEqual(['d0,d1']);
    const changed = within(dialog).getByRole('row', { name: 'phone 已改变' });
    expect(within(changed).getByText('010-1')).toBeTruthy();
    expect(within(changed).getByText('010-2')).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: '版本:0' })).toBeTruthy();
  });

  it('compares keys present in both versions; refuses text that is not JSON', () => {
    expect(compareLines(V0, { ...V1, dataContent: '{"phone":"010-2","extra":1}' })).toEqual([
      { key: 'phone', first: '010-1', second: '010-2', differs: true },
    ]);
    expect(compareLines(V0, { ...V1, dataContent: 'oops' })).toBeNull();
    expect(comparingOf([V1, V0])).toEqual({ dataTable: 'cpc_organization', dataId: 'o1', ids: ['d0', 'd1'] });
  });
});

const session = (token: string, username: string, realname: string, current = false) => ({
  id: token,
  token,
  userId: `u-${username}`,
  username,
  realname,
  sex: 1,
  sex_dictText: '男',
  birthday: '1990-03-12',
  phone: '13800000001',
  ip: '192.168.1.10',
  loginTime: '2026-11-26 09:00:00',
  lastSeenTime: '2026-11-26 09:30:00',
  current,
});

describe('在线用户', () => {
  it('强退 asks, ends the session with its token and reads the list again', async () => {
    let sessions = [session('a'.repeat(64), 'admin', '管理员', true), session('b'.repeat(64), 'jeecg', '张晓明')];
    const ended: unknown[] = [];
    bed.server.use(
      http.get(api('/sys/online/list'), () => page(sessions)),
      http.post(api('/sys/online/forceLogout'), async ({ request }) => {
        const body = (await request.json()) as { token: string };
        ended.push(body.token);
        sessions = sessions.filter((s) => s.token !== body.token);
        return ok('退出登录成功！', '退出登录成功！');
      }),
    );
    renderWithClient(<OnlineUserListPage />, grant('system:online:forceLogout'));
    await screen.findByText('1-2 共2条');
    expect(screen.getByText('当前会话')).toBeTruthy();
    const user = userEvent.setup();
    const row = screen.getByRole('group', { name: /张晓明/ });
    await user.click(within(row).getByRole('button', { name: '强退' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('强制退出用户？')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await screen.findByText('1-1 共1条');
    expect(ended).toEqual(['b'.repeat(64)]);
    expect(bed.notes).toContainEqual(
      expect.objectContaining({ intent: 'success', message: '强制退出用户”张晓明“成功！' }),
    );
  });

  it('shows the server refusal, and no 强退 without system:online:forceLogout', async () => {
    bed.server.use(
      http.get(api('/sys/online/list'), () => page([session('b'.repeat(64), 'jeecg', '张晓明')])),
      http.post(api('/sys/online/forceLogout'), () => refused('Token无效!')),
    );
    const { unmount } = renderWithClient(<OnlineUserListPage />, grant());
    await screen.findByText('1-1 共1条');
    expect(screen.queryByRole('button', { name: '强退' })).toBeNull();
    unmount();

    renderWithClient(<OnlineUserListPage />, grant('system:online:forceLogout'));
    await screen.findByText('1-1 共1条');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '强退' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bed.notes).toContainEqual(expect.objectContaining({ message: 'Token无效!' })));
  });
});
