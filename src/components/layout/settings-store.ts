import { useSyncExternalStore } from 'react';
import { getStored, setStored } from '@/lib/storage';
import { normalizeSettings, readSettings, writeSettings, type LayoutSettings } from './layout-settings';

const listeners = new Set<() => void>();
let current: LayoutSettings = readSettings((key) => getStored(key));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLayoutSettings(): LayoutSettings {
  return current;
}

/** The layout settings, restored from storage and kept there (no expiry). */
export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getLayoutSettings, getLayoutSettings);
}

export function updateLayoutSettings(patch: Partial<LayoutSettings>): void {
  const next = normalizeSettings({ ...current, ...patch });
  writeSettings(next, current, (key, value) => setStored(key, value, Number.POSITIVE_INFINITY));
  current = next;
  listeners.forEach((l) => l());
}
