import { lazy, Suspense } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MenuItem } from '@/domain/permission-types';
import { HEADER_HEIGHT, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from './breakpoints';
import { AppLogo } from './app-logo';
import { useIdle } from './use-idle';
import type { MenuState } from './use-menu-state';

// Their Fluent tree and menu (with checkbox, radio and focus management) load once the page is first idle, after its
// own code; a phone never shows the side menu.
const MenuTreeView = lazy(() => import('./menu-tree-view').then((m) => ({ default: m.MenuTreeView })));
const CollapsedMenu = lazy(() => import('./collapsed-menu').then((m) => ({ default: m.CollapsedMenu })));

const useStyles = makeStyles({
  sider: {
    flexShrink: 0,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
    zIndex: 2,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
  },
  fixed: { position: 'sticky', top: 0, height: '100vh', alignSelf: 'flex-start' },
  scroll: { flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', minHeight: 0 },
  logo: { height: `${HEADER_HEIGHT}px` },
});

interface Props {
  menu: MenuItem[];
  state: MenuState;
  collapsed: boolean;
  fixed: boolean;
  homePath: string;
}

/** The side menu (208 px, or an icon rail when collapsed). */
export function SideMenu({ menu, state, collapsed, fixed, homePath }: Props) {
  const styles = useStyles();
  const idle = useIdle();
  return (
    <nav
      aria-label="侧边菜单"
      className={mergeClasses(styles.sider, fixed && styles.fixed)}
      style={{ width: collapsed ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH }}
    >
      <AppLogo to={homePath} showName={!collapsed} className={styles.logo} />
      <div className={styles.scroll}>
        <Suspense fallback={null}>
          {!idle ? null : collapsed ? (
            <CollapsedMenu menu={menu} trailIds={state.trailIds} activeId={state.activeId} onSelect={state.select} />
          ) : (
            <MenuTreeView
              menu={menu}
              openIds={state.openIds}
              onOpenIdsChange={state.setOpenIds}
              activeId={state.activeId}
              onSelect={state.select}
            />
          )}
        </Suspense>
      </div>
    </nav>
  );
}
