import type { MenuItem } from '@/domain/permission-types';
import { isContainer, isIframePage, menuPath } from './menu-tree';

/** One choice of the header's menu search. */
export interface MenuSearchEntry {
  id: string;
  title: string;
  path: string;
  /** Titles of the groups above it, e.g. 系统管理. */
  group: string;
  external: boolean;
  iframe: boolean;
  url?: string;
}

/** Every visible, non-container entry of the permission menu, recursing into children (also of hidden groups). */
export function menuSearchEntries(menu: MenuItem[], parents: string[] = []): MenuSearchEntry[] {
  const out: MenuSearchEntry[] = [];
  for (const item of menu) {
    // An alwaysShow entry is a leaf of the menu, whatever its component.
    if (!item.hidden && (item.alwaysShow || !isContainer(item))) {
      out.push({
        id: item.id,
        title: item.meta.title,
        path: menuPath(item),
        group: parents.join(' / '),
        external: Boolean(item.meta.internalOrExternal),
        iframe: isIframePage(item),
        ...(item.meta.url ? { url: item.meta.url } : {}),
      });
    }
    if (item.children?.length) out.push(...menuSearchEntries(item.children, [...parents, item.meta.title]));
  }
  return out;
}

export type MenuSearchAction = { type: 'open-window'; url: string } | { type: 'navigate'; path: string };

/** An external entry opens its url in a new tab; an iframe page and any other entry are opened at their path. */
export function menuSearchAction(entry: MenuSearchEntry): MenuSearchAction {
  if (entry.external && entry.url) return { type: 'open-window', url: entry.url };
  return { type: 'navigate', path: entry.path };
}

/** Entries whose title, group or path contains the query (case-insensitive); all of them for an empty query. */
export function filterMenuSearch(entries: MenuSearchEntry[], query: string): MenuSearchEntry[] {
  const q = query.trim().toLowerCase();
  if (!q) return entries;
  return entries.filter(
    (e) => e.title.toLowerCase().includes(q) || e.group.toLowerCase().includes(q) || e.path.toLowerCase().includes(q),
  );
}
