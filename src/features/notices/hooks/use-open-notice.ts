import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@/domain/permission-types';
import { usePermissionSet } from '@/access/permission-context';
import type { Announcement } from '../api/fetch-unread-notices';
import { markNoticeRead, refreshNotices, syncNotice } from '../api/notice-actions';

/** A menu component key as the screen registry compares them (no leading slash, no .vue, no views/). */
const componentKey = (component: string) =>
  component
    .trim()
    .replace(/^\/+/, '')
    .replace(/^views\//, '')
    .replace(/\.vue$/, '');

function findComponentPath(menu: readonly MenuItem[], key: string): string | undefined {
  for (const item of menu) {
    if (item.component && componentKey(item.component) === key) return item.path;
    const found = findComponentPath(item.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where an openType 'component' notice opens: `openPage` itself when it is a path, else the menu route whose
 * component it names (JeecgBoot's openPage is a view path such as `system/UserList`), with `?id=<busId>`.
 */
export function componentTarget(notice: Announcement, menu: readonly MenuItem[]): string | undefined {
  const page = notice.openPage?.trim();
  if (!page) return undefined;
  const path = page.startsWith('/') && !page.endsWith('.vue') ? page : findComponentPath(menu, componentKey(page));
  if (!path) return undefined;
  if (!notice.busId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}id=${encodeURIComponent(notice.busId)}`;
}

/**
 * Opening a notice (the bell and 我的消息): it is marked read (then the bell and the list reload); an openType
 * 'component' notice opens its page, any other shows in the 通知消息 modal (`shown`).
 */
export function useOpenNotice() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const menu = usePermissionSet()?.menu ?? [];
  const [shown, setShown] = useState<Announcement | null>(null);

  /** Marks read and reloads; `sync` also tells the user's other sessions (syncNotic), as 我的消息 does. */
  const markRead = async (anntId: string, sync = false) => {
    try {
      await markNoticeRead(anntId);
      if (sync) void syncNotice(anntId);
    } catch {
      // offline or refused: it stays unread, the lists say so
    }
    await refreshNotices(client);
  };

  const open = (notice: Announcement, anntId: string, sync = false) => {
    void markRead(anntId, sync);
    const target = notice.openType === 'component' ? componentTarget(notice, menu) : undefined;
    if (target) navigate(target);
    else setShown(notice);
  };

  return { open, markRead, shown, close: () => setShown(null) };
}
