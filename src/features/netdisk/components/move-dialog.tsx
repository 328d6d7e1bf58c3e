import { useState } from 'react';
import { Field } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import { ROOT, subtreeIds, type DiskFolder, type ItemKind } from '../api/netdisk-api';
import { FolderTree } from './folder-tree';

export const MOVE_INTO_ITSELF = '不能移动到自身或其子目录';

export interface MoveDialogProps {
  folders: readonly DiskFolder[];
  item: { type: ItemKind; id: string; name: string; parentId: string };
  /** The disk's name at the root of the tree. */
  rootName?: string;
  saving?: boolean;
  onMove: (targetId: string) => unknown;
  onClose: () => void;
}

/** 移动: pick the target folder; a folder cannot go into itself or below it (refused here, and by the server). */
export function MoveDialog({ folders, item, rootName, saving, onMove, onClose }: MoveDialogProps) {
  const [target, setTarget] = useState(item.parentId);
  const [touched, setTouched] = useState(false);
  const forbidden = item.type === 'folder' ? subtreeIds(folders, item.id) : new Set<string>();
  const problem = forbidden.has(target) ? MOVE_INTO_ITSELF : target === item.parentId ? '请选择其他目标文件夹' : '';
  return (
    <FormDialog
      title={`移动「${item.name}」`}
      narrow
      saving={saving}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        return problem ? undefined : onMove(target || ROOT);
      }}
    >
      <Field
        label="目标文件夹"
        validationMessage={touched && problem ? problem : undefined}
        validationState={touched && problem ? 'error' : 'none'}
      >
        <FolderTree
          folders={folders}
          selectedId={target}
          onSelect={(id) => {
            setTarget(id);
            setTouched(true);
          }}
          label="目标文件夹"
          rootName={rootName}
          dimmed={forbidden}
        />
      </Field>
    </FormDialog>
  );
}
