import { queryOptions } from '@tanstack/react-query';
import type { RecordOf } from '@/domain/entities';
import { fileEntity, FOLDER_ROOT, folderEntity } from '@/domain/entities/document';
import type { PageResult } from '@/domain/api';
import { fetchResult } from '@/lib/api-client';
import { downloadKept } from '@/lib/kept-downloads';
import { resourceKeys } from '@/lib/resource-keys';

export const FOLDER_URL = '/cpcfile/cpcFolder';
export const FILE_URL = '/cpcfile/cpcFileManager';

export const DOCUMENT_TEXTS = {
  fileExists: '该文件已存在',
  allInstitutions: '全部院校',
  allFolders: '全部目录',
  institutionHint: '不选为全部院校',
  download: '下载',
} as const;

export type FolderRecord = RecordOf<typeof folderEntity>;
export type DocumentFile = RecordOf<typeof fileEntity>;

export interface FolderNode {
  folder: FolderRecord;
  children: FolderNode[];
}

/** Every folder (the list answers them all, by sortNo then name): contacts read them too. */
export const foldersQuery = () =>
  queryOptions({
    queryKey: resourceKeys('folder').part('all'),
    queryFn: async () => (await fetchResult<PageResult<FolderRecord>>(`${FOLDER_URL}/list`))?.records ?? [],
  });

/** The folders as a tree (a folder whose parent is gone shows at the top); the list's order kept. */
export function folderTree(folders: readonly FolderRecord[]): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const byParent = new Map<string, FolderRecord[]>();
  for (const f of folders) {
    const parent = f.parentId && ids.has(f.parentId) ? f.parentId : FOLDER_ROOT;
    byParent.set(parent, [...(byParent.get(parent) ?? []), f]);
  }
  const build = (f: FolderRecord, seen: Set<string>): FolderNode => ({
    folder: f,
    children: seen.has(f.id) ? [] : (byParent.get(f.id) ?? []).map((c) => build(c, new Set([...seen, f.id]))),
  });
  return (byParent.get(FOLDER_ROOT) ?? []).map((f) => build(f, new Set()));
}

/** The years of the files the user may see, newest first. */
export const fileYearsQuery = () =>
  queryOptions({
    queryKey: resourceKeys('file').part('years'),
    queryFn: async () => (await fetchResult<number[]>(`${FILE_URL}/queryFileYearList`)) ?? [],
  });

/** The years of one institution's files (for a contact: always his own), newest first. */
export const institutionYearsQuery = (organizationId = '') =>
  queryOptions({
    queryKey: resourceKeys('file').part('years', organizationId),
    queryFn: async () =>
      (await fetchResult<number[]>(`${FILE_URL}/queryFileYearListByOrganizationId`, { organizationId })) ?? [],
  });

/** Does another file (not `id`) have this name, year and institution? */
export async function fileExists(values: {
  fileName: string;
  year: string;
  organizationId: string;
  id?: string;
}): Promise<boolean> {
  return (
    (await fetchResult<boolean>(`${FILE_URL}/queryFileExist`, {
      fileName: values.fileName,
      year: values.year,
      organizationId: values.organizationId,
      id: values.id,
    })) === true
  );
}

/** Downloads a file (counted by the server), kept for reopening offline. */
export function downloadDocument(record: DocumentFile) {
  return downloadKept(`file:${record.id}`, `${FILE_URL}/download`, { id: record.id }, downloadName(record));
}

/** The file name with the stored file's extension when it lacks one (as the server names the download). */
export function downloadName(record: DocumentFile): string {
  const name = record.fileName ?? '';
  const path = record.filePath ?? '';
  const dot = path.lastIndexOf('.');
  const extension = dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
  return extension && !name.toLowerCase().endsWith(extension) ? name + extension : name;
}
