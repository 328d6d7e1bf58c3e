import { lazy, Suspense, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage, useButtonAccess, type FieldInputProps, type FormContext } from '@/components/crud';
import type { RecordOf } from '@/domain/entities';
import type { userEntity } from '@/domain/entities/user';
import { userListOptions } from '../user-list-options';

type User = RecordOf<typeof userEntity>;
import { FreezeButtons } from './freeze-buttons';
import { UserStatusBadge } from './user-status-badge';

// Parts of dialogs: loaded when one first opens.
const UserLinksFields = lazy(() => import('./user-links-fields').then((m) => ({ default: m.UserLinksFields })));
const UserPhoneInput = lazy(() => import('./user-phone-input').then((m) => ({ default: m.UserPhoneInput })));
const UserPasswordDialog = lazy(() =>
  import('./user-password-dialog').then((m) => ({ default: m.UserPasswordDialog })),
);

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

const cells = { status: (record: User) => <UserStatusBadge record={record} /> };
const form = {
  renderExtra: (context: FormContext) => <UserLinksFields context={context} />,
  fieldRenderers: {
    phone: (input: FieldInputProps, context: FormContext) => (
      <Suspense fallback={null}>
        <UserPhoneInput input={input} form={context} />
      </Suspense>
    ),
  },
};

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
              onClick={() => setPasswordFor(record.username)}
            >
              密码
            </Button>
          )
        }
      />
      <Suspense fallback={null}>
        {passwordFor !== null && <UserPasswordDialog username={passwordFor} onClose={() => setPasswordFor(null)} />}
      </Suspense>
    </>
  );
}
