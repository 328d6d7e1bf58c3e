import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { PickerDialogProps } from '@/components/widgets/picker-parts/picker-field';
import { PickerChips } from '@/components/widgets/picker-parts/picker-chips';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { DepartTree, nextChecked } from './depart-tree';
import { departRecord } from './depart-source';

type Depart = EntityRecord & { id: string; title: string };

/** 选择部门: the department tree with a search, 500 px wide. */
export default function DepartPickerModal({ multiple, initial, onPick, onClose }: PickerDialogProps) {
  const [chosen, setChosen] = useState<Depart[]>(() => initial.map((r) => departRecord(r) as Depart));
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && onClose()}>
      <DialogSurface style={{ width: '500px', maxWidth: '100%' }}>
        <DialogBody>
          <DialogTitle>选择部门</DialogTitle>
          <DialogContent>
            <DepartTree
              checked={chosen.map((d) => d.id)}
              onCheck={(node, checked) =>
                setChosen((prev) => nextChecked(prev, { id: node.key, title: node.title }, checked, multiple))
              }
            />
            <PickerChips
              label="已选择"
              chips={chosen.map((d) => ({ value: d.id, text: d.title }))}
              onRemove={(id) => setChosen((prev) => prev.filter((d) => d.id !== id))}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" onClick={() => onPick(chosen)}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
