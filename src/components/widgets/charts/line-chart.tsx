import { DataVizPalette, getColorFromToken, LineChart } from '@fluentui/react-charts';

export interface Line {
  legend: string;
  points: { x: Date; y: number }[];
}

const COLORS = [DataVizPalette.color1, DataVizPalette.color2, DataVizPalette.color3];

/** The chart of a LineChartPanel: its own chunk, so @fluentui/react-charts loads after the page's figures. */
export default function Lines({ title, lines }: { title: string; lines: readonly Line[] }) {
  return (
    <LineChart
      height={220}
      data={{
        chartTitle: title,
        lineChartData: lines.map((line, i) => ({
          legend: line.legend,
          color: getColorFromToken(COLORS[i % COLORS.length]!),
          data: line.points,
        })),
      }}
    />
  );
}
