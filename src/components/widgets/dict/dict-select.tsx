import { Select, type SelectProps } from '@fluentui/react-components';
import { useDictItems } from './use-dict-items';

export interface DictSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'children'> {
  dictCode: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Text of the empty choice (default 请选择). */
  placeholder?: string;
}

/** A native select of a dictionary's items with an empty first choice. */
export function DictSelect({ dictCode, value, onChange, placeholder = '请选择', ...rest }: DictSelectProps) {
  const { items } = useDictItems(dictCode);
  const current = value ?? '';
  const known = current === '' || items.some((item) => item.value === current);
  return (
    <Select {...rest} value={current} onChange={(_, data) => onChange(data.value)}>
      <option value="">{placeholder}</option>
      {!known && <option value={current}>{current}</option>}
      {items.map((item) => (
        <option key={item.value} value={item.value} disabled={item.disabled}>
          {item.text}
        </option>
      ))}
    </Select>
  );
}
