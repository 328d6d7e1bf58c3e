import { useSyncExternalStore } from 'react';
import { MEDIA, screenClassFor, type ScreenClass } from './breakpoints';

const cache = new Map<string, ScreenClass>();

function getScreenClass(): ScreenClass {
  const s = screenClassFor(typeof window === 'undefined' ? 1440 : window.innerWidth);
  const id = `${s.mobile}${s.smaller}${s.narrow}`;
  if (!cache.has(id)) cache.set(id, s);
  return cache.get(id)!;
}

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', listener);
    return () => window.removeEventListener('resize', listener);
  }
  const lists = Object.values(MEDIA).map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', listener));
  return () => lists.forEach((l) => l.removeEventListener('change', listener));
}

/** Which of the layout's breakpoints apply now (mobile < 1088 px, smaller < 768 px, narrow < 500 px). */
export function useScreenClass(): ScreenClass {
  return useSyncExternalStore(subscribe, getScreenClass, getScreenClass);
}
