import { useState } from 'react';
import { Button, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import {
  EntityListPage,
  LinkedRecordsPanel,
  READ_ONLY_LIST,
  rowId,
  useButtonAccess,
  type EntityRecord,
} from '@/components/crud';
import { permissionCode, roleEntity } from '@/domain/entities';
import { ROLE_USERS } from '../api/role-users-link';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(360px, 5fr) minmax(0, 7fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  compact: { minWidth: 'auto' },
});

interface RoleRef {
  id: string;
  roleName: string;
}

const ROLE_COLUMNS = ['roleName', 'roleCode'] as const;

/**
 * 角色用户 (system/RoleUserList, VUE2 RoleUserList): the roles on the left (searched by name and code), the chosen
 * role's users on the right — 添加已有用户, 取消关联 (one or the selection), searched like the user list. Phone
 * widths: the roles above, the users below.
 */
export default function RoleUserPage() {
  const styles = useStyles();
  const [role, setRole] = useState<RoleRef | null>(null);
  const edit = useButtonAccess(permissionCode(roleEntity, 'edit'));
  const canEdit = edit.visible && !edit.disabled;
  return (
    <section className={styles.root} aria-label="角色用户">
      <Card className={styles.card}>
        <Subtitle2 as="h2" className={styles.heading}>
          角色
        </Subtitle2>
        <EntityListPage
          entity={roleEntity}
          title="角色"
          columns={ROLE_COLUMNS}
          actions={READ_ONLY_LIST}
          saveCode="role-user-list-roles"
          rowActionsExtra={(record: EntityRecord) => {
            const id = rowId(record);
            const chosen = role?.id === id;
            return (
              <Button
                size="small"
                appearance={chosen ? 'primary' : 'transparent'}
                className={styles.compact}
                aria-pressed={chosen}
                onClick={() => setRole({ id, roleName: String(record.roleName ?? '') })}
              >
                {chosen ? '已选择' : '查看用户'}
              </Button>
            );
          }}
        />
      </Card>
      <Card className={styles.card}>
        {role ? (
          <>
            <Subtitle2 as="h2" className={styles.heading}>
              角色用户（{role.roleName}）
            </Subtitle2>
            <LinkedRecordsPanel
              key={role.id}
              link={ROLE_USERS}
              ownerId={role.id}
              ownerLabel={`角色「${role.roleName}」`}
              canEdit={canEdit}
            />
          </>
        ) : (
          <Text className={styles.muted}>请先在左侧角色列表中点击「查看用户」，再管理该角色的用户。</Text>
        )}
      </Card>
    </section>
  );
}
