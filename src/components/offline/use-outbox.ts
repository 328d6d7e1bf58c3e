import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getOutbox, loadOutbox, outboxUser, subscribeOutbox, type OutboxEntry } from '@/lib/outbox';

/** The signed-in user's stored edits, oldest first (read from IndexedDB on first use). */
export function useOutbox(): readonly OutboxEntry[] {
  const all = useSyncExternalStore(subscribeOutbox, getOutbox, getOutbox);
  useEffect(() => void loadOutbox(), []);
  return useMemo(() => {
    const user = outboxUser();
    return all.filter((e) => e.userId === user);
  }, [all]);
}
