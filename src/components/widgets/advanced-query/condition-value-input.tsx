import { Input, Select } from '@fluentui/react-components';
import { DateInput } from '../date-input';
import { DepartPicker } from '../depart-picker';
import { DictMultiSelect } from '../dict/dict-multi-select';
import { DictSelect } from '../dict/dict-select';
import { PopupField } from '../popup-field';
import { UserPicker } from '../user-picker';
import { dictInfo, type QueryCondition } from './query-model';

const USER_TYPES = new Set(['sel_user', 'select-user', 'user']);
const DEPART_TYPES = new Set(['sel_depart', 'select-depart', 'depart']);

export interface ConditionValueInputProps {
  condition: QueryCondition;
  onChange: (val: string | string[]) => void;
  'aria-label': string;
}

/** The value input of a condition, by the chosen field's type and dictionary. */
export function ConditionValueInput({ condition, onChange, 'aria-label': ariaLabel }: ConditionValueInputProps) {
  const { type = 'string', rule, val } = condition;
  const text = Array.isArray(val) ? val.join(',') : val;
  const several = rule === 'in';
  if (type === 'popup' && condition.popup) {
    // The report's destFields column of the rows chosen (JSuperQuery's handleChangeJPopup).
    const dest = condition.popup.destFields ?? '';
    return (
      <PopupField
        {...condition.popup}
        aria-label={ariaLabel}
        value={text}
        field={dest}
        onChange={(value, fills) => onChange(fills[dest] ?? value)}
      />
    );
  }
  if (USER_TYPES.has(type)) {
    const valueKey = condition.customReturnField === 'id' ? 'id' : 'username';
    return <UserPicker value={text} multiple={several} valueKey={valueKey} onChange={(value) => onChange(value)} />;
  }
  if (DEPART_TYPES.has(type)) {
    return <DepartPicker value={text} multiple={several} onChange={(value) => onChange(value)} />;
  }
  const dictCode = dictInfo(condition);
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
