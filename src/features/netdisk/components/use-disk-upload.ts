import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notifier';
import { netdiskKeys, uploadToDisk, type DiskOwner } from '../api/netdisk-api';

export interface UploadProgress {
  name: string;
  /** 1-based. */
  index: number;
  total: number;
  percent: number;
}

/**
 * Uploads files into a folder one after the other, with the progress of the one under way; each refusal is told
 * with its file's name, the folder is read again at the end.
 */
export function useDiskUpload(owner: DiskOwner, folderId: string) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = async (list: FileList | File[] | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length === 0 || progress) return;
    let done = 0;
    for (const [i, file] of files.entries()) {
      setProgress({ name: file.name, index: i + 1, total: files.length, percent: 0 });
      const outcome = await uploadToDisk(owner, folderId, file, (percent) =>
        setProgress({ name: file.name, index: i + 1, total: files.length, percent }),
      ).outcome;
      if (outcome.ok) done++;
      else if ('message' in outcome)
        notify({ intent: 'warning', message: `「${file.name}」上传失败：${outcome.message}` });
    }
    setProgress(null);
    if (done > 0) notify({ intent: 'success', message: `已上传 ${done} 个文件` });
    await client.invalidateQueries({ queryKey: netdiskKeys.all() });
  };
  return { progress, upload };
}
