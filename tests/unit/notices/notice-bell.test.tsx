import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok } from '../features/feature-fixtures';
import { useDialogLayout } from '../widgets/test-utils';
import { FakeSocket } from './fake-socket';
import {
  ATTACK_HTML,
  notice,
  renderInApp,
  serveNotices,
  useSignedInWithFakeSocket,
  useXssSpy,
} from './notice-fixtures';

const bed = useApiTestBed();
useDialogLayout();
useSignedInWithFakeSocket();
const xss = useXssSpy();

const NOTICES = () => [
  notice('a1', '期末考试安排', { priority: 'H', msgContent: ATTACK_HTML }),
  notice('a2', '成绩复核', { openType: 'component', openPage: 'system/UserList', busId: 'u9' }),
  notice('s1', '系统维护', { msgCategory: '2', priority: 'M', openType: 'url', openPage: '/isystem/user' }),
];

/**
 * The bell by its name. While the popover is open it hides the rest of the page from the accessibility tree (a modal
 * focus trap, applied a moment after it opens): `hidden` finds the bell then, as a pointer still reaches it.
 */
const bell = (count: number, hidden = false) =>
  screen.findByRole('button', { name: `消息通知，${count} 条未读`, hidden });

async function openBell(count: number) {
  const user = userEvent.setup();
  await user.click(await bell(count));
  const panel = await screen.findByRole('dialog', { name: '消息通知' });
  return { user, panel };
}

