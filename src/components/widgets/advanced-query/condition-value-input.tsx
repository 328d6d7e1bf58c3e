import { Input, Select } from '@fluentui/react-components';
import { DateInput } from '../date-input';
import { DictMultiSelect } from '../dict/dict-multi-select';
import { DictSelect } from '../dict/dict-select';
import type { QueryCondition } from './query-model';

export interface ConditionValueInputProps {
  condition: QueryCondition;
  onChange: (val: string | string[]) => void;
  'aria-label': string;
}

/** The value input of a condition, by the chosen field's type and dictionary. */
export function ConditionValueInput({ condition, onChange, 'aria-label': ariaLabel }: ConditionValueInputProps) {
  const { type = 'string', dictCode, rule, val } = condition;
  const text = Array.isArray(val) ? val.join(',') : val;
  if (dictCode) {
    if (rule === 'in') {
      return (
        <DictMultiSelect
          aria-label={ariaLabel}
          dictCode={dictCode}
          value={text}
          onChange={(v) => onChange(v ? v.split(',') : [])}
        />
      );
    }
    return <DictSelect aria-label={ariaLabel} dictCode={dictCode} value={text} onChange={onChange} />;
  }
  if (type === 'switch') {
    return (
      <Select aria-label={ariaLabel} value={text} onChange={(_, data) => onChange(data.value)}>
        <option value="">请选择</option>
        <option value="Y">是</option>
        <option value="N">否</option>
      </Select>
    );
  }
  if (type === 'date' || type === 'datetime' || type === 'time') {
    return <DateInput aria-label={ariaLabel} kind={type} value={text} onChange={onChange} />;
  }
  const numeric = (type === 'number' || type === 'integer') && rule !== 'in';
  return (
    <Input
      aria-label={ariaLabel}
      type={numeric ? 'number' : 'text'}
      placeholder={rule === 'in' ? '多个值用逗号分隔' : '请输入值'}
      value={text}
      onChange={(_, data) => onChange(data.value)}
    />
  );
}
