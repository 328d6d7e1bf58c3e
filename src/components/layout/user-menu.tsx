import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { menuEntryAt } from '@/access/fetch-permissions';
import { usePermissionSet } from '@/access/permission-context';
import { logoutAndReload } from '@/session/logout';
import { UserButton } from './user-button';

// Opened from the menu only: their forms are not part of the first paint.
const ChangePasswordDialog = lazy(() =>
  import('@/components/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const DepartmentDialog = lazy(() =>
  import('@/components/account/department-dialog').then((m) => ({ default: m.DepartmentDialog })),
);

const ACCOUNT_PAGES = [
  { path: '/account/center', title: '个人中心' },
  { path: '/account/settings', title: '个人设置' },
];

/** The user's button (named after the real name): 个人中心 / 个人设置 (when the menu holds them), 修改密码, 切换部门, 退出登录. */
export function UserMenu({ compact, defaultOpen }: { compact: boolean; defaultOpen?: boolean }) {
  const queryClient = useQueryClient();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  const navigate = useNavigate();
  const menu = usePermissionSet()?.menu ?? [];
  const accountPages = ACCOUNT_PAGES.filter((p) => menuEntryAt(menu, p.path));
  return (
    <>
      <Menu defaultOpen={defaultOpen}>
        <MenuTrigger disableButtonEnhancement>
          <UserButton compact={compact} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {accountPages.map((p) => (
              <MenuItem key={p.path} onClick={() => void navigate(p.path)}>
                {p.title}
              </MenuItem>
            ))}
            <MenuItem onClick={() => setPasswordOpen(true)}>修改密码</MenuItem>
            <MenuItem onClick={() => setDepartOpen(true)}>切换部门</MenuItem>
            <MenuItem onClick={() => void logoutAndReload(queryClient)}>退出登录</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <Suspense fallback={null}>
        {passwordOpen && <ChangePasswordDialog onClose={() => setPasswordOpen(false)} />}
        {departOpen && (
          <DepartmentDialog
            onSelected={() => setDepartOpen(false)}
            onEmpty={() => setDepartOpen(false)}
            onClose={() => setDepartOpen(false)}
          />
        )}
      </Suspense>
    </>
  );
}
