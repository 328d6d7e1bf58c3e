import type { ReactNode } from 'react';
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
import { PHONE_QUERY } from '../use-media-query';

const useStyles = makeStyles({
  surface: { maxWidth: '100vw', [`@media ${PHONE_QUERY}`]: { width: '100vw !important', borderRadius: 0 } },
  body: { maxHeight: '80vh', overflowY: 'auto', overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } },
});

export interface ViewDialogProps {
  title: ReactNode;
  onClose: () => void;
  /** Its width on wider screens (`800px`, `60vw`); a phone gives it the whole width. */
  width?: string;
  /** Buttons after 关闭 (下载, 去处理), one of them primary; without them 关闭 is the primary button. */
  actions?: ReactNode;
  /** Names the dialog when its title is not enough (the file's name in 预览「…」). */
  'aria-label'?: string;
  /** Classes of the scrolling body (a grid of facts, a column with gaps). */
  className?: string;
  children: ReactNode;
}

/**
 * The one read-only dialog (详情, 查看, logs, previews): a title, a body that scrolls within 80 % of the window's
 * height, 关闭 and the caller's buttons; Escape, 关闭 and a click beside it close it.
 */
export function ViewDialog({
  title,
  onClose,
  width = '800px',
  actions,
  className,
  children,
  ...rest
}: ViewDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} style={{ width }} aria-label={rest['aria-label']}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={mergeClasses(styles.body, className)}>{children}</DialogContent>
          <DialogActions>
            <Button appearance={actions ? 'secondary' : 'primary'} onClick={onClose}>
              关闭
            </Button>
            {actions}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
