import { Field, Input } from '@fluentui/react-components';
import { QueryCell, QueryFormFrame, useQueryFormStyles } from '@/components/crud';
import { DateInput } from '@/components/widgets/date-input';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import type { ReportParamInfo, ReportQueryItem } from '../api/report-api';
import { isRange, paramKey, rangeKeys } from '../report-view';

export interface ReportQueryFormProps {
  params: readonly ReportParamInfo[];
  items: readonly ReportQueryItem[];
  /** By request name: `self_<param>`, `<field>`, `<field>_begin`, `<field>_end`. */
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  onSearch: () => void;
  onReset: () => void;
}

interface ItemInputProps {
  item: ReportQueryItem;
  value: string | undefined;
  onChange: (value: string) => void;
  /** A bound of a range: its own name inside the item's label. */
  label?: string;
}

/** A query item's input by its `view`: a dictionary select, a date, a date-time, a number, else a text box. */
function ItemInput({ item, value, onChange, label }: ItemInputProps) {
  const styles = useQueryFormStyles();
  const common = { 'aria-label': label ?? item.label, className: label ? styles.boundInput : styles.fieldInput };
  if (item.view === 'list' && item.dictCode) {
    return <DictSelect {...common} dictCode={item.dictCode} value={value} onChange={onChange} />;
  }
  if (item.view === 'date' || item.view === 'datetime') {
    return <DateInput {...common} kind={item.view} value={value} onChange={onChange} />;
  }
  return (
    <Input
      {...common}
      type={item.view === 'number' ? 'number' : 'text'}
      placeholder={label ? undefined : `请输入${item.label}`}
      value={value ?? ''}
      onChange={(_, d) => onChange(d.value)}
    />
  );
}

/**
 * The report's query form: its parameters first (sent as `self_<name>`), then its searched columns (a range as two
 * inputs, `_begin` and `_end`), with 查询 and 重置.
 */
export function ReportQueryForm({ params, items, values, onChange, onSearch, onReset }: ReportQueryFormProps) {
  const styles = useQueryFormStyles();
  if (params.length === 0 && items.length === 0) return null;
  const set = (key: string) => (value: string) => onChange(key, value);
  return (
    <QueryFormFrame onSearch={onSearch} onReset={onReset}>
      {params.map((p) => {
        const key = paramKey(p.paramName);
        const label = p.paramTxt || p.paramName;
        return (
          <QueryCell key={key} label={label}>
            <Input
              className={styles.fieldInput}
              placeholder={`请输入${label}`}
              value={values[key] ?? ''}
              onChange={(_, d) => onChange(key, d.value)}
            />
          </QueryCell>
        );
      })}
      {items.map((item) => {
        if (!isRange(item)) {
          return (
            <QueryCell key={item.field} label={item.label}>
              <ItemInput item={item} value={values[item.field]} onChange={set(item.field)} />
            </QueryCell>
          );
        }
        const [begin, end] = rangeKeys(item);
        return (
          <Field key={item.field} label={item.label} className={styles.rangeField}>
            <div className={styles.range}>
              <ItemInput item={item} label={`${item.label}开始`} value={values[begin]} onChange={set(begin)} />
              <span aria-hidden>~</span>
              <ItemInput item={item} label={`${item.label}结束`} value={values[end]} onChange={set(end)} />
            </div>
          </Field>
        );
      })}
    </QueryFormFrame>
  );
}
