import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation, useOutlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PRODUCT_NAME } from '@/domain/constants';
import type { MenuItem } from '@/domain/permission-types';
import { RouteProgress } from '@/components/layout/route-progress';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useScreenClass } from '@/components/layout/use-screen-class';
import { MoreSheet } from './more-sheet';
import { FileIcon, GradesIcon, HomeIcon, MoreIcon, QuizIcon } from './portal-icons';
import { BOTTOM_BAR_PATHS, isCurrentPage, PORTAL_HOME, portalPages } from './portal-nav';
import { myInstitutionQuery } from './portal-queries';
import { PortalUserButton } from './portal-user-button';

const BAR_HEIGHT = 56;

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
  },
  withBar: { paddingBottom: `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom))` },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 20,
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '56px',
    padding: '0 max(8px, env(safe-area-inset-right)) 0 max(12px, env(safe-area-inset-left))',
    paddingTop: 'env(safe-area-inset-top)',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minHeight: '44px',
    flexShrink: 0,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  institution: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  right: { display: 'flex', alignItems: 'center', gap: '2px', flexShrink: 0 },
  topNav: {
    position: 'sticky',
    top: '56px',
    zIndex: 19,
    display: 'flex',
    gap: '4px',
    padding: '0 12px',
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  topLink: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 12px',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    borderBottom: '2px solid transparent',
    ':hover': { color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  topCurrent: {
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorBrandStroke1,
  },
  main: { flexGrow: 1, width: '100%', maxWidth: '1200px', margin: '0 auto', padding: '16px', boxSizing: 'border-box' },
  mainPhone: { padding: '12px' },
  title: { margin: '0 0 12px', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  bar: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 20,
    display: 'flex',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: 'env(safe-area-inset-bottom)',
  },
  barItem: {
    flex: '1 1 0',
    minWidth: 0,
    minHeight: `${BAR_HEIGHT}px`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2px',
    border: 'none',
    padding: 0,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    fontSize: tokens.fontSizeBase200,
    cursor: 'pointer',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  barIcon: { display: 'inline-flex', fontSize: '22px' },
  barCurrent: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

const BAR_ICONS: Record<(typeof BOTTOM_BAR_PATHS)[number], ReactNode> = {
  '/cpctest/customer': <HomeIcon />,
  '/cpctest/customer/quiz': <QuizIcon />,
  '/cpctest/customer/grades': <GradesIcon />,
  '/cpctest/customer/files': <FileIcon />,
};

export interface PortalLayoutProps {
  menu: MenuItem[];
  /** The title of a route path (menu and static routes). */
  titleOf: (pathname: string) => string | undefined;
  /** 离线, 待同步 and the notice bell. */
  noticeSlot?: ReactNode;
}

/**
 * The customer portal's own light layout (/cpctest/…): a header with the institution, the bell and the user, the
 * page title and the page; the portal's pages from the menu as a top nav (768 px and wider) or, on phones, a bottom
 * bar of 首页, 测验列表, 成绩列表, 文件列表 and 更多. One page at a time (no tabs).
 */
export default function PortalLayout({ menu, titleOf, noticeSlot }: PortalLayoutProps) {
  const styles = useStyles();
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const phone = useScreenClass().smaller;
  const pages = useMemo(() => portalPages(menu), [menu]);
  const institution = useQuery(myInstitutionQuery).data?.orgName;
  const title = titleOf(pathname) ?? '';
  const [moreOpen, setMoreOpen] = useState(false);
  const closeMore = useCallback(() => setMoreOpen(false), []);
  usePageTitle(title);
  // A block body: this Chromium's scrollTo answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const bar = BOTTOM_BAR_PATHS.flatMap((path) => {
    const page = pages.find((p) => p.path === path);
    return page ? [{ ...page, label: path === PORTAL_HOME ? '首页' : page.title }] : [];
  });
  const moreCurrent = !bar.some((b) => isCurrentPage(b.path, pathname));

  return (
    <div className={mergeClasses(styles.root, phone && styles.withBar)}>
      <header className={styles.header}>
        <Link to={PORTAL_HOME} className={styles.logo} aria-label={`${PRODUCT_NAME} 首页`}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {!phone && <span aria-hidden="true">{PRODUCT_NAME}</span>}
        </Link>
        <span className={styles.institution} data-portal-institution="">
          {institution}
        </span>
        <div className={styles.right}>
          {noticeSlot}
          <PortalUserButton compact={phone} />
        </div>
      </header>
      {!phone && (
        <nav className={styles.topNav} aria-label="客户端导航">
          {pages.map((page) => {
            const current = isCurrentPage(page.path, pathname);
            return (
              <Link
                key={page.path}
                to={page.path}
                className={mergeClasses(styles.topLink, current && styles.topCurrent)}
                aria-current={current ? 'page' : undefined}
              >
                {page.title}
              </Link>
            );
          })}
        </nav>
      )}
      <main className={mergeClasses(styles.main, phone && styles.mainPhone)}>
        {title && <h1 className={styles.title}>{title}</h1>}
        <Suspense fallback={<RouteProgress />}>{outlet}</Suspense>
      </main>
      {phone && (
        <nav className={styles.bar} aria-label="客户端导航">
          {bar.map((item) => {
            const current = isCurrentPage(item.path, pathname);
            return (
              <Link
                key={item.path}
                to={item.path}
                className={mergeClasses(styles.barItem, current && styles.barCurrent)}
                aria-current={current ? 'page' : undefined}
              >
                <span className={styles.barIcon}>{BAR_ICONS[item.path as keyof typeof BAR_ICONS]}</span>
                {item.label}
              </Link>
            );
          })}
          <button
            type="button"
            className={mergeClasses(styles.barItem, moreCurrent && styles.barCurrent)}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen(true)}
          >
            <span className={styles.barIcon}>
              <MoreIcon />
            </span>
            更多
          </button>
        </nav>
      )}
      {phone && moreOpen && <MoreSheet pages={pages} pathname={pathname} onClose={closeMore} />}
    </div>
  );
}
