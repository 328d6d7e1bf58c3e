import type { SavedQuery } from './query-model';

/** localStorage key prefix of saved queries (JeecgBoot JSuperQuery). */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export const savedQueryKey = (saveCode: string | undefined): string =>
  SAVED_QUERY_PREFIX + (saveCode || (typeof window !== 'undefined' ? window.location.pathname : ''));

export function readSavedQueries(key: string): SavedQuery[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as SavedQuery[]) : [];
  } catch {
    return [];
  }
}

export function writeSavedQueries(key: string, list: SavedQuery[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch (error) {
    console.warn('advanced query: cannot save', error);
  }
}
