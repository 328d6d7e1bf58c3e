import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
} from '@fluentui/react-components';
import { CalendarClockRegular } from '@fluentui/react-icons';
import { CRON_DEFAULT_EXPRESSION } from '@/domain/cron';
import { CronEditor } from './cron-editor';

const useStyles = makeStyles({
  root: { display: 'flex', gap: '8px', alignItems: 'center' },
  input: { flexGrow: 1 },
  surface: { maxWidth: '820px', width: '100%' },
});

export interface CronInputProps {
  value: string;
  onChange: (value: string) => void;
  hideSeconds?: boolean;
  hideYear?: boolean;
  disabled?: boolean;
  /** Used when the input is not inside a Fluent Field that labels it. */
  'aria-label'?: string;
  placeholder?: string;
}

/**
 * A text input for a Quartz expression with a 选择 button that opens the editor in a dialog titled
 * Cron表达式; 确定 writes the built expression into the input, 取消 discards it.
 */
export function CronInput({
  value,
  onChange,
  hideSeconds,
  hideYear,
  disabled,
  placeholder = '请输入 Cron 表达式',
  'aria-label': ariaLabel = 'Cron 表达式',
}: CronInputProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);

  const openEditor = () => {
    setDraft(value.trim() || CRON_DEFAULT_EXPRESSION);
    setOpen(true);
  };

  return (
    <div className={styles.root}>
      <Input
        className={styles.input}
        aria-label={ariaLabel}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value)}
      />
      <Button icon={<CalendarClockRegular />} disabled={disabled} onClick={openEditor}>
        选择
      </Button>
      <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>Cron表达式</DialogTitle>
            <DialogContent>
              {open && <CronEditor value={draft} onChange={setDraft} hideSeconds={hideSeconds} hideYear={hideYear} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setOpen(false)}>
                取消
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  onChange(draft);
                  setOpen(false);
                }}
              >
                确定
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
