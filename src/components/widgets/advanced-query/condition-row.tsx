import { Button, makeStyles, Select } from '@fluentui/react-components';
import { AddRegular, SubtractRegular } from '@fluentui/react-icons';
import { ConditionValueInput } from './condition-value-input';
import {
  changeField,
  changeRule,
  QUERY_RULES,
  type QueryCondition,
  type QueryField,
  type QueryRule,
} from './query-model';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 1fr) minmax(100px, 0.8fr) minmax(140px, 1.4fr) auto auto',
    gap: '8px',
    alignItems: 'center',
    '@media (max-width: 767.98px)': { gridTemplateColumns: '1fr 1fr' },
  },
});

export interface ConditionRowProps {
  index: number;
  condition: QueryCondition;
  fields: QueryField[];
  onChange: (next: QueryCondition) => void;
  onAdd: () => void;
  onRemove: () => void;
}

/** One condition: field, rule, value, and the add / remove buttons. */
export function ConditionRow({ index, condition, fields, onChange, onAdd, onRemove }: ConditionRowProps) {
  const styles = useStyles();
  const n = index + 1;
  return (
    <div role="group" aria-label={`条件${n}`} className={styles.row}>
      <Select
        aria-label={`字段${n}`}
        value={condition.field ?? ''}
        onChange={(_, data) =>
          onChange(
            changeField(
              condition,
              fields.find((f) => f.value === data.value),
            ),
          )
        }
      >
        <option value="">选择查询字段</option>
        {fields.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </Select>
      <Select
        aria-label={`规则${n}`}
        value={condition.rule}
        onChange={(_, data) => onChange(changeRule(condition, data.value as QueryRule))}
      >
        {QUERY_RULES.map((r) => (
          <option key={r.value} value={r.value}>
            {r.text}
          </option>
        ))}
      </Select>
      <ConditionValueInput
        aria-label={`值${n}`}
        condition={condition}
        onChange={(val) => onChange({ ...condition, val })}
      />
      <Button icon={<AddRegular />} aria-label={`在条件${n}后增加`} onClick={onAdd} />
      <Button icon={<SubtractRegular />} aria-label={`删除条件${n}`} onClick={onRemove} />
    </div>
  );
}
