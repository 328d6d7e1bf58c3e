import type { MenuItem } from '@/domain/permission-types';
import { MainLayout } from '@/components/layout/main-layout';
import { OfflineIndicator } from '@/components/offline/offline-indicator';
import { PendingEditsButton } from '@/components/offline/pending-edits-button';
import { NoticeBell } from '@/features/notices/components/notice-bell';

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
 * The part of the app a signed-in user sees: the main layout around the routed screens, 离线, 待同步 and the notice
 * bell in its header.
 */
export default function SignedInShell({ menu, titles, redirects }: SignedInShellProps) {
  return (
    <MainLayout
      menu={menu}
      titleOf={(path) => titles.get(path)}
      isRedirect={(path) => redirects.has(path)}
      noticeSlot={offlineStatus}
    />
  );
}
