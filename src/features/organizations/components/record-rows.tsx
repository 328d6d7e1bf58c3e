import type { ReactNode } from 'react';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { shownText } from '@/components/crud';
import { useIsPhone } from '@/components/widgets/use-media-query';

export interface RowColumn<R> {
  key: keyof R & string;
  label: string;
  /** Default: the row's `<key>_dictText`, else its value. */
  render?: (row: R) => ReactNode;
}

const useStyles = makeStyles({
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '8px' },
  item: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '8px 12px',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    overflowWrap: 'anywhere',
  },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '2px 16px' },
  // Columns share the width (Fluent's fixed layout): a long value wraps in its cell instead of running into the next.
  cell: { overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground3 },
});

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Rows of a section: a table on wide screens, one small card per row on a phone (no sideways page scroll). */
export function RecordRows<R extends { id: string }>(props: { label: string; columns: RowColumn<R>[]; rows: R[] }) {
  const { label, columns, rows } = props;
  const styles = useStyles();
  const phone = useIsPhone();
  const value = (row: R, c: RowColumn<R>) => (c.render ? c.render(row) : shownText(row, c.key));
  if (phone) {
    const [first, ...rest] = columns;
    return (
      <ul className={styles.list} aria-label={label}>
        {rows.map((row, i) => (
          <li key={row.id || i} className={styles.item}>
            {first && <Text weight="semibold">{value(row, first)}</Text>}
            <span className={styles.facts}>
              {rest
                .filter((c) => !isEmpty(row[c.key]))
                .map((c) => (
                  <span key={c.key}>
                    <span className={styles.label}>{c.label}：</span>
                    {value(row, c)}
                  </span>
                ))}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.key}>{c.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={row.id || i}>
              {columns.map((c) => (
                <TableCell key={c.key} className={styles.cell}>
                  {value(row, c)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
