import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { UPLOAD_MESSAGES, type UploadItem } from './upload-model';

const useStyles = makeStyles({ icon: { color: tokens.colorPaletteRedForeground1 } });

/** The error icon of a failed file (tooltip 上传失败); it opens 上传出错 with 错误信息：{message}. */
export function UploadErrorButton({ item }: { item: UploadItem }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip content={UPLOAD_MESSAGES.errorTooltip} relationship="description">
        <Button
          appearance="subtle"
          size="small"
          icon={<ErrorCircleRegular className={styles.icon} />}
          aria-label={`${item.name} 上传失败，查看原因`}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <Dialog open={open} modalType="alert" onOpenChange={(_, d) => setOpen(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{UPLOAD_MESSAGES.errorTitle}</DialogTitle>
            <DialogContent>{UPLOAD_MESSAGES.errorDetail(item.message || UPLOAD_MESSAGES.unknownError)}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => setOpen(false)}>
                知道了
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
