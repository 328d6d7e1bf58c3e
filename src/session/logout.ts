import type { QueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notifier';
import { LOGIN_PATH } from '@/domain/constants';
import { clearSession, getSession } from './session-store';
import { logoutOnServer } from './api/session-api';

/**
 * Logout (spec document 1 §4): clear token, permission list, user info and dictionaries, then call the
 * server logout and proceed even when it fails (its error is shown); the caller then leaves for the login page.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const token = getSession().token;
  clearSession();
  queryClient.clear();
  if (!token) return;
  try {
    const res = await logoutOnServer(token);
    if (!res.success) notify({ intent: 'error', message: res.message });
  } catch (error) {
    notify({ intent: 'error', message: (error as Error).message });
  }
}

/** Logout, then go to /user/login with a full page reload. */
export async function logoutAndReload(queryClient: QueryClient): Promise<void> {
  await logout(queryClient);
  window.location.assign(LOGIN_PATH);
}
