import { Caption1, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { figure, percent, type Summary } from '../api/statistics-api';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    // Two to a row on a phone: the eight figures fit one screen.
    '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  value: {
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  national: { color: tokens.colorNeutralForeground3 },
});

type Pick = (s: Summary) => string;

const CARDS: [string, Pick][] = [
  ['参考人数', (s) => String(s.sat)],
  ['缺考', (s) => String(s.absent)],
  ['平均分', (s) => figure(s.mean)],
  ['中位数', (s) => figure(s.median)],
  ['标准差', (s) => figure(s.stdDev)],
  ['最高/最低', (s) => `${figure(s.max)} / ${figure(s.min)}`],
  ['及格率', (s) => percent(s.passRate)],
  ['优秀率', (s) => percent(s.excellentRate)],
];

/** The summary figures; with `summary.national`, the whole test's figure beside each. */
export function SummaryCards({ summary }: { summary: Summary }) {
  const styles = useStyles();
  const national = summary.national;
  return (
    <div className={styles.grid} role="list" aria-label="成绩概况">
      {CARDS.map(([label, pick]) => (
        <Card key={label} role="listitem" aria-label={label}>
          <Caption1>{label}</Caption1>
          <Text className={styles.value}>{pick(summary)}</Text>
          {national && <Caption1 className={styles.national}>全国：{pick(national)}</Caption1>}
        </Card>
      ))}
    </div>
  );
}
