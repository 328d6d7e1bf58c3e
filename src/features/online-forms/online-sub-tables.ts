import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { rowId, type SubTableDef } from '@/components/crud';
import { GRID_COLUMN_TYPES, type GridColumn, type GridColumnType } from '@/components/widgets/editable-grid/grid-types';
import type { FieldDef } from '@/domain/entities/entity-types';
import { resourceKeys } from '@/lib/resource-keys';
import type { OnlineFormItem, OnlineFormProperty } from './api/form-data-api';
import { fetchMasterRecord, type OnlineSubColumns } from './api/sub-table-api';
import { onlineButtonAlternatives, onlineEntityOf } from './online-entity';

/**
 * The 附表 of an Online表单 主表: the tabs of its form (getFormItem's `view:'tab'` properties), and what the ERP and
 * inner-table themes need of each 附表 (its foreign key, its list columns, its buttons).
 */

/** JeecgBoot's words under the ERP master list before a row of it is chosen. */
export const SELECT_MASTER = '请选择一条主表记录';

/** The control (`view`) of a getFormItem property that is a sub-table, not a field. */
export const SUB_TABLE_VIEW = 'tab';

/** A sub-table of a 主表's form: keyed by its table name, its columns already the grid's. */
export interface OnlineSubTableProperty extends OnlineFormProperty {
  id?: string;
  describe?: string | null;
  /** 0 一对多, 1 一对一 (at most one row). */
  relationType?: number | string | null;
  foreignKey?: string[] | null;
  columns?: Partial<GridColumn>[] | null;
}

export const isSubTable = (property: OnlineFormProperty) => property.view === SUB_TABLE_VIEW;

/** 一对一: the 附表 holds at most one row per 主表 row. */
export const isOneToOne = (relationType: number | string | null | undefined) => String(relationType) === '1';

const GRID_TYPES = new Set<string>(GRID_COLUMN_TYPES);

/** The grid's columns of a sub-table: a type the grid does not know is a text box. */
export function subTableColumnsOf(columns: readonly Partial<GridColumn>[] | null | undefined): GridColumn[] {
  return (columns ?? [])
    .filter((c) => c.key)
    .map((c) => ({
      ...c,
      key: c.key!,
      title: c.title ?? c.key!,
      type: GRID_TYPES.has(c.type ?? '') ? (c.type as GridColumnType) : 'input',
    }));
}

/** The form's sub-table properties by `order`, each with its key (the table name). */
export function subTablesOf(formItem: OnlineFormItem): (OnlineSubTableProperty & { key: string })[] {
  return Object.entries(formItem.schema.properties)
    .filter(([, p]) => isSubTable(p))
    .sort(([, a], [, b]) => (a.order ?? 0) - (b.order ?? 0))
    .map(([key, p]) => ({ ...(p as OnlineSubTableProperty), key }));
}

/**
 * The tabs of a 主表's form: one editable grid per sub-table under its table name (the body property the server
 * reads); a saved record's rows come from form/{code}/{id} (read once for all tabs); 一对一 holds one row.
 */
export function useOnlineSubTables(code: string, formItem: OnlineFormItem, entityName: string): SubTableDef[] {
  const client = useQueryClient();
  return useMemo(() => {
    // Every tab asks at once: one call answers them all.
    const rowsOf = async (record: Record<string, unknown>, key: string) => {
      const id = rowId(record);
      const saved = await client.fetchQuery({
        queryKey: resourceKeys(entityName).detail(id, 'with-sub-tables'),
        queryFn: () => fetchMasterRecord(code, id),
        staleTime: 0,
        gcTime: 0,
      });
      const rows = saved[key];
      return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
    };
    return subTablesOf(formItem).map((sub): SubTableDef => ({
      key: sub.key,
      title: sub.title || sub.describe || sub.key,
      columns: subTableColumnsOf(sub.columns),
      load: (record) => rowsOf(record, sub.key),
      ...(isOneToOne(sub.relationType) ? { maxRows: 1 } : {}),
    }));
  }, [client, code, formItem, entityName]);
}

/** The column of a 附表 that holds its 主表 row, and the 主表 column it holds (getErpColumns' foreignKeys). */
export const foreignKeyOf = (sub: OnlineSubColumns) => sub.foreignKeys?.[0];

/** A 附表 as known from its list columns alone (getErpColumns): its name, buttons and list fields. */
const listedEntityOf = (sub: OnlineSubColumns) =>
  onlineEntityOf(sub.id, { columns: sub, formItem: { schema: { properties: {} } }, queryInfo: [] });

/** The entity name of a 附表's rows (their lists' query keys). */
export const subEntityNameOf = (sub: OnlineSubColumns) => listedEntityOf(sub).name;

/** The button prefix of a 附表's rows (`online:<table>`). */
export const subPermissionPrefixOf = (sub: OnlineSubColumns) => listedEntityOf(sub).permissionPrefix;

/** A 附表's list fields (for a read-only table of its rows): from its getColumns answer, dictionaries included. */
export const subListFieldsOf = (sub: OnlineSubColumns): FieldDef[] => listedEntityOf(sub).fields.filter((f) => f.list);

/**
 * The codes that grant a 附表's button: its own, and those of the same action on its 主表's rows (the server lets
 * whoever may use the 主表's screen write its 附表).
 */
export function subButtonAlternatives(subPrefix: string, mainPrefix: string) {
  const sub = onlineButtonAlternatives({ permissionPrefix: subPrefix });
  const main = onlineButtonAlternatives({ permissionPrefix: mainPrefix });
  return (code: string): string[] => {
    if (!code.startsWith(`${subPrefix}:`)) return main(code);
    const mainCode = `${mainPrefix}:${code.slice(subPrefix.length + 1)}`;
    return [...new Set([...sub(code), mainCode, ...main(mainCode)])];
  };
}
