import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { LIST_MIN_WIDTH, MEDIA } from './breakpoints';
import { useScreenClass } from './use-screen-class';

const useStyles = makeStyles({
  area: { overflowX: 'auto', maxWidth: '100%' },
  content: { [`@media ${MEDIA.narrow}`]: { minWidth: `${LIST_MIN_WIDTH}px` } },
});

/**
 * Wraps a list page's query form and table: below 500 px the content keeps 800 px and scrolls sideways
 * as JeecgBoot's lists do. Focusable only then, so keyboard users can scroll it.
 */
export function ListScrollArea({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const { narrow } = useScreenClass();
  const tabIndex = narrow ? 0 : undefined;
  return (
    <div role="region" aria-label={label} tabIndex={tabIndex} className={mergeClasses(styles.area, className)}>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
