import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '8px 24px', margin: 0 },
  // The spec's DetailList: 1 to 4 columns; tablets at most 2, phones 1.
  c1: { gridTemplateColumns: 'minmax(0, 1fr)' },
  c2: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media (max-width: 575.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  c3: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 575.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  c4: {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '@media (max-width: 575.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  item: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** One fact: its label and value (text, a dictionary text, a link…). */
export type DetailItem = [label: string, value: ReactNode];

export interface DetailListProps {
  items: readonly DetailItem[];
  /** Columns on a desktop (1–4, default 3); a tablet shows at most 2, a phone 1. */
  columns?: 1 | 2 | 3 | 4;
  /** Names the list (a section's title, e.g. 基本信息). */
  'aria-label'?: string;
  className?: string;
}

const isEmpty = (value: ReactNode) => value === undefined || value === null || value === '';

/**
 * Record facts as label over value (JeecgBoot's DetailList / a-descriptions), an empty value shown as -: the one
 * way the screens show a record's facts.
 */
export function DetailList({ items, columns = 3, className, 'aria-label': label }: DetailListProps) {
  const styles = useStyles();
  return (
    <dl className={mergeClasses(styles.list, styles[`c${columns}`], className)} aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.item}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{isEmpty(value) ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
