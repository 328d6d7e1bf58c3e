import { useState } from 'react';
import { Card, makeStyles, ProgressBar, Spinner, Subtitle2, Switch, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/widgets/load-failed';
import type { ScreenProps } from '@/features/screen-descriptor';
import { fetchDisks, fetchHistory, measure, monitorKeys, type Metric } from '../api/monitor-api';
import { formatBytes, formatDuration, formatValue } from './format';
import { HistoryCharts } from './history-charts';
import { MonitorPage, useMetrics, type MetricRow } from './monitor-parts';

export const DASHBOARD_REFRESH_MS = 10_000;

export const DASHBOARD_ROWS: readonly MetricRow[] = [
  { name: 'process.cpu.usage', label: '服务进程 CPU', unit: 'percent' },
  { name: 'system.cpu.usage', label: '系统 CPU', unit: 'percent' },
  { name: 'jvm.memory.used', label: '已用堆内存', unit: 'MB' },
  { name: 'jvm.memory.max', label: '堆内存上限', unit: 'MB' },
  { name: 'process.memory.rss', label: '进程常驻内存', unit: 'MB' },
  { name: 'system.memory.total', label: '物理内存', unit: 'GB' },
  { name: 'system.memory.free', label: '空闲物理内存', unit: 'GB' },
  { name: 'nodejs.eventloop.delay', statistic: 'P99', label: '事件循环 P99 延迟', unit: 'milliseconds' },
  { name: 'tomcat.sessions.active.current', label: '有效会话', unit: 'count' },
  { name: 'http.server.requests', statistic: 'COUNT', label: '已处理请求', unit: 'count' },
  { name: 'http.server.errors', statistic: 'SERVER_ERROR', label: '服务端错误', unit: 'count' },
  { name: 'process.uptime', label: '服务已运行', unit: 'duration' },
];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { minWidth: 0, gap: tokens.spacingVerticalXS },
  label: { color: tokens.colorNeutralForeground3 },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: 600 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  history: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalL,
  },
});

function Tile({ label, figure, hint, ratio }: { label: string; figure: string; hint?: string; ratio?: number }) {
  const styles = useStyles();
  const clamped = ratio === undefined || !Number.isFinite(ratio) ? undefined : Math.min(1, Math.max(0, ratio));
  return (
    <Card className={styles.card} role="group" aria-label={label}>
      <Text className={styles.label}>{label}</Text>
      <Text className={styles.figure}>{figure}</Text>
      {clamped !== undefined && (
        <ProgressBar
          value={clamped}
          thickness="large"
          color={clamped >= 0.9 ? 'error' : clamped >= 0.7 ? 'warning' : 'brand'}
          aria-label={`${label} ${Math.round(clamped * 100)}%`}
        />
      )}
      {hint && <Text className={styles.hint}>{hint}</Text>}
    </Card>
  );
}

function tiles(m: Record<string, Metric>) {
  const v = (name: string, statistic?: string) => measure(m[name], statistic);
  const pct = (x: number | undefined) => formatValue(x, 'percent');
  const heapUsed = v('jvm.memory.used');
  const heapMax = v('jvm.memory.max');
  const memTotal = v('system.memory.total');
  const memFree = v('system.memory.free');
  const memUsed = memTotal !== undefined && memFree !== undefined ? memTotal - memFree : undefined;
  return [
    { label: '服务进程 CPU', figure: pct(v('process.cpu.usage')), ratio: v('process.cpu.usage') },
    { label: '系统 CPU', figure: pct(v('system.cpu.usage')), ratio: v('system.cpu.usage') },
    {
      label: 'Node.js 堆内存',
      figure: heapUsed !== undefined ? formatBytes(heapUsed) : '—',
      hint: heapMax !== undefined ? `上限 ${formatBytes(heapMax)}` : undefined,
      ratio: heapUsed !== undefined && heapMax ? heapUsed / heapMax : undefined,
    },
    {
      label: '物理内存',
      figure: memUsed !== undefined ? formatBytes(memUsed) : '—',
      hint: memTotal !== undefined ? `共 ${formatBytes(memTotal)}` : undefined,
      ratio: memUsed !== undefined && memTotal ? memUsed / memTotal : undefined,
    },
    {
      label: '进程常驻内存（RSS）',
      figure: v('process.memory.rss') !== undefined ? formatBytes(v('process.memory.rss')!) : '—',
    },
    {
      label: '事件循环 P99 延迟',
      figure: formatValue(v('nodejs.eventloop.delay', 'P99'), 'milliseconds'),
    },
    { label: '有效会话', figure: formatValue(v('tomcat.sessions.active.current'), 'count') },
    {
      label: '已处理请求',
      figure: formatValue(v('http.server.requests', 'COUNT'), 'count'),
      hint: `服务端错误 ${formatValue(v('http.server.errors', 'SERVER_ERROR'), 'count')} 次`,
    },
    {
      label: '服务已运行',
      figure: v('process.uptime') !== undefined ? formatDuration(v('process.uptime')!) : '—',
    },
  ];
}

/** 监控页 (/dashboard/monitor): the server's health at a glance, refreshed every 10 s (JeecgBoot's is an empty page). */
export default function MonitorDashboardPage({ title }: ScreenProps) {
  const styles = useStyles();
  const [auto, setAuto] = useState(true);
  const interval = auto ? DASHBOARD_REFRESH_MS : undefined;
  const metrics = useMetrics(DASHBOARD_ROWS, interval);
  const disks = useQuery({
    queryKey: monitorKeys.part('disks'),
    queryFn: fetchDisks,
    refetchInterval: interval,
    meta: { quiet: true },
  });
  // Paused while the tab is hidden (react-query does not refetch a hidden page on an interval).
  const history = useQuery({
    queryKey: monitorKeys.part('history'),
    queryFn: fetchHistory,
    refetchInterval: interval,
    meta: { quiet: true },
  });
  const refresh = () => {
    void metrics.refetch();
    void disks.refetch();
    void history.refetch();
  };
  return (
    <MonitorPage
      title={title}
      note="本服务器（Node.js）的实时运行状况；详细数据见“系统监控”菜单。"
      updatedAt={metrics.dataUpdatedAt || undefined}
      onRefresh={refresh}
      refreshing={metrics.isFetching}
      extra={<Switch checked={auto} onChange={(_, d) => setAuto(d.checked)} label="每 10 秒自动刷新" />}
    >
      {metrics.isError && !metrics.data ? (
        <LoadFailed message={metrics.error.message} onRetry={refresh} />
      ) : metrics.data ? (
        <div className={styles.grid}>
          {tiles(metrics.data).map((t) => (
            <Tile key={t.label} {...t} />
          ))}
          {(disks.data ?? []).map((d) => (
            <Tile
              key={d.name}
              label={`磁盘：${d.name}`}
              figure={`${d.restPPT}%`}
              hint={`可用 ${formatBytes(d.rest)} / 共 ${formatBytes(d.max)}`}
              ratio={d.restPPT / 100}
            />
          ))}
        </div>
      ) : (
        <Spinner label="加载中…" />
      )}
      <section aria-label="最近10分钟" className={styles.history}>
        <Subtitle2 as="h2">最近10分钟</Subtitle2>
        {history.data ? (
          <HistoryCharts samples={history.data} />
        ) : history.isError ? (
          <LoadFailed message={history.error.message} onRetry={() => void history.refetch()} />
        ) : (
          <Spinner size="small" label="加载中…" />
        )}
      </section>
    </MonitorPage>
  );
}
