import { useRef, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { EntityListPage, useButtonAccess, type EntityRecord, type ListContext } from '@/components/crud';
import { downloadStoredFile, sendUpload } from '@/components/widgets/upload/upload-api';
import { fileAccessUrl } from '@/components/widgets/upload/upload-model';
import { ossFileEntity } from '@/domain/entities/oss-file';
import { notify } from '@/lib/notifier';

export const OSS_UPLOAD_PATH = '/sys/oss/file/upload';

const useStyles = makeStyles({ compact: { minWidth: 'auto' }, hidden: { display: 'none' } });

/** Images and PDF open in the browser; anything else is downloaded. */
const PREVIEWABLE = /\.(png|jpe?g|gif|bmp|webp|pdf)$/i;

function UploadButton({ refresh }: Pick<ListContext, 'refresh'>) {
  const styles = useStyles();
  const access = useButtonAccess('system:ossFile:upload');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!access.visible) return null;
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    for (const file of Array.from(files)) {
      const outcome = await sendUpload({ file, biz: 'oss', url: OSS_UPLOAD_PATH, onProgress: () => {} }).outcome;
      if (outcome.ok) notify({ intent: 'success', message: `${file.name} 文件上传成功` });
      else if (!('aborted' in outcome)) notify({ intent: 'error', message: `${file.name} 上传失败.` });
    }
    setBusy(false);
    if (input.current) input.current.value = '';
    await refresh();
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        className={styles.hidden}
        aria-label="选择要上传的文件"
        onChange={(event) => void upload(event.target.files)}
      />
      <Button
        appearance="primary"
        icon={<ArrowUploadRegular />}
        disabled={access.disabled || busy}
        onClick={() => input.current?.click()}
      >
        {busy ? '上传中…' : '文件上传'}
      </Button>
    </>
  );
}

/** 对象存储 (modules/oss/OSSFileList): stored files with upload, download, preview and delete. */
export default function OssFileListPage() {
  const styles = useStyles();
  const url = (record: EntityRecord) => String(record.url ?? '');
  return (
    <EntityListPage
      entity={ossFileEntity}
      actions={{ add: false, edit: false, deleteBatch: false, import: false, export: false }}
      toolbarExtra={({ refresh }) => <UploadButton refresh={refresh} />}
      rowActionsExtra={(record) => (
        <>
          <Button
            size="small"
            appearance="transparent"
            className={styles.compact}
            onClick={() => void downloadStoredFile(url(record), String(record.fileName ?? ''))}
          >
            下载
          </Button>
          {PREVIEWABLE.test(url(record)) && (
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              onClick={() => window.open(fileAccessUrl(url(record)), '_blank', 'noopener')}
            >
              预览
            </Button>
          )}
        </>
      )}
    />
  );
}
