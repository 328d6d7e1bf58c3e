import { useState, type ReactNode } from 'react';
import { ChosenRecords } from './chosen-records';
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
import type { EntityRecord } from './entity-list-api';
import { EntityListProvider } from './list-context';
import { READ_ONLY_LIST, useEntityListController, type EntityListOptions } from './list-controller';
import { ListActions, ListPagination, ListQueryForm, ListRecords, ListStatus } from './list-parts';

const useStyles = makeStyles({
  surface: { maxWidth: '100%' },
  body: { display: 'flex', gap: '16px', alignItems: 'flex-start' },
  aside: { flexShrink: 0, width: '260px', maxHeight: '560px', overflowY: 'auto' },
  main: { flexGrow: 1, minWidth: 0 },
});

/** List options a picker may set: another address, fixed filters, paging, one row at a time, records chosen already. */
export type PickerListOptions = Pick<
  EntityListOptions,
  'urls' | 'extraParams' | 'actions' | 'pageSize' | 'pageSizeOptions' | 'quickJumper' | 'single' | 'initialSelected'
>;

export interface RecordPickerDialogProps {
  title: string;
  entity: EntityDef;
  columns?: readonly string[];
  /** Takes the chosen records (their ids, then the records themselves); true closes the picker. */
  onPick: (ids: string[], records: EntityRecord[]) => Promise<boolean> | boolean;
  onClose: () => void;
  /** Width in px (default 1200). */
  width?: number;
  list?: PickerListOptions;
  /** 确定 with nothing chosen (a form value emptied); default off. */
  allowEmpty?: boolean;
  /** Shows the chosen records below the list as the spec's selected table, named by this text. */
  chosenText?: (record: EntityRecord) => string;
  /** Left of the list (the department tree of the user-by-department picker). */
  aside?: ReactNode;
}

/** Picks existing records from their paged, searchable list; the chosen ones stay chosen across pages and searches. */
export function RecordPickerDialog(props: RecordPickerDialogProps) {
  const { title, entity, columns, onPick, onClose, width = 1200, list: options, chosenText, aside } = props;
  const styles = useStyles();
  const controller = useEntityListController({
    ...options,
    entity,
    columns,
    actions: { ...READ_ONLY_LIST, detail: false, ...options?.actions },
    keepSelection: true,
    saveCode: `${entity.name}-picker`,
  });
  const { list } = controller;
  const chosen = [...list.selected.values()];
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onPick([...list.selected.keys()], chosen);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && onClose()}>
      <DialogSurface className={styles.surface} style={{ width: `${width}px` }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <EntityListProvider value={controller}>
              <div className={styles.body}>
                {aside && <div className={styles.aside}>{aside}</div>}
                <div className={styles.main}>
                  <ListQueryForm />
                  {controller.can.superQuery && <ListActions />}
                  <ListStatus />
                  <ListRecords rowClickSelects />
                  <ListPagination />
                </div>
              </div>
            </EntityListProvider>
            {chosenText && (
              <ChosenRecords
                chosen={chosen}
                textOf={chosenText}
                noun={entity.title}
                onRemove={(record) => list.toggleRow(record, false)}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button
              appearance="primary"
              disabled={(chosen.length === 0 && !props.allowEmpty) || busy}
              onClick={() => void confirm()}
            >
              确定
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
