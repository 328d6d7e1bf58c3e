import { useEffect, useState } from 'react';
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
import { EntityListPage } from '@/components/crud';
import type { EntityDef } from '@/domain/entities';

const useStyles = makeStyles({ surface: { width: '1200px', maxWidth: '100%' } });

/** Passes the list's selection up (the list keeps it in its own state). */
function SelectionSync({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  const key = ids.join(',');
  useEffect(() => onChange(key ? key.split(',') : []), [key, onChange]);
  return null;
}

export interface UserPickerDialogProps {
  title: string;
  entity: EntityDef;
  /** Adds the chosen users; true closes the picker. */
  onPick: (userIds: string[]) => Promise<boolean>;
  onClose: () => void;
}

/** Picks existing users from the paged, searchable user list (width 1200, spec document 2 §9). */
export function UserPickerDialog({ title, entity, onPick, onClose }: UserPickerDialogProps) {
  const styles = useStyles();
  const [selected, setSelected] = useState<string[]>([]);
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
            <EntityListPage
              entity={entity}
              saveCode={entity.name}
              toolbarExtra={(context) => <SelectionSync ids={context.selectedIds} onChange={setSelected} />}
            />
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
