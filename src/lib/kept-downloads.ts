import { downloadFile, type QueryParams } from './api-client';
import { ApiError } from './http-errors';
import { idbStore, type KeyValueStore } from './kv-store';
import { notify } from './notifier';
import { saveBlob } from './save-blob';

/**
 * Files and reports a user downloaded, kept in IndexedDB so the same file opens again offline. Each copy
 * belongs to the signed-in user (logout forgets them all); the newest KEPT_MAX_BYTES per user are kept.
 */
export const KEPT_MAX_BYTES = 50 * 1024 * 1024;
export const KEPT_MESSAGES = {
  openedKept: '网络不可用，已打开离线保存的副本',
  noKeptCopy: '网络不可用，且此文件没有离线保存的副本',
} as const;

interface KeptEntry {
  bytes: ArrayBuffer;
  type: string;
  fileName: string;
  keptAt: number;
}
interface KeptIndexItem {
  key: string;
  size: number;
  keptAt: number;
}

let store: KeyValueStore = idbStore('exam-kept-downloads');
let ownerOf: () => string | undefined = () => undefined;

/** The session tells whose copies these are (lib cannot read the session itself). */
export function configureKeptDownloads(config: { owner: () => string | undefined; store?: KeyValueStore }): void {
  ownerOf = config.owner;
  if (config.store) store = config.store;
}

const indexKey = (owner: string) => `index:${owner}`;
const entryKey = (owner: string, key: string) => `file:${owner}:${key}`;

async function keep(owner: string, key: string, entry: KeptEntry): Promise<void> {
  let dropped: string[] = [];
  await store.update<KeptIndexItem[]>(indexKey(owner), (old = []) => {
    const items = [{ key, size: entry.bytes.byteLength, keptAt: entry.keptAt }, ...old.filter((i) => i.key !== key)];
    let total = 0;
    const kept = items.filter((i) => (total += i.size) <= KEPT_MAX_BYTES);
    dropped = items.filter((i) => !kept.includes(i)).map((i) => i.key);
    return kept;
  });
  if (dropped.includes(key)) return; // larger than the whole allowance
  await store.update<KeptEntry>(entryKey(owner, key), () => entry);
  await Promise.all(dropped.map((k) => store.del(entryKey(owner, k))));
}

/** When the signed-in user kept `key`, if ever (for a 已离线保存 mark). */
export async function keptAt(key: string): Promise<number | undefined> {
  const owner = ownerOf();
  if (!owner) return undefined;
  const items = await store.get<KeptIndexItem[]>(indexKey(owner));
  return items?.find((i) => i.key === key)?.keptAt;
}

/**
 * Downloads and saves a file, keeping a copy; without a network it saves the kept copy instead (and says so).
 * Answers whether the kept copy was used. Other failures are thrown as they come (the api client's errors).
 */
export async function downloadKept(
  key: string,
  url: string,
  params?: QueryParams,
  fileName?: string,
): Promise<{ fromKept: boolean }> {
  const owner = ownerOf();
  try {
    const result = await downloadFile(url, params);
    const name = fileName ?? result.fileName ?? key;
    saveBlob(result.blob, name);
    if (owner) {
      const bytes = await new Response(result.blob).arrayBuffer();
      await keep(owner, key, { bytes, type: result.blob.type, fileName: name, keptAt: Date.now() }).catch(
        (error: unknown) => console.warn('download not kept', error),
      );
    }
    return { fromKept: false };
  } catch (error) {
    if (!(error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'))) throw error;
    const kept = owner ? await store.get<KeptEntry>(entryKey(owner, key)) : undefined;
    if (!kept) throw new ApiError(error.kind, KEPT_MESSAGES.noKeptCopy, { cause: error });
    saveBlob(new Blob([kept.bytes], { type: kept.type }), kept.fileName);
    notify({ intent: 'info', message: KEPT_MESSAGES.openedKept });
    return { fromKept: true };
  }
}

/** Logout: every copy the user kept goes. */
export async function forgetKeptDownloads(owner: string): Promise<void> {
  const items = (await store.get<KeptIndexItem[]>(indexKey(owner))) ?? [];
  await Promise.all(items.map((i) => store.del(entryKey(owner, i.key))));
  await store.del(indexKey(owner));
}
