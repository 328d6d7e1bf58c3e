import { Radio, RadioGroup, type RadioGroupProps } from '@fluentui/react-components';
import { useDictItems } from './use-dict-items';

export interface DictRadioProps extends Omit<RadioGroupProps, 'value' | 'onChange' | 'children'> {
  dictCode: string;
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A radio group of a dictionary's items. */
export function DictRadio({ dictCode, value, onChange, disabled, ...rest }: DictRadioProps) {
  const { items } = useDictItems(dictCode);
  return (
    <RadioGroup {...rest} layout="horizontal" value={value ?? ''} onChange={(_, data) => onChange(data.value)}>
      {items.map((item) => (
        <Radio key={item.value} value={item.value} label={item.text} disabled={disabled || item.disabled} />
      ))}
    </RadioGroup>
  );
}
