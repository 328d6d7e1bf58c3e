import { DataVizPalette, getColorFromToken, LineChart } from '@fluentui/react-charts';
import { makeStyles, tokens } from '@fluentui/react-components';
import dayjs from 'dayjs';
import { ChartPanel } from '@/components/widgets/charts';
import { StatTable } from '@/components/widgets/stat-table';
import type { MonitorSample } from '../api/monitor-api';

interface Series {
  legend: string;
  value: (s: MonitorSample) => number;
  text: (v: number) => string;
}

const round = (v: number, digits = 1) => String(Math.round(v * 10 ** digits) / 10 ** digits);
const percent = (v: number) => `${round(v * 100)}%`;

/** Four charts of the last 10 minutes, each with its 表格 view. */
const CHARTS: { title: string; series: Series[] }[] = [
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

const COLORS = [DataVizPalette.color1, DataVizPalette.color2];

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

const time = (at: number) => dayjs(at).format('HH:mm:ss');

export default function HistoryCharts({ samples }: { samples: readonly MonitorSample[] }) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {CHARTS.map((chart) => (
        <ChartPanel
          key={chart.title}
          title={chart.title}
          chart={() => (
            <LineChart
              height={220}
              data={{
                chartTitle: chart.title,
                lineChartData: chart.series.map((series, i) => ({
                  legend: series.legend,
                  color: getColorFromToken(COLORS[i]!),
                  data: samples.map((s) => ({ x: new Date(s.at), y: series.value(s) })),
                })),
              }}
            />
          )}
          table={() => (
            <StatTable
              label={chart.title}
              rows={samples}
              rowKey={(s) => String(s.at)}
              columns={[
                { key: 'at', label: '时间', render: (s) => time(s.at) },
                ...chart.series.map((series) => ({
                  key: series.legend,
                  label: series.legend,
                  render: (s: MonitorSample) => series.text(series.value(s)),
                })),
              ]}
            />
          )}
        />
      ))}
    </div>
  );
}
