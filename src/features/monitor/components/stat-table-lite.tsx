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

export interface LiteColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

const useStyles = makeStyles({
  // A wide table scrolls inside its box, never the page.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  cell: { wordBreak: 'break-word' },
});

/** A plain read-only table of rows (the cache info, the request trace). */
export function StatTableLite<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly LiteColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label={label} size="small">
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
                <TableCell key={c.key} className={styles.cell}>
                  {c.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
