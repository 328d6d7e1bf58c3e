import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
} from '@fluentui/react-components';
import { apiUrl } from '@/lib/api-client';
import { getStored, STORAGE_KEYS } from '@/lib/storage';

export interface ImportErrorInfo {
  message: string;
  msg?: string;
  fileUrl?: string;
  fileName?: string;
}

/**
 * Where the error file is: an absolute address as is, else under the API base (contract §9) with the token, as
 * the link cannot carry the header and the file is served to the importing user only (issue 9).
 */
export function errorFileHref(fileUrl: string): string {
  if (/^https?:\/\//i.test(fileUrl)) return fileUrl;
  const token = getStored<string>(STORAGE_KEYS.token);
  const href = apiUrl(fileUrl);
  return token ? `${href}${href.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : href;
}

/** The warning after an import answered code 201: the server message and a link to the error file. */
export function ImportErrorDialog({ info, onClose }: { info: ImportErrorInfo | null; onClose: () => void }) {
  return (
    <Dialog open={info !== null} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>导入成功，但有错误数据！</DialogTitle>
          <DialogContent>
            <p>{info?.message}</p>
            {info?.msg && info.msg !== info.message && <p>{info.msg}</p>}
            {info?.fileUrl && (
              <p>
                具体详情请{' '}
                <Link href={errorFileHref(info.fileUrl)} target="_blank" rel="noreferrer" download={info.fileName}>
                  下载错误信息
                </Link>
              </p>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              知道了
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
