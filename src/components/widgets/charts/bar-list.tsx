import { makeStyles, tokens } from '@fluentui/react-components';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** The value as shown beside the bar. */
  text: string;
  color: string;
}

const useStyles = makeStyles({
  figure: { margin: 0, minWidth: 0 },
  // Long lists (40 institutions, 250 colleges) scroll inside the chart, never the page.
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(5em, 38%) minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    maxHeight: '420px',
    overflowY: 'auto',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  row: { display: 'contents' },
  // Names wrap onto a second line rather than being cut.
  label: { overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  track: { height: '14px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusSmall },
  bar: { height: '100%', borderRadius: tokens.borderRadiusSmall, minWidth: '2px' },
  value: { fontSize: tokens.fontSizeBase200, fontVariantNumeric: 'tabular-nums', textAlign: 'end' },
});

/**
 * A horizontal bar per entry in the given order, its whole label beside it (wrapped, never clipped) and its value
 * after it; bars are scaled to `max`. Readable for a few entries and for hundreds (the list scrolls).
 */
export function BarList({ title, bars, max }: { title: string; bars: readonly Bar[]; max: number }) {
  const styles = useStyles();
  const scale = max > 0 ? max : Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className={styles.figure} aria-label={title}>
      <ul className={styles.list} aria-label={title}>
        {bars.map((b) => (
          <li key={b.key} className={styles.row} aria-label={`${b.label} ${b.text}`}>
            <span className={styles.label}>{b.label}</span>
            <span className={styles.track} aria-hidden>
              <span
                className={styles.bar}
                style={{ display: 'block', width: `${Math.min(100, (b.value / scale) * 100)}%`, background: b.color }}
              />
            </span>
            <span className={styles.value}>{b.text}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
