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
} from '@fluentui/react-components';
import { notify } from '@/lib/notifier';
import { FileUpload } from './file-upload';
import { fileAccessUrl, itemsFromValue, UPLOAD_MESSAGES, type UploadedFile } from './upload-model';

/** The file pop-up is 520 by 200. */
const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: '100%' },
  content: { minHeight: '200px' },
});

/** What the pop-up hands back: names and paths comma-joined when there are several. */
export interface FilePopupResult {
  name: string;
  /** The address of the first file. */
  url: string;
  path: string;
  status: 'done';
  id?: string;
}

export interface FilePopupProps {
  open: boolean;
  /** The cell's stored paths (comma-joined), shown at opening. */
  value?: string;
  /** Handed back with the result (the row or cell). */
  id?: string;
  title?: string;
  biz?: string;
  maxCount?: number;
  onConfirm: (result: FilePopupResult) => void;
  onClose: () => void;
}

function PopupBody(props: FilePopupProps) {
  const styles = useStyles();
  const [files, setFiles] = useState<UploadedFile[]>(() =>
    itemsFromValue(props.value).map((item) => ({ fileName: item.name, filePath: item.path ?? '' })),
  );
  const confirm = () => {
    if (files.length === 0) {
      notify({ intent: 'warning', message: UPLOAD_MESSAGES.nothingUploaded });
      return;
    }
    props.onConfirm({
      name: files.map((f) => f.fileName).join(','),
      url: fileAccessUrl(files[0]!.filePath) ?? '',
      path: files.map((f) => f.filePath).join(','),
      status: 'done',
      id: props.id,
    });
  };
  return (
    <DialogBody>
      <DialogTitle>{props.title ?? '文件上传'}</DialogTitle>
      <DialogContent className={styles.content}>
        <FileUpload
          aria-label={props.title ?? '文件上传'}
          value={files}
          valueFormat="list"
          onChange={(value) => setFiles(Array.isArray(value) ? value : [])}
          biz={props.biz}
          maxCount={props.maxCount}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>取消</Button>
        <Button appearance="primary" onClick={confirm}>
          确定
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/** The file pop-up of grid cells (JFilePop): a file upload in a dialog; 确定 with no file says 未上传任何文件. */
export function FilePopup(props: FilePopupProps) {
  const styles = useStyles();
  return (
    <Dialog open={props.open} onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface}>{props.open && <PopupBody {...props} />}</DialogSurface>
    </Dialog>
  );
}
