import type { ApiEnvelope } from '@/domain/api';
import { ApiError, request, type QueryParams } from './api-client';
import { idbStore, type KeyValueStore } from './kv-store';
import { browserOnline, isOnline, subscribeOnline } from './online-status';
import { newRequestId } from './request-id';
import { getStored, STORAGE_KEYS } from './storage';

/** What the screens need to show an edit and to redo it; the outbox itself only sends it. */
export interface OutboxMeta {
  /** The data the edit changes (an entity name). */
  scope: string;
  kind: 'add' | 'edit' | 'delete' | 'action';
  /** e.g. 编辑 职务「经理」. */
  label: string;
  recordIds?: string[];
  /** What the user typed, to reopen the form with it. */
  values?: Record<string, unknown>;
  /** Where the edit was made. */
  route?: string;
}

export interface OutboxEntry {
  /** Also the X-Request-Id: a replay after a lost answer gets the first answer, not a second write. */
  id: string;
  userId: string;
  createdAt: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: QueryParams;
  data?: unknown;
  meta: OutboxMeta;
  status: 'pending' | 'rejected';
  /** The server's message when it refused the edit. */
  error?: string;
  attempts: number;
}

export type OutboxInput = Pick<OutboxEntry, 'method' | 'url' | 'params' | 'data' | 'meta'>;

export type SendOutcome =
  | { type: 'sent'; envelope: ApiEnvelope }
  | { type: 'rejected'; message: string }
  /** Not sent yet (offline, no answer, or slower than the caller waits): it stays in the outbox. */
  | { type: 'pending' };

export interface OutboxConfig {
  currentUser: () => string | null;
  /** After each attempt; `awaited` when a caller of sendEdit received the outcome itself. */
  onSettled: (entry: OutboxEntry, outcome: SendOutcome, awaited: boolean) => void;
  store: KeyValueStore;
}

const KEY = 'entries';
/** A replay gives up after this long and tries again later (the key makes that safe). */
const REPLAY_TIMEOUT_MS = 60_000;
const RETRY_MIN_MS = 15_000;
const RETRY_MAX_MS = 120_000;
/** Answers that say "not now" rather than "no": gateway trouble, rate limits, the first try still running. */
const TRANSIENT_STATUS = new Set([408, 409, 425, 429, 502, 503, 504]);

function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'aborted') return true;
  // 401: the sign-in ended; the entry waits for the same user to sign in again.
  return error.kind === 'http' && (error.status === 401 || TRANSIENT_STATUS.has(error.status ?? 0));
}

/**
 * One outbox: its entries (mirrored from the store), the run sending them, its retry timer and the
 * BroadcastChannel that keeps tabs in step. The app makes one and provides it; tests make one each.
 * Unset config parts default to the signed-in user of the stored session and IndexedDB.
 */
