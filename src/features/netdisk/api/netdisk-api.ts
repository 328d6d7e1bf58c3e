import { useQuery } from '@tanstack/react-query';
import { sendUpload } from '@/components/widgets/upload/upload-api';
import { NETDISK_OWNER, netdiskFolderEntity } from '@/domain/entities/netdisk';
import { fetchResult, type QueryParams } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export const NETDISK_API = netdiskFolderEntity.apiPath;
export const ROOT = '0';
/**
 * Writes name this scope: one invalidation refreshes every netdisk query. Folders and files are kept as lists (the
 * persisted cache: readable offline once opened).
 */
export const NETDISK_SCOPE = netdiskFolderEntity.name;
export const netdiskKeys = resourceKeys(NETDISK_SCOPE);

/** Whose disk: the signed-in user's own, or an institution's (staff). */
export interface DiskOwner {
  type: 'user' | 'org';
  /** The institution (type org). */
  id?: string;
  name?: string;
}

export const MY_DISK: DiskOwner = { type: 'user' };

export const ownerParams = (owner: DiskOwner): QueryParams =>
  owner.type === 'org' ? { ownerType: NETDISK_OWNER.organization, ownerId: owner.id } : {};

export interface DiskFolder {
  id: string;
  parentId: string;
  name: string;
  createTime?: string;
  updateTime?: string;
}

export interface DiskFile {
  id: string;
  folderId: string;
  fileName: string;
  fileSize: number;
  contentType?: string;
  createTime?: string;
  updateTime?: string;
}

export type ItemKind = 'folder' | 'file';

export interface RecycledItem {
  type: ItemKind;
  id: string;
  name: string;
  fileSize: number | null;
  deletedTime: string;
  remainingDays: number;
}

const ownerKey = (owner: DiskOwner) => `${owner.type}:${owner.id ?? ''}`;

export const useFolders = (owner: DiskOwner) =>
  useQuery({
    queryKey: netdiskKeys.list({ kind: 'folders', owner: ownerKey(owner) }),
    queryFn: async () =>
      (await fetchResult<DiskFolder[]>(`${NETDISK_API}/list`, ownerParams(owner), { fallback: '目录加载失败' })) ?? [],
    enabled: owner.type === 'user' || Boolean(owner.id),
  });

export const useFiles = (owner: DiskOwner, folderId: string) =>
  useQuery({
    queryKey: netdiskKeys.list({ kind: 'files', owner: ownerKey(owner), folderId }),
    queryFn: async () =>
      (await fetchResult<DiskFile[]>(
        `${NETDISK_API}/findFileList`,
        { ...ownerParams(owner), folderId },
        { fallback: '文件加载失败' },
      )) ?? [],
    enabled: owner.type === 'user' || Boolean(owner.id),
  });

export const useRecycled = (owner: DiskOwner, enabled: boolean) =>
  useQuery({
    queryKey: netdiskKeys.part('recycle', ownerKey(owner)),
    queryFn: async () =>
      (await fetchResult<RecycledItem[]>(`${NETDISK_API}/recycleList`, ownerParams(owner), {
        fallback: '回收站加载失败',
      })) ?? [],
    enabled,
  });

/** The query string of an owner's call (uploads post to it). */
function withOwner(path: string, owner: DiskOwner): string {
  const params = ownerParams(owner);
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

/** POST upload (one file into `folderId`) with its progress. */
export const uploadToDisk = (owner: DiskOwner, folderId: string, file: File, onProgress: (percent: number) => void) =>
  sendUpload({
    file,
    biz: 'netdisk',
    url: withOwner(`${NETDISK_API}/upload`, owner),
    fields: { folderId },
    onProgress,
  });

/** The ids of a folder and all below it. */
export function subtreeIds(folders: readonly DiskFolder[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const f of folders)
      if (!ids.has(f.id) && ids.has(f.parentId)) {
        ids.add(f.id);
        grew = true;
      }
  }
  return ids;
}

/** The folders from the root down to `folderId` (empty at the root). */
export function pathTo(folders: readonly DiskFolder[], folderId: string): DiskFolder[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path: DiskFolder[] = [];
  let current = byId.get(folderId);
  while (current && path.length < folders.length) {
    path.unshift(current);
    current = byId.get(current.parentId);
  }
  return path;
}

export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const TYPES: Record<string, string> = {
  pdf: 'PDF 文档',
  png: '图片',
  jpg: '图片',
  jpeg: '图片',
  gif: '图片',
  webp: '图片',
  bmp: '图片',
  xls: 'Excel 表格',
  xlsx: 'Excel 表格',
  doc: 'Word 文档',
  docx: 'Word 文档',
  ppt: '演示文稿',
  pptx: '演示文稿',
  txt: '文本',
  zip: '压缩包',
  rar: '压缩包',
};

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const fileTypeText = (name: string) => TYPES[extensionOf(name)] ?? (extensionOf(name).toUpperCase() || '文件');

/** Shown in place (the server's preview answers these only). */
export const previewKind = (name: string): 'image' | 'pdf' | null => {
  const ext = extensionOf(name);
  if (ext === 'pdf') return 'pdf';
  return ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'].includes(ext) ? 'image' : null;
};

/** A client-side check of a new name (the server checks it again, and the unique name). */
export function nameProblem(value: string, label: string): string | null {
  const name = value.trim();
  if (!name) return `${label}不能为空`;
  if (/[/\\]/.test(name)) return `${label}不能包含 / 或 \\`;
  return null;
}
