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
import { EmptyRow } from '@/components/crud/empty-row';

export interface StatColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
}

const useStyles = makeStyles({
  // A wide table scrolls inside its box, never the page.
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  wide: { minWidth: '480px' },
  cell: { wordBreak: 'break-word' },
});

/**
 * A read-only table of figures: a chart's numbers, a list of facts. `wide` keeps at least 480 px and scrolls inside its
 * box on a phone; otherwise long values wrap.
 */
export function StatTable<T>({
  label,
  columns,
  rows,
  rowKey,
  wide = false,
  size = 'small',
  empty = false,
}: {
  label: string;
  columns: readonly StatColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  wide?: boolean;
  size?: 'small' | 'extra-small';
  /** No rows: a 暂无数据 row instead of an empty body. */
  empty?: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label={label} size={size} className={wide ? styles.wide : undefined}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.key}>{c.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {empty && rows.length === 0 && <EmptyRow colSpan={Math.max(columns.length, 1)} />}
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)}>
              {columns.map((c) => (
                <TableCell key={c.key} className={wide ? undefined : styles.cell}>
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
