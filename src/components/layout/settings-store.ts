import { useSyncExternalStore } from 'react';
import { getStored, setStored } from '@/lib/storage';
import { notify } from '@/lib/notifier';
import { isThemeColor, normalizeSettings, readSettings, writeSettings, type LayoutSettings } from './layout-settings';

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

/** The spec's message when a theme colour cannot be applied (JeecgBoot's, kept as written). */
export const THEME_FAILED_MESSAGE = '主题更新失败（Failed to update theme）';

export function updateLayoutSettings(patch: Partial<LayoutSettings>): void {
  if (patch.primaryColor !== undefined && !isThemeColor(patch.primaryColor)) {
    notify({ intent: 'error', message: THEME_FAILED_MESSAGE });
    const { primaryColor: _refused, ...rest } = patch;
    patch = rest;
  }
  const next = normalizeSettings({ ...current, ...patch });
  writeSettings(next, current, (key, value) => setStored(key, value, Number.POSITIVE_INFINITY));
  current = next;
  listeners.forEach((l) => l());
}
