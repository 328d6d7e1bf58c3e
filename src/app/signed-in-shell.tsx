import type { MenuItem } from '@/domain/permission-types';
import { MainLayout } from '@/components/layout/main-layout';

export interface SignedInShellProps {
  menu: MenuItem[];
  titles: ReadonlyMap<string, string>;
  redirects: ReadonlySet<string>;
}

/** The lazily loaded part of the app a signed-in user sees: the main layout around the routed screens. */
export default function SignedInShell({ menu, titles, redirects }: SignedInShellProps) {
  return <MainLayout menu={menu} titleOf={(path) => titles.get(path)} isRedirect={(path) => redirects.has(path)} />;
}
