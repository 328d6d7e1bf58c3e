import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import type { EntityDef } from '@/domain/entities/entity-types';
import { onlineReportItemEntity, onlineReportParamEntity } from '@/domain/entities/online-report';
import type { ParsedField, ParsedParam, ParsedSql } from './api/report-api';

/** A new row's values: the definition's defaults (字段类型 String, 是否显示 1, 查询模式 single …). */
function defaultsOf(entity: EntityDef): GridRow {
  const row: GridRow = {};
  for (const field of entity.fields) if (field.defaultValue !== undefined) row[field.name] = field.defaultValue;
  return row;
}

const ITEM_DEFAULTS = defaultsOf(onlineReportItemEntity);
const PARAM_DEFAULTS = defaultsOf(onlineReportParamEntity);

const present = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/**
 * The rows after SQL解析, in the answer's order: a row whose `key` the answer still names is kept as the user left it
 * (only its orderNum follows the SQL), a name new to the grid becomes a row of the answer's values over `defaults`,
 * and a row the SQL no longer returns is dropped.
 */
function merge<P extends { orderNum?: number | null }>(
  current: readonly GridRow[],
  parsed: readonly P[],
  key: keyof P & string,
  fromAnswer: (item: P) => GridRow,
  defaults: GridRow,
): GridRow[] {
  const byName = new Map<string, GridRow>();
  for (const row of current) {
    const name = String(row[key] ?? '');
    if (name && !byName.has(name)) byName.set(name, row);
  }
  return parsed.map((item, index) => {
    const orderNum = present(item.orderNum) ? item.orderNum : index + 1;
    const kept = byName.get(String(item[key]));
    return kept ? { ...kept, orderNum } : { ...defaults, ...fromAnswer(item), orderNum };
  });
}

/** 动态报表配置明细 after SQL解析 (see merge): kept columns keep their 字段文本, type, flags and dictionary. */
export function mergeParsedItems(current: readonly GridRow[], fields: readonly ParsedField[]): GridRow[] {
  return merge(
    current,
    fields,
    'fieldName',
    (f) => ({
      fieldName: f.fieldName,
      fieldTxt: f.fieldTxt ?? f.fieldName,
      ...(present(f.fieldType) && f.fieldType !== '' ? { fieldType: f.fieldType } : {}),
      ...(present(f.isShow) ? { isShow: f.isShow } : {}),
    }),
    ITEM_DEFAULTS,
  );
}

/** 报表参数 after SQL解析 (see merge): kept parameters keep their 参数文本 and 参数默认值. */
export function mergeParsedParams(current: readonly GridRow[], params: readonly ParsedParam[]): GridRow[] {
  return merge(
    current,
    params,
    'paramName',
    (p) => ({ paramName: p.paramName, paramTxt: p.paramTxt ?? p.paramName }),
    PARAM_DEFAULTS,
  );
}

/** Both grids after SQL解析. */
export function mergeParsedSql(current: { items: readonly GridRow[]; params: readonly GridRow[] }, parsed: ParsedSql) {
  return {
    items: mergeParsedItems(current.items, parsed.fields),
    params: mergeParsedParams(current.params, parsed.params),
  };
}
