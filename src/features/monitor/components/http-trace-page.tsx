import { useMemo, useState } from 'react';
import { Badge, Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { ListPager } from '@/components/crud';
import { LoadFailed } from '@/components/widgets/load-failed';
import { useIsPhone } from '@/components/widgets/use-media-query';
import type { ScreenProps } from '@/features/screen-descriptor';
import { fetchTraces, monitorKeys, type Trace } from '../api/monitor-api';
import { formatDateTime } from './format';
import { MonitorPage } from './monitor-parts';
import { StatTable, type StatColumn } from '@/components/widgets/stat-table';

export const TRACE_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  method: { minWidth: '140px' },
  uri: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  cardHead: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** As JeecgBoot's screen: no OPTIONS, not the trace itself, the query string left off. */
export function visibleTraces(traces: readonly Trace[], method: string): Trace[] {
  return traces
    .filter((t) => t.request.method !== 'OPTIONS' && !t.request.uri.includes('httptrace'))
    .filter((t) => !method || t.request.method === method)
    .map((t) => ({ ...t, request: { ...t.request, uri: t.request.uri.split('?')[0] ?? '' } }));
}

function StatusBadge({ status }: { status: number }) {
  const color = status >= 500 ? 'danger' : status >= 400 ? 'warning' : status >= 300 ? 'informative' : 'success';
  return (
    <Badge appearance="tint" color={color}>
      {status}
    </Badge>
  );
}

/** As JeecgBoot's tags: under 500 ms green, under 1 s blue, under 1.5 s orange, slower red. */
function TimeTakenBadge({ ms }: { ms: number }) {
  const color = ms < 500 ? 'success' : ms < 1000 ? 'informative' : ms < 1500 ? 'warning' : 'danger';
  return (
    <Badge appearance="outline" color={color}>
      {ms} ms
    </Badge>
  );
}

const rowKey = (t: Trace, i: number) => `${t.timestamp}-${t.request.method}-${t.request.uri}-${i}`;

/** 请求追踪 (/monitor/httpTrace): the last 100 requests this server instance answered, filtered by method, paged here. */
export default function HttpTracePage({ title }: ScreenProps) {
  const styles = useStyles();
  const phone = useIsPhone();
  const [method, setMethod] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useQuery({ queryKey: monitorKeys.part('httptrace'), queryFn: fetchTraces, meta: { quiet: true } });
  const traced = useMemo(() => visibleTraces(query.data ?? [], ''), [query.data]);
  const rows = useMemo(() => visibleTraces(query.data ?? [], method), [query.data, method]);
  const page = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  const columns: StatColumn<Trace>[] = [
    { key: 'time', label: '请求时间', render: (t) => formatDateTime(new Date(t.timestamp)) },
    { key: 'method', label: '请求方法', render: (t) => t.request.method },
    { key: 'uri', label: '请求URL', render: (t) => <span className={styles.uri}>{t.request.uri}</span> },
    { key: 'status', label: '响应状态', render: (t) => <StatusBadge status={t.response.status} /> },
    { key: 'time-taken', label: '请求耗时', render: (t) => <TimeTakenBadge ms={t.timeTaken} /> },
  ];
  return (
    <MonitorPage
      title={title}
      note="这里是本服务实例最近处理的 100 个接口请求（各种请求方法，最新的在前）：请求时间、方法、路径、应答状态与耗时。记录只保存在该实例的内存中，服务重启后清空；部署多个实例时，只看到应答本页的那个实例的请求。不记录请求头、请求体和用户，路径不含查询参数（可能带令牌）；本页自己的查询与 WebSocket 连接不计入。"
      updatedAt={query.dataUpdatedAt || undefined}
      onRefresh={() => void query.refetch()}
      refreshing={query.isFetching}
    >
      <div className={styles.filters}>
        <Field label="请求方法" className={styles.method}>
          <Select
            value={method}
            onChange={(_, d) => {
              setMethod(d.value);
              setPageNo(1);
            }}
          >
            <option value="">全部</option>
            {TRACE_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {query.data && <Text>共追踪到 {traced.length} 条近期 HTTP 请求记录</Text>}
      {query.isError && !query.data ? (
        <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        rows.length === 0 ? (
          <Text>{method ? `暂无 ${method} 请求记录。` : '暂无请求记录：本实例处理接口请求后会出现在这里。'}</Text>
        ) : (
          <>
            {phone ? (
              <ul className={styles.cards} aria-label="请求记录">
                {page.map((t, i) => (
                  <li key={rowKey(t, i)} className={styles.card}>
                    <span className={styles.cardHead}>
                      <Text weight="semibold">{t.request.method}</Text>
                      <StatusBadge status={t.response.status} />
                      <TimeTakenBadge ms={t.timeTaken} />
                    </span>
                    <span className={styles.uri}>{t.request.uri}</span>
                    <Text className={styles.muted}>{formatDateTime(new Date(t.timestamp))}</Text>
                  </li>
                ))}
              </ul>
            ) : (
              <StatTable label="请求记录" columns={columns} rows={page} rowKey={rowKey} />
            )}
            <ListPager
              pageNo={pageNo}
              pageSize={pageSize}
              total={rows.length}
              onPage={setPageNo}
              onPageSize={(size) => {
                setPageSize(size);
                setPageNo(1);
              }}
            />
          </>
        )
      ) : (
        <Spinner label="加载中…" />
      )}
    </MonitorPage>
  );
}
