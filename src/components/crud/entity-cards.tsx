import { rowClickHandler, RowDetailToggle, useExpandedRows } from './entity-table';
import type { ReactNode } from 'react';
import { Card, CardHeader, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { FieldDef } from '@/domain/entities/entity-types';
import { CellValue } from './cell-value';
import { rowId, type EntityRecord } from './entity-list-api';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '8px', listStyleType: 'none', margin: 0, padding: 0 },
  fields: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all' },
  pair: { display: 'contents' },
});

export interface EntityCardsProps {
  title: string;
  columns: FieldDef[];
  records: EntityRecord[];
  selected: ReadonlyMap<string, unknown>;
  cells?: Record<string, (record: EntityRecord) => ReactNode>;
  onToggleRow: (record: EntityRecord, checked: boolean) => void;
  actions: (record: EntityRecord) => ReactNode;
  rowLabel: (record: EntityRecord) => string;
  /** A tap anywhere on a card toggles it (pickers); see rowClickHandler. */
  rowClickSelects?: boolean;
  single?: boolean;
  /** false: no box to choose a card. */
  selectable?: boolean;
  /** Content under a card, shown once its 展开 opens it (see EntityTable). */
  rowDetail?: (record: EntityRecord) => ReactNode;
}

/** The list on phone widths: a card per record with its list fields and its actions. */
export function EntityCards(props: EntityCardsProps) {
  const styles = useStyles();
  const cardClick = rowClickHandler(props.rowClickSelects, props.single, props.onToggleRow);
  const expanded = useExpandedRows();
  if (props.records.length === 0) return <Text>暂无数据</Text>;
  return (
    <ul className={styles.list} aria-label={`${props.title}列表`}>
      {props.records.map((record) => {
        const id = rowId(record);
        const label = props.rowLabel(record);
        return (
          <li key={id}>
            <Card onClick={cardClick?.(record, props.selected.has(id))}>
              <CardHeader
                header={<Text weight="semibold">{label}</Text>}
                action={
                  props.selectable === false ? undefined : (
                    <Checkbox
                      aria-label={`选择 ${label}`}
                      checked={props.selected.has(id)}
                      onChange={(_, d) => props.onToggleRow(record, d.checked === true)}
                    />
                  )
                }
              />
              <dl className={styles.fields}>
                {props.columns.map((field) => (
                  <div key={field.name} className={styles.pair}>
                    <dt className={styles.term}>{field.label}</dt>
                    <dd className={styles.value}>
                      {props.cells?.[field.name]?.(record) ?? <CellValue field={field} record={record} />}
                    </dd>
                  </div>
                ))}
              </dl>
              {props.actions(record)}
              {props.rowDetail && (
                <RowDetailToggle
                  text
                  expanded={expanded.isExpanded(id)}
                  label={label}
                  onToggle={() => expanded.toggle(id)}
                />
              )}
              {props.rowDetail && expanded.isExpanded(id) && props.rowDetail(record)}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
