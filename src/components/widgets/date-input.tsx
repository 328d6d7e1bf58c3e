import { Input, type InputProps } from '@fluentui/react-components';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '@/domain/constants';

export type DateKind = 'date' | 'datetime' | 'time';

/** Spec value (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm:ss) → the native input's value. */
export function toNativeValue(kind: DateKind, value: string | undefined): string {
  if (!value) return '';
  if (kind === 'datetime') return value.trim().replace(' ', 'T');
  if (kind === 'date') return value.slice(0, 10);
  return value;
}

/** Native input value → spec value (seconds added when the browser leaves them out). */
export function fromNativeValue(kind: DateKind, native: string): string {
  if (!native) return '';
  if (kind === 'time') return /^\d{2}:\d{2}$/.test(native) ? `${native}:00` : native;
  const parsed = dayjs(native);
  if (!parsed.isValid()) return native;
  return parsed.format(kind === 'date' ? DATE_FORMAT : DATETIME_FORMAT);
}

export const DATE_FORMATS: Record<DateKind, string> = {
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
  time: TIME_FORMAT,
};

export interface DateInputProps extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  kind: DateKind;
  value: string | undefined;
  onChange: (value: string) => void;
}

/** A native date, date-time or time input speaking the spec formats. */
export function DateInput({ kind, value, onChange, ...rest }: DateInputProps) {
  return (
    <Input
      {...rest}
      type={kind === 'datetime' ? 'datetime-local' : kind}
      step={kind === 'date' ? undefined : 1}
      value={toNativeValue(kind, value)}
      onChange={(_, data) => onChange(fromNativeValue(kind, data.value))}
    />
  );
}
