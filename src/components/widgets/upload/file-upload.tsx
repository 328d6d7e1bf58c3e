import { useRef } from 'react';
import {
  Button,
  Caption1,
  FieldContextProvider,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Spinner,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowUploadRegular, AttachRegular, DeleteRegular } from '@fluentui/react-icons';
import { downloadStoredFile } from './upload-api';
import { UploadErrorButton } from './upload-error';
import { shortFileName, type UploadItem } from './upload-model';
import { useUploadList, type UploadListOptions } from './use-upload-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  hidden: { display: 'none' },
  list: { listStyleType: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: { display: 'flex', alignItems: 'center', gap: '6px', minWidth: 0 },
  name: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  progress: { width: '80px', flexShrink: 0 },
  percent: { flexShrink: 0 },
});

export interface FileUploadProps extends UploadListOptions {
  disabled?: boolean;
  /** Several files at once from the picker (default true). */
  multiple?: boolean;
  /** The picker's accept attribute. */
  accept?: string;
  /** The button text (default 点击上传). */
  text?: string;
  /** Hide the button (the list only). */
  buttonHidden?: boolean;
  /** A download button for each done file (default true). */
  allowDownload?: boolean;
  /** A remove button for each file (default true). */
  allowRemove?: boolean;
  'aria-label'?: string;
}

function FileRow(props: { item: UploadItem; cell?: boolean; canDownload: boolean; onRemove?: () => void }) {
  const styles = useStyles();
  const { item } = props;
  return (
    <li className={styles.item}>
      {item.status === 'uploading' && <Spinner size="extra-tiny" />}
      {item.status === 'done' && <AttachRegular aria-hidden />}
      {item.status === 'error' && <UploadErrorButton item={item} />}
      <span className={mergeClasses(styles.name, item.status === 'error' && styles.failed)} title={item.name}>
        {props.cell ? shortFileName(item.name) : item.name}
      </span>
      {item.status === 'uploading' && (
        <>
          <ProgressBar className={styles.progress} value={item.percent / 100} aria-label={`${item.name} 上传进度`} />
          <Caption1 className={styles.percent}>上传中 {item.percent}%</Caption1>
        </>
      )}
      {item.status === 'done' && props.canDownload && (
        <Button
          appearance="subtle"
          size="small"
          icon={<ArrowDownloadRegular />}
          aria-label={`下载 ${item.name}`}
          onClick={() => void downloadStoredFile(item.path, item.name)}
        />
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
    </li>
  );
}

/**
 * JUpload: several files, each uploaded at once with its progress (上传中 n% → done or the error icon), removed or
 * downloaded. The value (comma-joined stored paths, or the list form) changes only when every file is done.
 */
export function FileUpload(props: FileUploadProps) {
  const styles = useStyles();
  const field = useFieldControlProps_unstable();
  const input = useRef<HTMLInputElement>(null);
  const list = useUploadList(props);
  const { disabled = false, allowDownload = true, allowRemove = true } = props;
  return (
    <div
      role="group"
      className={styles.root}
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-label'] ? undefined : field?.['aria-labelledby']}
      aria-describedby={field?.['aria-describedby']}
      aria-busy={list.busy}
    >
      {/* The group takes the Field's label; its buttons must not take the Field's control id. */}
      <FieldContextProvider value={undefined}>
        <input
          ref={input}
          type="file"
          className={styles.hidden}
          multiple={props.multiple ?? true}
          accept={props.accept}
          aria-label="选择文件"
          disabled={disabled}
          onChange={(event) => {
            list.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
        {!props.buttonHidden && !disabled && (
          <div>
            <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
              {props.text ?? '点击上传'}
            </Button>
          </div>
        )}
        {list.items.length > 0 && (
          <ul className={styles.list} aria-label="文件列表">
            {list.items.map((item) => (
              <FileRow
                key={item.uid}
                item={item}
                cell={props.cell}
                canDownload={allowDownload}
                onRemove={!disabled && allowRemove ? () => list.remove(item.uid) : undefined}
              />
            ))}
          </ul>
        )}
      </FieldContextProvider>
    </div>
  );
}
