import { useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { DismissRegular, FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '100%' },
  narrow: { width: '500px' },
  fullscreen: { width: '100vw', maxWidth: '100vw', height: '100vh', maxHeight: '100vh', borderRadius: 0 },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
  titleActions: { display: 'flex', gap: '2px' },
});

export interface FormDialogProps {
  title: ReactNode;
  open?: boolean;
  /** Left out: the dialog cannot be dismissed (an alert the user must answer). */
  onClose?: () => void;
  /** 确定 (Enter in a field too); the dialog stays open, with what was typed, until the caller closes it. */
  onSubmit: () => unknown;
  saving?: boolean;
  /** A form only to read (详情): no 确定. */
  readOnly?: boolean;
  /** 500 px instead of 800 px. */
  narrow?: boolean;
  /** A button in the title to use the whole screen (long forms). */
  fullscreenToggle?: boolean;
  /** The fields; by default one column (pass a grid of your own inside). */
  children: ReactNode;
}

/**
 * The one form dialog (entity forms, passwords, the sign-in department): a form that submits on 确定 or Enter,
 * 取消, 保存中… while saving; a click beside it does not throw away what was typed, Escape and 取消 close it.
 */
export function FormDialog(props: FormDialogProps) {
  const styles = useStyles();
  const { onClose, saving = false, readOnly = false } = props;
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <Dialog
      open={props.open ?? true}
      modalType={onClose ? 'modal' : 'alert'}
      onOpenChange={(_, d) => !d.open && d.type !== 'backdropClick' && onClose?.()}
    >
      <DialogSurface
        className={mergeClasses(styles.surface, props.narrow && styles.narrow, fullscreen && styles.fullscreen)}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // A form inside a dialog opened from this one (a picker's 查询) bubbles through the React tree: not ours.
            if (event.target !== event.currentTarget) return;
            if (!saving && !readOnly) void props.onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle
              action={
                (props.fullscreenToggle || onClose) && (
                  <div className={styles.titleActions}>
                    {props.fullscreenToggle && (
                      <Button
                        appearance="subtle"
                        aria-label={fullscreen ? '退出全屏' : '全屏'}
                        icon={fullscreen ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />}
                        onClick={() => setFullscreen((v) => !v)}
                      />
                    )}
                    {onClose && (
                      <Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />
                    )}
                  </div>
                )
              }
            >
              {props.title}
            </DialogTitle>
            <DialogContent className={styles.fields}>{props.children}</DialogContent>
            <DialogActions>
              {onClose && <Button onClick={onClose}>取消</Button>}
              <Button type="submit" appearance="primary" disabled={readOnly || saving}>
                {saving ? '保存中…' : '确定'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
export { ViewDialog, type ViewDialogProps } from './view-dialog';
