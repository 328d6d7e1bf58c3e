import type { ReactNode } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MenuItem } from '@/domain/permission-types';
import type { UserInfo } from '@/domain/session-types';
import { publishSession, saveUserInfo } from '@/session/session-store';
import PortalLayout from '@/features/customer-portal/layout/portal-layout';
import { renderWithClient } from '../widgets/test-utils';

const page = (title: string, path: string, hidden = false): MenuItem => ({
  id: path,
  path,
  name: path.split('/').pop() ?? '',
  component: `customer/${title}`,
  route: '1',
  hidden,
  meta: { title, keepAlive: false, internalOrExternal: false },
});

/** The 客户端 group as the reference server's menu gives it to a contact (the home page lifted to the top). */
export const PORTAL_MENU: MenuItem[] = [
  page('首页', '/cpctest/customer'),
  {
    id: 'customer',
    path: '/customer',
    name: 'customer',
    component: 'layouts/RouteView',
    route: '1',
    redirect: '/cpctest/customer',
    meta: { title: '客户端', keepAlive: false, internalOrExternal: false },
    children: [
      page('修改密码', '/cpctest/customer/password'),
      page('院校列表', '/cpctest/customer/colleges'),
      page('院校详情', '/cpctest/customer/collegeDetail', true),
      page('文件列表', '/cpctest/customer/files'),
      page('报告', '/cpctest/customer/reports'),
      page('测验列表', '/cpctest/customer/quiz'),
      page('成绩列表', '/cpctest/customer/grades'),
      page('成绩统计', '/cpctest/customer/gradeStatistics'),
    ],
  },
];

const titles = new Map([PORTAL_MENU[0]!, ...PORTAL_MENU[1]!.children!].map((c) => [c.path, c.meta.title]));

function Where() {
  const location = useLocation();
  return <output aria-label="当前地址">{location.pathname + location.search}</output>;
}

/** Sets the window's width (the layout reads it through useScreenClass). */
export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

export function signInAs(realname = '张丽') {
  saveUserInfo({ id: 'u-customer', username: 'customer', realname, homePath: '/cpctest/customer' } as UserInfo);
  publishSession();
}

/** The portal layout around `page` (or a stand-in) at `path`. */
export function renderPortal(path: string, content: ReactNode = <p>页面内容</p>) {
  return renderWithClient(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/"
            element={<PortalLayout menu={PORTAL_MENU} titleOf={(p) => titles.get(p)} noticeSlot={<span>铃</span>} />}
          >
            <Route path="*" element={content} />
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </FluentProvider>,
  );
}
