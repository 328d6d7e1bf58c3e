import { Dropdown, Option, type DropdownProps } from '@fluentui/react-components';
import { splitValues } from './dict-checkbox';
import { useDictItems } from './use-dict-items';

export interface DictMultiSelectProps extends Omit<DropdownProps, 'value' | 'onChange' | 'children' | 'multiselect'> {
  dictCode: string;
  /** Comma-joined values. */
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A multi-select dropdown of a dictionary's items; the value is comma-joined. */
export function DictMultiSelect({ dictCode, value, onChange, placeholder = '请选择', ...rest }: DictMultiSelectProps) {
  const { items } = useDictItems(dictCode);
  const selected = splitValues(value);
  const text = selected.map((v) => items.find((item) => item.value === v)?.text ?? v).join(',');
  return (
    <Dropdown
      {...rest}
      multiselect
      placeholder={placeholder}
      value={text}
      selectedOptions={selected}
      onOptionSelect={(_, data) => onChange(data.selectedOptions.join(','))}
    >
      {items.map((item) => (
        <Option key={item.value} value={item.value} disabled={item.disabled}>
          {item.text}
        </Option>
      ))}
    </Dropdown>
  );
}
