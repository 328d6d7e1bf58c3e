import { useState, type KeyboardEvent } from 'react';
import {
  makeStyles,
  mergeClasses,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
} from '@fluentui/react-components';
import { FolderRegular } from '@fluentui/react-icons';
import type { FolderNode } from '../api/document-api';

const useStyles = makeStyles({
  selected: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
});

export interface FolderTreeProps {
  nodes: readonly FolderNode[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A first item that clears the selection (e.g. 全部目录). */
  allLabel?: string;
  'aria-label': string;
}

/** The folders as a tree, every branch open at first: a click (or Enter / Space) selects, the chevron folds. */
export function FolderTree({ nodes, selectedId, onSelect, allLabel, ...rest }: FolderTreeProps) {
  const styles = useStyles();
  const [closed, setClosed] = useState<ReadonlySet<TreeItemValue>>(new Set());
  const open = new Set<TreeItemValue>();
  const collect = (list: readonly FolderNode[]) =>
    list.forEach((n) => {
      if (n.children.length > 0 && !closed.has(n.folder.id)) open.add(n.folder.id);
      collect(n.children);
    });
  collect(nodes);

  const item = (key: string, title: string, id: string | null, children?: readonly FolderNode[]) => {
    const selected = id === selectedId;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onSelect(id);
    };
    return (
      <TreeItem
        key={key}
        value={key}
        itemType={children && children.length > 0 ? 'branch' : 'leaf'}
        aria-selected={selected}
        aria-label={title}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(id);
        }}
        onKeyDown={onKeyDown}
      >
        <TreeItemLayout iconBefore={<FolderRegular />} className={mergeClasses(selected && styles.selected)}>
          {title}
        </TreeItemLayout>
        {children && children.length > 0 && <Tree>{children.map(renderNode)}</Tree>}
      </TreeItem>
    );
  };
  const renderNode = (node: FolderNode) => item(node.folder.id, node.folder.name, node.folder.id, node.children);

  return (
    <Tree
      aria-label={rest['aria-label']}
      openItems={open}
      onOpenChange={(_, data) => {
        // A click on the name selects; the chevron and the keyboard open and close.
        if (data.type === 'Click' || data.type === 'Enter') return;
        const next = new Set(closed);
        if (data.open) next.delete(data.value);
        else next.add(data.value);
        setClosed(next);
      }}
    >
      {allLabel && item('__all__', allLabel, null)}
      {nodes.map(renderNode)}
    </Tree>
  );
}
