/** upload, file and image cells: a chunk of their own, loaded with the first such cell. */
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
import { DismissRegular } from '@fluentui/react-icons';
import { FileCell, FilePopupDialog, FileUploadInput, ImageCell, ImageUploadInput } from '@/components/widgets/upload';
import { fileNameOf, shortFileName, splitPaths } from '@/components/widgets/upload/upload-model';
import { cellText } from '../grid-rules';
import type { CellProps } from './cell-props';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0, overflow: 'hidden' },
  names: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  surface: { width: '520px', maxWidth: '100%' },
  content: { minHeight: '200px' },
});

/** The files' names cut to 5 characters; a click downloads unless the column says allowDownload: false. */
function FileNames({ column, value }: CellProps) {
  const styles = useStyles();
  const text = cellText(value);
  if (column.allowDownload !== false) return <FileCell value={text} />;
  const names = splitPaths(text).map(fileNameOf);
  return (
    <span className={styles.names} title={names.join(',')}>
      {names.map((name) => shortFileName(name)).join(',')}
    </span>
  );
}

/** A remove button for the cell's value (allowRemove, on by default). */
function RemoveButton({ column, value, onChange, disabled }: CellProps) {
  if (column.allowRemove === false || disabled || !cellText(value)) return null;
  return (
    <Button
      appearance="subtle"
      size="small"
      icon={<DismissRegular />}
      aria-label={`删除${column.title}`}
      onClick={() => onChange('')}
    />
  );
}

export function FileView(props: CellProps) {
  const styles = useStyles();
  return (
    <span className={styles.row}>
      <FileNames {...props} />
      <RemoveButton {...props} />
    </span>
  );
}

/** upload: the widget kit's file upload in the cell (isup=1; the value is comma-joined stored paths). */
export function UploadEditor({ column, value, onChange, disabled }: CellProps) {
  return (
    <FileUploadInput
      cell
      aria-label={column.title}
      text="上传"
      value={cellText(value)}
      onChange={(next) => onChange(typeof next === 'string' ? next : next.map((f) => f.filePath).join(','))}
      biz={column.biz}
      maxCount={column.maxCount}
      disabled={disabled}
      allowDownload={column.allowDownload !== false}
      allowRemove={column.allowRemove !== false}
    />
  );
}

/** file: editing opens the file pop-up (520 by 200); 确定 keeps its paths, 取消 leaves the cell as it was. */
export function FileEditor(props: CellProps) {
  const { column, value, onChange, onDone, rowId } = props;
  return (
    <>
      <FileView {...props} />
      <FilePopupDialog
        open
        id={rowId}
        title={column.title}
        value={cellText(value)}
        biz={column.biz}
        maxCount={column.maxCount}
        onConfirm={(result) => {
          onChange(result.path);
          onDone();
        }}
        onClose={onDone}
      />
    </>
  );
}

export function ImageView(props: CellProps) {
  const styles = useStyles();
  return (
    <span className={styles.row}>
      <ImageCell value={cellText(props.value)} />
      <RemoveButton {...props} />
    </span>
  );
}

/** image: editing opens the image upload in a dialog (images only, 请上传图片 otherwise). */
export function ImageEditor(props: CellProps) {
  const styles = useStyles();
  const { column, value, onChange, onDone } = props;
  const [draft, setDraft] = useState(cellText(value));
  return (
    <>
      <ImageView {...props} />
      <Dialog open onOpenChange={(_, data) => !data.open && onDone()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{column.title}</DialogTitle>
            <DialogContent className={styles.content}>
              <ImageUploadInput
                aria-label={column.title}
                value={draft}
                onChange={(next) => setDraft(typeof next === 'string' ? next : next.map((f) => f.filePath).join(','))}
                biz={column.biz}
                maxCount={column.maxCount}
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onDone()}>取消</Button>
              <Button
                appearance="primary"
                onClick={() => {
                  onChange(draft);
                  onDone();
                }}
              >
                确定
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
