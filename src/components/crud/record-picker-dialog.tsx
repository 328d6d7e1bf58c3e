import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { EntityDef } from '@/domain/entities/entity-types';
import { EntityListLayout } from './entity-list-page';
import { EntityListProvider } from './list-context';
import { READ_ONLY_LIST, useEntityListController } from './list-controller';

const useStyles = makeStyles({ surface: { width: '1200px', maxWidth: '100%' } });

export interface RecordPickerDialogProps {
  title: string;
  entity: EntityDef;
  columns?: readonly string[];
  /** Adds the chosen records; true closes the picker. */
  onPick: (ids: string[]) => Promise<boolean>;
  onClose: () => void;
}

/** Picks existing records from their paged, searchable list (width 1200, spec document 2 §9). */
export function RecordPickerDialog({ title, entity, columns, onPick, onClose }: RecordPickerDialogProps) {
  const styles = useStyles();
  const controller = useEntityListController({
    entity,
    columns,
    actions: { ...READ_ONLY_LIST, detail: false },
    saveCode: `${entity.name}-picker`,
  });
  const selected = [...controller.list.selected.keys()];
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onPick(selected);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <EntityListProvider value={controller}>
              <EntityListLayout />
            </EntityListProvider>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button appearance="primary" disabled={selected.length === 0 || busy} onClick={() => void confirm()}>
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
