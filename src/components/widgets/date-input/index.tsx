import { lazy, Suspense } from 'react';
import { Input } from '@fluentui/react-components';
import { DATE_PLACEHOLDERS, type DateKind } from './date-text';

export type { DateKind } from './date-text';

export interface DateInputProps {
  kind: DateKind;
  /** Format: YYYY-MM-DD, YYYY-MM-DD HH:mm:ss or HH:mm:ss; '' when empty. */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

// The calendar and time list load with the first date field shown, not with every list page.
const DateFields = lazy(() => import('./date-fields'));

/**
 * A date, date-time or time field that shows and accepts the product's date formats whatever the browser's language:
 * typed text (YYYY-MM-DD, HH:mm:ss) or Fluent's calendar and time list in Chinese.
 */
export function DateInput(props: DateInputProps) {
  const fallback = (
    <Input
      className={props.className}
      aria-label={props['aria-label']}
      disabled={props.disabled}
      placeholder={DATE_PLACEHOLDERS[props.kind]}
      value={props.value ?? ''}
      readOnly
    />
  );
  return (
    <Suspense fallback={fallback}>
      <DateFields {...props} />
    </Suspense>
  );
}
