import { lazy, Suspense } from 'react';
import { Spinner } from '@fluentui/react-components';
import { useInView } from './use-in-view';
import { StatTable } from '@/components/widgets/stat-table';
import { ChartPanel } from './chart-panel';

export interface LineSeries<T> {
  legend: string;
  value: (row: T) => number;
  /** The value as the 表格 view shows it. */
  text: (value: number) => string;
}

const Lines = lazy(() => import('./line-chart'));

/** Lines over time with the 表格 view of the same numbers (a column per series); the chart's code loads lazily. */
export function LineChartPanel<T>({
  title,
  rows,
  x,
  xText,
  xLabel = '时间',
  series,
}: {
  title: string;
  rows: readonly T[];
  x: (row: T) => Date;
  xText: (row: T) => string;
  xLabel?: string;
  series: readonly LineSeries<T>[];
}) {
  const { ref, seen } = useInView<HTMLDivElement>();
  return (
    <ChartPanel
      title={title}
      chart={() => (
        <div ref={ref} style={{ minHeight: 220 }}>
          {seen && (
            <Suspense fallback={<Spinner size="small" label="加载图表…" />}>
              <Lines
                title={title}
                lines={series.map((s) => ({
                  legend: s.legend,
                  points: rows.map((row) => ({ x: x(row), y: s.value(row) })),
                }))}
              />
            </Suspense>
          )}
        </div>
      )}
      table={() => (
        <StatTable
          label={title}
          rows={rows}
          rowKey={xText}
          columns={[
            { key: 'x', label: xLabel, render: xText },
            ...series.map((s) => ({ key: s.legend, label: s.legend, render: (row: T) => s.text(s.value(row)) })),
          ]}
        />
      )}
    />
  );
}
