import { Select, SpinButton, makeStyles } from '@fluentui/react-components';
import { WEEKDAY_OPTIONS, type Bounds } from './cron-field-model';

const useStyles = makeStyles({ spin: { width: '88px' }, select: { minWidth: '96px' } });

/** Clamps to the bounds and rounds to a whole number (cron inputs are whole numbers). */
export function clampWhole(value: number, { min, max }: Bounds): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

interface NumberInputProps {
  label: string;
  value: number;
  bounds: Bounds;
  onChange: (value: number) => void;
}

/** A SpinButton holding a whole number within bounds; typed values are rounded and clamped on commit. */
export function CronNumberInput({ label, value, bounds, onChange }: NumberInputProps) {
  const styles = useStyles();
  return (
    <SpinButton
      className={styles.spin}
      aria-label={label}
      value={value}
      min={bounds.min}
      max={bounds.max}
      step={1}
      precision={0}
      onChange={(_, data) => {
        const raw = data.value ?? (data.displayValue === undefined ? Number.NaN : Number(data.displayValue));
        if (raw !== null && Number.isFinite(raw)) onChange(clampWhole(raw, bounds));
      }}
    />
  );
}

/** Picks a weekday shown as 周日…周六; its value is Quartz's 1 (Sunday) … 7 (Saturday). */
export function CronWeekdaySelect({ label, value, onChange }: Omit<NumberInputProps, 'bounds'>) {
  const styles = useStyles();
  return (
    <Select
      className={styles.select}
      aria-label={label}
      value={String(value)}
      onChange={(_, data) => onChange(Number(data.value))}
    >
      {WEEKDAY_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
