import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useNavigate } from 'react-router';

/**
 * A link to another screen of the app: a real address (Ctrl / ⌘ / Shift open it in a browser tab or window), an
 * ordinary click follows it without a page load.
 */
export function AppLink({
  to,
  children,
  'aria-label': label,
}: {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const href = useHref(to);
  const navigate = useNavigate();
  const follow = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Link href={href} onClick={follow} aria-label={label}>
      {children}
    </Link>
  );
}
