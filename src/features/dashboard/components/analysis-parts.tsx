import type { ReactNode } from 'react';
import { Caption1, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ArrowDown16Regular, ArrowUp16Regular } from '@fluentui/react-icons';
import { Link } from 'react-router';
import { type UseQueryResult } from '@tanstack/react-query';
import { BarList, ChartPanel, type Bar } from '@/components/widgets/charts';
import { Loading, LoadFailed } from '@/components/widgets/load-failed';
import { DataAge } from '@/components/offline/data-age';
import { useOnline } from '@/lib/online-status';
import { StatTable } from '@/components/widgets/stat-table';
import { formatPercent } from '@/domain/rounding';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  card: { minWidth: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  // A name rather than a number: smaller, and wrapped.
  words: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
  link: { color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
  note: { color: tokens.colorNeutralForeground3 },
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A titled group of figures that shows its own loading, failure (重新加载) or content: one failing call blanks nothing
 * else. Kept figures shown offline say how old they are.
 */
export function FigureGroup<T>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T | undefined>;
  children: (data: T) => ReactNode;
}) {
  const styles = useStyles();
  const online = useOnline();
  let body: ReactNode;
  if (query.data !== undefined) body = children(query.data);
  else if (query.isError) body = <LoadFailed message={`${title}加载失败`} onRetry={() => void query.refetch()} />;
  else body = <Loading />;
  return (
    <section className={styles.group} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {/* Offline, or when asking again failed: the kept figures say how old they are. */}
      {query.data !== undefined && (!online || query.isRefetchError) && <DataAge updatedAt={query.dataUpdatedAt} />}
      {body}
    </section>
  );
}

export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <div className={useStyles().grid} role="list">
      {children}
    </div>
  );
}

/**
 * One figure: its label, value (`words`: a name, set smaller) and a note under it; a link to the list it counts when
 * the user has that screen.
 */
export function Figure({
  label,
  value,
  note,
  to,
  words = false,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  to?: string;
  words?: boolean;
}) {
  const styles = useStyles();
  const content = (
    <div className={styles.body}>
      <Caption1>{label}</Caption1>
      <Text className={words ? styles.words : styles.value}>{value}</Text>
      {note && <Caption1 className={styles.note}>{note}</Caption1>}
    </div>
  );
  return (
    <Card className={styles.card} role="listitem" aria-label={label}>
      {to ? (
        <Link to={to} className={styles.link}>
          {content}
        </Link>
      ) : (
        content
      )}
    </Card>
  );
}

/** The change from `previous` with an arrow: ↑ 2.35 / ↓ 1.2 %, or nothing without a previous value. */
export function Change({
  now,
  previous,
  percent,
}: {
  now: number | null;
  previous?: number | null;
  percent?: boolean;
}) {
  const styles = useStyles();
  if (now === null || previous === null || previous === undefined) return null;
  const diff = now - previous;
  if (diff === 0) return <span>持平</span>;
  const text = percent ? formatPercent(Math.abs(diff)) : String(Math.round(Math.abs(diff) * 100) / 100);
  return diff > 0 ? (
    <span className={styles.up} aria-label={`上升 ${text}`}>
      <ArrowUp16Regular /> {text}
    </span>
  ) : (
    <span className={styles.down} aria-label={`下降 ${text}`}>
      <ArrowDown16Regular /> {text}
    </span>
  );
}

/** A bar list with its 表格 view of the same numbers. */
export function BarPanel({ title, bars, unit }: { title: string; bars: readonly Bar[]; unit: string }) {
  return (
    <ChartPanel
      title={title}
      chart={() => <BarList title={title} bars={bars} max={0} />}
      table={() => (
        <StatTable
          label={title}
          rows={bars}
          rowKey={(b) => b.key}
          columns={[
            { key: 'label', label: '项目', render: (b) => b.label },
            { key: 'value', label: unit, render: (b) => b.text },
          ]}
        />
      )}
    />
  );
}

export const barColor = tokens.colorBrandBackground;
