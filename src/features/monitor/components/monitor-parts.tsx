import type { ReactNode } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/widgets/load-failed';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { fetchMetrics, measure, monitorKeys, type Metric } from '../api/monitor-api';
import { formatDateTime, formatValue, type Unit } from './format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { flexGrow: 1, margin: 0 },
  updated: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  name: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  value: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  sub: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface MonitorPageProps {
  title: string;
  /** What the figures really are on this server (shown above them). */
  note?: ReactNode;
  /** When the shown figures were fetched. */
  updatedAt?: number;
  onRefresh?: () => void;
  refreshing?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** A monitor screen: its title, the honest note, 上次更新 and 刷新, then the figures. */
export function MonitorPage({ title, note, updatedAt, onRefresh, refreshing, extra, children }: MonitorPageProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.head}>
        <Title3 as="h1" className={styles.title}>
          {title}
        </Title3>
        {updatedAt ? <Text className={styles.updated}>上次更新：{formatDateTime(new Date(updatedAt))}</Text> : null}
        {extra}
        {onRefresh && (
          <Button icon={<ArrowClockwiseRegular />} onClick={onRefresh} disabled={refreshing}>
            刷新
          </Button>
        )}
      </div>
      {note && (
        <MessageBar intent="info">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      )}
      {children}
    </section>
  );
}

export interface MetricRow {
  /** The metric's name on the server. */
  name: string;
  /** Which measurement (COUNT, TOTAL_TIME…); the first when absent. */
  statistic?: string;
  /** 参数 as shown. */
  label: string;
  unit: Unit;
}

/** The rows' metrics, fetched together; `refetchInterval` in ms or none. */
export function useMetrics(rows: readonly MetricRow[], refetchInterval?: number) {
  const names = [...new Set(rows.map((r) => r.name))];
  return useQuery({
    queryKey: monitorKeys.part('metrics', names),
    queryFn: () => fetchMetrics(names),
    refetchInterval,
    meta: { quiet: true },
  });
}

/** The server's description, when it says more than the row's own label. */
const describes = (row: MetricRow, metric: Metric | undefined) =>
  Boolean(metric?.description) && !metric!.description.startsWith(row.label);

/** 参数 / 描述 / 当前值, as JeecgBoot's JVM, 服务器 and Tomcat tables; on a phone 参数 goes under 描述. */
export function MetricTable({
  label,
  rows,
  metrics,
}: {
  label: string;
  rows: readonly MetricRow[];
  metrics: Record<string, Metric>;
}) {
  const styles = useStyles();
  const phone = useIsPhone();
  const valueOf = (row: MetricRow) => formatValue(measure(metrics[row.name], row.statistic), row.unit);
  const nameOf = (row: MetricRow) => (row.statistic ? `${row.name} (${row.statistic})` : row.name);
  return (
    <div className={styles.scroll}>
      <Table aria-label={label} size="small">
        <TableHeader>
          <TableRow>
            {!phone && <TableHeaderCell>参数</TableHeaderCell>}
            <TableHeaderCell>描述</TableHeaderCell>
            <TableHeaderCell>当前值</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={nameOf(row)}>
              {!phone && (
                <TableCell>
                  <span className={styles.name}>{nameOf(row)}</span>
                </TableCell>
              )}
              <TableCell>
                {row.label}
                {describes(row, metrics[row.name]) && (
                  <span className={styles.sub}>{metrics[row.name]?.description}</span>
                )}
                {phone && <span className={`${styles.sub} ${styles.name}`}>{nameOf(row)}</span>}
              </TableCell>
              <TableCell>
                <span className={styles.value}>{valueOf(row)}</span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** A whole metric screen (JVM信息, 系统信息, Web服务器): the table of its rows with 刷新. */
export function MetricScreen({ title, note, rows }: { title: string; note: ReactNode; rows: readonly MetricRow[] }) {
  const query = useMetrics(rows);
  return (
    <MonitorPage
      title={title}
      note={note}
      updatedAt={query.dataUpdatedAt || undefined}
      onRefresh={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      {query.isError && !query.data ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <MetricTable label={title} rows={rows} metrics={query.data} />
      ) : (
        <Spinner label="加载中…" />
      )}
    </MonitorPage>
  );
}
