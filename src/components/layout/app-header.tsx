import { lazy, Suspense, useState, type JSX, type ReactNode } from 'react';
import { Button, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  NavigationRegular,
  PanelLeftContractRegular,
  PanelLeftExpandRegular,
  SearchRegular,
  SettingsRegular,
} from '@fluentui/react-icons';
import type { MenuItem } from '@/domain/permission-types';
import { HEADER_HEIGHT, TOP_MENU_RIGHT_WIDTH } from './breakpoints';
import { AppLogo } from './app-logo';
import { UserButton } from './user-button';
import { useIdle } from './use-idle';
import type { MenuState } from './use-menu-state';

const TopMenu = lazy(() => import('./top-menu'));
// Fluent's menu (with its focus management) waits for the first idle moment: the button alone shows until then.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// Its combobox loads once the page is idle after its first paint (the place it takes is kept meanwhile).
const MenuSearchBox = lazy(() => import('./menu-search-box').then((m) => ({ default: m.MenuSearchBox })));

const useStyles = makeStyles({
  header: {
    height: `${HEADER_HEIGHT}px`,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '0 12px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    zIndex: 10,
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
  },
  fixed: { position: 'sticky', top: 0 },
  hiddenHeader: { transform: `translateY(-100%)` },
  smaller: { padding: '0 4px', gap: '2px' },
  middle: { flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', height: '100%' },
  right: { display: 'flex', alignItems: 'center', gap: '4px', flexShrink: 0, minWidth: 0 },
  rightTop: { width: `${TOP_MENU_RIGHT_WIDTH}px`, flexShrink: 0, justifyContent: 'flex-end' },
  rightGrow: { flexGrow: 1, justifyContent: 'flex-end' },
  search: { width: '220px', minWidth: 0 },
  searchTop: { flexGrow: 1, width: 'auto', minWidth: '72px', maxWidth: '220px' },
  // Phones: the search opens from its button in the title's place, so the title keeps the room it needs.
  searchPhone: { flexGrow: 1, minWidth: 0, width: 'auto', '& input': { minWidth: 0, width: '100%' } },
  topLogo: { paddingLeft: '4px' },
  title: {
    flexShrink: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
});

export interface AppHeaderProps {
  /** side: beside the side menu; top: the menu is in the header; mobile: the menu is a drawer. */
  mode: 'side' | 'top' | 'mobile';
  smaller: boolean;
  /** The open page's title, shown in the header on phones (they have no tab strip). */
  title: string;
  menu: MenuItem[];
  menuState: MenuState;
  homePath: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onOpenDrawer: () => void;
  onOpenSettings: () => void;
  fixed: boolean;
  visible: boolean;
  noticeSlot?: ReactNode;
}

/** The header: menu toggle, logo (top and phone modes), top menu, menu search, notice bell, settings, user. */
export function AppHeader(props: AppHeaderProps) {
  const { mode, smaller, title, menu, menuState, homePath, collapsed, fixed, visible, noticeSlot } = props;
  const styles = useStyles();
  const searchClass = mode === 'top' ? styles.searchTop : styles.search;
  const idle = useIdle();
  // Clicked before the menu's code is here: it opens as soon as it is.
  const [userMenuWanted, setUserMenuWanted] = useState(false);
  const userButton = <UserButton compact={smaller} onClick={() => setUserMenuWanted(true)} />;
  const [phoneSearch, setPhoneSearch] = useState(false);
  const iconButton = (label: string, icon: JSX.Element, onClick: () => void) => (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={icon} onClick={onClick} />
    </Tooltip>
  );
  return (
    <header
      className={mergeClasses(
        styles.header,
        fixed && styles.fixed,
        fixed && !visible && styles.hiddenHeader,
        smaller && styles.smaller,
      )}
    >
      {mode === 'side' &&
        iconButton(
          collapsed ? '展开菜单' : '收起菜单',
          collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />,
          props.onToggleCollapsed,
        )}
      {mode === 'mobile' && iconButton('菜单', <NavigationRegular />, props.onOpenDrawer)}
      {mode !== 'side' && <AppLogo to={homePath} showName={!smaller} className={styles.topLogo} />}
      {smaller && phoneSearch && (
        <Suspense fallback={<span className={styles.searchPhone} />}>
          <MenuSearchBox menu={menu} className={styles.searchPhone} focusOnMount onDone={() => setPhoneSearch(false)} />
        </Suspense>
      )}
      {smaller && !phoneSearch && (
        <span className={styles.title} data-page-title="">
          {title}
        </span>
      )}
      {mode === 'top' && (
        <div className={styles.middle}>
          <Suspense fallback={null}>
            <TopMenu menu={menu} state={menuState} />
          </Suspense>
        </div>
      )}
      <div className={mergeClasses(styles.right, mode === 'top' ? styles.rightTop : styles.rightGrow)}>
        {smaller ? (
          !phoneSearch && iconButton('搜索菜单', <SearchRegular />, () => setPhoneSearch(true))
        ) : (
          <Suspense fallback={<span className={searchClass} />}>
            {idle ? <MenuSearchBox menu={menu} className={searchClass} /> : <span className={searchClass} />}
          </Suspense>
        )}
        {noticeSlot}
        {iconButton('系统设置', <SettingsRegular />, props.onOpenSettings)}
        <Suspense fallback={userButton}>
          {idle || userMenuWanted ? <UserMenu compact={smaller} defaultOpen={userMenuWanted} /> : userButton}
        </Suspense>
      </div>
    </header>
  );
}
