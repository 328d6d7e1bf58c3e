import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Menu,
  MenuItem as FluentMenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  OverlayDrawer,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { NavigationRegular, PersonCircleRegular, DismissRegular } from '@fluentui/react-icons';
import type { MenuItem } from '@/domain/permission-types';
import { HOME_PATH, PRODUCT_NAME } from '@/domain/constants';
import { useSession } from '@/session/session-store';
import { logoutAndReload } from '@/session/logout';
import { ChangePasswordDialog } from '@/session/change-password-dialog';
import { DepartmentDialog } from '@/session/department-dialog';
import { SideMenuTree } from './side-menu-tree';
import { RouteProgress } from './route-progress';

const MOBILE_QUERY = '(max-width: 1087.99px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100%' },
  header: {
    height: '56px',
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '0 16px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  spacer: { flexGrow: 1 },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  aside: {
    width: '208px',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
    padding: '8px 0',
    [`@media ${MOBILE_QUERY}`]: { display: 'none' },
  },
  menuButton: { display: 'none', [`@media ${MOBILE_QUERY}`]: { display: 'inline-flex' } },
  main: { flexGrow: 1, minWidth: 0, padding: '16px', boxSizing: 'border-box' },
  title: { '@media (max-width: 499.99px)': { display: 'none' } },
});

/** A plain layout: header with the user menu, the server's menu on the side (a drawer on phones), the page. */
export function PlainLayout({ menu, children }: { menu: MenuItem[]; children: ReactNode }) {
  const styles = useStyles();
  const { userInfo } = useSession();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Button
          className={styles.menuButton}
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label="菜单"
          onClick={() => setDrawerOpen(true)}
        />
        <Link to={HOME_PATH} className={styles.logo}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className={styles.title}>{PRODUCT_NAME}</span>
        </Link>
        <span className={styles.spacer} />
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button appearance="subtle" icon={<PersonCircleRegular />}>
              {userInfo?.realname ?? ''}
            </Button>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <FluentMenuItem onClick={() => setPasswordOpen(true)}>修改密码</FluentMenuItem>
              <FluentMenuItem onClick={() => setDepartOpen(true)}>切换部门</FluentMenuItem>
              <FluentMenuItem onClick={() => void logoutAndReload(queryClient)}>退出登录</FluentMenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </header>
      <div className={styles.body}>
        <nav className={styles.aside} aria-label="侧边菜单">
          <SideMenuTree menu={menu} />
        </nav>
        <main className={styles.main}>
          <Suspense fallback={<RouteProgress />}>{children}</Suspense>
        </main>
      </div>
      <OverlayDrawer
        open={drawerOpen}
        onOpenChange={(_, d) => setDrawerOpen(d.open)}
        position="start"
        style={{ width: 200 }}
      >
        <DrawerHeader>
          <DrawerHeaderTitle
            action={
              <Button
                appearance="subtle"
                aria-label="关闭菜单"
                icon={<DismissRegular />}
                onClick={() => setDrawerOpen(false)}
              />
            }
          >
            菜单
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <SideMenuTree menu={menu} onNavigate={() => setDrawerOpen(false)} />
        </DrawerBody>
      </OverlayDrawer>
      {passwordOpen && <ChangePasswordDialog onClose={() => setPasswordOpen(false)} />}
      {departOpen && (
        <DepartmentDialog
          onSelected={() => setDepartOpen(false)}
          onEmpty={() => setDepartOpen(false)}
          onClose={() => setDepartOpen(false)}
        />
      )}
    </div>
  );
}
