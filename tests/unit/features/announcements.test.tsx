import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import AnnouncementListPage from '@/features/announcements/components/announcement-list-page';
import { announcementActions } from '@/features/announcements/announcement-rules';
import { recipientsPayload } from '@/features/announcements/components/recipients-field';
import { setStored, STORAGE_KEYS } from '@/lib/storage';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { grant, renderWithClient, useDialogLayout } from '../widgets/test-utils';
import { DICTS, ok, page, storeDicts } from './feature-fixtures';

const bed = useApiTestBed();
useDialogLayout();

const item = (value: string, text: string) => ({ value, text, title: text, label: text });
beforeEach(() => {
  setStored(STORAGE_KEYS.userInfo, { id: 'u1', username: 'admin' });
  storeDicts({
    ...DICTS,
    msg_category: [item('1', '通知公告'), item('2', '系统消息')],
    priority: [item('L', '一般'), item('M', '重要'), item('H', '紧急')],
    msg_type: [item('ALL', '全体用户'), item('USER', '指定用户')],
    send_status: [item('0', '未发布'), item('1', '已发布'), item('2', '已撤销')],
    open_type: [item('url', 'URL'), item('component', '组件')],
  });
});

const ADMIN = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export', 'doReleaseData', 'doReovkeData'].map(
  (a) => `system:sysAnnouncement:${a}`,
);

const notice = (id: string, titile: string, sendStatus: string, extra: Record<string, unknown> = {}) => ({
  id,
  titile,
  msgCategory: '1',
  sender: 'admin',
  priority: 'H',
  priority_dictText: '紧急',
  msgType: 'ALL',
  sendStatus,
  sendStatus_dictText: { '0': '未发布', '1': '已发布', '2': '已撤销' }[sendStatus],
  sendTime: sendStatus === '0' ? null : '2026-11-25 10:00:00',
  msgContent: '<p>正文<img src="x" onerror="window.__ran = true"></p><script>window.__ran = true</script>',
  ...extra,
});
const ROWS = [notice('a1', '草稿通告', '0'), notice('a2', '已发布通告', '1'), notice('a3', '已撤销通告', '2')];

function serve() {
  const calls: { path: string; url: URL }[] = [];
  bed.server.use(
    http.get(api('/sys/annountCement/list'), ({ request }) => {
      calls.push({ path: 'list', url: new URL(request.url) });
      return page(ROWS);
    }),
    http.get(api('/sys/annountCement/doReleaseData'), ({ request }) => {
      calls.push({ path: 'release', url: new URL(request.url) });
      return ok('该系统通知发布成功', '该系统通知发布成功');
    }),
    http.get(api('/sys/annountCement/doReovkeData'), ({ request }) => {
      calls.push({ path: 'revoke', url: new URL(request.url) });
      return ok('该系统通知撤销成功', '该系统通知撤销成功');
    }),
  );
  return calls;
}

async function renderList(codes = ADMIN) {
  const calls = serve();
  renderWithClient(<AnnouncementListPage />, grant(...codes));
  await screen.findByText('1-3 共3条');
  return { calls, user: userEvent.setup() };
}

const buttonsOf = (titile: string) =>
  within(screen.getByRole('group', { name: `${titile} 操作` }))
    .getAllByRole('button')
    .map((b) => b.textContent);
const notes = (intent: string) => bed.notes.filter((n) => n.intent === intent).map((n) => n.message);

describe('系统通告: rules', () => {
  it('offers 编辑 发布 删除 for a draft, 撤销 for a published notice, 删除 for a revoked one', () => {
    expect(announcementActions('0')).toEqual(['edit', 'release', 'delete']);
    expect(announcementActions('1')).toEqual(['revoke']);
    expect(announcementActions('2')).toEqual(['delete']);
  });

  it('sends 指定用户 with JeecgBoot’s trailing comma, and no users for 全体用户', () => {
    expect(recipientsPayload({ msgType: 'USER', userIds: 'u1,u2' })).toEqual({ msgType: 'USER', userIds: 'u1,u2,' });
    expect(recipientsPayload({ msgType: 'USER', userIds: 'u1,u2,' })).toEqual({ msgType: 'USER', userIds: 'u1,u2,' });
    expect(recipientsPayload({ msgType: 'ALL', userIds: 'u1' })).toEqual({ msgType: 'ALL', userIds: '' });
    expect(recipientsPayload({ msgType: 'USER' })).toEqual({ msgType: 'USER' });
  });
});

describe('系统通告: the list', () => {
  it('shows the row actions each 发布状态 allows, behind their button codes', async () => {
    await renderList();
    expect(buttonsOf('草稿通告')).toEqual(['详情', '编辑', '发布', '删除', '查看']);
    expect(buttonsOf('已发布通告')).toEqual(['详情', '撤销', '查看']);
    expect(buttonsOf('已撤销通告')).toEqual(['详情', '删除', '查看']);
    expect(within(screen.getByRole('table')).getAllByText('紧急')).toHaveLength(3);
  });

  it('hides 发布 and 撤销 without system:sysAnnouncement:doReleaseData / doReovkeData', async () => {
    await renderList(['system:sysAnnouncement:edit']);
    expect(buttonsOf('草稿通告')).toEqual(['详情', '编辑', '查看']);
    expect(buttonsOf('已发布通告')).toEqual(['详情', '查看']);
  });

  it('发布 asks 确定发布吗? and calls doReleaseData with the id', async () => {
    const { calls, user } = await renderList();
    const row = screen.getByRole('group', { name: '草稿通告 操作' });
    await user.click(within(row).getByRole('button', { name: '发布' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认发布' });
    expect(within(dialog).getByText('确定发布吗?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['该系统通知发布成功']));
    expect(calls.find((c) => c.path === 'release')!.url.searchParams.get('id')).toBe('a1');
  });

  it('撤销 asks 确定撤销吗? and calls doReovkeData', async () => {
    const { calls, user } = await renderList();
    await user.click(
      within(screen.getByRole('group', { name: '已发布通告 操作' })).getByRole('button', { name: '撤销' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: '确认撤销' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notes('success')).toEqual(['该系统通知撤销成功']));
    expect(calls.find((c) => c.path === 'revoke')!.url.searchParams.get('id')).toBe('a2');
  });

  it('查看 shows the notice with its content cleaned: no script, no event handler', async () => {
    const { user } = await renderList();
    await user.click(
      within(screen.getByRole('group', { name: '已发布通告 操作' })).getByRole('button', { name: '查看' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '已发布通告' });
    expect(within(dialog).getByText('发布人：admin')).toBeInTheDocument();
    expect(within(dialog).getByText('发布时间：2026-11-25 10:00:00')).toBeInTheDocument();
    expect(within(dialog).getByText('正文')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '已发布通告' })).toBeNull());
  });

  it('the form shows 指定用户 only for 通告对象 指定用户', async () => {
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    const picker = () => within(form).queryByRole('button', { name: '选择用户' });
    expect(picker()).toBeNull();
    await user.click(within(form).getByRole('radio', { name: '指定用户' }));
    await waitFor(() => expect(picker()).not.toBeNull());
    await user.click(within(form).getByRole('radio', { name: '全体用户' }));
    await waitFor(() => expect(picker()).toBeNull());
  }, 20_000);
});
