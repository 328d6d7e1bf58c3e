import { useState, type ReactNode } from 'react';
import {
  Button,
  makeStyles,
  Spinner,
  Text,
  tokens,
  useFieldControlProps_unstable,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import type { EntityRecord } from '@/components/crud/entity-list-api';
import { PickerChips } from './picker-chips';
import { rememberPicked, textOf, usePickedRecords, valueOf, type PickSource } from './picked';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px', minWidth: '190px' },
  placeholder: { color: tokens.colorNeutralForeground4 },
});

/** The props every picker input takes. */
export interface PickerProps {
  /** Comma-joined values (ids; position codes). */
  value: string | undefined;
  /** The new value and the records picked (all their keys: id and code, names …). */
  onChange: (value: string, records: EntityRecord[]) => void;
  /** Several records (default one: a new pick replaces the old). */
  multiple?: boolean;
  disabled?: boolean;
  /** What is picked, for the button 选择{label} and the chips 已选{label} (default the kind, e.g. 用户). */
  label?: string;
}

/** What a picker's dialog is given while open. */
export interface PickerDialogProps {
  multiple: boolean;
  /** The records of the current value, chosen already. */
  initial: EntityRecord[];
  onPick: (records: EntityRecord[]) => void;
  onClose: () => void;
}

export interface PickerFieldProps extends PickerProps {
  source: PickSource;
  label: string;
  /** The picker's dialog, rendered while open (a lazy part). */
  dialog: (props: PickerDialogProps) => ReactNode;
}

/**
 * A picker input: the picked records as removable chips (names found in one call, also for a value set from outside)
 * and 选择, which opens the picker's dialog on the current records.
 */
export function PickerField({ source, value, onChange, multiple = false, disabled, label, dialog }: PickerFieldProps) {
  const styles = useStyles();
  const field = useFieldControlProps_unstable();
  const client = useQueryClient();
  const { records, loading } = usePickedRecords(source, value);
  // Focus returns to 选择 when the dialog closes.
  const restoreFocus = useRestoreFocusTarget();
  const [open, setOpen] = useState(false);
  const commit = (picked: EntityRecord[]) => onChange(rememberPicked(client, source, picked), picked);
  return (
    <div className={styles.root}>
      {loading ? (
        <Spinner size="tiny" label="加载中…" />
      ) : (
        <PickerChips
          label={`已选${label}`}
          chips={records.map((r) => ({ value: valueOf(source, r), text: textOf(source, r) }))}
          onRemove={disabled ? undefined : (v) => commit(records.filter((r) => valueOf(source, r) !== v))}
        />
      )}
      {!loading && records.length === 0 && <Text className={styles.placeholder}>{`请选择${label}`}</Text>}
      <Button
        {...restoreFocus}
        id={field?.id}
        size="small"
        disabled={disabled}
        aria-label={`选择${label}`}
        aria-describedby={field?.['aria-describedby']}
        onClick={() => setOpen(true)}
      >
        选择
      </Button>
      {open &&
        dialog({
          multiple,
          initial: records,
          onPick: (picked) => {
            commit(picked);
            setOpen(false);
          },
          onClose: () => setOpen(false),
        })}
    </div>
  );
}
