import { useRef, useState } from 'react';
import {
  Button,
  Caption1,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  FieldContextProvider,
  makeStyles,
  mergeClasses,
  ProgressBar,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, ArrowRightRegular, DeleteRegular, DismissRegular } from '@fluentui/react-icons';
import { UploadErrorButton } from './upload-error';
import { fileAccessUrl, type UploadItem } from './upload-model';
import { useUploadList, type UploadListOptions } from './use-upload-list';

const CARD = '104px';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  card: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2px', width: CARD },
  thumb: {
    width: CARD,
    height: CARD,
    padding: '4px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  thumbButton: { cursor: 'zoom-in' },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  failed: { color: tokens.colorPaletteRedForeground1, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' },
  progress: { width: '80%' },
  actions: { display: 'flex', justifyContent: 'center' },
  add: { width: CARD, height: CARD, flexDirection: 'column' },
  preview: { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' },
});

export interface ImageUploadProps extends Omit<UploadListOptions, 'imagesOnly'> {
  disabled?: boolean;
  /** Several images at once from the picker (default true). */
  multiple?: boolean;
  /** The add button text (default 上传). */
  text?: string;
  'aria-label'?: string;
}

function ImageCard(props: {
  item: UploadItem;
  onPreview: () => void;
  onMove?: (step: -1 | 1) => void;
  onRemove?: () => void;
}) {
  const styles = useStyles();
  const { item } = props;
  return (
    <li className={styles.card}>
      {item.status === 'done' && (
        <button
          type="button"
          className={mergeClasses(styles.thumb, styles.thumbButton)}
          aria-label={`预览 ${item.name}`}
          onClick={props.onPreview}
        >
          <img className={styles.image} src={fileAccessUrl(item.path)} alt={item.name} />
        </button>
      )}
      {item.status === 'uploading' && (
        <div className={styles.thumb}>
          <ProgressBar className={styles.progress} value={item.percent / 100} aria-label={`${item.name} 上传进度`} />
          <Caption1>上传中 {item.percent}%</Caption1>
        </div>
      )}
      {item.status === 'error' && (
        <div className={styles.thumb}>
          <UploadErrorButton item={item} />
          <Caption1 className={styles.failed} title={item.name}>
            {item.name}
          </Caption1>
        </div>
      )}
      {(props.onMove || props.onRemove) && (
        <div className={styles.actions}>
          {props.onMove && (
            <>
              <Button
                appearance="subtle"
                size="small"
                icon={<ArrowLeftRegular />}
                aria-label={`左移 ${item.name}`}
                onClick={() => props.onMove?.(-1)}
              />
              <Button
                appearance="subtle"
                size="small"
                icon={<ArrowRightRegular />}
                aria-label={`右移 ${item.name}`}
                onClick={() => props.onMove?.(1)}
              />
            </>
          )}
          {props.onRemove && (
            <Button
              appearance="subtle"
              size="small"
              icon={<DeleteRegular />}
              aria-label={`删除 ${item.name}`}
              onClick={props.onRemove}
            />
          )}
        </div>
      )}
    </li>
  );
}

/**
 * JImageUpload: images only (请上传图片 otherwise), shown as thumbnails that open a larger view; an optional maximum
 * keeps the newest; the mover arrows reorder them. The value is the comma-joined stored paths once all are done.
 */
export function ImageUpload(props: ImageUploadProps) {
  const styles = useStyles();
  const field = useFieldControlProps_unstable();
  const input = useRef<HTMLInputElement>(null);
  const list = useUploadList({ ...props, imagesOnly: true });
  const [preview, setPreview] = useState<UploadItem | null>(null);
  const { disabled = false } = props;
  const movable = !disabled && list.items.length > 1;
  return (
    <div
      role="group"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-label'] ? undefined : field?.['aria-labelledby']}
      aria-describedby={field?.['aria-describedby']}
      aria-busy={list.busy}
    >
      <FieldContextProvider value={undefined}>
        <input
          ref={input}
          type="file"
          className={styles.hidden}
          multiple={props.multiple ?? true}
          accept="image/*"
          aria-label="选择图片"
          disabled={disabled}
          onChange={(event) => {
            list.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        <ul className={styles.list} aria-label="图片列表">
          {list.items.map((item) => (
            <ImageCard
              key={item.uid}
              item={item}
              onPreview={() => setPreview(item)}
              onMove={movable ? (step) => list.move(item.uid, step) : undefined}
              onRemove={disabled ? undefined : () => list.remove(item.uid)}
            />
          ))}
          {!disabled && (
            <li>
              <Button className={styles.add} icon={<AddRegular />} onClick={() => input.current?.click()}>
                {props.text ?? '上传'}
              </Button>
            </li>
          )}
        </ul>
        <Dialog open={preview !== null} onOpenChange={(_, d) => !d.open && setPreview(null)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle
                action={
                  <Button
                    appearance="subtle"
                    aria-label="关闭"
                    icon={<DismissRegular />}
                    onClick={() => setPreview(null)}
                  />
                }
              >
                图片预览
              </DialogTitle>
              <DialogContent>
                {preview && <img className={styles.preview} src={fileAccessUrl(preview.path)} alt={preview.name} />}
              </DialogContent>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      </FieldContextProvider>
    </div>
  );
}
