import type { KeyboardEvent, ReactElement } from 'react';
import { makeStyles, mergeClasses, tokens, Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import { FolderRegular, HardDriveRegular } from '@fluentui/react-icons';
import { ROOT, type DiskFolder } from '../api/netdisk-api';

const useStyles = makeStyles({
  selected: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  disabled: { color: tokens.colorNeutralForegroundDisabled },
});

export interface FolderTreeProps {
  folders: readonly DiskFolder[];
  selectedId: string;
  onSelect: (id: string) => void;
  label: string;
  /** The root's name (全部文件). */
  rootName?: string;
  /** Shown greyed (e.g. a moved folder and its subtree). */
  dimmed?: ReadonlySet<string>;
}

/** The disk's folders under its root, all open: a click, Enter or Space selects; arrows move and fold. */
export function FolderTree({ folders, selectedId, onSelect, label, rootName = '全部文件', dimmed }: FolderTreeProps) {
  const styles = useStyles();
  const children = new Map<string, DiskFolder[]>();
  for (const f of folders) children.set(f.parentId, [...(children.get(f.parentId) ?? []), f]);
  const node = (id: string, name: string, icon: ReactElement) => {
    const below = children.get(id) ?? [];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      onSelect(id);
    };
    return (
      <TreeItem
        key={id}
        value={id}
        itemType={below.length > 0 ? 'branch' : 'leaf'}
        aria-selected={id === selectedId}
        aria-label={name}
        onClick={(event) => {
          event.stopPropagation();
          onSelect(id);
        }}
        onKeyDown={onKeyDown}
      >
        <TreeItemLayout
          iconBefore={icon}
          className={mergeClasses(id === selectedId && styles.selected, dimmed?.has(id) && styles.disabled)}
        >
          {name}
        </TreeItemLayout>
        {below.length > 0 && <Tree>{below.map((f) => node(f.id, f.name, <FolderRegular />))}</Tree>}
      </TreeItem>
    );
  };
  return (
    <Tree
      aria-label={label}
      defaultOpenItems={[ROOT, ...folders.map((f) => f.id)]}
      onOpenChange={(event) => event.stopPropagation()}
    >
      {node(ROOT, rootName, <HardDriveRegular />)}
    </Tree>
  );
}
