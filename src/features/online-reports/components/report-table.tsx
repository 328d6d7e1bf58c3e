import { EmptyRow } from '@/components/crud/empty-row';
import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { sortDirectionOf, type SortState } from '@/components/crud/list-params';
import type { ReportColumn, ReportDictOptions, ReportRecord } from '../api/report-api';
import { ReportCell } from '@/components/widgets/popup-field/report-cell';
import { bodyColumns, cellText, columnTotal, columnWidth, headerCells, isTotalled } from '../report-view';

const useStyles = makeStyles({
  // A wide report scrolls inside its box, never the page.
  scroller: { overflowX: 'auto', maxWidth: '100%', minWidth: 0 },
  index: { width: '64px' },
  group: { textAlign: 'center', justifyContent: 'center' },
  total: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
});

export interface ReportTableProps {
  title: string;
  columns: readonly ReportColumn[];
  records: readonly ReportRecord[];
  dictOptions: ReportDictOptions;
  grouped: boolean;
  sort: SortState | null;
  onSort: (column: string) => void;
  /** The number of the first row shown (paging). */
  firstRow: number;
}

const INDEX_WIDTH = 64;

/**
 * The rows of a report: a # column, the columns' titles (group titles over their columns when grouped), dictionary
 * texts, sortable headers where the column allows it, and a 合计 row of the page when a column is totalled.
 */
export function ReportTable({
  title,
  columns,
  records,
  dictOptions,
  grouped,
  sort,
  onSort,
  firstRow,
}: ReportTableProps) {
  const styles = useStyles();
  const cells = headerCells(columns, grouped);
  const shown = bodyColumns(cells);
  const twoRows = cells.some((cell) => cell.kind === 'group');
  const totals = records.length > 0 && shown.some(isTotalled);
  const minWidth = shown.reduce((sum, column) => sum + columnWidth(column), INDEX_WIDTH);

  const header = (column: ReportColumn, rowSpan?: number) => {
    const sortable = column.sorter === true;
    const direction = sortDirectionOf(sort, column.dataIndex);
    return (
      <TableHeaderCell
        key={column.dataIndex}
        rowSpan={rowSpan}
        style={{ width: `${columnWidth(column)}px` }}
        sortable={sortable}
        sortDirection={direction}
        onClick={sortable ? () => onSort(column.dataIndex) : undefined}
      >
        {column.title}
      </TableHeaderCell>
    );
  };

  return (
    <div className={styles.scroller}>
      <Table aria-label={title} size="small" style={{ minWidth: `${minWidth}px` }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.index} rowSpan={twoRows ? 2 : undefined}>
              #
            </TableHeaderCell>
            {cells.map((cell) =>
              cell.kind === 'column' ? (
                header(cell.column, twoRows ? 2 : undefined)
              ) : (
                <TableHeaderCell key={`group:${cell.title}`} colSpan={cell.columns.length} className={styles.group}>
                  {cell.title}
                </TableHeaderCell>
              ),
            )}
          </TableRow>
          {twoRows && (
            <TableRow>
              {cells.flatMap((cell) => (cell.kind === 'group' ? cell.columns.map((c) => header(c)) : []))}
            </TableRow>
          )}
        </TableHeader>
        <TableBody>
          {records.length === 0 && <EmptyRow colSpan={shown.length + 1} />}
          {records.map((record, index) => (
            <TableRow key={firstRow + index}>
              <TableCell>{firstRow + index}</TableCell>
              {shown.map((column) => (
                <ReportCell key={column.dataIndex} value={cellText(column, record, dictOptions)} />
              ))}
            </TableRow>
          ))}
          {totals && (
            <TableRow className={styles.total} aria-label="合计">
              <TableCell>合计</TableCell>
              {shown.map((column) => (
                <TableCell key={column.dataIndex}>
                  {isTotalled(column) ? columnTotal(records, column.dataIndex) : ''}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
