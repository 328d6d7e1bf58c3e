import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useNavigate } from 'react-router';

/** The route of 院校机构 (menu component cpc/InstitutionList); `?id=` shows one institution. */
export const INSTITUTION_PATH = '/organisation/institution';

export const institutionPath = (id?: string) =>
  id ? `${INSTITUTION_PATH}?id=${encodeURIComponent(id)}` : INSTITUTION_PATH;

/** The route of 联系人列表 (cpc/LinkUserList); `?institutionId=` limits it to one institution. */
export const linkUsersPath = (institutionId: string) =>
  `/linkUser/list?institutionId=${encodeURIComponent(institutionId)}`;

/** A link to an institution's page (or the list). */
export function InstitutionLink({ id, children }: { id?: string; children: ReactNode }) {
  return <AppLink to={institutionPath(id)}>{children}</AppLink>;
}

/** A link inside the app: a real address (opens in a new tab with Ctrl / ⌘), followed without a page load. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Link href={href} onClick={follow}>
      {children}
    </Link>
  );
}
