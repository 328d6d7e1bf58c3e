import { useMemo } from 'react';
import { rowId, useButtonAccess, type SubTableDef } from '@/components/crud';
import type { ToolbarButton } from '@/components/widgets/editable-grid/grid-types';
import { permissionCode } from '@/domain/entities/crud-actions';
import { onlineFormEntity } from '@/domain/entities/online-form';
import { fetchFormFields } from '../api/form-api';
import { FORM_FIELD_COLUMNS, FORM_FIELD_SORT_KEY } from '../components/form-field-columns';

/** The body property of the fields in a form's add and edit (the server replaces the form's fields by them). */
export const FORM_FIELD_LIST = 'onlCgformFieldList';
export const FORM_FIELD_TAB = '数据库属性';

const allowed = (access: { visible: boolean; disabled: boolean }) => access.visible && !access.disabled;

/**
 * The 数据库属性 tab of the form: its fields in the editable grid (a saved form's from listByHeadId), sent as
 * `onlCgformFieldList`; drag sort renumbers orderNum. Read only unless 添加 or 编辑 is allowed.
 */
export function useFormSubTables(): SubTableDef[] {
  const add = useButtonAccess(permissionCode(onlineFormEntity, 'add'));
  const edit = useButtonAccess(permissionCode(onlineFormEntity, 'edit'));
  const editable = allowed(add) || allowed(edit);
  return useMemo(() => {
    const buttons: ToolbarButton[] = editable ? ['add', 'remove', 'clearSelection'] : [];
    return [
      {
        key: FORM_FIELD_LIST,
        title: FORM_FIELD_TAB,
        columns: editable ? FORM_FIELD_COLUMNS : FORM_FIELD_COLUMNS.map((c) => ({ ...c, disabled: true })),
        load: (record) => fetchFormFields(rowId(record)),
        grid: { rowNumber: true, dragSort: editable, dragSortKey: FORM_FIELD_SORT_KEY, toolbarButtons: buttons },
      },
    ];
  }, [editable]);
}
