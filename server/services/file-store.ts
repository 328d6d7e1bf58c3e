/**
 * Uploaded and generated files under DATA_DIR/upload, behind the small interface an object store
 * would offer. Paths are relative, '/'-separated; anything that could leave the root ('..', absolute
 * paths, backslashes, NUL, dot-files) is refused.
 */
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

export interface StoredFile {
  stream: ReadStream;
  size: number;
}

export interface FileStore {
  put(path: string, data: Buffer | string): Promise<void>;
  /** The file, or null when it does not exist or the path is not acceptable. */
  open(path: string): Promise<StoredFile | null>;
}

/** A normalised relative path, or null when it is not acceptable. */
export function safeRelativePath(input: string): string | null {
  if (!input || input.length > 500 || input.includes('\0') || input.includes('\\')) return null;
  if (input.startsWith('/') || /^[A-Za-z]:/.test(input)) return null;
  const segments = input.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  return segments.join('/');
}

export function localFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);
  const locate = (path: string): string | null => {
    const rel = safeRelativePath(path);
    if (!rel) return null;
    const full = resolve(root, rel);
    return full.startsWith(root + sep) ? full : null;
  };
  return {
    async put(path, data) {
      const full = locate(path);
      if (!full) throw new Error(`refused file path: ${path}`);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, data);
    },
    async open(path) {
      const full = locate(path);
      if (!full) return null;
      try {
        const info = await stat(full);
        if (!info.isFile()) return null;
        return { stream: createReadStream(full), size: info.size };
      } catch {
        return null;
      }
    },
  };
}
