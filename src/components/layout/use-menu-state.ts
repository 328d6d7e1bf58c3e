import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { MenuItem } from '@/domain/permission-types';
import { activeMenuId, menuPath, menuTrail, nextOpenIds, openIdsForTrail, visibleMenu } from './menu-tree';

/** Opens a menu entry: an external link in a new browser tab, anything else at its path. */
export function useOpenMenuItem(): (item: MenuItem) => void {
  const navigate = useNavigate();
  return (item: MenuItem) => {
    if (item.meta.internalOrExternal && item.meta.url) window.open(item.meta.url, '_blank', 'noopener');
    else navigate(menuPath(item));
  };
}

/**
 * What the menus show for the current route: the trail, the highlighted entry and the open groups. The open
 * groups follow the route and are kept while the side menu is collapsed.
 */
export function useMenuState(menu: MenuItem[], onSelected?: () => void) {
  const { pathname, search, hash } = useLocation();
  const fullPath = pathname + search + hash;
  const open = useOpenMenuItem();
  const trail = useMemo(() => menuTrail(menu, pathname, fullPath), [menu, pathname, fullPath]);
  const [openIds, setOpenIdsRaw] = useState<string[]>(() => openIdsForTrail(trail));
  const [followed, setFollowed] = useState(fullPath);
  if (followed !== fullPath) {
    setFollowed(fullPath);
    if (trail.length) setOpenIdsRaw(openIdsForTrail(trail));
  }
  const topLevelIds = useMemo(() => visibleMenu(menu).map((m) => m.id), [menu]);

  return {
    trail,
    trailIds: trail.map((m) => m.id),
    activeId: activeMenuId(trail),
    openIds,
    setOpenIds: (next: string[]) => setOpenIdsRaw(nextOpenIds(openIds, next, topLevelIds)),
    select: (item: MenuItem) => {
      open(item);
      onSelected?.();
    },
  };
}

export type MenuState = ReturnType<typeof useMenuState>;
