import { apiUrl, withToken } from '@/lib/api-client';

/** Where files go (multipart `file`, `biz`; the answer's `message` is the stored path). */
export const UPLOAD_PATH = '/sys/common/upload';
/** Where stored files are read. */
export const STATIC_PATH = '/sys/common/static';
/** JUpload / JImageUpload default sub-directory. */
export const DEFAULT_BIZ = 'temp';
/** A file cell shows this many characters of a file name, then an ellipsis. */
export const CELL_NAME_LENGTH = 5;

/** JeecgBoot's upload texts. */
export const UPLOAD_MESSAGES = {
  failed: (name: string) => `${name} 上传失败.`,
  succeeded: (name: string) => `${name} 文件上传成功`,
  unknownError: '未知错误',
  errorTooltip: '上传失败',
  errorTitle: '上传出错',
  errorDetail: (message: string) => `错误信息：${message}`,
  imagesOnly: '请上传图片',
  moveFirst: '未知的操作',
  moveLast: '已到最后~',
  downloadFailed: '文件下载失败',
  unknownFile: '未知的文件',
  nothingUploaded: '未上传任何文件',
} as const;

/** The list form of a value (JUpload `returnUrl: false`). */
export interface UploadedFile {
  fileName: string;
  filePath: string;
  fileSize?: number;
}

/** Comma-joined stored paths, or the list form. */
export type UploadValue = string | UploadedFile[];
export type UploadValueFormat = 'paths' | 'list';

/** One file of an upload widget. */
export interface UploadItem {
  uid: string;
  name: string;
  size?: number;
  type?: string;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  /** The stored path, once done. */
  path?: string;
  /** Why it failed. */
  message?: string;
}

export const splitPaths = (value: string | undefined | null): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** The last segment of a stored path or address (its file name). */
export const fileNameOf = (path: string): string =>
  path
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .pop() ?? path;

/** A file name cut to `max` characters plus … (a file cell). */
export const shortFileName = (name: string, max = CELL_NAME_LENGTH): string => {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
};

/** The API path of a stored file, each segment encoded. */
export const staticPath = (path: string) =>
  `${STATIC_PATH}/${path
    .replace(/^\/+/, '')
    .split('/')
    .map((part) => encodeURIComponent(part))
    .join('/')}`;

/**
 * getFileAccessHttpUrl: an address starting with http as it is; a stored path under
 * `<api>/sys/common/static/`, with the token as query parameter (an <img> or a link cannot send the header);
 * nothing for an empty value or a JSON list.
 */
export function fileAccessUrl(path: string | undefined): string | undefined {
  if (!path || path.includes('[')) return undefined;
  if (/^http/i.test(path)) return path;
  return withToken(apiUrl(staticPath(path)));
}

/** The stored paths a value names, in order. */
export function valuePaths(value: UploadValue | undefined | null): string[] {
  if (Array.isArray(value)) return value.map((f) => f?.filePath).filter((p): p is string => Boolean(p));
  return splitPaths(value);
}

let lastUid = 0;
export const nextUid = () => `upload-${++lastUid}`;

/** The items of a value: done files named by their path's last segment (or their fileName). */
export function itemsFromValue(value: UploadValue | undefined | null): UploadItem[] {
  if (Array.isArray(value)) {
    return value
      .filter((f) => f?.filePath)
      .map((f) => ({
        uid: nextUid(),
        name: f.fileName || fileNameOf(f.filePath),
        size: f.fileSize,
        status: 'done',
        percent: 100,
        path: f.filePath,
      }));
  }
  return splitPaths(value).map((path) => ({
    uid: nextUid(),
    name: fileNameOf(path),
    status: 'done',
    percent: 100,
    path,
  }));
}

/** The value of items that are all done. */
export function valueOfItems(items: UploadItem[], format: UploadValueFormat): UploadValue {
  if (format === 'list') {
    return items.map((item) => ({ fileName: item.name, filePath: item.path ?? '', fileSize: item.size }));
  }
  return items.map((item) => item.path ?? '').join(',');
}

/** What identifies a value: its paths (a value re-read from the same paths is the same value). */
export const valueKey = (value: UploadValue | undefined | null) => valuePaths(value).join(',');
