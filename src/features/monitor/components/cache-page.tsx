import { useLayoutEffect, useState } from 'react';
import { Card, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { AreaChart, DataVizPalette, getColorFromToken } from '@fluentui/react-charts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailed } from '@/components/widgets/load-failed';
import type { ScreenProps } from '@/features/screen-descriptor';
import { fetchCacheInfo, fetchKeysSize, fetchMemoryInfo, monitorKeys, type CacheEntry } from '../api/monitor-api';
import { formatDateTime } from './format';
import { MonitorPage } from './monitor-parts';
import { StatTable } from '@/components/widgets/stat-table';

/** JeecgBoot polls every 3 s and keeps the last 6 points. */
export const CACHE_POLL_MS = 3000;
export const CACHE_POINTS = 6;
const CHART_HEIGHT = 240;

const useStyles = makeStyles({
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  card: { minWidth: 0 },
  chart: { height: `${CHART_HEIGHT}px`, width: '100%' },
});

export interface Point {
  at: number;
  value: number;
}

/** Adds a point unless it is the last one again; keeps the last CACHE_POINTS. */
export function addPoint(points: Point[], next: Point): Point[] {
  if (points.at(-1)?.at === next.at) return points;
  return [...points, next].slice(-CACHE_POINTS);
}

/** A polled series: each answer is appended to the points the query already holds (the last 6 kept). */
function useSeries(part: string, sample: () => Promise<Point>) {
  const client = useQueryClient();
  const queryKey = monitorKeys.part(part);
  return useQuery({
    queryKey,
    queryFn: async () => addPoint(client.getQueryData<Point[]>(queryKey) ?? [], await sample()),
    refetchInterval: CACHE_POLL_MS,
    meta: { quiet: true },
  });
}

/**
 * A callback ref and whether its element is laid out with a positive width: the chart draws only then (drawn at
 * width 0, before layout or in a hidden tab, it computes negative rectangles).
 */
export function useHasWidth(): [(node: HTMLElement | null) => void, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setWide(node.clientWidth > 0);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, wide];
}

const time = (at: number) => formatDateTime(new Date(at)).slice(11);

function TrendCard({
  title,
  legend,
  points,
  token,
}: {
  title: string;
  legend: string;
  points: Point[];
  token: string;
}) {
  const styles = useStyles();
  const [chartBox, wide] = useHasWidth();
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <Subtitle2>{title}</Subtitle2>
      {points.length < 2 ? (
        <Spinner size="small" label="等待数据…" />
      ) : (
        <div className={styles.chart} ref={chartBox}>
          {wide && (
            <AreaChart
              height={CHART_HEIGHT}
              hideLegend
              yMinValue={0}
              tickValues={points.map((p) => new Date(p.at))}
              customDateTimeFormatter={(date) => time(date.getTime())}
              data={{
                chartTitle: title,
                lineChartData: [
                  {
                    legend,
                    color: getColorFromToken(token),
                    data: points.map((p) => ({ x: new Date(p.at), y: p.value, xAxisCalloutData: time(p.at) })),
                  },
                ],
              }}
            />
          )}
        </div>
      )}
    </Card>
  );
}

const INFO_COLUMNS = [
  { key: 'key', label: 'Key', render: (e: CacheEntry) => e.key },
  { key: 'description', label: '描述', render: (e: CacheEntry) => e.description ?? '' },
  { key: 'value', label: '值', render: (e: CacheEntry) => e.value },
];

/** 缓存监控 (/monitor/redis): what JeecgBoot keeps in Redis, as this server keeps it (tables), polled every 3 s. */
export default function CachePage({ title }: ScreenProps) {
  const styles = useStyles();
  const keys = useSeries('keysSeries', async () => {
    const answer = await fetchKeysSize();
    return { at: answer.create_time, value: answer.dbSize };
  });
  const memory = useSeries('memorySeries', async () => {
    const answer = await fetchMemoryInfo();
    return { at: answer.create_time, value: Number(answer.used_memory) / 1000 };
  });
  const info = useQuery({ queryKey: monitorKeys.part('cacheInfo'), queryFn: fetchCacheInfo, meta: { quiet: true } });
  const keyPoints = keys.data ?? [];
  const memoryPoints = memory.data ?? [];
  const failed = keys.error ?? memory.error;
  return (
    <MonitorPage
      title={title}
      note="本服务器没有 Redis。JeecgBoot 存于 Redis 的登录令牌、验证码、短信验证码、登录失败计数与请求幂等记录，在这里存于数据库表：“缓存记录数量”是这些表的行数之和，“内存”是 Node.js 已用堆内存。每 3 秒刷新。"
      updatedAt={info.dataUpdatedAt || undefined}
      onRefresh={() => void info.refetch()}
      refreshing={info.isFetching}
    >
      {failed && !keys.data && !memory.data ? (
        <LoadFailed
          message={failed.message}
          onRetry={() => {
            void keys.refetch();
            void memory.refetch();
          }}
        />
      ) : (
        <div className={styles.charts}>
          <TrendCard title="缓存记录实时数量（个）" legend="记录数" points={keyPoints} token={DataVizPalette.color1} />
          <TrendCard
            title="Node.js 堆内存实时占用（KB）"
            legend="已用堆内存"
            points={memoryPoints}
            token={DataVizPalette.color2}
          />
        </div>
      )}
      {info.isError && !info.data ? (
        <LoadFailed message={info.error.message} onRetry={() => void info.refetch()} />
      ) : info.data ? (
        <StatTable label="缓存与运行信息" columns={INFO_COLUMNS} rows={info.data} rowKey={(e) => e.key} />
      ) : (
        <Spinner label="加载中…" />
      )}
    </MonitorPage>
  );
}
