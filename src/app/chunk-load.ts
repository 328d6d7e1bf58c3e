/**
 * A screen's code that does not arrive (docs/offline.md, "When a screen's code does not load"): after a deploy the
 * old tab asks for files the server no longer has (missing), a slow network may never finish (timeout, the spec's
 * 120 s script-load limit), or the screen's stylesheet fails (stylesheet). Offline the service worker answers only what
 * it keeps. Each gets its own message and way out instead of a white page.
 */

/** The spec's script-load timeout. */
export const SCRIPT_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'stylesheet' | 'offline';

export class ChunkTimeoutError extends Error {
  constructor() {
    super(`Loading chunk failed. (timeout: ${SCRIPT_TIMEOUT_MS / 1000}s)`);
    this.name = 'ChunkTimeoutError';
  }
}

/** `load` with the script-load timeout: a chunk still not there after 120 s fails as a timeout. */
export function withScriptTimeout<T>(load: () => Promise<T>, ms = SCRIPT_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

const MODULE_FAILED = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
  'Loading CSS chunk',
];

/** Is this error a chunk that did not load (rather than a screen's own bug)? */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return MODULE_FAILED.some((m) => message.includes(m));
}

export function chunkFailure(error: unknown, online: boolean): ChunkFailure {
  if (error instanceof ChunkTimeoutError) return 'timeout';
  if (!online) return 'offline';
  const message = error instanceof Error ? error.message : String(error);
  if (/CSS/.test(message)) return 'stylesheet';
  return 'missing';
}

export const CHUNK_MESSAGES: Record<ChunkFailure, { title: string; text: string; action: string }> = {
  missing: {
    title: '页面加载失败',
    text: '系统已更新，此页面的文件已不在服务器上（missing）。刷新页面即可使用新版本，已保存和待同步的数据不受影响。',
    action: '刷新页面',
  },
  timeout: {
    title: '页面加载超时',
    text: '此页面的文件 120 秒内未能加载完成（timeout），请检查网络后重试。',
    action: '重试',
  },
  stylesheet: {
    title: '页面样式加载失败',
    text: '此页面的样式文件未能加载（stylesheet），请重试。',
    action: '重试',
  },
  offline: {
    title: '离线：此页面尚未保存到本机',
    text: '当前网络不可用，这个页面的文件还没有缓存到本机。联网后点「重试」。',
    action: '重试',
  },
};

const RELOADED_AT = 'chunk-reload-at';

/**
 * After a deploy the first missing chunk reloads the page once to the new version; a second one within a minute
 * (the new version is missing it too) stays on the message instead of reloading forever, and so does any while a
 * dialog or drawer is open in another tab (what is typed there would be lost). True when it reloads.
 */
export function reloadOnceForNewVersion(now = Date.now(), storage: Storage = sessionStorage): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return false;
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < 60_000) return false;
  storage.setItem(RELOADED_AT, String(now));
  window.location.reload();
  return true;
}
