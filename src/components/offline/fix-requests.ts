import { useSyncExternalStore } from 'react';
import type { OutboxEntry } from '@/lib/outbox';

/** A refused edit the user chose to fix: the list page of its data opens the form with the stored input. */
let wanted: OutboxEntry | null = null;
const listeners = new Set<() => void>();

function set(entry: OutboxEntry | null) {
  wanted = entry;
  listeners.forEach((l) => l());
}

export const requestFix = (entry: OutboxEntry) => set(entry);
export const clearFixRequest = () => set(null);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The entry to fix when it belongs to `scope`. */
export function useFixRequest(scope: string): OutboxEntry | null {
  const entry = useSyncExternalStore(subscribe, () => wanted);
  return entry?.meta.scope === scope ? entry : null;
}
