import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Input, makeStyles, Select } from '@fluentui/react-components';
import { ArrowCounterclockwiseRegular, SearchRegular } from '@fluentui/react-icons';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import { DateInput } from '@/components/widgets/date-input';
import { DictSelect } from '@/components/widgets/dict/dict-select';
import { rangeKey, searchFields, type FilterValues } from './list-params';

/**
 * A grid of equal cells (at least 240 px): a range takes two cells, the buttons one, so nothing can overlap,
 * whatever the width; phones get one column.
 */
const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: '8px 16px',
    alignItems: 'end',
    marginBottom: '12px',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  field: { minWidth: 0 },
  rangeField: { minWidth: 0, gridColumn: 'span 2', '@media (max-width: 767.98px)': { gridColumn: 'auto' } },
  range: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0 },
  boundInput: { minWidth: 0, flexBasis: 0, flexGrow: 1 },
  fieldInput: { minWidth: 0, width: '100%' },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

/** The query form's cell classes, for a page's own fields (QueryFormFrame). */
export const useQueryFormStyles = useStyles;

export interface QueryFormFrameProps {
  /** 查询 was pressed (or Enter in a field). */
  onSearch: () => void;
  /** 重置 was pressed: clear the page's values, then the list's filters. */
  onReset: () => void;
  children: ReactNode;
}

/**
 * A screen's own query form's values: `set(name)` changes one; `frame` goes to QueryFormFrame (查询 sends the values,
 * 重置 clears them, then the list's filters).
 */
export function useQueryFormValues<V extends Record<string, string>>(
  empty: V,
  list: { onSearch: (values: FilterValues) => void; onReset: () => void },
) {
  const [values, setValues] = useState(empty);
  const set = (name: keyof V) => (value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  const frame = {
    onSearch: () => list.onSearch(values),
    onReset: () => {
      setValues(empty);
      list.onReset();
    },
  };
  return { values, set, frame };
}

type CellValue = { label: string; value: string; onChange: (value: string) => void };

/** A cell of a screen's own query form with a field of its own (a picker, a select of the screen's choices). */
export function QueryCell({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Field label={label} className={styles.field}>
      {children}
    </Field>
  );
}

/** A cell of a screen's own query form: a text box. */
export function QueryTextField({ label, value, onChange }: CellValue) {
  const styles = useStyles();
  return (
    <QueryCell label={label}>
      <Input
        className={styles.fieldInput}
        placeholder={`请输入${label}`}
        value={value}
        onChange={(_, d) => onChange(d.value)}
      />
    </QueryCell>
  );
}

/** A cell of a screen's own query form: a dictionary's select. */
export function QueryDictField({ label, dictCode, value, onChange }: CellValue & { dictCode: string }) {
  const styles = useStyles();
  return (
    <QueryCell label={label}>
      <DictSelect className={styles.fieldInput} dictCode={dictCode} value={value} onChange={onChange} />
    </QueryCell>
  );
}

/** The query form's frame: its grid of fields (each in a `field` cell), then 查询 and 重置. */
export function QueryFormFrame({ onSearch, onReset, children }: QueryFormFrameProps) {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="查询条件">
      {children}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          查询
        </Button>
        <Button icon={<ArrowCounterclockwiseRegular />} onClick={onReset}>
          重置
        </Button>
      </div>
    </form>
  );
}

export interface QueryFormProps {
  entity: EntityDef;
  onSearch: (values: FilterValues) => void;
  onReset: () => void;
}

/** The search fields of an entity (`search` set), with 查询 and 重置. */
export function QueryForm({ entity, onSearch, onReset }: QueryFormProps) {
  const styles = useStyles();
  const [values, setValues] = useState<FilterValues>({});
  const fields = searchFields(entity);
  if (fields.length === 0) return null;
  const set = (key: string) => (value: string) => setValues((prev) => ({ ...prev, [key]: value }));

  return (
    <QueryFormFrame
      onSearch={() => onSearch(values)}
      onReset={() => {
        setValues({});
        onReset();
      }}
    >
      {fields.map((field) =>
        field.search === 'range' ? (
          <Field key={field.name} label={field.label} className={styles.rangeField}>
            <div className={styles.range}>
              <SearchInput
                field={field}
                label={`${field.label}开始`}
                value={values[rangeKey(field, 'begin')]}
                onChange={set(rangeKey(field, 'begin'))}
              />
              <span aria-hidden>~</span>
              <SearchInput
                field={field}
                label={`${field.label}结束`}
                value={values[rangeKey(field, 'end')]}
                onChange={set(rangeKey(field, 'end'))}
              />
            </div>
          </Field>
        ) : (
          <QueryCell key={field.name} label={field.label}>
            <SearchInput field={field} value={values[field.name]} onChange={set(field.name)} />
          </QueryCell>
        ),
      )}
    </QueryFormFrame>
  );
}

interface SearchInputProps {
  field: FieldDef;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Own label of one bound of a range (inside the field's label). */
  label?: string;
}

function SearchInput({ field, value, onChange, label }: SearchInputProps) {
  const styles = useStyles();
  const common = { 'aria-label': label, className: label ? styles.boundInput : styles.fieldInput };
  if (field.dictCode) return <DictSelect {...common} dictCode={field.dictCode} value={value} onChange={onChange} />;
  if (field.type === 'switch') {
    const [on, off] = field.switchValues ?? ['Y', 'N'];
    return (
      <Select {...common} value={value ?? ''} onChange={(_, d) => onChange(d.value)}>
        <option value="">请选择</option>
        <option value={on}>是</option>
        <option value={off}>否</option>
      </Select>
    );
  }
  if (field.type === 'date' || field.type === 'datetime' || field.type === 'time') {
    // Ranges over date-times are searched by day: the server widens date-only ends to the whole day.
    const kind = field.type === 'time' ? 'time' : field.type === 'datetime' && !label ? 'datetime' : 'date';
    return <DateInput {...common} kind={kind} value={value} onChange={onChange} />;
  }
  const numeric = field.type === 'number' || field.type === 'integer';
  return (
    <Input
      {...common}
      type={numeric ? 'number' : 'text'}
      placeholder={label ? undefined : `请输入${field.label}`}
      value={value ?? ''}
      onChange={(_, d) => onChange(d.value)}
    />
  );
}
