import { useEffect, useMemo, useState } from 'react';
import {
  Checkbox,
  Combobox,
  Dropdown,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Select,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { loadDictTexts } from '@/components/widgets/dict/dict-api';
import { SearchSelect } from '@/components/widgets/dict/search-select';
import { useDictItems } from '@/components/widgets/dict/use-dict-items';
import { cellText } from '../grid-rules';
import { checkboxValue, choiceText, isChecked, mergeChoices, splitMulti, type Choice } from '../cell-values';
import type { GridColumn } from '../grid-types';
import { controlSize, VIEW_BOX, VIEW_TEXT, type CellProps } from './cell-props';
import { dictKeys } from '@/lib/query-keys';

const useStyles = makeStyles({
  wide: { width: '100%', minWidth: 0 },
  group: { display: 'flex', flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%' },
});

const EMPTY: Choice[] = [];
const DICT_TEXT_STALE_MS = 5 * 60 * 1000;

/** The column's options and its dictionary's items (dictCode, or the table dictionary `dict` when not async). */
export function useColumnChoices(column: GridColumn): Choice[] {
  const code = column.dictCode || (!column.async && column.type === 'select-dict-search' ? column.dict : undefined);
  const { items } = useDictItems(code || undefined);
  const dict = code ? items : EMPTY;
  return useMemo(() => mergeChoices(column.options, dict), [column.options, dict]);
}

/** Searched on the server as one types (sel_search_async; select-dict-search with async). */
const isAsyncSearch = (column: GridColumn) =>
  column.type === 'sel_search_async' || (column.type === 'select-dict-search' && Boolean(column.async));

/** The texts of a table dictionary's keys (GET /sys/dict/loadDictItem/{dict}?key=), cached per value. */
function useDictTexts(dict: string | undefined, value: unknown): string {
  const keys = cellText(value);
  const query = useQuery({
    queryKey: dictKeys.texts(dict ?? '', keys),
    queryFn: () => loadDictTexts(dict ?? '', keys),
    enabled: Boolean(dict) && keys !== '',
    staleTime: DICT_TEXT_STALE_MS,
  });
  return query.data && query.data.length > 0 ? query.data.join(',') : keys;
}

function AsyncChoiceView({ column, value }: CellProps) {
  const text = useDictTexts(column.dict, value);
  return (
    <span style={VIEW_TEXT} title={text || undefined}>
      {text}
    </span>
  );
}

function ListedChoiceView({ column, value }: CellProps) {
  const text = choiceText(useColumnChoices(column), value);
  return (
    <span style={VIEW_TEXT} title={text || undefined}>
      {text}
    </span>
  );
}

/** A chosen value's text (the options', the dictionary's, or the table dictionary's). */
export function ChoiceView(props: CellProps) {
  return isAsyncSearch(props.column) ? <AsyncChoiceView {...props} /> : <ListedChoiceView {...props} />;
}

/** select: a native select (an empty first choice); allowSearch / allowInput make it a search select. */
export function SelectEditor(props: CellProps) {
  const styles = useStyles();
  const { column, value, onChange, size } = props;
  const choices = useColumnChoices(column);
  if (column.allowSearch || column.allowInput) return <SearchChoiceEditor {...props} />;
  const current = cellText(value);
  const known = current === '' || choices.some((c) => c.value === current);
  return (
    <Select
      className={styles.wide}
      size={controlSize(size)}
      aria-label={column.title}
      value={current}
      onChange={(_, data) => onChange(data.value)}
    >
      <option value="">{column.placeholder ?? '请选择'}</option>
      {!known && <option value={current}>{current}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value} disabled={c.disabled}>
          {c.text}
        </option>
      ))}
    </Select>
  );
}

/** The grid's select search waits this long after the last keystroke before filtering. */
export const SELECT_SEARCH_DEBOUNCE_MS = 300;

/**
 * select-search, sel_search, select-dict-search: the choices are filtered by the typed text 300 ms after the last
 * keystroke; allowInput keeps typed text that is no choice.
 */
