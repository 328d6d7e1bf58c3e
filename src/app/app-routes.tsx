import { isValidElement, lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_PATH, OPEN_PATHS } from '@/domain/constants';
import { decideNavigation, afterPermissionsFailed } from '@/access/route-guard';
import { usePermissionsQuery } from '@/access/use-permissions-query';
import { PermissionProvider } from '@/access/permission-context';
import { buildRoutesFromMenu, filterMenuByPermission, type AppRoute } from '@/access/build-routes';
import { ApiError, apiUrl } from '@/lib/api-client';
import { homePathOf, useSession } from '@/session/session-store';
import { clearLocalSession } from '@/session/logout';
import { RouteProgress } from '@/components/layout/route-progress';
import { loadLayoutFor } from './layout-loaders';
import { menuToRouteObjects } from './menu-routes';
import { openRoutes, pending, Titled } from './open-routes';
import SignedInShell from './signed-in-shell';

const NotFoundPage = lazy(() => import('@/features/exception/exception-page'));
const ForbiddenPage = lazy(() => import('@/features/exception/exception-403'));
const ServerErrorPage = lazy(() => import('@/features/exception/exception-500'));
// Every signed-in user's own notices (the bell's 查看更多), also for roles whose menu has no 我的消息 entry.
const UserAnnouncementPage = lazy(() => import('@/features/notices/components/user-announcement-page'));
// The printable report (?id=), for staff and for the portal's contacts.
const TestHomePage = lazy(() => import('@/features/tests/components/test-home-page'));
const ReportViewPage = lazy(() => import('@/features/reports/components/report-view-page'));

interface TitledRoute {
  path: string;
  title: string;
  element: React.ReactNode;
}

/** Static routes that live inside the signed-in layout. */
const staticInLayout: TitledRoute[] = [
  { path: '/404', title: '404', element: <NotFoundPage /> },
  { path: '/403', title: '403', element: <ForbiddenPage /> },
  { path: '/500', title: '500', element: <ServerErrorPage /> },
  {
    path: '/test/home',
    title: '测试首页',
    element: (
      <Titled title="测试首页">
        <TestHomePage />
      </Titled>
    ),
  },
  { path: '/isps/userAnnouncement', title: '我的消息', element: <UserAnnouncementPage /> },
  { path: '/cpctest', title: '客户端', element: <Navigate to="/cpctest/customer" replace /> },
  { path: '/cpctest/customer', title: '客户首页', element: pending('客户首页', 'customer/CustomerIndex') },
  { path: '/cpctest/customer/institution', title: '机构详情', element: pending('机构详情', 'customer/Institution') },
  {
    path: '/cpctest/customer/collegeDetail',
    title: '院校详情',
    element: pending('院校详情', 'customer/CollegeDetail'),
  },
  { path: '/cpctest/customer/quiz', title: '测验', element: pending('测验', 'customer/QuizInfos') },
  { path: '/document/reportView', title: '报告查看', element: <ReportViewPage /> },
  { path: '/cpctest/customer/reportView', title: '报告查看', element: <ReportViewPage /> },
];

function collectTitles(routes: AppRoute[], into: Map<string, string>): Map<string, string> {
  for (const r of routes) {
    const path = r.path.startsWith('/') ? r.path : `/${r.path}`;
    if (!into.has(path)) into.set(path, r.title);
    collectTitles(r.children, into);
  }
  return into;
}

const isRedirectRoute = (r: RouteObject) => isValidElement(r.element) && r.element.type === Navigate;

/** Scroll to top on navigation; inside the layout the page tabs restore each tab's own position instead. */
function useScrollToTop(pathname: string) {
  useEffect(() => {
    if ((OPEN_PATHS as readonly string[]).includes(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
}

/** The route guard in front of the static and the menu-built routes. */
export function AppRoutes() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, userInfo } = useSession();
  const permissions = usePermissionsQuery({ enabled: !!token });
  const fullPath = location.pathname + location.search + location.hash;
  useScrollToTop(location.pathname);
  // Right after a sign-in (no warm start ran) the layout's chunk loads beside the menu request, not after it.
  const atHome = location.pathname === '/' || (OPEN_PATHS as readonly string[]).includes(location.pathname);
  const landing = atHome ? homePathOf(userInfo) : location.pathname;
  useEffect(() => void loadLayoutFor(landing), [landing]);

  const auth = permissions.data?.auth;
  const served = permissions.data?.menu;
  const menu = useMemo(
    () => served && filterMenuByPermission(served, new Set((auth ?? []).map((a) => a.action))),
    [served, auth],
  );
  const routes = useMemo<RouteObject[]>(() => {
    const built = menu ? buildRoutesFromMenu(menu, { config: { domianURL: apiUrl('').replace(/\/$/, '') } }) : [];
    const fromMenu = menuToRouteObjects(built);
    const menuPaths = new Set(fromMenu.map((r) => r.path));
    const fromStatic = staticInLayout.filter((r) => !menuPaths.has(r.path));
    const titles = collectTitles(built, new Map());
    for (const r of fromStatic) if (!titles.has(r.path)) titles.set(r.path, r.title);
    const children: RouteObject[] = [...fromMenu, ...fromStatic.map(({ path, element }) => ({ path, element }))];
    const redirects = new Set(['/', ...children.filter(isRedirectRoute).map((r) => r.path ?? '')]);
    return [
      ...openRoutes,
      {
        path: '/',
        element: <SignedInShell menu={menu ?? []} titles={titles} redirects={redirects} />,
        children: [{ index: true, element: <Navigate to={homePathOf(userInfo) || HOME_PATH} replace /> }, ...children],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ];
  }, [menu, userInfo]);
  const element = useRoutes(routes, location);

  const decision = decideNavigation({
    pathname: location.pathname,
    fullPath,
    hasToken: !!token,
    permissionsLoaded: !!permissions.data,
    homePath: homePathOf(userInfo),
  });

  // No network is no reason to sign out: the menu loads when it returns (the query refetches on reconnect).
  const unreachable = permissions.error instanceof ApiError && ['network', 'timeout'].includes(permissions.error.kind);
  const failed = decision.type === 'load-permissions' && permissions.isError && !unreachable;
  useEffect(() => {
    if (!failed) return;
    void clearLocalSession(queryClient);
    navigate(afterPermissionsFailed(fullPath), { replace: true });
  }, [failed, fullPath, navigate, queryClient]);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'load-permissions') return <RouteProgress />;
  return (
    <PermissionProvider value={permissions.data ?? null}>
      <Suspense fallback={<RouteProgress />}>{element}</Suspense>
    </PermissionProvider>
  );
}
