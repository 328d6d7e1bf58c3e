import { useState, type ReactNode } from 'react';
import { useNavigate, type Location } from 'react-router';
import { notify } from '@/lib/notifier';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  initialTabs,
  openTab,
  refreshTab,
  type PageTab,
  type TabsState,
} from './tab-rules';

/** A page kept mounted for its tab: the routed element and the location it was opened at. */
export interface KeptPage {
  element: ReactNode;
  location: Location;
}

interface State {
  tabs: PageTab[];
  kept: Record<string, KeptPage>;
  /** The last full path the tabs were updated for. */
  seenKey: string | null;
  multiTab: boolean;
}

export interface OpenedPage {
  key: string;
  title: string;
  element: ReactNode;
  location: Location;
}

function prune(kept: Record<string, KeptPage>, tabs: PageTab[]): Record<string, KeptPage> {
  return Object.fromEntries(tabs.filter((t) => kept[t.key]).map((t) => [t.key, kept[t.key]!]));
}

/**
 * The page tabs and their kept pages. `page` is the routed page now (null while a redirect route shows);
 * the active tab is always the current full path, so closing the active tab navigates to the next one.
 */
export function usePageTabs(page: OpenedPage | null, homeKey: string, multiTab: boolean) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ tabs: [], kept: {}, seenKey: null, multiTab });

  const shownTab = page && state.tabs.find((t) => t.key === page.key);
  // A tab closed a moment ago may still be the location until the navigation away lands: not reopened then.
  const stale =
    page && (state.seenKey !== page.key || state.multiTab !== multiTab || (shownTab && shownTab.title !== page.title));
  if (page && stale) {
    // Adjusting state while rendering (not in an effect) so the new tab and its page show in the same paint.
    const opened = { key: page.key, title: page.title };
    const tabs =
      state.tabs.length === 0 ? initialTabs(opened, homeKey, multiTab) : openTab(state.tabs, opened, multiTab);
    const kept = {
      ...state.kept,
      [page.key]: state.kept[page.key] ?? { element: page.element, location: page.location },
    };
    setState({ tabs, kept: prune(kept, tabs), seenKey: page.key, multiTab });
  }

  /** null while a redirect route shows. */
  const activeKey = page?.key ?? null;

  const apply = (next: TabsState, refreshKey?: string) => {
    setState((s) => {
      const tabs = refreshKey ? refreshTab(next.tabs, refreshKey) : next.tabs;
      return { ...s, tabs, kept: prune(s.kept, tabs) };
    });
    if (next.activeKey !== activeKey) navigate(next.activeKey);
  };
  const current: TabsState = { tabs: state.tabs, activeKey: activeKey ?? '' };

  return {
    tabs: state.tabs,
    kept: state.kept,
    activeKey,
    select: (key: string) => {
      if (key !== activeKey) navigate(key);
    },
    close: (key: string) => {
      const result = closeTab(current, key, homeKey);
      if (result.warning) notify({ intent: 'warning', message: result.warning });
      else apply(result);
    },
    closeLeft: (key: string) => apply(closeLeft(current, key, homeKey)),
    closeRight: (key: string) => apply(closeRight(current, key, homeKey)),
    closeOthers: (key: string) => apply(closeOthers(current, key, homeKey)),
    refresh: (key: string) => apply({ tabs: state.tabs, activeKey: key }, key),
  };
}

export type PageTabsApi = ReturnType<typeof usePageTabs>;
