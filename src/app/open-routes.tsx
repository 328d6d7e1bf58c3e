import { lazy, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { decideNavigation } from '@/access/route-guard';
import { usePageTitle } from '@/components/layout/use-page-title';
import { loadLoginPage } from './layout-loaders';
import { loadAlterationPage, loadRegisterPage, loadRegisterResultPage } from '@/features/login/self-service/loaders';

// Preloaded with the entry when there is no token (warm-start.ts): once loaded it renders without suspending.
const LoginPage = lazy(loadLoginPage as () => Promise<Awaited<ReturnType<typeof loadLoginPage>>>);

const PendingPage = lazy(() =>
  import('@/features/pending/screen-pending-page').then((m) => ({ default: m.ScreenPendingPage })),
);

const PublicTestSchedulePage = lazy(() => import('@/features/tests/components/public-test-schedule-page'));
const RegisterPage = lazy(loadRegisterPage);
const RegisterResultPage = lazy(loadRegisterResultPage);
const AlterationPage = lazy(loadAlterationPage);

export function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return <>{children}</>;
}

/** An open page under its title. */
const titled = (title: string, page: ReactNode) => <Titled title={title}>{page}</Titled>;

/** A static screen that later issues build; it names itself instead of showing a blank page. */
export const pending = (title: string, component: string) => (
  <Titled title={title}>
    <PendingPage title={title} component={component} />
  </Titled>
);

/** Routes open without a token (the user layout). */
export const openRoutes: RouteObject[] = [
  {
    path: '/user',
    element: <Outlet />,
    children: [
      { index: true, element: <Navigate to="/user/login" replace /> },
      { path: 'login', element: titled('登录', <LoginPage />) },
      { path: 'register', element: titled('注册', <RegisterPage />) },
      { path: 'register-result', element: titled('注册结果', <RegisterResultPage />) },
      { path: 'alteration', element: titled('找回密码', <AlterationPage />) },
    ],
  },
  { path: '/cpctest/test', element: titled('考试测试', <PublicTestSchedulePage />) },
];

/**
 * The app of a visitor without a token: only the open paths; any other path goes to the login page with
 * `?redirect=`. It needs no query client, so the login page stays small.
 */
export function OpenApp() {
  const location = useLocation();
  const element = useRoutes(openRoutes, location);
  const decision = decideNavigation({
    pathname: location.pathname,
    fullPath: location.pathname + location.search + location.hash,
    hasToken: false,
    permissionsLoaded: false,
    homePath: '',
  });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return element;
}
