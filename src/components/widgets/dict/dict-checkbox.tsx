import { Checkbox, FieldContextProvider, makeStyles, useFieldControlProps_unstable } from '@fluentui/react-components';
import { useDictItems } from './use-dict-items';

const useStyles = makeStyles({ root: { display: 'flex', flexWrap: 'wrap', columnGap: '4px' } });

export interface DictCheckboxProps {
  dictCode: string;
  /** Comma-joined values (a multi-select value is a comma-joined string). */
  value: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  onBlur?: () => void;
  'aria-label'?: string;
}

export const splitValues = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Checkboxes of a dictionary's items; the value is comma-joined in dictionary order. */
export function DictCheckbox({ dictCode, value, onChange, disabled, onBlur, ...aria }: DictCheckboxProps) {
  const styles = useStyles();
  const field = useFieldControlProps_unstable();
  const { items } = useDictItems(dictCode);
  const chosen = new Set(splitValues(value));
  const toggle = (itemValue: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(itemValue);
    else next.delete(itemValue);
    const ordered = items.map((item) => item.value).filter((v) => next.has(v));
    const unknown = [...next].filter((v) => !items.some((item) => item.value === v));
    onChange([...ordered, ...unknown].join(','));
  };
  return (
    <div
      role="group"
      className={styles.root}
      aria-labelledby={field?.['aria-labelledby']}
      aria-describedby={field?.['aria-describedby']}
      aria-label={aria['aria-label']}
      onBlur={onBlur}
    >
      {/* The group takes the Field's label; the boxes must not all take its control id. */}
      <FieldContextProvider value={undefined}>
        {items.map((item) => (
          <Checkbox
            key={item.value}
            label={item.text}
            checked={chosen.has(item.value)}
            disabled={disabled || item.disabled}
            onChange={(_, data) => toggle(item.value, data.checked === true)}
          />
        ))}
      </FieldContextProvider>
    </div>
  );
}
