import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { logoutAndReload } from '@/session/logout';
import { UserButton } from './user-button';

// Opened from the menu only: their forms are not part of the first paint.
const ChangePasswordDialog = lazy(() =>
  import('@/components/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const DepartmentDialog = lazy(() =>
  import('@/components/account/department-dialog').then((m) => ({ default: m.DepartmentDialog })),
);

/** The user's button (named after the real name): 修改密码, 切换部门, 退出登录. */
export function UserMenu({ compact, defaultOpen }: { compact: boolean; defaultOpen?: boolean }) {
  const queryClient = useQueryClient();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  return (
    <>
      <Menu defaultOpen={defaultOpen}>
        <MenuTrigger disableButtonEnhancement>
          <UserButton compact={compact} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
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
