import { makeStyles, Tag, TagGroup } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { display: 'flex', flexWrap: 'wrap', gap: '4px' } });

export interface PickerChip {
  value: string;
  text: string;
}

export interface PickerChipsProps {
  chips: PickerChip[];
  /** Names the group, e.g. 已选用户. */
  label: string;
  /** Removes one (click, Enter, Space, Delete or Backspace on the chip); none: the chips are read-only. */
  onRemove?: (value: string) => void;
}

/** What is picked, as chips; each removable one is a button named 移除 {text}. */
export function PickerChips({ chips, label, onRemove }: PickerChipsProps) {
  const styles = useStyles();
  if (chips.length === 0) return null;
  return (
    <TagGroup
      className={styles.root}
      size="small"
      aria-label={label}
      dismissible={Boolean(onRemove)}
      onDismiss={(_, data) => onRemove?.(String(data.value))}
    >
      {chips.map((chip) => (
        <Tag
          key={chip.value}
          value={chip.value}
          title={chip.text}
          aria-label={onRemove ? `移除 ${chip.text}` : undefined}
          dismissIcon={{ 'aria-hidden': true }}
        >
          {chip.text}
        </Tag>
      ))}
    </TagGroup>
  );
}
