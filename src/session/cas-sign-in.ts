import type { LoginResult } from '@/domain/session-types';
import { LOGIN_PATH } from '@/domain/constants';
import { getAction } from '@/lib/api-client';
import { getSession, saveLogin, saveTenantId } from './session-store';

/** The CAS server's prefix when the app is built for CAS single sign-on (VITE_CAS_SERVER_URL), else null. */
export const CAS_SERVER_URL: string | null =
  (import.meta.env.VITE_CAS_SERVER_URL as string | undefined)?.replace(/\/+$/, '') || null;

/** Where a sign-in failure is handed to the login page (which shows it). */
export const CAS_FAILURE_KEY = 'cas-failure';

/** The service address given to CAS: the app's root (the server's CAS_SERVICE_URL must be the same). */
export const casService = (origin: string) => `${origin}/`;

interface CasPage {
  origin: string;
  pathname: string;
  search: string;
  replace(url: string): void;
}

/**
 * JeecgBoot's sso.js, before the app renders: with CAS on and no token, a `?ticket=` from the CAS server is
 * exchanged for a session (GET /sys/cas/client/validateLogin) and the page reloads signed in; without a ticket the
 * browser goes to the CAS login. Open pages other than 登录 stay open. Resolves true while the page is leaving.
 */
export async function casSignIn(page: CasPage, casUrl: string | null = CAS_SERVER_URL): Promise<boolean> {
  if (!casUrl || getSession().token) return false;
  if (page.pathname !== LOGIN_PATH && page.pathname.startsWith('/user/')) return false;
  if (page.pathname === '/cpctest/test') return false;
  const service = casService(page.origin);
  const ticket = new URLSearchParams(page.search).get('ticket');
  if (!ticket) {
    if (sessionStorage.getItem(CAS_FAILURE_KEY)) return false; // the login page says why; no redirect loop
    page.replace(`${casUrl}/login?service=${encodeURIComponent(service)}`);
    return true;
  }
  try {
    const res = await getAction<LoginResult>('/sys/cas/client/validateLogin', { ticket, service }, { silent: true });
    if (res.success && Number(res.code) === 200) {
      saveLogin(res.result);
      saveTenantId(res.result.tenantList?.[0]?.id ?? 0);
      sessionStorage.removeItem(CAS_FAILURE_KEY);
      page.replace('/');
      return true;
    }
    sessionStorage.setItem(CAS_FAILURE_KEY, res.message || 'CAS登录失败');
  } catch (error) {
    sessionStorage.setItem(CAS_FAILURE_KEY, (error as Error).message || 'CAS登录失败');
  }
  page.replace(LOGIN_PATH);
  return true;
}

/** After signing out with CAS on, the CAS session ends too. */
export function casLogoutUrl(origin: string, casUrl: string | null = CAS_SERVER_URL): string | null {
  return casUrl ? `${casUrl}/logout?service=${encodeURIComponent(casService(origin))}` : null;
}
