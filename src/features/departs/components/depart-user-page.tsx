import { useState } from 'react';
import { Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { LinkedRecordsPanel, useButtonAccess } from '@/components/crud';
import { DepartTree } from '@/components/widgets/depart-picker';
import { departEntity, permissionCode } from '@/domain/entities';
import { DEPART_USERS } from '../api/depart-users-link';

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
});

interface DepartRef {
  id: string;
  departName: string;
}

/**
 * 部门用户 (system/DepartUserList, VUE2 DepartUserList): the department tree on the left (searched by name; ticking a
 * department chooses it), its users on the right — 添加已有用户, 取消关联 (one or the selection), searched like the
 * user list. Phone widths: the tree above, the users below.
 */
export default function DepartUserPage() {
  const styles = useStyles();
  const [depart, setDepart] = useState<DepartRef | null>(null);
  const edit = useButtonAccess(permissionCode(departEntity, 'edit'));
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
            checked={depart ? [depart.id] : []}
            onCheck={(node, checked) => setDepart(checked ? { id: node.key, departName: node.title } : null)}
          />
        </div>
      </Card>
      <Card className={styles.card}>
        {depart ? (
          <>
            <Subtitle2 as="h2" className={styles.heading}>
              部门用户（{depart.departName}）
            </Subtitle2>
            <LinkedRecordsPanel
              key={depart.id}
              link={DEPART_USERS}
              ownerId={depart.id}
              ownerLabel={`部门「${depart.departName}」`}
              canEdit={canEdit}
            />
          </>
        ) : (
          <Text className={styles.muted}>请先在部门树中勾选一个部门，再管理该部门的用户。</Text>
        )}
      </Card>
    </section>
  );
}
