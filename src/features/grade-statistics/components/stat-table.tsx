import type { ReactNode } from 'react';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';

export interface StatColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

const useStyles = makeStyles({
  // A wide table scrolls inside its box, never the page.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  table: { minWidth: '480px' },
});

/** The accessible table of a chart's (or a list's) numbers. */
export function StatTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: StatColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label={label} size="small" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.key}>{c.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.render(row)}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
