import { lazy, Suspense, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { EntityListPage, useButtonAccess, type FormValues } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { dictItemEntity } from '@/domain/entities';
import type { DictItemsGridHandle } from './dict-items-grid';

// The editable grid loads with the first 编辑模式.
const DictItemsGrid = lazy(() => import('./dict-items-grid'));

export const EDIT_MODE = '编辑模式';

/** The dictionary whose items are shown. */
export interface DictRef {
  id: string;
  dictName: string;
  dictCode: string;
}

export interface DictItemsPanelHandle {
  /** True when nothing would be lost by leaving (or the user agreed to drop the changes). */
  confirmLeave: () => Promise<boolean>;
}

/** 编辑模式: shown to those who may edit items. */
function EditModeButton({ onClick }: { onClick: () => void }) {
  const access = useButtonAccess(permissionCode(dictItemEntity, 'edit'));
  if (!access.visible) return null;
  return (
    <Button icon={<EditRegular />} disabled={access.disabled} onClick={onClick}>
      {EDIT_MODE}
    </Button>
  );
}

/**
 * The items of a dictionary (name, value, description, sort order, enabled), listed to add, edit and delete one by
 * one; 编辑模式 edits them all in place in the editable grid. Shown in 字典配置 (the drawer of 数据字典) and on the
 * 字典项 page.
 */
export function DictItemsPanel({ dict, ref }: { dict: DictRef; ref?: Ref<DictItemsPanelHandle> }) {
  const [editing, setEditing] = useState(false);
  const editor = useRef<DictItemsGridHandle>(null);
  const extraParams = useMemo(() => ({ dictId: dict.id }), [dict.id]);
  const form = useMemo(
    () => ({ transformSubmit: (payload: FormValues) => ({ ...payload, dictId: dict.id }) }),
    [dict.id],
  );
  useImperativeHandle(
    ref,
    () => ({
      confirmLeave: async () => !editing || !editor.current || editor.current.confirmLeave(),
    }),
    [editing],
  );
  return editing ? (
    <Suspense fallback={<Spinner size="tiny" label="加载中…" />}>
      <DictItemsGrid ref={editor} dictId={dict.id} onDone={() => setEditing(false)} />
    </Suspense>
  ) : (
    <EntityListPage
      entity={dictItemEntity}
      extraParams={extraParams}
      form={form}
      saveCode="dict-items"
      exportFileName={`${dict.dictName}字典项`}
      toolbarExtra={() => <EditModeButton onClick={() => setEditing(true)} />}
    />
  );
}
