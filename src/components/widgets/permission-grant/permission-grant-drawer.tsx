import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Spinner,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { DataRuleDialog } from './data-rule-dialog';
import type { PermissionNode } from './fetch-grant-tree';
import type { GrantTarget } from './grant-target';
import { usePermissionGrant } from './use-permission-grant';
import { PermissionTree } from './permission-tree';

const useStyles = makeStyles({
  tools: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px',
    alignItems: 'center',
    paddingBottom: '8px',
    marginBottom: '8px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  footer: { display: 'flex', gap: '8px', justifyContent: 'flex-end', width: '100%' },
});

export interface PermissionGrantDrawerProps {
  target: GrantTarget;
  /** Whether the user may save (the grantee's edit button). */
  canSave: boolean;
  onClose: () => void;
  /** Said when the tree is empty (a department role whose department holds nothing). */
  emptyText?: string;
}

/**
 * 授权 of a role, a department or a department role: its menus and buttons as a checkbox tree, each menu's 数据规则
 * behind its icon; 仅保存 keeps the drawer, 保存并关闭 closes it.
 */
export function PermissionGrantDrawer({ target, canSave, onClose, emptyText }: PermissionGrantDrawerProps) {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const state = usePermissionGrant(target);
  const busy = state.saving || state.isLoading;
  const [rulesOf, setRulesOf] = useState<PermissionNode | null>(null);

  return (
    <OverlayDrawer
      open
      position="end"
      size={isPhone ? 'full' : 'medium'}
      onOpenChange={(_, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
        >
          {target.title}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <div className={styles.tools} role="toolbar" aria-label="权限树操作">
          <Button size="small" onClick={state.checkAll} disabled={busy}>
            全部勾选
          </Button>
          <Button size="small" onClick={state.uncheckAll} disabled={busy}>
            取消全选
          </Button>
          <Button size="small" onClick={state.expandAll} disabled={busy}>
            展开全部
          </Button>
          <Button size="small" onClick={state.collapseAll} disabled={busy}>
            折叠全部
          </Button>
          <Switch label="父子关联" checked={state.linked} onChange={(_, d) => state.setLinked(d.checked)} />
        </div>
        {state.isLoading && <Spinner size="small" label="加载中…" />}
        {state.loadFailed && (
          <MessageBar intent="error">
            <MessageBarBody>权限数据加载失败，请关闭后重试。</MessageBarBody>
          </MessageBar>
        )}
        {!state.isLoading && !state.loadFailed && state.roots.length === 0 && emptyText && (
          <MessageBar intent="info">
            <MessageBarBody>{emptyText}</MessageBarBody>
          </MessageBar>
        )}
        {!state.isLoading && !state.loadFailed && (
          <PermissionTree
            onRules={setRulesOf}
            roots={state.roots}
            checked={state.checked}
            openItems={state.openItems}
            onOpenItemsChange={state.setOpenItems}
            onToggle={state.toggle}
          />
        )}
      </DrawerBody>
      <DrawerFooter>
        <div className={styles.footer}>
          <Button onClick={onClose}>取消</Button>
          {canSave && (
            <>
              <Button disabled={busy} onClick={() => void state.save()}>
                仅保存
              </Button>
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() => void state.save().then((ok) => ok && onClose())}
              >
                保存并关闭
              </Button>
            </>
          )}
        </div>
      </DrawerFooter>
      {rulesOf && <DataRuleDialog target={target} menu={rulesOf} canSave={canSave} onClose={() => setRulesOf(null)} />}
    </OverlayDrawer>
  );
}
