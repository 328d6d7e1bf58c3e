/** The report's charts (@fluentui/react-charts, loaded only with the printable report). */
import { roundHalfUp } from '@/domain/rounding';
import { DataVizPalette, getColorFromToken, GroupedVerticalBarChart } from '@fluentui/react-charts';
import type { Summary } from '../api/report-api';

const INSTITUTION = getColorFromToken(DataVizPalette.color1);
const NATIONAL = getColorFromToken(DataVizPalette.color2);
const HEIGHT = 240;

/** Shares in percent, so a school of 300 compares with the whole test. */
const share = (count: number, total: number) => (total > 0 ? roundHalfUp((count / total) * 100, 1) : 0);

function Grouped({
  title,
  axis,
  rows,
}: {
  title: string;
  axis: string;
  rows: { name: string; i: number; n: number }[];
}) {
  return (
    <GroupedVerticalBarChart
      chartTitle={title}
      height={HEIGHT}
      xAxisTitle={axis}
      yAxisTitle="占比（%）"
      data={rows.map((r) => ({
        name: r.name,
        series: [
          { key: 'institution', data: r.i, legend: '本校', color: INSTITUTION },
          { key: 'national', data: r.n, legend: '全国', color: NATIONAL },
        ],
      }))}
    />
  );
}

/** 等级分布: the share of each level, institution beside national. */
function LevelChart({ institution, national }: { institution: Summary; national: Summary }) {
  return (
    <Grouped
      title="等级分布"
      axis="等级"
      rows={institution.levels.map((l, k) => ({
        name: l.level_dictText,
        i: share(l.count, institution.sat),
        n: share(national.levels[k]?.count ?? 0, national.sat),
      }))}
    />
  );
}

/** 分数段分布: tenths of the full score, institution beside national. */
function HistogramChart({ institution, national }: { institution: Summary; national: Summary }) {
  return (
    <Grouped
      title="分数段分布"
      axis="分数段"
      rows={institution.histogram.map((h, k) => ({
        name: `${h.from}–${h.to}`,
        i: share(h.count, institution.sat),
        n: share(national.histogram[k]?.count ?? 0, national.sat),
      }))}
    />
  );
}

export default function ReportCharts(props: { institution: Summary; national: Summary }) {
  return (
    <>
      <div className="report-chart">
        <LevelChart {...props} />
      </div>
      <div className="report-chart">
        <HistogramChart {...props} />
      </div>
    </>
  );
}
