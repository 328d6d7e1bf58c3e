import { useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage, rowId, useButtonAccess, type EntityRecord } from '@/components/crud';
import { permissionCode, roleEntity } from '@/domain/entities';
import { PermissionGrantDrawer, roleGrant } from '@/components/widgets/permission-grant';
import { RoleUsersDrawer } from './role-users-drawer';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

interface RoleRef {
  id: string;
  roleName: string;
}

const roleOf = (record: EntityRecord): RoleRef => ({ id: rowId(record), roleName: String(record.roleName ?? '') });

/** 角色管理 (system/RoleList): roles, 授权 (menu and button permissions) and 用户 (the role's users). */
export default function RoleListPage() {
  const styles = useStyles();
  const [grantFor, setGrantFor] = useState<RoleRef | null>(null);
  const [usersFor, setUsersFor] = useState<RoleRef | null>(null);
  const edit = useButtonAccess(permissionCode(roleEntity, 'edit'));
  const canEdit = edit.visible && !edit.disabled;
  return (
    <>
      <EntityListPage
        entity={roleEntity}
        rowActionsExtra={(record) => (
          <>
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              onClick={() => setGrantFor(roleOf(record))}
            >
              授权
            </Button>
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              onClick={() => setUsersFor(roleOf(record))}
            >
              用户
            </Button>
          </>
        )}
      />
      {grantFor && (
        <PermissionGrantDrawer target={roleGrant(grantFor)} canSave={canEdit} onClose={() => setGrantFor(null)} />
      )}
      {usersFor && <RoleUsersDrawer role={usersFor} canEdit={canEdit} onClose={() => setUsersFor(null)} />}
    </>
  );
}
