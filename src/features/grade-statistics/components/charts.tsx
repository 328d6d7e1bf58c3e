/**
 * The statistics charts (@fluentui/react-charts, loaded only with the 成绩统计 and 题目详情 chunks). Each takes the
 * same rows its 表格 view shows; the charts fit their container's width.
 */
import {
  DataVizPalette,
  getColorFromToken,
  HorizontalBarChartWithAxis,
  VerticalBarChart,
} from '@fluentui/react-charts';
import type { CompareRow, Summary, TopicDetail } from '../api/statistics-api';

// The palette's entries are tokens: a bar's `color` must be the colour itself.
const color = (token: string) => getColorFromToken(token);
const LEVEL_COLORS = [DataVizPalette.success, DataVizPalette.color1, DataVizPalette.warning, DataVizPalette.error].map(
  color,
);
const HEIGHT = 260;

/** 等级分布: one bar per level. */
export function LevelChart({ summary }: { summary: Summary }) {
  return (
    <HorizontalBarChartWithAxis
      chartTitle="等级分布"
      height={200}
      hideLegend
      // the first bar is drawn at the bottom: 优秀 on top
      data={summary.levels
        .map((l, i) => ({ y: l.level_dictText, x: l.count, legend: l.level_dictText, color: LEVEL_COLORS[i] }))
        .reverse()}
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
      data={summary.histogram.map((h) => ({
        x: `${h.from}–${h.to}`,
        y: h.count,
        legend: '人数',
        color: color(DataVizPalette.color1),
      }))}
    />
  );
}

/** 对比: the mean of each institution, college or programme. */
export function CompareChart({ rows, label }: { rows: CompareRow[]; label: string }) {
  return (
    <HorizontalBarChartWithAxis
      chartTitle={`${label}平均分对比`}
      height={Math.max(160, rows.length * 28 + 60)}
      hideLegend
      data={rows.map((r) => ({ y: r.name, x: r.mean ?? 0, legend: r.name, color: color(DataVizPalette.color2) }))}
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
      data={Object.entries(topic.options ?? {}).map(([letter, count]) => ({
        x: letter,
        y: count,
        legend: topic.correctAnswer.includes(letter) ? '正确选项' : '其他选项',
        color: topic.correctAnswer.includes(letter) ? color(DataVizPalette.success) : color(DataVizPalette.color3),
      }))}
    />
  );
}
