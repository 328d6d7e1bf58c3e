import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  Spinner,
} from '@fluentui/react-components';
import { DismissRegular, EditRegular } from '@fluentui/react-icons';
import { EntityListPage, useButtonAccess, type FormValues } from '@/components/crud';
import { permissionCode } from '@/domain/entities/crud-actions';
import { dictItemEntity } from '@/domain/entities';
import { useIsPhone } from '@/components/widgets/use-media-query';
import type { DictItemsGridHandle } from './dict-items-grid';

// The editable grid loads with the first 编辑模式.
const DictItemsGrid = lazy(() => import('./dict-items-grid'));

export const EDIT_MODE = '编辑模式';

export interface DictItemsDrawerProps {
  dict: { id: string; dictName: string; dictCode: string };
  onClose: () => void;
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
 * 字典配置: the items of a dictionary (name, value, description, sort order, enabled), listed to add, edit and
 * delete one by one; 编辑模式 edits them all in place in the editable grid.
 */
export function DictItemsDrawer({ dict, onClose }: DictItemsDrawerProps) {
  const isPhone = useIsPhone();
  const [editing, setEditing] = useState(false);
  const editor = useRef<DictItemsGridHandle>(null);
  const extraParams = useMemo(() => ({ dictId: dict.id }), [dict.id]);
  const form = useMemo(
    () => ({ transformSubmit: (payload: FormValues) => ({ ...payload, dictId: dict.id }) }),
    [dict.id],
  );
  const close = async () => {
    if (editing && editor.current && !(await editor.current.confirmLeave())) return;
    onClose();
  };
  return (
    <OverlayDrawer
      open
      position="end"
      size={isPhone ? 'full' : 'large'}
      onOpenChange={(_, d) => !d.open && void close()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={() => void close()} />
          }
        >
          字典配置（{dict.dictName} · {dict.dictCode}）
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {editing ? (
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
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
