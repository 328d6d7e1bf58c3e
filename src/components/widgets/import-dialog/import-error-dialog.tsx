import { useEffect, useState } from 'react';
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
import { apiUrl, downloadFile, withToken } from '@/lib/api-client';

export interface ImportErrorInfo {
  message: string;
  msg?: string;
  fileUrl?: string;
  fileName?: string;
  /** Rows added, rows that updated a record, rows refused (this server; JeecgBoot sends only `msg`). */
  addCount?: number;
  updateCount?: number;
  errorCount?: number;
}

/** 新增 2 行，更新 3 行(，失败 1 行) — or null when the answer carries no such counts (JeecgBoot's). */
export function importCountsText({ addCount, updateCount, errorCount }: Omit<ImportErrorInfo, 'message'>) {
  if (typeof addCount !== 'number' || typeof updateCount !== 'number') return null;
  const failed = typeof errorCount === 'number' && errorCount > 0 ? `，失败 ${errorCount} 行` : '';
  return `新增 ${addCount} 行，更新 ${updateCount} 行${failed}`;
}

/**
 * Where the error file is: an absolute address as is, else under the API base with the token, as
 * the link cannot carry the header and the file is served to the importing user only.
 */
export function errorFileHref(fileUrl: string): string {
  if (/^https?:\/\//i.test(fileUrl)) return fileUrl;
  return withToken(apiUrl(fileUrl));
}

/** How many of the error file's lines the dialog lists (the file has them all). */
export const SHOWN_ERROR_LINES = 20;

/**
 * The error file's lines (第 N 行：reason), read from this server; null while unknown (an absolute address, not read,
 * or the read failed: the link remains).
 */
function useErrorLines(fileUrl: string | undefined): string[] | null {
  const [lines, setLines] = useState<{ url: string; lines: string[] } | null>(null);
  useEffect(() => {
    if (!fileUrl || /^https?:\/\//i.test(fileUrl)) return;
    let live = true;
    downloadFile(fileUrl, undefined, { silent: true })
      .then(({ blob }) => blob.text())
      .then((text) => {
        if (live) setLines({ url: fileUrl, lines: text.split(/\r?\n/).filter((l) => l.trim() !== '') });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [fileUrl]);
  return lines && lines.url === fileUrl ? lines.lines : null;
}

/**
 * The warning after an import answered code 201: the server message and `msg`, the added / updated / refused counts
 * when `msg` does not say them, the failed rows with their reasons (the first SHOWN_ERROR_LINES of the error file)
 * and a link to the error file.
 */
export function ImportErrorDialog({ info, onClose }: { info: ImportErrorInfo | null; onClose: () => void }) {
  const counts = info && importCountsText(info);
  const lines = useErrorLines(info?.fileUrl);
  return (
    <Dialog open={info !== null} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>导入成功，但有错误数据！</DialogTitle>
          <DialogContent>
            <p>{info?.message}</p>
            {info?.msg && info.msg !== info.message && <p>{info.msg}</p>}
            {counts && !info?.msg?.includes(counts) && <p>{counts}</p>}
            {lines && lines.length > 0 && (
              <ul aria-label="失败的行">
                {lines.slice(0, SHOWN_ERROR_LINES).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
                {lines.length > SHOWN_ERROR_LINES && (
                  <li>……另有 {lines.length - SHOWN_ERROR_LINES} 行，见错误信息文件</li>
                )}
              </ul>
            )}
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
