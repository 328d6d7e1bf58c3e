/** The grid's header row and its statistics footers (合计, 平均). */
import { useMemo } from 'react';
import { Checkbox, mergeClasses } from '@fluentui/react-components';
import { cellKind } from './cell-registry';
import { formatStatistic, statistic, STATISTICS_TITLES } from './cell-values';
import { useGrid } from './grid-context';
import { ruleKind } from './grid-rules';
import { useGridStyles } from './grid-styles';
import type { GridRow, StatisticsKind } from './grid-types';

export function GridHeader({
  height,
  selectedCount,
  rowCount,
}: {
  height: number;
  selectedCount: number;
  rowCount: number;
}) {
  const styles = useGridStyles();
  const grid = useGrid();
  const all = rowCount > 0 && selectedCount >= rowCount;
  return (
    <div role="rowgroup" className={styles.header}>
      <div role="row" aria-rowindex={1} className={styles.headRow} style={{ height }}>
        {grid.layout.columns.map((column, index) => {
          const required = (column.def.validateRules ?? []).some((rule) => ruleKind(rule) === 'required');
          return (
            <div
              key={column.key}
              role="columnheader"
              aria-colindex={index + 1}
              className={mergeClasses(
                styles.headCell,
                grid.bordered && styles.headBordered,
                (column.structural || (column.def.align ?? cellKind(column.type).align) === 'center') &&
                  styles.headCenter,
                (column.def.align ?? cellKind(column.type).align) === 'right' && styles.headRight,
              )}
              style={{ width: column.width, padding: column.structural ? 0 : undefined }}
              title={column.def.title || undefined}
            >
              {column.type === 'row-checkbox' ? (
                <Checkbox
                  aria-label="全选"
                  disabled={grid.disabled || rowCount === 0}
                  checked={all ? true : selectedCount > 0 ? 'mixed' : false}
                  onChange={() => grid.actions.selectAll(!all)}
                />
              ) : (
                <>
                  {required && (
                    <span className={styles.required} aria-hidden>
                      *
                    </span>
                  )}
                  {column.def.title}
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** A footer row per kind asked by a column: its title in the first column, the figures under their columns. */
export function GridFooter({
  rows,
  height,
  firstRowIndex,
}: {
  rows: readonly GridRow[];
  height: number;
  firstRowIndex: number;
}) {
  const styles = useGridStyles();
  const grid = useGrid();
  const { columns, dataColumns } = grid.layout;
  // Figures over every row, worked out again only when a row or a column changes (not at every scroll step).
  const figures = useMemo(
    () =>
      (['sum', 'average'] as StatisticsKind[]).flatMap((kind) => {
        const counted = dataColumns.filter((c) => c.statistics?.includes(kind)).map((c) => c.key);
        if (counted.length === 0) return [];
        const byKey = new Map(counted.map((key) => [key, formatStatistic(statistic(rows, key, kind))]));
        return [{ kind, byKey }];
      }),
    [rows, dataColumns],
  );
  const kinds = figures.map((f) => f.kind);
  if (kinds.length === 0) return null;
  return (
    <div role="rowgroup" className={styles.footer}>
      {figures.map(({ kind, byKey }, k) => (
        <div key={kind} role="row" aria-rowindex={firstRowIndex + k} className={styles.headRow} style={{ height }}>
          {columns.map((column, index) => {
            const text = index === 0 ? STATISTICS_TITLES[kind] : (byKey.get(column.key) ?? '');
            return (
              <div
                key={column.key}
                role="gridcell"
                aria-colindex={index + 1}
                className={mergeClasses(styles.headCell, grid.bordered && styles.headBordered)}
                style={{ width: column.width }}
              >
                {text}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
