import { HTTP_TIMEOUT_MS } from '@/domain/constants';
import { apiUrl, downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { getTenantId, getToken } from '@/lib/storage';
import { saveBlob } from '@/lib/save-blob';
import { staticPath, UPLOAD_MESSAGES, UPLOAD_PATH } from './upload-model';

export interface UploadRequest {
  file: File;
  biz: string;
  /** Where to post (default /sys/common/upload; 对象存储 posts to /sys/oss/file/upload). */
  url?: string;
  /** Sent by upload cells (`isup=1`). */
  cell?: boolean;
  /** More form fields (the rich-text editor sends `jeditor=1`). */
  fields?: Record<string, string>;
  onProgress: (percent: number) => void;
}

/** The server's JSON answer (an import's counts are in `result`). */
export type UploadAnswer = { success?: unknown; message?: unknown; code?: unknown; result?: unknown };

/**
 * How an upload ended: the stored path, or why it failed (the server's message, else 未知错误); `answer` is the
 * whole JSON answer, for posts whose result is more than a path (an import).
 */
export type UploadOutcome =
  | { ok: true; path: string; answer?: UploadAnswer }
  | { ok: false; message: string; answer?: UploadAnswer }
  | { ok: false; aborted: true };

function parseAnswer(text: string): UploadAnswer | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /sys/common/upload as multipart through XMLHttpRequest (fetch reports no upload progress), to the address
 * and with the headers of the API client (X-Access-Token, tenant-id). Returns the outcome and a way to abort.
 */
export function sendUpload(req: UploadRequest): { outcome: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const outcome = new Promise<UploadOutcome>((resolve) => {
    xhr.open('POST', apiUrl(req.url ?? UPLOAD_PATH));
    xhr.timeout = HTTP_TIMEOUT_MS;
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Access-Token', token);
    xhr.setRequestHeader('tenant-id', String(getTenantId()));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) req.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      const message = typeof answer?.message === 'string' && answer.message ? answer.message : undefined;
      const accepted = xhr.status >= 200 && xhr.status < 300 && answer?.success === true;
      if (accepted && message) resolve({ ok: true, path: message, answer });
      else resolve({ ok: false, message: message ?? UPLOAD_MESSAGES.unknownError, answer });
    };
    xhr.onerror = () => resolve({ ok: false, message: '网络连接失败' });
    xhr.ontimeout = () => resolve({ ok: false, message: '网络超时' });
    xhr.onabort = () => resolve({ ok: false, aborted: true });
    const form = new FormData();
    form.append('file', req.file);
    form.append('biz', req.biz);
    if (req.cell) form.append('isup', '1');
    for (const [name, value] of Object.entries(req.fields ?? {})) form.append(name, value);
    xhr.send(form);
  });
  return { outcome, abort: () => xhr.abort() };
}

/**
 * Saves a stored file (JeecgBoot's download of an upload): 未知的文件 without a path, 文件下载失败 when the server
 * answers with an error or nothing. An absolute address opens in a new tab.
 */
export async function downloadStoredFile(path: string | undefined, name?: string): Promise<void> {
  if (!path) {
    notify({ intent: 'warning', message: UPLOAD_MESSAGES.unknownFile });
    return;
  }
  if (/^http/i.test(path)) {
    window.open(path, '_blank', 'noopener');
    return;
  }
  try {
    const { blob, fileName } = await downloadFile(staticPath(path), undefined, { silent: true });
    if (blob.size === 0) throw new Error('empty');
    saveBlob(blob, name || fileName || path.split('/').pop() || path);
  } catch {
    notify({ intent: 'warning', message: UPLOAD_MESSAGES.downloadFailed });
  }
}
