import { useState } from 'react';
import { Button, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { PageHeader } from '@/components/widgets/page-header';
import { LinkedRecordsPanel, rowId, useButtonAccess } from '@/components/crud';
import { DepartTree } from '@/components/widgets/depart-picker';
import { departEntity, departRoleEntity, permissionCode } from '@/domain/entities';
import { DEPART_USERS } from '../api/depart-users-link';
import { DepartRoleAssignDialog } from './depart-role-assign-dialog';
import { DepartRolesPanel } from './depart-roles-panel';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 360px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  tree: { maxHeight: '70vh', overflowY: 'auto', '@media (max-width: 767.98px)': { maxHeight: '40vh' } },
  heading: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  compact: { minWidth: 'auto' },
});

interface DepartRef {
  id: string;
  departName: string;
}

const TABS = [
  { value: 'users', label: '用户信息' },
  { value: 'roles', label: '部门角色' },
] as const;

/** 部门用户 lists the departments the user heads (an administrator: all); its search stays among them. */
const MY_DEPARTS = {
  url: '/sys/sysDepart/queryMyDeptTreeList',
  searchParams: { myDeptSearch: '1' },
  emptyText: '暂无可管理的部门：部门用户只列出您负责的部门（普通员工暂无此权限）',
};

/**
 * 部门用户 (system/DepartUserList, VUE2 DepartUserList): the departments the user heads on the left (searched by name;
 * ticking one chooses it); on the right its 用户信息 — 添加已有用户, 取消关联, 部门角色 (分配) — and its 部门角色 with
 * their grants. Phone widths: the tree above, the rest below.
 */
export default function DepartUserPage() {
  const styles = useStyles();
  const [depart, setDepart] = useState<DepartRef | null>(null);
  const [tab, setTab] = useState<'users' | 'roles'>('users');
  const [assignFor, setAssignFor] = useState<{ id: string; realname: string } | null>(null);
  const edit = useButtonAccess(permissionCode(departEntity, 'edit'));
  const assign = useButtonAccess('system:depart:role:userAdd');
  const canEdit = edit.visible && !edit.disabled;
  return (
    <section className={styles.root} aria-label="部门用户">
      <Card className={styles.card}>
        <Subtitle2 as="h2" className={styles.heading}>
          部门
        </Subtitle2>
        <div className={styles.tree}>
          <DepartTree
            aria-label="选择部门"
            source={MY_DEPARTS}
            checked={depart ? [depart.id] : []}
            onCheck={(node, checked) => setDepart(checked ? { id: node.key, departName: node.title } : null)}
          />
        </div>
      </Card>
      <Card className={styles.card}>
        {depart ? (
          <>
            <PageHeader
              title={`${tab === 'users' ? '部门用户' : departRoleEntity.title}（${depart.departName}）`}
              tabs={{ items: TABS, value: tab, onChange: setTab, 'aria-label': '部门用户与部门角色' }}
            />
            {tab === 'users' ? (
              <LinkedRecordsPanel
                key={depart.id}
                link={DEPART_USERS}
                ownerId={depart.id}
                ownerLabel={`部门「${depart.departName}」`}
                canEdit={canEdit}
                rowActionsExtra={(record) =>
                  assign.visible && (
                    <Button
                      size="small"
                      appearance="transparent"
                      className={styles.compact}
                      disabled={assign.disabled}
                      onClick={() => setAssignFor({ id: rowId(record), realname: String(record.realname ?? '') })}
                    >
                      部门角色
                    </Button>
                  )
                }
              />
            ) : (
              <DepartRolesPanel key={depart.id} departId={depart.id} />
            )}
          </>
        ) : (
          <Text className={styles.muted}>请先在部门树中勾选一个部门，再管理该部门的用户。</Text>
        )}
      </Card>
      {assignFor && depart && (
        <DepartRoleAssignDialog departId={depart.id} user={assignFor} onClose={() => setAssignFor(null)} />
      )}
    </section>
  );
}
