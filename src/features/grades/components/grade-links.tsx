import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { useHref, useNavigate } from 'react-router';

/** 成绩列表 (cpc/TestGradeList) starting on one test's grades. */
export const gradeListPath = (testId: string) => `/grade/list?testId=${encodeURIComponent(testId)}`;

/** A link inside the app: a real address (Ctrl / ⌘ opens a browser tab), followed without a page load. */
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
