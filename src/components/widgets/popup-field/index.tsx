import { useEffect, useMemo } from 'react';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, TableSearchRegular } from '@fluentui/react-icons';
import { notify } from '@/lib/notifier';
import { popupConfigProblems, popupFills, type PopupConfig } from './popup-config';

export { POPUP_MESSAGES, popupConfigProblems, popupFills, type PopupConfig } from './popup-config';

export interface PopupFieldProps extends PopupConfig {
  /** The field's own value (its separator-joined texts). */
  value: string | undefined;
  /** The new value and the values of every target field. */
  onChange: (value: string, fills: Record<string, string>) => void;
  /** Opens the report pop-up (comes with the report popup; without it the field only shows and clears). */
  onOpen?: () => void;
  /** The form field this input shows (one of destFields). */
  field?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Separator of the stored value (default ','). */
  spliter?: string;
  'aria-label'?: string;
}

const useStyles = makeStyles({
  errors: { color: tokens.colorPaletteRedForeground1, display: 'flex', flexDirection: 'column' },
  input: { width: '100%' },
});

/**
 * JPopup's field: a read-only input that opens the report pop-up. A wrong configuration shows JPopup's messages
 * (once as a notice, and in place of the input, as JPopup hides itself).
 */
export function PopupField(props: PopupFieldProps) {
  const styles = useStyles();
  const { code, orgFields, destFields } = props;
  const problems = useMemo(() => popupConfigProblems({ code, orgFields, destFields }), [code, orgFields, destFields]);
  const problemKey = problems.join('\n');

  useEffect(() => {
    for (const message of problemKey ? problemKey.split('\n') : []) notify({ intent: 'error', message });
  }, [problemKey]);

  if (problems.length > 0) {
    return (
      <div className={styles.errors} role="alert">
        {problems.map((message) => (
          <span key={message}>{message}</span>
        ))}
      </div>
    );
  }

  const spliter = props.spliter ?? ',';
  const text = props.value ? props.value.split(spliter).join(',') : '';
  const clear = () => {
    // No rows: every target field becomes ''.
    props.onChange('', popupFills([], { orgFields: orgFields ?? '', destFields: destFields ?? '' }).fills);
  };
  const open = () => {
    if (!props.disabled) props.onOpen?.();
  };

  return (
    <Input
      className={styles.input}
      aria-label={props['aria-label']}
      value={text}
      readOnly
      disabled={props.disabled}
      placeholder={props.placeholder ?? '请选择'}
      contentBefore={<TableSearchRegular aria-hidden />}
      contentAfter={
        text && !props.disabled ? (
          <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label="清空" onClick={clear} />
        ) : undefined
      }
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          open();
        }
      }}
    />
  );
}
