/**
 * The statistics charts (@fluentui/react-charts, loaded only with the 成绩统计 and 题目详情 chunks). Each takes the
 * same rows its 表格 view shows; the charts fit their container's width. Named bars (levels, institutions, colleges)
 * are a BarList, whose labels are never cut; count axes step by whole numbers.
 */
import { DataVizPalette, getColorFromToken, VerticalBarChart } from '@fluentui/react-charts';
import { figure, type CompareRow, type Summary, type TopicDetail } from '../api/statistics-api';
import { BarList } from '@/components/widgets/charts';

// The palette's entries are tokens: a bar's `color` must be the colour itself.
const color = (token: string) => getColorFromToken(token);
const LEVEL_COLORS = [DataVizPalette.success, DataVizPalette.color1, DataVizPalette.warning, DataVizPalette.error].map(
  color,
);
const HEIGHT = 260;

/** A count axis: whole-number ticks only (at most four steps, never one below 1). */
function countAxis(counts: number[]) {
  const max = Math.max(0, ...counts);
  return {
    yMaxValue: Math.max(1, max),
    yAxisTickCount: Math.min(4, Math.max(1, max)),
    yAxisTickFormat: (v: number) => (Number.isInteger(v) ? String(v) : ''),
  };
}

/** 等级分布: one bar per level, 优秀 first. */
export function LevelChart({ summary }: { summary: Summary }) {
  return (
    <BarList
      title="等级分布"
      max={Math.max(...summary.levels.map((l) => l.count))}
      bars={summary.levels.map((l, i) => ({
        key: l.level,
        label: l.level_dictText,
        value: l.count,
        text: `${l.count} 人`,
        color: LEVEL_COLORS[i]!,
      }))}
    />
  );
}

/** 分数段分布: tenths of the full score. */
export function HistogramChart({ summary }: { summary: Summary }) {
  return (
    <VerticalBarChart
      chartTitle="分数段分布"
      height={HEIGHT}
      hideLegend
      xAxisTitle="分数段"
      yAxisTitle="人数"
      {...countAxis(summary.histogram.map((h) => h.count))}
      data={summary.histogram.map((h) => ({
        x: `${h.from}–${h.to}`,
        y: h.count,
        legend: '人数',
        color: color(DataVizPalette.color1),
      }))}
    />
  );
}

/**
 * 对比: the mean of each institution, college or programme, best first (the server's order), on the full score's
 * scale; colleges and programmes of several institutions are named with their institution.
 */
export function CompareChart({ rows, label, fullScore }: { rows: CompareRow[]; label: string; fullScore: number }) {
  const qualified = rows.some((r) => r.organizationId !== rows[0]?.organizationId);
  return (
    <BarList
      title={`${label}平均分对比`}
      max={fullScore}
      bars={rows.map((r) => ({
        key: `${r.organizationId}/${r.id}`,
        label: qualified && r.organizationName !== r.name ? `${r.organizationName} · ${r.name}` : r.name,
        value: r.mean ?? 0,
        text: figure(r.mean),
        color: color(DataVizPalette.color2),
      }))}
    />
  );
}

/** 题目详情: how many scored each score. */
export function DistributionChart({ topic }: { topic: TopicDetail }) {
  return (
    <VerticalBarChart
      chartTitle="得分分布"
      height={HEIGHT}
      hideLegend
      xAxisTitle="得分"
      yAxisTitle="人数"
      {...countAxis(topic.distribution.map((d) => d.count))}
      data={topic.distribution.map((d) => ({
        x: String(d.score),
        y: d.count,
        legend: '人数',
        color: color(DataVizPalette.color1),
      }))}
    />
  );
}

/** 选项分布: the correct letters in green. */
export function OptionChart({ topic }: { topic: TopicDetail }) {
  return (
    <VerticalBarChart
      chartTitle="选项分布"
      height={HEIGHT}
      hideLegend
      {...countAxis(Object.values(topic.options ?? {}))}
      data={Object.entries(topic.options ?? {}).map(([letter, count]) => ({
        x: letter,
        y: count,
        legend: topic.correctAnswer.includes(letter) ? '正确选项' : '其他选项',
        color: topic.correctAnswer.includes(letter) ? color(DataVizPalette.success) : color(DataVizPalette.color3),
      }))}
    />
  );
}
