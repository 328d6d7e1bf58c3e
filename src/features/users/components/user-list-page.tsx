import { useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage, useButtonAccess, type EntityRecord, type FormContext } from '@/components/crud';
import { userListOptions } from '../user-list-options';
import { FreezeButtons } from './freeze-buttons';
import { UserLinksFields } from './user-links-fields';
import { UserPasswordDialog } from './user-password-dialog';
import { UserStatusBadge } from './user-status-badge';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

const cells = { status: (record: EntityRecord) => <UserStatusBadge record={record} /> };
const form = { renderExtra: (context: FormContext) => <UserLinksFields context={context} /> };

/**
 * 用户管理 (system/UserList): the user list and form (with 角色分配 and 部门分配), 冻结 / 解冻 of the
 * selection and the 密码 row action.
 */
export default function UserListPage() {
  const styles = useStyles();
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const changePassword = useButtonAccess('system:user:changepwd');
  return (
    <>
      <EntityListPage
        {...userListOptions}
        cells={cells}
        form={form}
        toolbarExtra={(context) => <FreezeButtons context={context} />}
        rowActionsExtra={(record) =>
          changePassword.visible && (
            <Button
              size="small"
              appearance="transparent"
              className={styles.compact}
              disabled={changePassword.disabled}
              onClick={() => setPasswordFor(String(record.username ?? ''))}
            >
              密码
            </Button>
          )
        }
      />
      {passwordFor !== null && <UserPasswordDialog username={passwordFor} onClose={() => setPasswordFor(null)} />}
    </>
  );
}
