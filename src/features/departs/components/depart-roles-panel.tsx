import { useMemo, useState } from 'react';
import { Button, makeStyles } from '@fluentui/react-components';
import { EntityListPage, useButtonAccess } from '@/components/crud';
import { departRoleGrant, PermissionGrantDrawer } from '@/components/widgets/permission-grant';
import { departRoleEntity, permissionCode, type RecordOf } from '@/domain/entities';

const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

type DepartRole = RecordOf<typeof departRoleEntity>;

/** 部门角色 of one department (VUE2 DeptRoleInfo): the list, 新建 / 编辑 / 删除, and 授权 from its department's menus. */
export function DepartRolesPanel({ departId }: { departId: string }) {
  const styles = useStyles();
  const [grantFor, setGrantFor] = useState<DepartRole | null>(null);
  const edit = useButtonAccess(permissionCode(departRoleEntity, 'edit'));
  const extraParams = useMemo(() => ({ deptId: departId }), [departId]);
  const form = useMemo(
    () => ({ transformSubmit: (values: Record<string, unknown>) => ({ ...values, departId }) }),
    [departId],
  );
  return (
    <>
      <EntityListPage
        entity={departRoleEntity}
        extraParams={extraParams}
        saveCode="depart-roles"
        form={form}
        rowActionsExtra={(record) => (
          <Button size="small" appearance="transparent" className={styles.compact} onClick={() => setGrantFor(record)}>
            授权
          </Button>
        )}
      />
      {grantFor && (
        <PermissionGrantDrawer
          target={departRoleGrant({ id: grantFor.id, roleName: grantFor.roleName, departId })}
          canSave={edit.visible && !edit.disabled}
          emptyText="无可配置部门权限!（请先在部门管理中给该部门授权）"
          onClose={() => setGrantFor(null)}
        />
      )}
    </>
  );
}
