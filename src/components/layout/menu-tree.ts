import type { MenuItem } from '@/domain/permission-types';

const CONTAINER = /^\/?layouts\/(RouteView|PageView|TabLayout|BasicLayout|UserLayout|BlankLayout)(\.vue)?$/;
const IFRAME = /^\/?layouts\/IframePageView(\.vue)?$/;

/** A menu entry that only groups others (its component is a layout, or it has children and no component). */
export function isContainer(item: MenuItem): boolean {
  return CONTAINER.test(item.component ?? '') || (!item.component && (item.children?.length ?? 0) > 0);
}

export function isIframePage(item: MenuItem): boolean {
  return IFRAME.test(item.component ?? '');
}

/** The children the menu shows: hidden ones are left out; an alwaysShow entry shows none (it is a leaf). */
export function visibleChildren(item: MenuItem): MenuItem[] {
  if (item.alwaysShow) return [];
  return (item.children ?? []).filter((c) => !c.hidden);
}

export function visibleMenu(menu: MenuItem[]): MenuItem[] {
  return menu.filter((m) => !m.hidden);
}

/** The app path of an entry (the server gives iframe and link entries a path without a leading slash). */
export function menuPath(item: MenuItem): string {
  return item.path.startsWith('/') ? item.path : `/${item.path}`;
}

/**
 * The chain of entries from the top of the menu to the entry of the current route. The full path wins over
 * the pathname, so parameterised paths match exactly. Empty when the route is not in the menu.
 */
export function menuTrail(menu: MenuItem[], pathname: string, fullPath: string = pathname): MenuItem[] {
  const find = (items: MenuItem[], target: string): MenuItem[] => {
    for (const item of items) {
      if (menuPath(item) === target) return [item];
      const below = find(item.children ?? [], target);
      if (below.length) return [item, ...below];
    }
    return [];
  };
  if (fullPath !== pathname) {
    const exact = find(menu, fullPath);
    if (exact.length) return exact;
  }
  return find(menu, pathname);
}

/**
 * The entry the side menu highlights for a trail: the deepest one it renders (an alwaysShow entry stands for
 * its children); none when that is a group (the page itself is hidden).
 */
export function activeMenuId(trail: MenuItem[]): string | undefined {
  let active: MenuItem | undefined;
  for (const item of trail) {
    if (item.hidden) break;
    active = item;
    if (item.alwaysShow) break;
  }
  return active && visibleChildren(active).length === 0 ? active.id : undefined;
}

/** The groups to open so the trail's entry is visible. */
export function openIdsForTrail(trail: MenuItem[]): string[] {
  const ids: string[] = [];
  for (const item of trail) {
    if (item.hidden || visibleChildren(item).length === 0) break;
    ids.push(item.id);
  }
  return ids;
}

/**
 * One top-level group open at a time: opening a top-level group closes every other group; opening or closing
 * a group inside keeps the rest as they are.
 */
export function nextOpenIds(previous: string[], next: string[], topLevelIds: string[]): string[] {
  const opened = next.find((id) => !previous.includes(id));
  if (opened && topLevelIds.includes(opened)) return [opened];
  return next;
}
