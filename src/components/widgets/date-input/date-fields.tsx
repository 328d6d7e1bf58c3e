import { useId, useState } from 'react';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { DayOfWeek } from '@fluentui/react-calendar-compat';
import { TimePicker } from '@fluentui/react-timepicker-compat';
import type { DateInputProps } from './index';
import {
  CALENDAR_STRINGS,
  DATE_PLACEHOLDERS,
  dayPart,
  formatDay,
  formatTime,
  joinDateTime,
  parseDayText,
  parseTimeText,
  timePart,
} from './date-text';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexDirection: 'column', minWidth: 0, gap: '2px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  whole: { minWidth: 0, width: '100%' },
  day: { flex: '1 1 60%', minWidth: '0' },
  time: { flex: '1 1 40%', minWidth: '0' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export const DATE_TEXT_ERRORS = {
  day: '请按 YYYY-MM-DD 输入日期，如 2026-01-31',
  time: '请按 HH:mm:ss 输入时间，如 08:30:00',
} as const;

const TIME_ANCHOR = new Date(2000, 0, 1);

function timeToDate(time: string): Date | null {
  if (!time) return null;
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return new Date(2000, 0, 1, h, m, s);
}

/**
 * Inside a Field, Fluent labels the input by the Field's label whatever its aria-label; a part of a range or
 * of a date-time names itself by pointing aria-labelledby at its own aria-label.
 */
function useOwnLabel(ariaLabel: string | undefined) {
  const id = useId();
  return ariaLabel ? { id, 'aria-label': ariaLabel, 'aria-labelledby': id } : {};
}

interface PartProps extends Omit<DateInputProps, 'kind' | 'onChange'> {
  onChange: (day: string) => void;
  onInvalid: (invalid: boolean) => void;
}

function DayField({ value, onChange, onInvalid, onBlur, disabled, className, 'aria-label': ariaLabel }: PartProps) {
  const label = useOwnLabel(ariaLabel);
  return (
    <DatePicker
      {...label}
      className={className}
      disabled={disabled}
      allowTextInput
      showGoToToday
      firstDayOfWeek={DayOfWeek.Monday}
      strings={CALENDAR_STRINGS}
      placeholder={DATE_PLACEHOLDERS.date}
      value={parseDayText(value ?? '')}
      formatDate={formatDay}
      parseDateFromString={parseDayText}
      onSelectDate={(date) => onChange(formatDay(date))}
      onValidationResult={({ error }) => onInvalid(error === 'invalid-input')}
      onBlur={onBlur}
    />
  );
}

function TimeField({ value, onChange, onInvalid, onBlur, disabled, className, 'aria-label': ariaLabel }: PartProps) {
  const label = useOwnLabel(ariaLabel);
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // A new value from outside (重置, another part of a date-time) replaces what is in the box.
    setShown(value);
    setText(value ?? '');
  }
  return (
    <TimePicker
      {...label}
      className={className}
      disabled={disabled}
      freeform
      hourCycle="h23"
      showSeconds
      increment={30}
      dateAnchor={TIME_ANCHOR}
      placeholder={DATE_PLACEHOLDERS.time}
      value={text}
      selectedTime={timeToDate(value ?? '')}
      formatDateToTimeString={formatTime}
      parseTimeStringToDate={(typed) => {
        if (!typed?.trim()) return { date: null };
        const time = parseTimeText(typed);
        return time ? { date: timeToDate(time) } : { date: null, errorType: 'invalid-input' };
      }}
      onInput={(event) => setText((event.target as HTMLInputElement).value)}
      onTimeChange={(_, data) => {
        onInvalid(data.errorType === 'invalid-input');
        if (data.errorType) return; // what was typed stays, with the hint below
        const time = data.selectedTime ? formatTime(data.selectedTime) : '';
        setText(time);
        onChange(time);
      }}
      onBlur={onBlur}
    />
  );
}

/** The lazily loaded body of DateInput: Fluent's DatePicker and TimePicker speaking the product's date formats. */
export default function DateFields({ kind, value, onChange, className, ...rest }: DateInputProps) {
  const styles = useStyles();
  const [invalid, setInvalid] = useState<'day' | 'time' | null>(null);
  const flag = (part: 'day' | 'time') => (bad: boolean) =>
    setInvalid((now) => (bad ? part : now === part ? null : now));
  const day = dayPart(value);
  const time = timePart(kind, value);

  let fields;
  if (kind === 'date') {
    fields = <DayField {...rest} className={styles.whole} value={day} onChange={onChange} onInvalid={flag('day')} />;
  } else if (kind === 'time') {
    fields = <TimeField {...rest} className={styles.whole} value={time} onChange={onChange} onInvalid={flag('time')} />;
  } else {
    const label = rest['aria-label'];
    fields = (
      <span className={styles.row}>
        <DayField
          {...rest}
          className={styles.day}
          aria-label={label && `${label} 日期`}
          value={day}
          onChange={(d) => onChange(joinDateTime(d, time))}
          onInvalid={flag('day')}
        />
        <TimeField
          {...rest}
          className={styles.time}
          aria-label={label ? `${label} 时间` : '时间'}
          value={time}
          onChange={(t) => onChange(joinDateTime(day || (t ? formatDay(new Date()) : ''), t))}
          onInvalid={flag('time')}
        />
      </span>
    );
  }
  return (
    <span className={mergeClasses(styles.root, className)}>
      {fields}
      {invalid && (
        <Caption1 role="alert" className={styles.error}>
          {DATE_TEXT_ERRORS[invalid]}
        </Caption1>
      )}
    </span>
  );
}
