import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@fluentui/react-components';
import {
  EntityListLayout,
  EntityListProvider,
  useButtonAccess,
  useEntityListController,
  useWrite,
  type EntityListController,
  type ListCapabilities,
  type ListFormProps,
} from '@/components/crud';
import type { RecordOf } from '@/domain/entities';
import { permissionCode } from '@/domain/entities/crud-actions';
import { onlineFormEntity } from '@/domain/entities/online-form';
import { removeWrite, type FormRef } from '../api/form-api';
import { formDataPath } from '../api/form-data-api';
import { formListOptions } from '../form-list-options';
import { FORM_FIELD_LIST, useFormSubTables } from '../hooks/use-form-sub-tables';
import { systemFieldRows } from './form-field-columns';
import { SyncDbDialog, SYNC_TEXTS } from './sync-db-dialog';

/** JeecgBoot's texts of 移除. */
export const REMOVE_TEXTS = {
  action: '移除',
  title: '确认移除',
  confirm: '确定要移除吗？移除只删除表单配置，数据库表保留',
  done: '移除成功',
} as const;

/** JeecgBoot's 功能测试: the form's rows as its menu would show them. */
export const TEST_ACTION = '功能测试';

/** Definitions are neither imported nor exported (JeecgBoot's designer has neither). */
const ACTIONS: ListCapabilities = { import: false, export: false };
const LIST_OPTIONS = { ...formListOptions, actions: ACTIONS };

const formRefOf = (record: RecordOf<typeof onlineFormEntity>): FormRef => ({
  id: String(record.id),
  tableName: String(record.tableName ?? ''),
});

/**
 * 表单开发 (OnlCgformHeadList): the Online表单 definitions with 同步数据库状态; their form with the 数据库属性 tab (a
 * new form starts with the system columns); per row 同步数据库 (普通 / 强制) and 移除 (the definition only) besides
 * the platform's 编辑, 详情 and 删除 (the definition and its table); 功能测试 opens the form's rows
 * (/online/cgformList/<id>).
 */
export default function FormHeadListPage() {
  const subTables = useFormSubTables();
  const form = useMemo((): ListFormProps => ({ subTables }), [subTables]);
  const controller = useEntityListController(LIST_OPTIONS);
  const sync = useButtonAccess(permissionCode(onlineFormEntity, 'edit'));
  const remove = useButtonAccess(permissionCode(onlineFormEntity, 'delete'));
  const { write } = useWrite();
  const navigate = useNavigate();
  const [syncing, setSyncing] = useState<FormRef | null>(null);

  const { context } = controller;
  // 新增 opens with the system columns as the new record's rows (it has no id, so it stays an add).
  const list: EntityListController = {
    ...controller,
    context: {
      ...context,
      openForm: (mode, record) =>
        context.openForm(mode, mode === 'add' && !record ? { [FORM_FIELD_LIST]: systemFieldRows() } : record),
    },
  };

  const removeForm = async (target: FormRef) => {
    if (!(await controller.confirm({ title: REMOVE_TEXTS.title, message: REMOVE_TEXTS.confirm }))) return;
    const done = await write(removeWrite(target), REMOVE_TEXTS.done);
    if (done && context.selectedIds.includes(target.id)) context.clearSelection();
  };

  return (
    <EntityListProvider value={list}>
      <EntityListLayout<typeof onlineFormEntity>
        form={form}
        rowActionsExtra={(record) => (
          <>
            <Button size="small" appearance="transparent" onClick={() => void navigate(formDataPath(record.id))}>
              {TEST_ACTION}
            </Button>
            {sync.visible && (
              <Button
                size="small"
                appearance="transparent"
                disabled={sync.disabled}
                onClick={() => setSyncing(formRefOf(record))}
              >
                {SYNC_TEXTS.title}
              </Button>
            )}
            {remove.visible && (
              <Button
                size="small"
                appearance="transparent"
                disabled={remove.disabled}
                onClick={() => void removeForm(formRefOf(record))}
              >
                {REMOVE_TEXTS.action}
              </Button>
            )}
          </>
        )}
      />
      {syncing && <SyncDbDialog form={syncing} onClose={() => setSyncing(null)} />}
    </EntityListProvider>
  );
}
