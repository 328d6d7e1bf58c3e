import { lazy, Suspense, useState } from 'react';
import { Button, Card, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { KeyMultipleRegular } from '@fluentui/react-icons';
import { departGrant, PermissionGrantDrawer } from '@/components/widgets/permission-grant';
import { useButtonAccess } from '@/components/crud';
import { departEntity, permissionCode } from '@/domain/entities';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { useDepartActions } from '../hooks/use-depart-actions';
import { useDepartTreeState } from '../hooks/use-depart-tree';
import { DepartInfo } from './depart-info';
import { DepartTreePanel } from './depart-tree-panel';
import { DepartUsersPanel } from './depart-users-panel';

const DepartFormDialog = lazy(() => import('./depart-form-dialog').then((m) => ({ default: m.DepartFormDialog })));

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(320px, 440px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  heading: { margin: 0 },
  titleRow: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * 部门管理 (system/DepartList): the department tree (search, 添加部门, 添加下级, 编辑, 删除) and the
 * selected department's 基本信息, 部门权限 (the menus its department roles may be granted) and 部门用户.
 * Phone widths: the tree above, the panel below.
 */
export default function DepartListPage() {
  const styles = useStyles();
  const tree = useDepartTreeState();
  const { confirm, element } = useConfirm();
  const actions = useDepartActions(tree.selected, (id) => id === tree.selected?.id && tree.select(null), confirm);
  const access = {
    add: useButtonAccess(permissionCode(departEntity, 'add')),
    edit: useButtonAccess(permissionCode(departEntity, 'edit')),
    remove: useButtonAccess('system:depart:delete'),
  };
  const canEditUsers = access.edit.visible && !access.edit.disabled;
  const selected = tree.selected;
  const [granting, setGranting] = useState(false);
  const parentTitle = selected?.parentId ? tree.index.byId.get(selected.parentId)?.title : undefined;

  return (
    <section className={styles.root} aria-label="部门管理">
      <Card className={styles.card}>
        <DepartTreePanel state={tree} actions={actions} access={access} />
      </Card>
      <Card className={styles.card}>
        {selected ? (
          <div className={styles.section}>
            <div className={styles.titleRow}>
              <Subtitle2 as="h2" className={styles.heading}>
                {selected.departName}
              </Subtitle2>
              <Button icon={<KeyMultipleRegular />} onClick={() => setGranting(true)}>
                部门权限
              </Button>
            </div>
            <DepartInfo depart={selected} parentTitle={parentTitle} />
            <Subtitle2 as="h3" className={styles.heading}>
              部门用户
            </Subtitle2>
            <DepartUsersPanel
              key={selected.id}
              departId={selected.id}
              departName={selected.departName}
              canEdit={canEditUsers}
            />
          </div>
        ) : (
          <Text className={styles.muted}>请先在部门树中选择一个部门，查看其基本信息和部门用户。</Text>
        )}
      </Card>
      <Suspense fallback={null}>
        {actions.form && (
          <DepartFormDialog
            key={actions.form.key}
            request={actions.form}
            index={tree.index}
            onClose={actions.closeForm}
          />
        )}
      </Suspense>
      {granting && selected && (
        <PermissionGrantDrawer
          key={selected.id}
          target={departGrant(selected)}
          canSave={canEditUsers}
          onClose={() => setGranting(false)}
        />
      )}
      {element}
    </section>
  );
}
