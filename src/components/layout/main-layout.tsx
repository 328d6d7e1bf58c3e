import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { FluentProvider, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { MenuItem } from '@/domain/permission-types';
import { homePathOf, useSession } from '@/session/session-store';
import { AppHeader } from './app-header';
import { AppBreadcrumb } from './app-breadcrumb';
import { themesFor } from './app-themes';
import { KeptPages } from './kept-pages';
import { SideMenu } from './side-menu';
import { updateLayoutSettings, useLayoutSettings } from './settings-store';
import { useHeaderVisible } from './use-header-visible';
import { useMenuState } from './use-menu-state';
import { usePageTabs } from './use-page-tabs';
import { useIdle } from './use-idle';
import { useScreenClass } from './use-screen-class';

const SettingsDrawer = lazy(() => import('./settings-drawer'));
// Desktop only (never on phones): Fluent's tabs and menu load once the page is first idle, after its own code.
const PageTabBar = lazy(() => import('./page-tab-bar').then((m) => ({ default: m.PageTabBar })));
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer').then((m) => ({ default: m.MobileMenuDrawer })));

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  themeBox: { display: 'flex', flexShrink: 0, backgroundColor: 'transparent' },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  main: { flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 },
  // The page tabs' place (their strip: 32 px of tabs and a 1 px line) while their code loads: the page does not jump.
  tabsSpace: {
    height: '33px',
    boxSizing: 'border-box',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  content: { flexGrow: 1, padding: '12px 16px 16px', boxSizing: 'border-box', width: '100%' },
  contentSmaller: { padding: '8px' },
  fixedWidth: { maxWidth: '1200px', margin: '0 auto' },
  crumbs: { marginBottom: '12px' },
  footer: { padding: '12px 16px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

export interface MainLayoutProps {
  menu: MenuItem[];
  /** The title of a route path (menu and static routes). */
  titleOf: (pathname: string) => string | undefined;
  /** Routes that only redirect get no tab. */
  isRedirect: (pathname: string) => boolean;
  /** Where the notice bell goes in the header. */
  noticeSlot?: ReactNode;
}

/**
 * The signed-in layout: side or top menu (a drawer below 1088 px), header, page tabs with
 * kept pages, breadcrumb and the settings drawer. Renders the routed page itself (through the outlet).
 */
export function MainLayout({ menu, titleOf, isRedirect, noticeSlot }: MainLayoutProps) {
  const styles = useStyles();
  const settings = useLayoutSettings();
  const screen = useScreenClass();
  const idle = useIdle();
  const location = useLocation();
  const outlet = useOutlet();
  const { userInfo } = useSession();
  const homePath = homePathOf(userInfo);
  const fullPath = location.pathname + location.search + location.hash;
  const title = titleOf(location.pathname) ?? location.pathname;
  const page = isRedirect(location.pathname) ? null : { key: fullPath, title, element: outlet, location };
  // Phones show one page at a time (no tab strip on a phone); tablets and wider keep the tabs.
  const multiTab = settings.multipage && !screen.smaller;
  const tabs = usePageTabs(page, homePath, multiTab);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const menuState = useMenuState(menu, () => setDrawerOpen(false));
  const headerVisible = useHeaderVisible(settings.fixedHeader && settings.autoHideHeader);
  const themes = useMemo(() => themesFor(settings.primaryColor), [settings.primaryColor]);

  const mode = screen.mobile ? 'mobile' : settings.layout === 'topmenu' ? 'top' : 'side';
  const collapsed = !settings.sidebarOpen;
  const menuTheme = settings.navTheme === 'dark' ? themes.dark : null;
  const themed = (node: ReactNode, className?: string) =>
    menuTheme ? (
      <FluentProvider theme={menuTheme} className={className}>
        {node}
      </FluentProvider>
    ) : (
      node
    );

  const header = (
    <AppHeader
      mode={mode}
      smaller={screen.smaller}
      title={title}
      menu={menu}
      menuState={menuState}
      homePath={homePath}
      collapsed={collapsed}
      onToggleCollapsed={() => updateLayoutSettings({ sidebarOpen: collapsed })}
      onOpenDrawer={() => setDrawerOpen(true)}
      onOpenSettings={() => {
        setSettingsLoaded(true);
        setSettingsOpen(true);
      }}
      fixed={settings.fixedHeader}
      visible={headerVisible}
      noticeSlot={noticeSlot}
    />
  );

  return (
    <div className={styles.root}>
      {mode === 'side' &&
        themed(
          <SideMenu
            menu={menu}
            state={menuState}
            collapsed={collapsed}
            fixed={settings.fixSiderbar}
            homePath={homePath}
          />,
          styles.themeBox,
        )}
      <div className={styles.column}>
        {mode === 'top' ? themed(header) : header}
        <main className={styles.main}>
          {multiTab && (
            <Suspense fallback={<div className={styles.tabsSpace} />}>
              {idle ? <PageTabBar api={tabs} /> : <div className={styles.tabsSpace} />}
            </Suspense>
          )}
          <div
            className={mergeClasses(
              styles.content,
              screen.smaller && styles.contentSmaller,
              mode === 'top' && settings.contentWidth === 'Fixed' && styles.fixedWidth,
            )}
          >
            <div className={styles.crumbs}>
              <AppBreadcrumb
                homePath={homePath}
                trail={menuState.trail}
                title={title}
                isHome={location.pathname === homePath}
              />
            </div>
            <KeptPages
              tabs={tabs.tabs}
              kept={tabs.kept}
              activeKey={tabs.activeKey}
              outlet={outlet}
              location={location}
            />
          </div>
        </main>
        <footer className={styles.footer}>
          <Text size={200}>Copyright © 2026 考试中心 技术支持</Text>
        </footer>
      </div>
      {mode === 'mobile' && (
        <Suspense fallback={null}>
          {themed(
            <MobileMenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} menu={menu} state={menuState} />,
          )}
        </Suspense>
      )}
      {settingsLoaded && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
