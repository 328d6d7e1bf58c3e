/** Rules of the page tabs. Pure: the layout applies them. */
export interface PageTab {
  /** The full path (pathname + search + hash): one tab per full path. */
  key: string;
  title: string;
  /** Bumped by 刷新 so the page mounts afresh. */
  version: number;
}

export interface TabsState {
  tabs: PageTab[];
  activeKey: string;
}

export const HOME_TAB_TITLE = '首页';
export const WARN_HOME = '首页不能关闭!';
export const WARN_LAST = '这是最后一页，不能再关闭了啦';

export interface CloseResult extends TabsState {
  /** Set when nothing was closed and the user must be told why. */
  warning?: typeof WARN_HOME | typeof WARN_LAST;
}

/** The first tabs: the home tab first (multi-tab mode), then the page opened. */
export function initialTabs(current: Omit<PageTab, 'version'>, homeKey: string, multiTab: boolean): PageTab[] {
  const page = { ...current, version: 0 };
  if (!multiTab || current.key === homeKey) return [page];
  return [{ key: homeKey, title: HOME_TAB_TITLE, version: 0 }, page];
}

/**
 * A route was opened: a new full path adds a tab at the end, a known one is updated in place (same tab, same
 * kept page). With multi-tab off only the current page remains.
 */
export function openTab(tabs: PageTab[], page: Omit<PageTab, 'version'>, multiTab: boolean): PageTab[] {
  const existing = tabs.find((t) => t.key === page.key);
  const tab = { ...page, version: existing?.version ?? 0 };
  if (!multiTab) return [tab];
  if (!existing) return [...tabs, tab];
  return tabs.map((t) => (t.key === page.key ? tab : t));
}

/** After closing, an active tab that is gone gives way to the tab now at its place, else the last one. */
function keepActive(before: PageTab[], after: PageTab[], activeKey: string, preferred?: string): string {
  if (after.some((t) => t.key === activeKey)) return activeKey;
  if (preferred && after.some((t) => t.key === preferred)) return preferred;
  const index = Math.min(
    before.findIndex((t) => t.key === activeKey),
    after.length - 1,
  );
  return (after[Math.max(index, 0)] ?? after[after.length - 1])?.key ?? activeKey;
}

/** The close button: the home tab and the only tab left cannot be closed. */
export function closeTab(state: TabsState, key: string, homeKey: string): CloseResult {
  if (key === homeKey) return { ...state, warning: WARN_HOME };
  if (state.tabs.length <= 1) return { ...state, warning: WARN_LAST };
  const tabs = state.tabs.filter((t) => t.key !== key);
  return { tabs, activeKey: keepActive(state.tabs, tabs, state.activeKey) };
}

/** 关闭左侧: the tabs left of `key` go, except the home tab. */
export function closeLeft(state: TabsState, key: string, homeKey: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t, i) => i >= index || t.key === homeKey);
  return { tabs, activeKey: keepActive(state.tabs, tabs, state.activeKey, key) };
}

/** 关闭右侧: the tabs right of `key` go, except the home tab. */
export function closeRight(state: TabsState, key: string, homeKey: string): TabsState {
  const index = state.tabs.findIndex((t) => t.key === key);
  if (index < 0) return state;
  const tabs = state.tabs.filter((t, i) => i <= index || t.key === homeKey);
  return { tabs, activeKey: keepActive(state.tabs, tabs, state.activeKey, key) };
}

/** 关闭其他: only the home tab and `key` stay. */
export function closeOthers(state: TabsState, key: string, homeKey: string): TabsState {
  if (!state.tabs.some((t) => t.key === key)) return state;
  const tabs = state.tabs.filter((t) => t.key === key || t.key === homeKey);
  return { tabs, activeKey: keepActive(state.tabs, tabs, state.activeKey, key) };
}

/** 刷新: the tab's page mounts afresh. */
export function refreshTab(tabs: PageTab[], key: string): PageTab[] {
  return tabs.map((t) => (t.key === key ? { ...t, version: t.version + 1 } : t));
}
