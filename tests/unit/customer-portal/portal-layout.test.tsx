import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { isCurrentPage, isPortalPath, portalPages } from '@/features/customer-portal/layout/portal-nav';
import { api, useApiTestBed } from '../lib/api-client-helpers';
import { ok, refused } from '../features/feature-fixtures';
import type { UserInfo } from '@/domain/session-types';
import { publishSession, saveUserInfo } from '@/session/session-store';
import { PORTAL_MENU, renderPortal, setWidth, signInAs } from './portal-fixtures';

const bed = useApiTestBed();
const INSTITUTION = api('/cutumer/organization/getInstitutionByUserId');

beforeEach(() => {
  signInAs();
  bed.server.use(http.get(INSTITUTION, () => ok({ id: 'o1', orgName: '京华理工大学' })));
});
afterEach(() => setWidth(1024));

describe('the portal pages of the menu', () => {
  it('are the index (lifted to the menu’s top) and the 客户端 group’s visible children, in menu order', () => {
    const pages = portalPages(PORTAL_MENU);
    expect(pages.map((p) => p.title)).toEqual([
      '首页',
      '修改密码',
      '院校列表',
      '文件列表',
      '报告',
      '测验列表',
      '成绩列表',
      '成绩统计',
    ]);
  });

  it('are every path under /cpctest (the portal layout’s), and no other', () => {
    for (const path of ['/cpctest', '/cpctest/customer', '/cpctest/customer/quiz'])
      expect(isPortalPath(path)).toBe(true);
    for (const path of ['/', '/cpctestx', '/dashboard/analysis', '/isps/userAnnouncement'])
      expect(isPortalPath(path)).toBe(false);
  });

  it('mark the index only for itself, other pages also for their sub-paths', () => {
    expect(isCurrentPage('/cpctest/customer', '/cpctest/customer')).toBe(true);
    expect(isCurrentPage('/cpctest/customer', '/cpctest/customer/quiz')).toBe(false);
    expect(isCurrentPage('/cpctest/customer/quiz', '/cpctest/customer/quiz/1')).toBe(true);
    expect(isCurrentPage('/cpctest/customer/quiz', '/cpctest/customer/quizzes')).toBe(false);
  });
});

describe('on a phone (390 px)', () => {
  beforeEach(() => setWidth(390));

  it('shows the header with the institution, the page title and a bottom bar of five', async () => {
    renderPortal('/cpctest/customer/grades');
    expect(await screen.findByText('京华理工大学')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '成绩列表' })).toBeInTheDocument();
    const navs = screen.getAllByRole('navigation', { name: '客户端导航' });
    expect(navs).toHaveLength(1);
    const bar = within(navs[0]!);
    expect(bar.getAllByRole('link').map((l) => l.textContent)).toEqual(['首页', '测验列表', '成绩列表', '文件列表']);
    expect(bar.getByRole('button', { name: '更多' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: '成绩列表' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('铃')).toBeInTheDocument();
  });

  it('opens 更多 with every portal page and goes to the one chosen', async () => {
    const user = userEvent.setup();
    renderPortal('/cpctest/customer');
    await user.click(screen.getByRole('button', { name: '更多' }));
    const sheet = screen.getByRole('dialog', { name: '更多' });
    expect(within(sheet).getAllByRole('link')).toHaveLength(8);
    expect(within(sheet).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(sheet).getByRole('link', { name: '报告' }));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/cpctest/customer/reports');
    expect(screen.queryByRole('dialog', { name: '更多' })).not.toBeInTheDocument();
    // A page outside the bar marks 更多.
    expect(screen.getByRole('button', { name: '更多' }).className).not.toBe(
      screen.getByRole('link', { name: '首页' }).className,
    );
  });

  it('closes 更多 with Escape', async () => {
    const user = userEvent.setup();
    renderPortal('/cpctest/customer');
    await user.click(screen.getByRole('button', { name: '更多' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '更多' })).not.toBeInTheDocument();
  });

  it('opens the user’s 我的资料 and 修改密码 pages from the user button', async () => {
    const user = userEvent.setup();
    renderPortal('/cpctest/customer');
    await user.click(screen.getByRole('button', { name: '张丽 用户菜单' }));
    expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '返回管理端' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '我的资料' }));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/cpctest/customer/profile');
    await user.click(screen.getByRole('button', { name: '张丽 用户菜单' }));
    await user.click(screen.getByRole('link', { name: '修改密码' }));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/cpctest/customer/password');
  });

  it('offers staff who opened the portal the way back to their home', async () => {
    saveUserInfo({ id: 'u-admin', username: 'admin', realname: '管理员', homePath: '/dashboard/analysis' } as UserInfo);
    publishSession();
    const user = userEvent.setup();
    renderPortal('/cpctest/customer');
    await user.click(screen.getByRole('button', { name: '管理员 用户菜单' }));
    await user.click(screen.getByRole('link', { name: '返回管理端' }));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/dashboard/analysis');
  });
});

describe('on a desktop (1440 px)', () => {
  beforeEach(() => setWidth(1440));

  it('shows every portal page in a top nav with the current one marked, and no bottom bar', async () => {
    renderPortal('/cpctest/customer/quiz');
    await screen.findByText('京华理工大学');
    const nav = screen.getByRole('navigation', { name: '客户端导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(portalPages(PORTAL_MENU).map((p) => p.title));
    expect(within(nav).getByRole('link', { name: '测验列表' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '更多' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '张丽' })).toBeInTheDocument();
  });

  it('shows no institution and no message for an account that has none (staff opening the portal)', async () => {
    bed.server.use(http.get(INSTITUTION, () => refused('未找到对应数据')));
    renderPortal('/cpctest/customer');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 50));
    expect(bed.notes).toEqual([]);
    expect(screen.queryByText('京华理工大学')).not.toBeInTheDocument();
  });
});
