import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, useNavigationType, type Location } from 'react-router';
import { PageActivityContext } from './page-activity';
import { RouteProgress } from './route-progress';
import type { KeptPage } from './use-page-tabs';
import type { PageTab } from './tab-rules';

interface Props {
  tabs: PageTab[];
  kept: Record<string, KeptPage>;
  /** null while a redirect route shows (its element renders beside the hidden pages). */
  activeKey: string | null;
  /** The routed element of the current location. */
  outlet: ReactNode;
  location: Location;
}

/** Remembers the window's scroll position per tab and restores it when the tab shows again. */
function useScrollPerTab(activeKey: string | null) {
  const positions = useRef(new Map<string, number>());
  const active = useRef('');
  useLayoutEffect(() => {
    if (activeKey === null) return;
    active.current = activeKey;
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);
  useEffect(() => {
    const record = () => positions.current.set(active.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);
}

/**
 * Every tab's page stays mounted; only the active one is shown. A hidden page keeps the location it was
 * opened at, so its own route hooks (search params, location) do not follow the other tabs.
 */
export function KeptPages({ tabs, kept, activeKey, outlet, location }: Props) {
  const navigationType = useNavigationType();
  useScrollPerTab(activeKey);
  const pages = tabs.filter((t) => t.key === activeKey || kept[t.key]);
  const shown =
    activeKey === null || pages.some((t) => t.key === activeKey)
      ? pages
      : [...pages, { key: activeKey, title: '', version: 0 }];
  return (
    <>
      {activeKey === null && outlet}
      {shown.map((tab) => {
        const active = tab.key === activeKey;
        const page = active ? { element: outlet, location } : kept[tab.key]!;
        return (
          <div key={`${tab.key}@${tab.version}`} hidden={!active} data-tab-page={tab.key}>
            <LocationContext.Provider value={{ location: page.location, navigationType }}>
              <PageActivityContext.Provider value={active}>
                <Suspense fallback={<RouteProgress />}>{page.element}</Suspense>
              </PageActivityContext.Provider>
            </LocationContext.Provider>
          </div>
        );
      })}
    </>
  );
}
