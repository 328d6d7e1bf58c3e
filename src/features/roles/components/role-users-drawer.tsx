import { useMemo, useState } from 'react';
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
} from '@fluentui/react-components';
import { DismissRegular, LinkDismissRegular, PersonAddRegular } from '@fluentui/react-icons';
import { EntityListPage, rowId } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { useRoleUserLinks } from '../hooks/use-role-user-links';
import { ROLE_USER_URLS, roleUserEntity, userPickEntity } from '../api/role-user-entity';
import { UserPickerDialog } from '@/components/widgets/user-picker-dialog';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

export interface RoleUsersDrawerProps {
  role: { id: string; roleName: string };
  /** Whether the user may change the role's users (system:role:edit). */
  canEdit: boolean;
  onClose: () => void;
}

/** 用户 of a role: its users, 添加已有用户 (a user picker) and 取消关联 (one or the selection). */
export function RoleUsersDrawer({ role, canEdit, onClose }: RoleUsersDrawerProps) {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const { confirm, element } = useConfirm();
  const links = useRoleUserLinks(role.id, confirm);
  const [picking, setPicking] = useState(false);
  const extraParams = useMemo(() => ({ roleId: role.id }), [role.id]);

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
        <EntityListPage
          entity={roleUserEntity}
          urls={ROLE_USER_URLS}
          extraParams={extraParams}
          saveCode="role-users"
          toolbarExtra={(context) =>
            canEdit && (
              <>
                <Button icon={<PersonAddRegular />} appearance="primary" onClick={() => setPicking(true)}>
                  添加已有用户
                </Button>
                <Button
                  icon={<LinkDismissRegular />}
                  disabled={links.busy}
                  onClick={() => void links.removeSelected(context)}
                >
                  取消关联
                </Button>
              </>
            )
          }
          rowActionsExtra={(record, context) =>
            canEdit && (
              <Button
                size="small"
                appearance="transparent"
                className={styles.compact}
                disabled={links.busy}
                onClick={() => void links.removeOne(rowId(record), context)}
              >
                取消关联
              </Button>
            )
          }
        />
        {picking && (
          <UserPickerDialog
            title="添加已有用户"
            entity={userPickEntity}
            onPick={links.addUsers}
            onClose={() => setPicking(false)}
          />
        )}
        {element}
      </DrawerBody>
    </OverlayDrawer>
  );
}
