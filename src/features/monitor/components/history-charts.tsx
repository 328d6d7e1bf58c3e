import { makeStyles, tokens } from '@fluentui/react-components';
import dayjs from 'dayjs';
import { LineChartPanel, type LineSeries } from '@/components/widgets/charts';
import type { MonitorSample } from '@/domain/monitor-types';

const round = (v: number, digits = 1) => String(Math.round(v * 10 ** digits) / 10 ** digits);
const percent = (v: number) => `${round(v * 100)}%`;

/** Four charts of the last 10 minutes, each with its 表格 view. */
const CHARTS: { title: string; series: LineSeries<MonitorSample>[] }[] = [
  { title: '服务进程 CPU', series: [{ legend: 'CPU', value: (s) => s.cpu, text: percent }] },
  {
    title: '内存（MB）',
    series: [
      { legend: '堆内存', value: (s) => s.heapMb, text: (v) => round(v) },
      { legend: '常驻内存（RSS）', value: (s) => s.rssMb, text: (v) => round(v) },
    ],
  },
  { title: '事件循环 P99 延迟（毫秒）', series: [{ legend: 'P99', value: (s) => s.loopP99Ms, text: (v) => round(v) }] },
  {
    title: '请求',
    series: [
      { legend: '每秒请求数', value: (s) => s.requestsPerSecond, text: (v) => round(v, 2) },
      { legend: '错误率', value: (s) => s.errorRate, text: percent },
    ],
  },
];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

export function HistoryCharts({ samples }: { samples: readonly MonitorSample[] }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {CHARTS.map((chart) => (
        <LineChartPanel
          key={chart.title}
          title={chart.title}
          rows={samples}
          x={(s) => new Date(s.at)}
          xText={(s) => dayjs(s.at).format('HH:mm:ss')}
          series={chart.series}
        />
      ))}
    </div>
  );
}
