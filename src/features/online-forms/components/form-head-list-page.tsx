import { useState } from 'react';
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
} from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { permissionCode } from '@/domain/entities/crud-actions';
import { onlineFormEntity } from '@/domain/entities/online-form';
import {
  copyTableWrite,
  copyViewWrite,
  removeWrite,
  tableNameProblem,
  type FormHead,
  type FormRef,
} from '../api/form-api';
import { formListOptions } from '../form-list-options';
import { copyListPath, formScreenPath, TEST_ACTION } from '../form-screen-path';
import { FORM_FIELD_LIST } from '../hooks/use-form-sub-tables';
import { systemFieldRows } from './form-field-columns';
import { useHeadForm } from './head-form';
import { RowMoreMenu, type MoreAction } from './row-more-menu';
import { SyncDbDialog, SYNC_TEXTS } from './sync-db-dialog';

export { TEST_ACTION };

/** JeecgBoot's texts of 移除. */
export const REMOVE_TEXTS = {
  action: '移除',
  title: '确认移除',
  confirm: '确定要移除吗？移除只删除表单配置，数据库表保留',
  done: '移除成功',
} as const;

/** JeecgBoot's texts of the copies: 生成视图 (a view on the same table), 视图管理, 复制表 (a new table). */
export const COPY_TEXTS = {
  view: '生成视图',
  viewConfirm: '确定生成视图吗?',
  views: '视图管理',
  table: '复制表',
  tableName: '新表名',
  done: '复制成功',
} as const;

/** Definitions are neither imported nor exported (JeecgBoot's designer has neither). */
const ACTIONS: ListCapabilities = { import: false, export: false };
const LIST_OPTIONS = { ...formListOptions, actions: ACTIONS };

const formRefOf = (record: FormHead): FormRef => ({
  id: String(record.id),
  tableName: String(record.tableName ?? ''),
});

/**
 * 表单开发 (OnlCgformHeadList): the Online表单 definitions (originals; their views under 视图管理) with
 * 同步数据库状态; their form with JeecgBoot's settings by 表类型 and the 数据库属性 tab (a new form starts with the
 * system columns). Per row 功能测试 (the form's screen by JeecgBoot's rule), 同步数据库 (普通 / 强制) and, under
 * 更多, 生成视图, 复制表, 视图管理 and 移除 (the definition only), besides the platform's 编辑, 详情 and 删除 (the
 * definition and its table).
 */
export default function FormHeadListPage() {
  const form = useHeadForm();
  const controller = useEntityListController(LIST_OPTIONS);
  const add = useButtonAccess(permissionCode(onlineFormEntity, 'add'));
  const sync = useButtonAccess(permissionCode(onlineFormEntity, 'edit'));
  const remove = useButtonAccess(permissionCode(onlineFormEntity, 'delete'));
  const { write } = useWrite();
  const { prompt, element: promptElement } = useConfirm();
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

  const copyView = async (target: FormRef) => {
    if (!(await controller.confirm({ title: COPY_TEXTS.view, message: COPY_TEXTS.viewConfirm }))) return;
    await write(copyViewWrite(target), COPY_TEXTS.done);
  };

  const copyTable = async (target: FormRef) => {
    const name = await prompt({ title: COPY_TEXTS.table, label: COPY_TEXTS.tableName, validate: tableNameProblem });
    if (name !== null) await write(copyTableWrite(target, name), COPY_TEXTS.done);
  };

  const moreActions = (record: FormHead): MoreAction[] => {
    const target = formRefOf(record);
    const actions: MoreAction[] = [];
    if (add.visible) {
      actions.push({ label: COPY_TEXTS.view, disabled: add.disabled, onClick: () => void copyView(target) });
      actions.push({ label: COPY_TEXTS.table, disabled: add.disabled, onClick: () => void copyTable(target) });
    }
    if (String(record.hascopy) === '1')
      actions.push({ label: COPY_TEXTS.views, onClick: () => void navigate(copyListPath(target.id)) });
    if (remove.visible)
      actions.push({ label: REMOVE_TEXTS.action, disabled: remove.disabled, onClick: () => void removeForm(target) });
    return actions;
  };

  return (
    <EntityListProvider value={list}>
      <EntityListLayout<typeof onlineFormEntity>
        form={form}
        rowActionsExtra={(record) => (
          <>
            <Button size="small" appearance="transparent" onClick={() => void navigate(formScreenPath(record))}>
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
            <RowMoreMenu actions={moreActions(record)} />
          </>
        )}
      />
      {syncing && <SyncDbDialog form={syncing} onClose={() => setSyncing(null)} />}
      {promptElement}
    </EntityListProvider>
  );
}
