import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import UserAnnouncementPage from '@/features/notices/components/user-announcement-page';
import { noticeScreens } from '@/features/notices';
import { featureScreens } from '@/app/screen-registry';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { page } from '../features/feature-fixtures';
import { useDialogLayout } from '../widgets/test-utils';
import { ATTACK_HTML, renderInApp, serveNotices, useXssSpy } from './notice-fixtures';

const bed = useApiTestBed();
useDialogLayout();
const xss = useXssSpy();

/** A send row of getMyAnnouncementSend (AnnouncementSendModel): id is the send row's, anntId the announcement's. */
const row = (id: string, anntId: string, titile: string, extra: Record<string, unknown> = {}) => ({
  id,
  anntId,
  userId: 'u1',
  titile,
  msgContent: `<p>${titile}</p>`,
  sender: 'admin',
  sendTime: '2026-06-01 09:00:00',
  priority: 'L',
  msgCategory: '1',
  readFlag: '0',
  ...extra,
});

function serveMine() {
  const rows = [
    row('r1', 'a1', '期末考试安排', { priority: 'H', msgContent: ATTACK_HTML }),
    row('r2', 'a2', '系统升级', { msgCategory: '2', readFlag: '1', priority: 'M' }),
  ];
  const asked: URLSearchParams[] = [];
  const notices = serveNotices(bed, []);
  bed.server.use(
    http.get(api('/sys/sysAnnouncementSend/getMyAnnouncementSend'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const read = new Set(notices.marked.map((m) => (m as { anntId: string }).anntId));
      const current = rows.map((r) => (read.has(r.anntId) || notices.readAll ? { ...r, readFlag: '1' } : r));
      const flag = params.get('readFlag');
      return page(flag ? current.filter((r) => r.readFlag === flag) : current);
    }),
  );
  return { asked, notices };
}

const rowOf = (title: string) => screen.getByRole('group', { name: `${title} 操作` }).closest('tr')!;

describe('我的消息 (system/UserAnnouncementList)', () => {
  it('is the lazy screen of its menu component', async () => {
    expect(featureScreens.filter((d) => d.component === 'system/UserAnnouncementList')).toEqual(noticeScreens);
    expect((await noticeScreens[0]!.load()).default).toBe(UserAnnouncementPage);
  });

  it('lists the announcements with category, priority and 未读 / 已读; filters are sent as typed', async () => {
    signIn();
    const { asked } = serveMine();
    renderInApp(<UserAnnouncementPage />, '/isps/userAnnouncement');
    await screen.findByText('1-2 共2条');
    const unread = rowOf('期末考试安排');
    expect(within(unread).getByText('未读')).toBeInTheDocument();
    expect(within(unread).getByText('通知公告')).toBeInTheDocument();
    expect(within(unread).getByText('高')).toHaveAttribute('data-priority', 'H');
    const read = rowOf('系统升级');
    expect(within(read).getByText('已读')).toBeInTheDocument();
    expect(within(read).getByText('系统消息')).toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: '标记已读' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: '标题' }), '考试');
    await user.type(screen.getByRole('textbox', { name: '发布人' }), 'adm');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.at(-1)?.get('titile')).toBe('考试'));
    expect(asked.at(-1)?.get('sender')).toBe('adm');

    await user.selectOptions(screen.getByRole('combobox', { name: '阅读状态' }), '未读');
    await waitFor(() => expect(asked.at(-1)?.get('readFlag')).toBe('0'));
    await screen.findByText('1-1 共1条');
  });

  it('查看 marks the announcement read by anntId, tells the other sessions and shows it sanitised', async () => {
    signIn();
    const { notices } = serveMine();
    renderInApp(<UserAnnouncementPage />, '/isps/userAnnouncement');
    await screen.findByText('1-2 共2条');
    const user = userEvent.setup();
    await user.click(within(rowOf('期末考试安排')).getByRole('button', { name: '查看' }));
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    expect(within(modal).getByText('准考证')).toBeInTheDocument();
    modal.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(xss).not.toHaveBeenCalled();
    await waitFor(() => expect(notices.marked).toEqual([{ anntId: 'a1' }]));
    await waitFor(() => expect(notices.synced).toEqual(['a1']));
    await user.click(within(modal).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(within(rowOf('期末考试安排')).getByText('已读')).toBeInTheDocument());
  });

  it('标记已读 marks one; 全部已读 asks first, then marks all', async () => {
    signIn();
    const { notices } = serveMine();
    renderInApp(<UserAnnouncementPage />, '/isps/userAnnouncement');
    await screen.findByText('1-2 共2条');
    const user = userEvent.setup();
    await user.click(within(rowOf('期末考试安排')).getByRole('button', { name: '标记已读' }));
    await waitFor(() => expect(within(rowOf('期末考试安排')).getByText('已读')).toBeInTheDocument());
    expect(notices.marked).toEqual([{ anntId: 'a1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('是否全部标注已读?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(notices.readAll).toBe(1));
    await waitFor(() => expect(bed.notes).toContainEqual({ intent: 'success', message: '全部已读' }));
    await waitFor(() => expect(notices.synced).toContain(''));
  });
});
