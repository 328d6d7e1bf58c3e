import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useNavigate } from 'react-router';

/** A link to another screen: a real address (Ctrl / ⌘ opens a new tab), followed without a page load. */
export function RouteLink({ to, children }: { to: string; children: ReactNode }) {
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