export function SearchChoiceEditor({ column, value, onChange, size }: CellProps) {
  const styles = useStyles();
  const choices = useColumnChoices(column);
  const [typed, setTyped] = useState<string | null>(null);
  const [filter, setFilter] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setFilter(typed), SELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const current = cellText(value);
  const shown =
    filter === null || typed === null
      ? choices
      : choices.filter((c) => c.text.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Combobox
      className={styles.wide}
      size={controlSize(size)}
      aria-label={column.title}
      placeholder={column.placeholder ?? '请选择'}
      freeform={Boolean(column.allowInput)}
      value={typed ?? choiceText(choices, current)}
      selectedOptions={current ? [current] : []}
      onChange={(event) => setTyped(event.target.value)}
      onOptionSelect={(_, data) => {
        setTyped(null);
        onChange(data.optionValue ?? '');
      }}
      onBlur={() => {
        if (column.allowInput && typed !== null && typed.trim() !== '') onChange(typed.trim());
        setTyped(null);
      }}
    >
      {shown.length === 0 ? (
        <Option value="" disabled>
          没有查询到任何数据
        </Option>
      ) : (
        shown.map((c) => (
          <Option key={c.value} value={c.value} disabled={c.disabled}>
            {c.text}
          </Option>
        ))
      )}
    </Combobox>
  );
}

/** sel_search_async, select-dict-search with async: the dictionary search select of the widget kit. */
export function AsyncSearchEditor({ column, value, onChange, size }: CellProps) {
  const styles = useStyles();
  return (
    <SearchSelect
      className={styles.wide}
      size={controlSize(size)}
      aria-label={column.title}
      dict={column.dict ?? ''}
      value={cellText(value)}
      onChange={onChange}
    />
  );
}

/** select-dict-search: searched locally over the dictionary, or on the server with async. */
export function DictSearchEditor(props: CellProps) {
  return isAsyncSearch(props.column) ? <AsyncSearchEditor {...props} /> : <SearchChoiceEditor {...props} />;
}

/** select-multiple, list_multi: several choices, stored comma-joined. */
export function MultiSelectEditor({ column, value, onChange, size }: CellProps) {
  const styles = useStyles();
  const choices = useColumnChoices(column);
  const selected = splitMulti(value);
  return (
    <Dropdown
      className={styles.wide}
      size={controlSize(size)}
      aria-label={column.title}
      multiselect
      placeholder={column.placeholder ?? '请选择'}
      value={choiceText(choices, selected)}
      selectedOptions={selected}
      onOptionSelect={(_, data) => onChange(data.selectedOptions.join(','))}
    >
      {choices.map((c) => (
        <Option key={c.value} value={c.value} disabled={c.disabled}>
          {c.text}
        </Option>
      ))}
    </Dropdown>
  );
}

export function RadioEditor({ column, value, onChange }: CellProps) {
  const styles = useStyles();
  const choices = useColumnChoices(column);
  return (
    <RadioGroup
      className={styles.group}
      layout="horizontal"
      aria-label={column.title}
      value={cellText(value)}
      onChange={(_, data) => onChange(data.value)}
    >
      {choices.map((c) => (
        <Radio key={c.value} value={c.value} label={c.text} disabled={c.disabled} />
      ))}
    </RadioGroup>
  );
}

/** checkbox_meta: a checkbox per choice; the value is comma-joined in the choices' order. */
export function CheckboxGroupEditor({ column, value, onChange }: CellProps) {
  const styles = useStyles();
  const choices = useColumnChoices(column);
  const chosen = new Set(splitMulti(value));
  const toggle = (choice: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choice);
    else next.delete(choice);
    const ordered = choices.map((c) => c.value).filter((v) => next.has(v));
    onChange([...ordered, ...[...next].filter((v) => !ordered.includes(v))].join(','));
  };
  return (
    <div role="group" aria-label={column.title} className={styles.group}>
      {choices.map((c) => (
        <Checkbox
          key={c.value}
          label={c.text}
          checked={chosen.has(c.value)}
          disabled={c.disabled}
          onChange={(_, data) => toggle(c.value, data.checked === true)}
        />
      ))}
    </div>
  );
}

/** checkbox: always shown (a native box: it mounts with every row); stores customValue[0] / [1] (default true / false). */
export function CheckboxView({ column, value, onChange, disabled, controlTabIndex }: CellProps) {
  return (
    <input
      type="checkbox"
      style={VIEW_BOX}
      aria-label={column.title}
      checked={isChecked(value, column)}
      disabled={disabled}
      tabIndex={controlTabIndex}
      onChange={(event) => onChange(checkboxValue(event.target.checked, column))}
    />
  );
}
