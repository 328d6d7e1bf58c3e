/**
 * Uploaded and generated files under DATA_DIR/upload, behind the small interface an object store (S3, MinIO) would
 * offer: put, write (a stream), append (a resumable upload's next part), stat, open (whole or a byte range), remove.
 * A second implementation of FileStore is
 * all another backend needs. Paths are relative, '/'-separated; anything that could leave the root ('..', absolute
 * paths, backslashes, NUL and control characters, dot-files) is refused.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  /** The bytes asked for: the whole file, or the range. */
  stream: Readable;
  /** The size of the whole file. */
  size: number;
}

/** Bytes `start` to `end`, both included (HTTP's byte ranges). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  put(path: string, data: Buffer | string): Promise<void>;
  /** Streams `source` to `path`; when the stream fails nothing is left there. */
  write(path: string, source: Readable): Promise<void>;
  /**
   * Adds `source` at the end of `path` when the file holds `at` bytes (0: none yet); answers the file's size after.
   * A part sent again (`at` no longer the size) is dropped: the answer tells the sender where to go on.
   */
  append(path: string, source: Readable, at: number): Promise<number>;
  /** The size of a stored file, or null when there is none or the path is not acceptable. */
  stat(path: string): Promise<{ size: number } | null>;
  /** The file (or the range of it), or null when it does not exist or the path is not acceptable. */
  open(path: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Removes a stored file; false when there was none (or the path is not acceptable). */
  remove(path: string): Promise<boolean>;
  /** Free bytes where the files are stored. */
  freeBytes(): Promise<number>;
}

/** A normalised relative path, or null when it is not acceptable. */
export function safeRelativePath(input: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!input || input.length > 500 || /[\u0000-\u001f\u007f\\]/.test(input)) return null;
  if (input.startsWith('/') || /^[A-Za-z]:/.test(input)) return null;
  const segments = input.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  return segments.join('/');
}

export function localFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);
  const appending = new Map<string, Promise<void>>();
  const locate = (path: string): string | null => {
    const rel = safeRelativePath(path);
    if (!rel) return null;
    const full = resolve(root, rel);
    return full.startsWith(root + sep) ? full : null;
  };
  const target = async (path: string): Promise<string> => {
    const full = locate(path);
    if (!full) throw new Error(`refused file path: ${path}`);
    await mkdir(dirname(full), { recursive: true });
    return full;
  };
  const sizeOf = async (full: string): Promise<number | null> => {
    try {
      const info = await stat(full);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  return {
    async put(path, data) {
      await writeFile(await target(path), data);
    },
    async write(path, source) {
      const full = await target(path);
      // Written aside (a dot-file: never served) and renamed into place, so a reader never sees half a file.
      const part = resolve(dirname(full), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await pipeline(source, createWriteStream(part, { flags: 'wx' }));
        await rename(part, full);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
    },
    async append(path, source, at) {
      const full = await target(path);
      // Received whole aside first, so the size check and the append below are a moment apart, not a slow upload
      // apart; one append at a time per file in this process.
      const part = resolve(dirname(full), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await pipeline(source, createWriteStream(part, { flags: 'wx' }));
        const appended = (appending.get(full) ?? Promise.resolve()).then(async () => {
          if (((await sizeOf(full)) ?? 0) !== at) return;
          await pipeline(createReadStream(part), createWriteStream(full, { flags: 'a' }));
        });
        const settled = appended.catch(() => undefined);
        appending.set(full, settled);
        await appended.finally(() => appending.get(full) === settled && appending.delete(full));
      } finally {
        await rm(part, { force: true });
      }
      return (await sizeOf(full)) ?? 0;
    },
    async stat(path) {
      const full = locate(path);
      const size = full ? await sizeOf(full) : null;
      return size === null ? null : { size };
    },
    async open(path, range) {
      const full = locate(path);
      const size = full ? await sizeOf(full) : null;
      if (!full || size === null) return null;
      return { stream: createReadStream(full, range ? { start: range.start, end: range.end } : {}), size };
    },
    async remove(path) {
      const full = locate(path);
      if (!full || (await sizeOf(full)) === null) return false;
      await rm(full, { force: true });
      return true;
    },
    async freeBytes() {
      await mkdir(root, { recursive: true });
      const fs = await statfs(root);
      return fs.bavail * fs.bsize;
    },
  };
}
