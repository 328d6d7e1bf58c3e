import { Outlet } from 'react-router';
import type { MenuItem } from '@/domain/permission-types';
import { PlainLayout } from '@/components/layout/plain-layout';

/** The lazily loaded part of the app a signed-in user sees: the layout around the routed screen. */
export default function SignedInShell({ menu }: { menu: MenuItem[] }) {
  return (
    <PlainLayout menu={menu}>
      <Outlet />
    </PlainLayout>
  );
}
