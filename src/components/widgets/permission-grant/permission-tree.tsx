import { Button, Tree, TreeItem, TreeItemLayout, Tooltip, type TreeItemValue } from '@fluentui/react-components';
import { TextAlignLeftRegular } from '@fluentui/react-icons';
import type { PermissionNode } from './fetch-grant-tree';

export interface PermissionTreeProps {
  roots: readonly PermissionNode[];
  checked: ReadonlySet<string>;
  openItems: ReadonlySet<TreeItemValue>;
  onOpenItemsChange: (items: ReadonlySet<TreeItemValue>) => void;
  onToggle: (key: string, checked: boolean) => void;
  /** Opens the 数据规则 of a menu that has some (its red icon in JeecgBoot). */
  onRules?: (node: PermissionNode) => void;
}

const BUTTON = 2;

/** Menus and buttons with checkboxes (Fluent Tree, multiselect); each check is its own (see toggleChecked). */
export function PermissionTree({
  roots,
  checked,
  openItems,
  onOpenItemsChange,
  onToggle,
  onRules,
}: PermissionTreeProps) {
  const renderNode = (node: PermissionNode) => {
    const children = node.children ?? [];
    const title = node.menuType === BUTTON ? `${node.title}（按钮）` : node.title;
    const rules =
      onRules && node.ruleFlag ? (
        <Tooltip content="数据规则" relationship="label">
          <Button
            size="small"
            appearance="transparent"
            icon={<TextAlignLeftRegular color="#d13438" />}
            onClick={(event) => {
              event.stopPropagation();
              onRules(node);
            }}
          />
        </Tooltip>
      ) : undefined;
    return (
      // Named by its own title (an open branch would otherwise be named by all its children too).
      <TreeItem key={node.key} value={node.key} itemType={children.length > 0 ? 'branch' : 'leaf'} aria-label={title}>
        <TreeItemLayout aside={rules}>{title}</TreeItemLayout>
        {children.length > 0 && <Tree>{children.map(renderNode)}</Tree>}
      </TreeItem>
    );
  };
  return (
    <Tree
      aria-label="菜单与按钮权限"
      selectionMode="multiselect"
      checkedItems={[...checked]}
      openItems={openItems}
      onOpenChange={(_, data) => onOpenItemsChange(data.openItems)}
      onCheckedChange={(_, data) => onToggle(String(data.value), data.checked === true)}
    >
      {roots.map(renderNode)}
    </Tree>
  );
}
