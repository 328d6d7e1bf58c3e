import { useEffect, useState } from 'react';
import { Button, makeStyles, Spinner, Text } from '@fluentui/react-components';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { apiUrl, downloadFile } from '@/lib/api-client';
import { getToken } from '@/lib/storage';
import { NETDISK_API, ownerParams, previewKind, type DiskFile, type DiskOwner } from '../api/netdisk-api';

const useStyles = makeStyles({
  image: { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto', objectFit: 'contain' },
  frame: { width: '100%', height: '70vh', border: 'none' },
});

export interface PreviewDialogProps {
  owner: DiskOwner;
  file: DiskFile;
  onDownload: () => void;
  onClose: () => void;
}

/**
 * The server's preview in the frame (same origin: the page's policy allows no blob: frames), the token in the
 * address as for stored files.
 */
function pdfAddress(owner: DiskOwner, file: DiskFile): string {
  const params = new URLSearchParams({ ...(ownerParams(owner) as Record<string, string>), id: file.id });
  const token = getToken();
  if (token) params.set('token', token);
  return `${apiUrl(`${NETDISK_API}/preview`)}?${params.toString()}`;
}

/** An image (fetched with the token, shown as a blob) or a PDF (in a frame) of the disk, from the server's preview. */
export function PreviewDialog({ owner, file, onDownload, onClose }: PreviewDialogProps) {
  const styles = useStyles();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const kind = previewKind(file.fileName);
  useEffect(() => {
    if (kind !== 'image') return undefined;
    let objectUrl: string | null = null;
    let live = true;
    downloadFile(`${NETDISK_API}/preview`, { ...ownerParams(owner), id: file.id }, { silent: true })
      .then(({ blob }) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [owner, file.id, kind]);
  return (
    <ViewDialog
      title={file.fileName}
      width="960px"
      aria-label={`预览「${file.fileName}」`}
      actions={
        <Button appearance="primary" onClick={onDownload}>
          下载
        </Button>
      }
      onClose={onClose}
    >
      {failed && <Text>预览失败，请下载后查看</Text>}
      {kind === 'image' && !failed && !url && <Spinner label="加载中…" />}
      {kind === 'image' && url && <img className={styles.image} src={url} alt={file.fileName} />}
      {kind === 'pdf' && <iframe className={styles.frame} src={pdfAddress(owner, file)} title={file.fileName} />}
    </ViewDialog>
  );
}
