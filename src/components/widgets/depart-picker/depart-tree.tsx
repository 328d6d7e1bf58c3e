import { useEffect, useState } from 'react';
import {
  makeStyles,
  SearchBox,
  Spinner,
  Text,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeItemValue,
} from '@fluentui/react-components';
import { useTreeLoader } from '@/components/widgets/dict/tree-loader';
import { LoadingTreeItem } from '@/components/widgets/dict/tree-picker';
import type { TreeNode } from '@/components/widgets/dict/tree-node';
import { DEPART_LEVEL_URL, DEPART_SEARCH_URL } from './depart-source';

const useStyles = makeStyles({ search: { width: '100%', maxWidth: '100%', marginBottom: '8px' } });

export interface DepartTreeProps {
  /** Keys of the checked departments. */
  checked: string[];
  /** A department checked or unchecked (its title for the chips). */
  onCheck: (node: TreeNode, checked: boolean) => void;
  'aria-label'?: string;
  /** Where the tree comes from (default every department) and what its search adds (部门用户: `myDeptSearch`). */
  source?: { url: string; searchParams?: Record<string, string>; emptyText: string };
}

/**
 * The department tree with a name search (Enter searches, an empty box shows the tree again); checkable. Without a
 * `source` it loads a level at a time (queryDepartTreeSync: the roots open, a branch's children on first opening);
 * a search answers whole subtrees.
 */
export function DepartTree({ checked, onCheck, 'aria-label': ariaLabel = '部门', source }: DepartTreeProps) {
  const styles = useStyles();
  const load = useTreeLoader('depart');
  const [keyWord, setKeyWord] = useState('');
  const [shown, setShown] = useState<{ keyWord: string; nodes: TreeNode[] } | null>(null);
  const [asked, setAsked] = useState('');
  const [openItems, setOpenItems] = useState<Set<TreeItemValue>>(new Set());
  const [loaded, setLoaded] = useState<Record<string, TreeNode[]>>({});

  const loadChildren = (nodes: TreeNode[]) => {
    for (const node of nodes.filter((n) => !n.isLeaf && !n.children && !loaded[n.key]))
      void load(DEPART_LEVEL_URL, { pid: node.key }).then((kids) =>
        setLoaded((prev) => ({ ...prev, [node.key]: kids })),
      );
  };

  useEffect(() => {
    let live = true;
    const search = { keyWord: asked, ...source?.searchParams };
    void (asked ? load(DEPART_SEARCH_URL, search) : load(source?.url ?? DEPART_LEVEL_URL)).then((nodes) => {
      if (!live) return;
      setShown({ keyWord: asked, nodes });
      setOpenItems(new Set(nodes.map((n) => n.key)));
      loadChildren(nodes);
    });
    return () => {
      live = false;
    };
    // loadChildren reads the loaded levels of this render; a new answer needs only the roots' children.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked, load, source?.url, source?.searchParams]);

  const byKey = new Map<string, TreeNode>();
  const renderNode = (node: TreeNode) => {
    byKey.set(node.key, node);
    const children = node.children ?? loaded[node.key];
    const branch = children ? children.length > 0 : !node.isLeaf;
    return (
      <TreeItem key={node.key} value={node.key} itemType={branch ? 'branch' : 'leaf'}>
        <TreeItemLayout>{node.title}</TreeItemLayout>
        {branch && <Tree>{children ? children.map(renderNode) : <LoadingTreeItem parentKey={node.key} />}</Tree>}
      </TreeItem>
    );
  };

  return (
    <div>
      <SearchBox
        className={styles.search}
        placeholder="请输入部门名称"
        aria-label="搜索部门"
        value={keyWord}
        onChange={(_, d) => {
          setKeyWord(d.value);
          if (!d.value.trim()) setAsked('');
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setAsked(keyWord.trim());
        }}
      />
      {shown === null || shown.keyWord !== asked ? (
        <Spinner size="tiny" label="加载中…" />
      ) : shown.nodes.length === 0 ? (
        <Text>{(!asked && source?.emptyText) || '暂无数据'}</Text>
      ) : (
        <Tree
          key={asked}
          aria-label={ariaLabel}
          selectionMode="multiselect"
          checkedItems={checked}
          openItems={openItems}
          onOpenChange={(_, data) => {
            setOpenItems(data.openItems);
            const node = byKey.get(String(data.value));
            if (data.open && node) loadChildren([node]);
          }}
          onCheckedChange={(_, data) => {
            const node = byKey.get(String(data.value));
            if (node) onCheck(node, data.checked === true);
          }}
        >
          {shown.nodes.map(renderNode)}
        </Tree>
      )}
    </div>
  );
}

/** The checked departments after one is checked or unchecked: single mode keeps only the newest. */
export function nextChecked<T extends { id: string }>(current: T[], item: T, checked: boolean, multiple: boolean): T[] {
  if (!checked) return current.filter((c) => c.id !== item.id);
  if (!multiple) return [item];
  return current.some((c) => c.id === item.id) ? current : [...current, item];
}
