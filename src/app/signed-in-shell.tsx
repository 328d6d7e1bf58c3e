import { lazy } from 'react';
import { useLocation } from 'react-router';
import { routeTitleOf } from '@/access/build-routes';
import type { MenuItem } from '@/domain/permission-types';
import { homePathOf, useSession } from '@/session/session-store';
import { OfflineIndicator } from '@/components/offline/offline-indicator';
import { PendingEditsButton } from '@/components/offline/pending-edits-button';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { isPortalPath, loadMainLayout, loadPortalLayout } from './layout-loaders';

// React's lazy takes any thenable: a preloaded layout answers at once (layout-loaders).
const PortalLayout = lazy(loadPortalLayout as () => Promise<Awaited<ReturnType<typeof loadPortalLayout>>>);
const MainLayout = lazy(loadMainLayout as () => Promise<Awaited<ReturnType<typeof loadMainLayout>>>);

export interface SignedInShellProps {
  menu: MenuItem[];
  titles: ReadonlyMap<string, string>;
  redirects: ReadonlySet<string>;
}

const offlineStatus = (
  <>
    <OfflineIndicator />
    <PendingEditsButton />
    <NoticeBell />
  </>
);

/**
 * The part of the app a signed-in user sees: the layout around the routed screens (the customer portal's own under
 * /cpctest, the main layout elsewhere), 离线, 待同步 and the notice bell in its header.
 */
export default function SignedInShell({ menu, titles, redirects }: SignedInShellProps) {
  const { pathname } = useLocation();
  const { userInfo } = useSession();
  const titleOf = (path: string) => routeTitleOf(titles, path);
  // '/' only redirects home: a contact's home is the portal, so the staff layout is not loaded for it.
  if (isPortalPath(pathname === '/' ? homePathOf(userInfo) : pathname))
    return <PortalLayout menu={menu} titleOf={titleOf} noticeSlot={offlineStatus} />;
  return (
    <MainLayout menu={menu} titleOf={titleOf} isRedirect={(path) => redirects.has(path)} noticeSlot={offlineStatus} />
  );
}
