import { useEffect, useRef, useState } from 'react';
import { Combobox, Option, type ComboboxProps } from '@fluentui/react-components';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { loadDictTexts, searchDict, type DictOption } from './dict-api';

export const SEARCH_MESSAGES = {
  emptyKeyword: '请输入搜索内容',
  noResult: '没有查询到任何数据',
  loading: '加载中…',
} as const;

/** Search delay and page size of the search select. */
export const SEARCH_DELAY_MS = 800;
export const SEARCH_PAGE_SIZE = 10;

const MESSAGE_VALUE = '\u0000message';

export interface SearchSelectProps extends Omit<
  ComboboxProps,
  'value' | 'onChange' | 'children' | 'selectedOptions' | 'onOptionSelect'
> {
  /** A table dictionary `table,text,code`. */
  dict: string;
  value: string | undefined;
  onChange: (value: string) => void;
  pageSize?: number;
  delayMs?: number;
}

type Status = 'idle' | 'waiting' | 'done';

/**
 * Search select over a table dictionary (JSearchSelectTag, async): typing waits 800 ms then asks
 * /sys/dict/loadDict/{dict}?keyword=&pageSize=10; only the newest answer is shown. The chosen value's
 * text is back-filled with /sys/dict/loadDictItem/{dict}?key=value.
 */
export function SearchSelect({
  dict,
  value,
  onChange,
  pageSize = SEARCH_PAGE_SIZE,
  delayMs = SEARCH_DELAY_MS,
  placeholder = '请输入搜索内容',
  ...rest
}: SearchSelectProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const [options, setOptions] = useState<DictOption[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSearch = useRef(0);

  useEffect(() => {
    if (!value || value in labels) return;
    let live = true;
    void loadDictTexts(dict, value)
      .catch(() => [] as string[])
      .then((texts) => {
        if (live) setLabels((prev) => ({ ...prev, [value]: texts.join(',') || value }));
      });
    return () => {
      live = false;
    };
  }, [dict, value, labels]);

  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  const search = (keyword: string) => {
    const id = ++lastSearch.current;
    searchDict(dict, keyword, pageSize).then(
      (found) => {
        if (id !== lastSearch.current) return; // a newer search was started: drop this stale answer
        setOptions(found);
        setStatus('done');
      },
      (error: unknown) => {
        if (id !== lastSearch.current) return;
        setOptions([]);
        setStatus('done');
        if (!(error instanceof ApiError)) notify({ intent: 'warning', message: (error as Error).message });
      },
    );
  };

  const onInput = (text: string) => {
    setTyping(text);
    clearTimeout(timer.current);
    lastSearch.current += 1; // whatever is in flight is stale now
    if (text.trim() === '') {
      setOptions([]);
      setStatus('idle');
      if (value) onChange('');
      return;
    }
    setStatus('waiting');
    timer.current = setTimeout(() => search(text.trim()), delayMs);
  };

  const selectedText = value ? (labels[value] ?? '') : '';
  const message =
    status === 'idle' && options.length === 0
      ? SEARCH_MESSAGES.emptyKeyword
      : status === 'waiting'
        ? SEARCH_MESSAGES.loading
        : options.length === 0
          ? SEARCH_MESSAGES.noResult
          : null;

  return (
    <Combobox
      {...rest}
      placeholder={placeholder}
      value={typing ?? selectedText}
      selectedOptions={value ? [value] : []}
      onChange={(event) => onInput(event.target.value)}
      onOptionSelect={(_, data) => {
        if (!data.optionValue || data.optionValue === MESSAGE_VALUE) return;
        setLabels((prev) => ({ ...prev, [data.optionValue as string]: data.optionText ?? '' }));
        setTyping(null);
        onChange(data.optionValue);
      }}
      onBlur={(event) => {
        setTyping(null);
        rest.onBlur?.(event);
      }}
    >
      {message ? (
        <Option value={MESSAGE_VALUE} disabled>
          {message}
        </Option>
      ) : (
        options.map((option) => (
          <Option key={option.value} value={option.value} disabled={option.disabled}>
            {option.text}
          </Option>
        ))
      )}
    </Combobox>
  );
}
