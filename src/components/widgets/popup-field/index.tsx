import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, TableSearchRegular } from '@fluentui/react-icons';
import { notify } from '@/lib/notifier';
import { popupConfigProblems, popupFills, type PopupConfig } from './popup-config';

export { POPUP_MESSAGES, popupConfigProblems, popupFills, type PopupConfig } from './popup-config';

// The report pop-up loads when a field first opens it (popup fields are in many forms).
const ReportPopupDialog = lazy(() => import('./report-popup-dialog').then((m) => ({ default: m.ReportPopupDialog })));

export interface PopupFieldProps extends PopupConfig {
  /** The field's own value (its separator-joined texts). */
  value: string | undefined;
  /** The new value and the values of every target field. */
  onChange: (value: string, fills: Record<string, string>) => void;
  /** Opens a pop-up of the page's own; without it the field opens the report pop-up itself (ReportPopupDialog). */
  onOpen?: () => void;
  /** Several rows may be chosen in the report pop-up. */
  multi?: boolean;
  /** Report pop-ups of one group share the report's answers for 30 s. */
  groupId?: string;
  /** The report's parameters, sent as `self_<name>`. */
  param?: Record<string, string>;
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
 * JPopup's field: a read-only input that opens the report pop-up; the chosen rows' orgFields fill the destFields
 * (`onChange(text, fills)`, text the field's own column). A wrong configuration shows JPopup's messages (once as a
 * notice, and in place of the input, as JPopup hides itself).
 */
export function PopupField(props: PopupFieldProps) {
  const styles = useStyles();
  const { code, orgFields, destFields } = props;
  const problems = useMemo(() => popupConfigProblems({ code, orgFields, destFields }), [code, orgFields, destFields]);
  const problemKey = problems.join('\n');
  const [open, setOpen] = useState(false);

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
  const config = { orgFields: orgFields ?? '', destFields: destFields ?? '' };
  const clear = () => {
    // No rows: every target field becomes ''.
    props.onChange('', popupFills([], config).fills);
  };
  const openPopup = () => {
    if (props.disabled) return;
    if (props.onOpen) props.onOpen();
    else setOpen(true);
  };
  const take = (rows: Record<string, unknown>[]) => {
    // Without a field of its own the field shows its first target.
    const chosen = popupFills(rows, config, props.field ?? config.destFields.split(',')[0]);
    setOpen(false);
    props.onChange(chosen.text, chosen.fills);
  };

  return (
    <>
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
        onClick={openPopup}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            openPopup();
          }
        }}
      />
      {open && code && (
        <Suspense fallback={null}>
          <ReportPopupDialog
            code={code}
            multi={props.multi}
            groupId={props.groupId}
            param={props.param}
            onOk={take}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
