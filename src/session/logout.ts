import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notifier';
import { queryPersister } from '@/lib/query-persister';
import { forgetKeptDownloads } from '@/lib/kept-downloads';
import { LOGIN_PATH } from '@/domain/constants';
import { clearSession, getSession } from './session-store';
import { logoutOnServer } from './api/session-api';
import { casLogoutUrl } from './cas-sign-in';

/**
 * Forgets the signed-in user on this device: token, user info and dictionaries, the query cache in memory
 * and its copy in IndexedDB. Unsent edits stay in the outbox under their user, for that user.
 */
export async function clearLocalSession(queryClient: QueryClient): Promise<void> {
  const owner = getSession().userInfo?.id;
  const discarded = Promise.all([queryPersister.discard(), owner ? forgetKeptDownloads(owner) : undefined]).catch(
    (error: unknown) => {
      console.warn('logout: cached data not removed', error);
    },
  );
  clearSession();
  queryClient.clear();
  await discarded;
}

/**
 * Logout: clear token, permission list, user info and dictionaries, then call the
 * server logout and proceed even when it fails (its error is shown); the caller then leaves for the login page.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const token = getSession().token;
  const cleared = clearLocalSession(queryClient); // IndexedDB is cleared while the server is told
  if (!token) return cleared;
  try {
    const res = await logoutOnServer(token);
    if (!res.success) notify({ intent: 'error', message: res.message });
  } catch (error) {
    notify({ intent: 'error', message: (error as Error).message });
  }
  return cleared;
}

/** Logout, then go to /user/login with a full page reload (with CAS on: to the CAS server's logout). */
export async function logoutAndReload(queryClient: QueryClient): Promise<void> {
  await logout(queryClient);
  window.location.assign(casLogoutUrl(window.location.origin) ?? LOGIN_PATH);
}