export function createOutbox(options: Partial<OutboxConfig> = {}) {
  const config: OutboxConfig = {
    currentUser: () => getStored<{ id?: string }>(STORAGE_KEYS.userInfo)?.id ?? null,
    onSettled: () => undefined,
    store: idbStore('exam-outbox'),
    ...options,
  };
  let entries: OutboxEntry[] = [];
  let loaded: Promise<void> | null = null;
  const sending = new Set<string>();
  const waiters = new Map<string, (outcome: SendOutcome) => void>();
  const listeners = new Set<() => void>();
  let channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('exam-outbox') : null;
  let running = false;
  let requested = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopOnline: (() => void) | undefined;
  let disposed = false;

  function emit() {
    entries = [...entries];
    listeners.forEach((l) => l());
  }

  async function reload(): Promise<void> {
    entries = (await config.store.get<OutboxEntry[]>(KEY)) ?? [];
    emit();
  }

  /** Reads the stored entries once. */
  function load(): Promise<void> {
    loaded ??= reload();
    return loaded;
  }

  async function change(edit: (list: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
    await load();
    let next: OutboxEntry[] = [];
    await config.store.update<OutboxEntry[]>(KEY, (old) => (next = edit(old ?? [])));
    entries = next;
    emit();
    channel?.postMessage('changed');
  }

  // Another tab changed the outbox.
  channel?.addEventListener('message', () => void reload());

  async function enqueue(input: OutboxInput, id: string = newRequestId()): Promise<OutboxEntry> {
    const userId = config.currentUser() ?? '';
    const entry: OutboxEntry = { ...input, id, userId, createdAt: Date.now(), status: 'pending', attempts: 0 };
    await change((list) => [...list, entry]);
    return entry;
  }

  async function attempt(entry: OutboxEntry): Promise<SendOutcome> {
    sending.add(entry.id);
    emit();
    let outcome: SendOutcome;
    try {
      const envelope = await request({
        method: entry.method,
        url: entry.url,
        params: entry.params,
        data: entry.data,
        headers: { 'X-Request-Id': entry.id },
        silent: true,
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REPLAY_TIMEOUT_MS) : undefined,
      });
      outcome = envelope.success
        ? { type: 'sent', envelope }
        : { type: 'rejected', message: envelope.message || '操作失败' };
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.envelope?.message : undefined;
      outcome = isTransient(error)
        ? { type: 'pending' }
        : { type: 'rejected', message: serverMessage || (error as Error).message };
    }
    await change((list) => {
      if (outcome.type === 'sent') return list.filter((e) => e.id !== entry.id);
      return list.map((e) =>
        e.id !== entry.id
          ? e
          : outcome.type === 'rejected'
            ? { ...e, status: 'rejected', error: outcome.message, attempts: e.attempts + 1 }
            : { ...e, attempts: e.attempts + 1 },
      );
    }).catch((error: unknown) => console.error('outbox: cannot store the result', error));
    sending.delete(entry.id);
    const waiter = waiters.get(entry.id);
    waiters.delete(entry.id);
    waiter?.(outcome);
    config.onSettled(entry, outcome, Boolean(waiter));
    emit();
    return outcome;
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    const delay = Math.min(RETRY_MIN_MS * 2 ** Math.max(0, failures - 1), RETRY_MAX_MS);
    retryTimer = setTimeout(flush, delay);
  }

  /** Sends the signed-in user's pending entries in order; stops at the first one that gets no answer. */
  async function sendPending(): Promise<void> {
    await load();
    for (;;) {
      const user = config.currentUser() ?? '';
      if (disposed) return;
      if (!browserOnline()) return; // otherwise the attempt itself finds out whether the server answers
      const next = entries.find((e) => e.userId === user && e.status === 'pending' && !sending.has(e.id));
      if (!next) return;
      const outcome = await attempt(next);
      if (outcome.type === 'pending') {
        failures += 1;
        scheduleRetry();
        return;
      }
      failures = 0;
    }
  }

  async function drain(): Promise<void> {
    running = true;
    try {
      while (requested) {
        requested = false;
        await sendPending();
      }
    } catch (error) {
      console.error('outbox: flush failed', error);
    } finally {
      running = false;
    }
  }

  /** Starts sending (again); one run at a time, across tabs too where Web Locks exist. */
  function flush(): void {
    if (disposed) return;
    requested = true;
    if (running) return;
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) void locks.request('exam-outbox', () => reload().then(drain));
    else void drain();
  }

  function stopSync() {
    stopOnline?.();
    stopOnline = undefined;
    clearTimeout(retryTimer);
  }

  return {
    enqueue,
    discardEntry: (id: string) => change((list) => list.filter((e) => e.id !== id)),

    /** Changes what a waiting entry sends (an edit of a record added offline joins its add). */
    updateEntry: (id: string, patch: Partial<Pick<OutboxEntry, 'data' | 'params' | 'meta'>>) =>
      change((list) => list.map((e) => (e.id === id ? { ...e, ...patch } : e))),

    /** Sends a refused entry again as a new request (its old key would only return the old refusal). */
    async resendEntry(id: string): Promise<void> {
      const fresh = newRequestId();
      await change((list) =>
        list.map((e) => (e.id === id ? { ...e, id: fresh, status: 'pending', error: undefined, attempts: 0 } : e)),
      );
      flush();
    },

    flush,

    /**
     * Stores the edit, then sends it when it is next in line and waits for the answer up to `waitMs`:
     * sent, rejected (the entry is kept: the caller decides) or pending (it stays for later).
     */
    async sendEdit(input: OutboxInput, waitMs: number): Promise<{ entry: OutboxEntry; outcome: SendOutcome }> {
      const entry = await enqueue(input);
      if (!browserOnline()) return { entry, outcome: { type: 'pending' } };
      const outcome = new Promise<SendOutcome>((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(entry.id);
          resolve({ type: 'pending' });
        }, waitMs);
        waiters.set(entry.id, (o) => {
          clearTimeout(timer);
          resolve(o);
        });
      });
      flush();
      return { entry, outcome: await outcome };
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Every stored entry, oldest first (all users: filter by userId). */
    getEntries: (): readonly OutboxEntry[] => entries,
    isSending: (id: string): boolean => sending.has(id),
    /** Whose entries are shown and sent now. */
    user: (): string => config.currentUser() ?? '',
    load,

    /** Sends when the network returns and on a timer; returns the stop function. */
    startSync(): () => void {
      stopSync();
      stopOnline = subscribeOnline(() => {
        if (!isOnline()) return;
        failures = 0;
        flush();
      });
      flush();
      return stopSync;
    },

    /** Stops sending for good: no retry, no cross-tab messages; whoever waits for an answer gets pending. */
    dispose(): void {
      disposed = true;
      stopSync();
      channel?.close();
      channel = null;
      for (const settle of waiters.values()) settle({ type: 'pending' });
      waiters.clear();
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
