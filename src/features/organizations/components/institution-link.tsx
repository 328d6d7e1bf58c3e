import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useNavigate } from 'react-router';

/** The route of 院校机构 (menu component cpc/InstitutionList); `?id=` shows one institution. */
export const INSTITUTION_PATH = '/organisation/institution';

export const institutionPath = (id?: string) =>
  id ? `${INSTITUTION_PATH}?id=${encodeURIComponent(id)}` : INSTITUTION_PATH;

/** A link to an institution's page (or the list): a real address, followed inside the app. */
export function InstitutionLink({ id, children }: { id?: string; children: ReactNode }) {
  const to = institutionPath(id);
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
