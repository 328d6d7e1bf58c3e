import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AnnouncementModal } from '@/features/notices/components/announcement-modal';
import { componentTarget } from '@/features/notices/hooks/use-open-notice';
import { api, signIn, useApiTestBed } from '../lib/api-client-helpers';
import { useDialogLayout } from '../widgets/test-utils';
import { MENU_PERMISSIONS, notice, renderInApp, serveNotices, useXssSpy } from './notice-fixtures';

const bed = useApiTestBed();
useDialogLayout();
const xss = useXssSpy();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('通知消息 (the announcement modal)', () => {
  it('shows title, the sender by real name, send time and the content without running its scripts', async () => {
    signIn();
    serveNotices(bed, []);
    const html =
      '<h2>考场安排</h2><img src="x" onerror="window.__xss()"><script>window.__xss()</script>' +
      '<a href="javascript:window.__xss()">链接</a><svg onload="window.__xss()"></svg>';
    renderInApp(<AnnouncementModal notice={notice('a1', '考试通知', { msgContent: html })} onClose={() => {}} />);
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    expect(within(modal).getByRole('heading', { name: '考试通知' })).toBeInTheDocument();
    expect(within(modal).getByRole('heading', { name: '考场安排' })).toBeInTheDocument();
    expect(await within(modal).findByText('发布人：管理员')).toBeInTheDocument();
    expect(within(modal).getByText('发布时间：2026-06-01 09:00:00')).toBeInTheDocument();

    const img = modal.querySelector('img')!;
    img.dispatchEvent(new Event('error'));
    within(modal).getByText('链接').click();
    expect(modal.querySelector('script, svg, [onerror], [onload]')).toBeNull();
    expect(within(modal).getByText('链接')).not.toHaveAttribute('href');
    expect(xss).not.toHaveBeenCalled();
    // Only a url notice has something to handle.
    expect(within(modal).queryByRole('button', { name: '去处理' })).toBeNull();
  });

  it('shows the username when the user list may not be read (no error shown)', async () => {
    signIn();
    bed.server.use(
      http.get(api('/sys/user/list'), () =>
        HttpResponse.json({ success: false, code: 403, message: '拒绝访问', result: null }, { status: 403 }),
      ),
    );
    renderInApp(<AnnouncementModal notice={notice('a1', '考试通知')} onClose={() => {}} />);
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    await waitFor(() => expect(within(modal).getByText('发布人：admin')).toBeInTheDocument());
    expect(bed.notes).toEqual([]);
  });

  it('关闭 closes; 去处理 (openType url) goes to openPage and closes', async () => {
    signIn();
    serveNotices(bed, []);
    const onClose = vi.fn();
    const urlNotice = notice('a1', '待审批', { openType: 'url', openPage: '/isystem/user' });
    renderInApp(<AnnouncementModal notice={urlNotice} onClose={onClose} />);
    const user = userEvent.setup();
    const modal = await screen.findByRole('dialog', { name: '通知消息' });
    await user.click(within(modal).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(modal).getByRole('button', { name: '去处理' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('当前地址', { selector: 'output' })).toHaveTextContent('/isystem/user');
  });

  it('去处理 opens a full address in a new tab', async () => {
    signIn();
    serveNotices(bed, []);
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const external = notice('a1', '外部链接', { openType: 'url', openPage: 'https://example.com/x' });
    renderInApp(<AnnouncementModal notice={external} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '去处理' }));
    expect(opened).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
    expect(screen.getByLabelText('当前地址', { selector: 'output' })).toHaveTextContent('/dashboard/analysis');
  });
});

describe('componentTarget (openType component)', () => {
  const menu = MENU_PERMISSIONS.menu;
  it('finds the menu route of the component, with ?id=busId', () => {
    expect(componentTarget(notice('a', 't', { openPage: 'system/UserList', busId: 'u 9' }), menu)).toBe(
      '/isystem/user?id=u%209',
    );
    expect(componentTarget(notice('a', 't', { openPage: '/system/UserList.vue' }), menu)).toBe('/isystem/user');
    expect(componentTarget(notice('a', 't', { openPage: '/isps/x?tab=1', busId: 'b' }), menu)).toBe(
      '/isps/x?tab=1&id=b',
    );
    expect(componentTarget(notice('a', 't', { openPage: 'modules/bpm/Unknown' }), menu)).toBeUndefined();
    expect(componentTarget(notice('a', 't', { openPage: '' }), menu)).toBeUndefined();
  });
});
