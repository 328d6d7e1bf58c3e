import type { KeyboardEvent } from 'react';
import {
  makeStyles,
  mergeClasses,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
} from '@fluentui/react-components';
import type { DepartNode } from '../api/fetch-depart-tree';

const useStyles = makeStyles({
  selected: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
});

export interface DepartTreeViewProps {
  nodes: readonly DepartNode[];
  selectedId: string | null;
  openItems: ReadonlySet<TreeItemValue>;
  onOpenItemsChange: (items: ReadonlySet<TreeItemValue>) => void;
  onSelect: (node: DepartNode) => void;
}

/**
 * The departments as a tree: a click (or Enter / Space) selects a department, the chevron and the arrow
 * keys open and close branches.
 */
export function DepartTreeView({ nodes, selectedId, openItems, onOpenItemsChange, onSelect }: DepartTreeViewProps) {
  const styles = useStyles();
  const renderNode = (node: DepartNode) => {
    const children = node.children ?? [];
    const selected = node.id === selectedId;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onSelect(node);
    };
    return (
      <TreeItem
        key={node.key}
        value={node.key}
        itemType={children.length > 0 ? 'branch' : 'leaf'}
        aria-selected={selected}
        aria-label={node.title}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(node);
        }}
        onKeyDown={onKeyDown}
      >
        <TreeItemLayout className={mergeClasses(selected && styles.selected)}>{node.title}</TreeItemLayout>
        {children.length > 0 && <Tree>{children.map(renderNode)}</Tree>}
      </TreeItem>
    );
  };
  return (
    <Tree
      aria-label="部门树"
      openItems={openItems}
      onOpenChange={(_, data) => {
        // A click on the name selects; the chevron and the keyboard open and close.
        if (data.type === 'Click' || data.type === 'Enter') return;
        onOpenItemsChange(data.openItems);
      }}
    >
      {nodes.map(renderNode)}
    </Tree>
  );
}
