import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { LinkedRecordsPanel } from '@/components/crud';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { ROLE_USERS } from '../api/role-users-link';

export interface RoleUsersDrawerProps {
  role: { id: string; roleName: string };
  /** Whether the user may change the role's users (system:role:edit). */
  canEdit: boolean;
  onClose: () => void;
}

/** 用户 of a role: its users, 添加已有用户 (a user picker) and 取消关联 (one or the selection). */
export function RoleUsersDrawer({ role, canEdit, onClose }: RoleUsersDrawerProps) {
  const isPhone = useIsPhone();
  return (
    <OverlayDrawer open position="end" size={isPhone ? 'full' : 'large'} onOpenChange={(_, d) => !d.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
        >
          角色用户（{role.roleName}）
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <LinkedRecordsPanel
          link={ROLE_USERS}
          ownerId={role.id}
          ownerLabel={`角色「${role.roleName}」`}
          canEdit={canEdit}
        />
      </DrawerBody>
    </OverlayDrawer>
  );
}
