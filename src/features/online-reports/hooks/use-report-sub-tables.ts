import { useCallback, useMemo, useState } from 'react';
import { rowId, useButtonAccess, type SubTableDef } from '@/components/crud';
import type { EditableGridHandle, GridColumn, ToolbarButton } from '@/components/widgets/editable-grid/grid-types';
import { permissionCode } from '@/domain/entities/crud-actions';
import { onlineReportEntity, onlineReportParamEntity } from '@/domain/entities/online-report';
import { RefusedError } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { fetchReportItems, fetchReportParams, parseReportSql } from '../api/report-api';
import { REPORT_ITEM_COLUMNS, REPORT_PARAM_COLUMNS, REPORT_SORT_KEY } from '../components/report-grid-columns';
import { mergeParsedSql } from '../sql-merge';

/** The body properties of the two tabs in add and edit (the server saves them with the head). */
export const REPORT_ITEM_LIST = 'onlCgreportItemList';
export const REPORT_PARAM_LIST = 'onlCgreportParamList';

export const SQL_PARSE_MESSAGES = {
  noSql: '请先填写报表SQL',
  notReady: '明细尚未加载完成，请稍候再试',
  done: 'SQL解析成功',
  failed: 'SQL解析失败',
} as const;

const allowed = (access: { visible: boolean; disabled: boolean }) => access.visible && !access.disabled;
const readOnly = (columns: GridColumn[]) => columns.map((c) => ({ ...c, disabled: true }));

/**
 * The two tabs of the 报表配置 form (动态报表配置明细 and 报表参数, editable unless neither 添加 nor 编辑 is allowed)
 * and SQL解析: the typed SQL parsed by the server, its answer merged into both grids (rows it still names keep what
 * was typed, new names come in, the rest go; see sql-merge.ts). A refused SQL is told and changes nothing.
 */
export function useReportSubTables() {
  const add = useButtonAccess(permissionCode(onlineReportEntity, 'add'));
  const edit = useButtonAccess(permissionCode(onlineReportEntity, 'edit'));
  const editable = allowed(add) || allowed(edit);
  // The open form's grids by tab (a mutable registry, not state: filling them does not render the page).
  const [grids] = useState(() => new Map<string, EditableGridHandle>());

  const subTables = useMemo((): SubTableDef[] => {
    const track = (key: string) => (handle: EditableGridHandle | null) => {
      if (handle) grids.set(key, handle);
      else grids.delete(key);
    };
    const buttons: ToolbarButton[] = editable ? ['add', 'remove', 'clearSelection'] : [];
    const grid = { rowNumber: true, dragSort: editable, dragSortKey: REPORT_SORT_KEY, toolbarButtons: buttons };
    return [
      {
        key: REPORT_ITEM_LIST,
        title: '动态报表配置明细',
        columns: editable ? REPORT_ITEM_COLUMNS : readOnly(REPORT_ITEM_COLUMNS),
        load: (record) => fetchReportItems(rowId(record)),
        grid,
        onGrid: track(REPORT_ITEM_LIST),
      },
      {
        key: REPORT_PARAM_LIST,
        title: onlineReportParamEntity.title,
        columns: editable ? REPORT_PARAM_COLUMNS : readOnly(REPORT_PARAM_COLUMNS),
        load: (record) => fetchReportParams(rowId(record)),
        grid,
        onGrid: track(REPORT_PARAM_LIST),
      },
    ];
  }, [editable, grids]);

  const parseSql = useCallback(
    async (sql: string): Promise<void> => {
      if (!sql.trim()) return notify({ intent: 'warning', message: SQL_PARSE_MESSAGES.noSql });
      let parsed;
      try {
        parsed = await parseReportSql(sql);
      } catch (error) {
        const message = error instanceof RefusedError ? error.message : SQL_PARSE_MESSAGES.failed;
        return notify({ intent: 'warning', message });
      }
      // Asked after the answer: the grids may have arrived (or the form closed) meanwhile.
      const items = grids.get(REPORT_ITEM_LIST);
      const params = grids.get(REPORT_PARAM_LIST);
      if (!items || !params) return notify({ intent: 'warning', message: SQL_PARSE_MESSAGES.notReady });
      const merged = mergeParsedSql({ items: items.getValues(), params: params.getValues() }, parsed);
      items.loadNewData(merged.items);
      params.loadNewData(merged.params);
      notify({ intent: 'success', message: SQL_PARSE_MESSAGES.done });
    },
    [grids],
  );

  return { subTables, parseSql };
}
