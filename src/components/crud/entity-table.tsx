import { Fragment, useState, type ReactNode } from 'react';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { EmptyRow } from './empty-row';
import {
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableCellLayout,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
} from '@fluentui/react-components';
import type { FieldDef } from '@/domain/entities/entity-types';
import { CellValue, columnOptions } from './cell-value';
import { rowId, type EntityRecord } from './entity-list-api';
import { sortDirectionOf, type SortState } from './list-params';

const useStyles = makeStyles({
  // Narrow screens (below 500 px) scroll the table sideways at 800 px.
  scroller: { overflowX: 'auto' },
  // Tablets scroll a wide list sideways rather than squeezing every column to a few characters.
  table: {
    '@media (max-width: 1087.98px)': { minWidth: '960px' },
    '@media (max-width: 499.98px)': { minWidth: '800px' },
  },
  // Room for 编辑 详情 删除 and one page action on one line.
  actions: { width: '188px' },
  pickable: { cursor: 'pointer' },
  toggle: { width: '40px' },
});

export interface EntityTableProps {
  title: string;
  columns: FieldDef[];
  records: EntityRecord[];
  sort: SortState;
  /** Ids of the selected rows. */
  selected: ReadonlyMap<string, unknown>;
  cells?: Record<string, (record: EntityRecord) => ReactNode>;
  onSort: (column: string) => void;
  onToggleRow: (record: EntityRecord, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
  actions: (record: EntityRecord) => ReactNode;
  /** Accessible name of a row (its first column's value). */
  rowLabel: (record: EntityRecord) => string;
  /** One row at a time: radio buttons, no 全选本页. */
  single?: boolean;
  /** false: no row boxes at all. */
  selectable?: boolean;
  /** A click anywhere on a row toggles it (a multi picker) or chooses it (a single one), not only its box. */
  rowClickSelects?: boolean;
  /** Content under a row, shown once its toggle (展开) expands it, e.g. the row's sub rows. */
  rowDetail?: (record: EntityRecord) => ReactNode;
}

/** Which rows show their detail (rowDetail): each row's toggle opens and closes its own. */
export function useExpandedRows() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isExpanded: (id: string) => expanded.has(id),
    toggle: (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };
}

/** The 展开 / 收起 button of a row's detail. */
export function RowDetailToggle(props: { expanded: boolean; label: string; onToggle: () => void; text?: boolean }) {
  const action = props.expanded ? '收起' : '展开';
  return (
    <Button
      size="small"
      appearance="subtle"
      icon={props.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-expanded={props.expanded}
      aria-label={`${action} ${props.label}`}
      onClick={props.onToggle}
    >
      {props.text ? action : undefined}
    </Button>
  );
}

/**
 * The row click of a picker (the spec's picker rule): toggles the row in multiple mode, replaces the selection in
 * single mode. Clicks on the row's own controls (its box, buttons, links) are theirs.
 */
export function rowClickHandler(
  enabled: boolean | undefined,
  single: boolean | undefined,
  onToggleRow: (record: EntityRecord, checked: boolean) => void,
) {
  if (!enabled) return undefined;
  return (record: EntityRecord, checked: boolean) => (event: { target: EventTarget | null }) => {
    if (
      event.target instanceof Element &&
      event.target.closest('button, a, input, label, [role="radio"], [role="checkbox"]')
    )
      return;
    onToggleRow(record, single ? true : !checked);
  };
}

/** The full text of a cell for its tooltip: the dictionary text when the server sent one, else the value. */
function cellTitle(field: FieldDef, record: EntityRecord): string | undefined {
  const value = record[`${field.name}_dictText`] ?? record[field.name];
  return field.type === 'password' || value === undefined || value === null || typeof value === 'object'
    ? undefined
    : String(value);
}

/** Sortable when the definition says `list: { sorter: true }` (as JeecgBoot columns). */
const sortable = (field: FieldDef) => columnOptions(field).sorter === true && !field.virtual;

/** The list as a table: sortable headers, row selection, an 操作 column. */
export function EntityTable(props: EntityTableProps) {
  const styles = useStyles();
  const { columns, records, sort, selected } = props;
  const onPage = records.filter((r) => selected.has(rowId(r))).length;
  const rowClick = rowClickHandler(props.rowClickSelects, props.single, props.onToggleRow);
  const allChecked = records.length > 0 && onPage === records.length ? true : onPage > 0 ? 'mixed' : false;
  const { rowDetail } = props;
  const expanded = useExpandedRows();
  const selectable = props.selectable !== false;
  const colSpan = columns.length + 1 + (rowDetail ? 1 : 0) + (selectable ? 1 : 0);
  return (
    <div className={styles.scroller}>
      <Table aria-label={`${props.title}列表`} className={styles.table} size="small">
        <TableHeader>
          <TableRow>
            {rowDetail && <TableHeaderCell className={styles.toggle} aria-label="展开" />}
            {selectable &&
              (props.single ? (
                <TableSelectionCell type="radio" invisible />
              ) : (
                <TableSelectionCell
                  checked={allChecked}
                  checkboxIndicator={{ 'aria-label': '全选本页' }}
                  onClick={() => props.onTogglePage(allChecked !== true)}
                />
              ))}
            {columns.map((field) => (
              <TableHeaderCell
                key={field.name}
                style={columnOptions(field).width ? { width: `${columnOptions(field).width}px` } : undefined}
                sortable={sortable(field)}
                sortDirection={sortDirectionOf(sort, field.name)}
                onClick={sortable(field) ? () => props.onSort(field.name) : undefined}
              >
                {field.label}
              </TableHeaderCell>
            ))}
            <TableHeaderCell className={styles.actions}>操作</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {records.length === 0 && <EmptyRow colSpan={colSpan} />}
          {records.map((record) => {
            const id = rowId(record);
            const checked = selected.has(id);
            const open = rowDetail !== undefined && expanded.isExpanded(id);
            return (
              <Fragment key={id}>
                <TableRow
                  aria-selected={selectable ? checked : undefined}
                  onClick={rowClick?.(record, checked)}
                  className={rowClick ? styles.pickable : undefined}
                >
                  {rowDetail && (
                    <TableCell>
                      <RowDetailToggle
                        expanded={open}
                        label={props.rowLabel(record)}
                        onToggle={() => expanded.toggle(id)}
                      />
                    </TableCell>
                  )}
                  {selectable && (
                    <TableSelectionCell
                      type={props.single ? 'radio' : 'checkbox'}
                      checked={checked}
                      checkboxIndicator={{ 'aria-label': `选择 ${props.rowLabel(record)}` }}
                      radioIndicator={{ 'aria-label': `选择 ${props.rowLabel(record)}` }}
                      onClick={() => props.onToggleRow(record, !checked)}
                    />
                  )}
                  {columns.map((field) => (
                    <TableCell key={field.name}>
                      {/* A long value is clipped with an ellipsis (never over the next columns); hover shows it all. */}
                      <TableCellLayout truncate title={cellTitle(field, record)}>
                        {props.cells?.[field.name]?.(record) ?? <CellValue field={field} record={record} />}
                      </TableCellLayout>
                    </TableCell>
                  ))}
                  <TableCell>{props.actions(record)}</TableCell>
                </TableRow>
                {open && (
                  <TableRow>
                    <TableCell colSpan={colSpan}>{rowDetail(record)}</TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
