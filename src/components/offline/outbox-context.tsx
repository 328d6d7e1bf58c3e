import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Outbox, OutboxEntry } from '@/lib/outbox';

const OutboxContext = createContext<Outbox | null>(null);

/** Provides the outbox every write goes through (the app makes one; each test its own). */
export function OutboxProvider({ outbox, children }: { outbox: Outbox; children: ReactNode }) {
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

/** The provided outbox. */
export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox needs an OutboxProvider');
  return outbox;
}

/** The signed-in user's stored edits, oldest first (read from IndexedDB on first use). */
export function useOutboxEntries(): readonly OutboxEntry[] {
  const outbox = useOutbox();
  const all = useSyncExternalStore(outbox.subscribe, outbox.getEntries, outbox.getEntries);
  useEffect(() => void outbox.load(), [outbox]);
  return useMemo(() => {
    const user = outbox.user();
    return all.filter((e) => e.userId === user);
  }, [all, outbox]);
}