describe('the notice bell', () => {
  it('counts notices plus system messages; the popover has 通知(n) and 系统消息(n) with priority colours', async () => {
    serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    const { user, panel } = await openBell(3);
    const notices = within(panel).getByRole('tab', { name: '通知(2)' });
    expect(notices).toHaveAttribute('aria-selected', 'true');
    const list = within(panel).getByRole('list', { name: '通知' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const urgent = within(list).getByRole('button', { name: /期末考试安排/ });
    expect(within(urgent).getByText('紧急消息')).toHaveAttribute('data-priority', 'H');
    expect(urgent).toHaveTextContent('admin · 2026-06-01 09:00:00');
    expect(within(list).getByText('一般消息')).toHaveAttribute('data-priority', 'L');

    await user.click(within(panel).getByRole('tab', { name: '系统消息(1)' }));
    const system = within(panel).getByRole('list', { name: '系统消息' });
    expect(within(system).getByRole('button', { name: /系统维护/ })).toBeInTheDocument();
    expect(within(system).getByText('重要消息')).toHaveAttribute('data-priority', 'M');
  });

  it('says 消息通知 without a count when nothing is unread, and shows 暂无消息', async () => {
    serveNotices(bed, []);
    renderInApp(<NoticeBell />);
    const user = userEvent.setup();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '消息通知' }));
    const panel = await screen.findByRole('dialog', { name: '消息通知' });
    expect(within(panel).getByText('暂无消息')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('a click marks the notice read by its id, reloads the count and shows it sanitised in 通知消息', async () => {
    const server = serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    const { user, panel } = await openBell(3);
    await user.click(within(panel).getByRole('button', { name: /期末考试安排/ }));

    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    expect(within(modal).getByRole('heading', { name: '期末考试安排' })).toBeInTheDocument();
    expect(within(modal).getByText('2026-06-01 09:00:00', { exact: false })).toBeInTheDocument();
    expect(await within(modal).findByText('管理员', { exact: false })).toBeInTheDocument();
    expect(within(modal).getByText('准考证')).toBeInTheDocument();
    const img = modal.querySelector('img')!;
    expect(img).not.toHaveAttribute('onerror');
    img.dispatchEvent(new Event('error'));
    expect(modal.querySelector('script')).toBeNull();
    expect(xss).not.toHaveBeenCalled();
    // openType is not url: no 去处理.
    expect(within(modal).queryByRole('button', { name: '去处理' })).toBeNull();

    await waitFor(() => expect(server.marked).toEqual([{ anntId: 'a1' }]));
    await user.click(within(modal).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通知消息' })).toBeNull());
    expect(await bell(2)).toHaveFocus();
  });

  it('openType component opens the page of that component with ?id=busId, not the modal', async () => {
    const server = serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    const { user, panel } = await openBell(3);
    await user.click(within(panel).getByRole('button', { name: /成绩复核/ }));
    await waitFor(() => expect(screen.getByLabelText('当前地址')).toHaveTextContent('/isystem/user?id=u9'));
    expect(screen.queryByRole('dialog', { name: '通知消息' })).toBeNull();
    await waitFor(() => expect(server.marked).toEqual([{ anntId: 'a2' }]));
    expect(await bell(2)).toBeInTheDocument();
  });

  it('a url notice offers 去处理, which goes to its openPage', async () => {
    serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    const { user, panel } = await openBell(3);
    await user.click(within(panel).getByRole('tab', { name: '系统消息(1)' }));
    await user.click(within(panel).getByRole('button', { name: /系统维护/ }));
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    await user.click(within(modal).getByRole('button', { name: '去处理' }));
    await waitFor(() => expect(screen.getByLabelText('当前地址')).toHaveTextContent('/isystem/user'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '通知消息' })).toBeNull());
  });

  it('查看更多 goes to /isps/userAnnouncement; 全部已读 marks everything read', async () => {
    const server = serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    const { user, panel } = await openBell(3);
    await user.click(within(panel).getByRole('button', { name: '全部已读' }));
    expect(await screen.findByRole('button', { name: '消息通知', hidden: true })).toBeInTheDocument();
    expect(server.readAll).toBe(1);
    expect(bed.notes).toContainEqual({ intent: 'success', message: '全部已读' });

    await user.click(within(panel).getByRole('button', { name: '查看更多' }));
    expect(screen.getByLabelText('当前地址')).toHaveTextContent('/isps/userAnnouncement');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息通知' })).toBeNull());
  });

  it('Escape closes the popover and gives the focus back to the bell; the bell toggles it', async () => {
    serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    const { user } = await openBell(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息通知' })).toBeNull());
    expect(await bell(3)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '消息通知' })).toBeInTheDocument();
    await user.click(await bell(3, true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '消息通知' })).toBeNull());
  });

  it('opens /websocket/{userId} with the token; a topic frame, and a dropped socket, reload the count', async () => {
    const server = serveNotices(bed, NOTICES());
    renderInApp(<NoticeBell />);
    await bell(3);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.latest();
    expect(socket.url).toBe('ws://api.test/jeecg-boot/websocket/u1');
    expect(socket.protocols).toEqual(['tok-123']);
    socket.open();

    server.all.push(notice('a3', '新通知'));
    socket.receive({ cmd: 'topic', msgId: 'a3', msgTxt: '新通知' });
    expect(await bell(4)).toBeInTheDocument();

    // Published while the socket is down: the drop itself reloads the count.
    server.all.push(notice('a4', '又一条'));
    socket.drop();
    expect(await bell(5)).toBeInTheDocument();
  });

  it('a frame of an unread notice pops 消息提醒; 查看详情 reads it by id, marks it read and shows it', async () => {
    const server = serveNotices(bed, NOTICES());
    const asked: string[] = [];
    bed.server.use(
      http.get(api('/sys/annountCement/queryById'), ({ request }) => {
        const id = new URL(request.url).searchParams.get('id') ?? '';
        asked.push(id);
        return ok(server.all.find((n) => n.id === id));
      }),
    );
    renderInApp(<NoticeBell />);
    await bell(3);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.latest();
    socket.open();

    // Read elsewhere (the frame syncNotic sends again): no notification.
    server.read.add('a1');
    socket.receive({ cmd: 'topic', msgId: 'a1', msgTxt: '期末考试安排' });
    expect(await bell(2)).toBeInTheDocument();

    server.all.push(notice('a3', '补考通知', { msgContent: '<p>补考定于周六</p>' }));
    socket.receive({ cmd: 'user', msgId: 'a3', msgTxt: '补考通知' });
    await waitFor(() => expect(bed.notes.filter((n) => n.action)).toHaveLength(1));
    const note = bed.notes.find((n) => n.action)!;
    expect(note).toMatchObject({ title: '消息提醒', message: '补考通知', action: { label: '查看详情' } });

    note.action!.run();
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    expect(within(modal).getByText('补考定于周六')).toBeInTheDocument();
    expect(asked).toEqual(['a3']);
    await waitFor(() => expect(server.marked).toContainEqual({ anntId: 'a3' }));
  });
});
