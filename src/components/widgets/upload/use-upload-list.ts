import { useEffect, useState, useSyncExternalStore } from 'react';
import { notify } from '@/lib/notifier';
import { sendUpload } from './upload-api';
import {
  DEFAULT_BIZ,
  itemsFromValue,
  nextUid,
  UPLOAD_MESSAGES,
  valueKey,
  valueOfItems,
  type UploadItem,
  type UploadValue,
  type UploadValueFormat,
} from './upload-model';

export interface UploadListOptions {
  value: UploadValue | undefined | null;
  /** Called only when every file is done (or removed): the combined value. */
  onChange: (value: UploadValue) => void;
  /** 'paths' (default): comma-joined stored paths; 'list': `{fileName, filePath, fileSize}` items. */
  valueFormat?: UploadValueFormat;
  /** Sub-directory on the server (default temp). */
  biz?: string;
  /** An upload cell: sends isup=1. */
  cell?: boolean;
  /** Keep only the newest N files (0 or left out: any number). */
  maxCount?: number;
  /** Refuse files whose type does not contain "image" (请上传图片). */
  imagesOnly?: boolean;
}

/** The files of one widget and their uploads, outside React so that upload callbacks always see the latest list. */
class UploadList {
  items: UploadItem[];
  /** The value the items stand for: the last one received or emitted. */
  private key: string;
  private readonly listeners = new Set<() => void>();
  private readonly uploads = new Map<string, () => void>();

  constructor(private options: UploadListOptions) {
    this.items = itemsFromValue(options.value);
    this.key = valueKey(options.value);
  }

  /** The widget's latest props (its onChange, biz, maximum…). */
  configure(options: UploadListOptions) {
    this.options = options;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot = () => this.items;

  private show(next: UploadItem[]) {
    this.items = next;
    for (const listener of this.listeners) listener();
  }

  /** Shows `next`; when every file is done, emits the combined value if it differs from the current one. */
  private set(next: UploadItem[]) {
    this.show(next);
    if (!next.every((item) => item.status === 'done')) return;
    const value = valueOfItems(next, this.options.valueFormat ?? 'paths');
    const key = valueKey(value);
    if (key === this.key) return;
    this.key = key;
    this.options.onChange(value);
  }

  private update(uid: string, patch: Partial<UploadItem>) {
    if (!this.items.some((item) => item.uid === uid)) return; // removed meanwhile
    this.set(this.items.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));
  }

  /** A value set from outside (a form reset): shown as it is, uploads under way dropped. */
  receive(value: UploadValue | undefined | null) {
    const key = valueKey(value);
    if (key === this.key) return;
    this.abortAll();
    this.key = key;
    this.show(itemsFromValue(value));
  }

  add(files: File[]) {
    const { imagesOnly, maxCount = 0 } = this.options;
    const accepted = imagesOnly ? files.filter((file) => (file.type ?? '').includes('image')) : files;
    if (accepted.length < files.length) notify({ intent: 'warning', message: UPLOAD_MESSAGES.imagesOnly });
    if (accepted.length === 0) return;
    const fresh = accepted.map((file): UploadItem => ({
      uid: nextUid(),
      name: file.name,
      size: file.size,
      type: file.type,
      status: 'uploading',
      percent: 0,
    }));
    let next = [...this.items, ...fresh];
    if (maxCount > 0 && next.length > maxCount) {
      for (const dropped of next.slice(0, next.length - maxCount)) this.abort(dropped.uid);
      next = next.slice(-maxCount);
    }
    this.set(next);
    fresh.forEach((item, i) => {
      if (next.includes(item)) this.start(item, accepted[i]!);
    });
  }

  private start(item: UploadItem, file: File) {
    const { biz = DEFAULT_BIZ, cell } = this.options;
    const upload = sendUpload({ file, biz, cell, onProgress: (percent) => this.update(item.uid, { percent }) });
    this.uploads.set(item.uid, upload.abort);
    void upload.outcome.then((outcome) => {
      this.uploads.delete(item.uid);
      if (!this.items.some((i) => i.uid === item.uid)) return;
      if (outcome.ok) {
        this.update(item.uid, { status: 'done', percent: 100, path: outcome.path });
        notify({ intent: 'success', message: UPLOAD_MESSAGES.succeeded(item.name) });
      } else if ('message' in outcome) {
        this.update(item.uid, { status: 'error', message: outcome.message });
        notify({ intent: 'error', message: UPLOAD_MESSAGES.failed(item.name) });
      }
    });
  }

  remove(uid: string) {
    this.abort(uid);
    this.set(this.items.filter((item) => item.uid !== uid));
  }

  /** The image mover: one place left (-1) or right (1); 未知的操作 at the first, 已到最后~ at the last. */
  move(uid: string, step: -1 | 1) {
    const index = this.items.findIndex((item) => item.uid === uid);
    if (index < 0) return;
    const refusal =
      step < 0 && index === 0
        ? UPLOAD_MESSAGES.moveFirst
        : step > 0 && index === this.items.length - 1
          ? UPLOAD_MESSAGES.moveLast
          : null;
    if (refusal) {
      notify({ intent: 'warning', message: refusal });
      return;
    }
    const next = [...this.items];
    [next[index], next[index + step]] = [next[index + step]!, next[index]!];
    this.set(next);
  }

  private abort(uid: string) {
    this.uploads.get(uid)?.();
    this.uploads.delete(uid);
  }

  abortAll() {
    for (const abort of this.uploads.values()) abort();
    this.uploads.clear();
  }
}

export interface UploadListApi {
  items: UploadItem[];
  /** A file is still uploading. */
  busy: boolean;
  add: (files: File[]) => void;
  remove: (uid: string) => void;
  move: (uid: string, step: -1 | 1) => void;
}

/** The state of an upload widget: its files, their uploads, and the value it emits. */
export function useUploadList(options: UploadListOptions): UploadListApi {
  const [list] = useState(() => new UploadList(options));
  const items = useSyncExternalStore(list.subscribe, list.snapshot, list.snapshot);
  const { value } = options;
  const key = valueKey(value);
  useEffect(() => list.configure(options));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new value object with the same paths is the same value
  useEffect(() => list.receive(value), [list, key]);
  useEffect(() => () => list.abortAll(), [list]);
  return {
    items,
    busy: items.some((item) => item.status === 'uploading'),
    add: (files) => list.add(files),
    remove: (uid) => list.remove(uid),
    move: (uid, step) => list.move(uid, step),
  };
}
