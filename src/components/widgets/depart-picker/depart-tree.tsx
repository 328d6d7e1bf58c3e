import { useEffect, useState } from 'react';
import { makeStyles, SearchBox, Spinner, Text, Tree, TreeItem, TreeItemLayout } from '@fluentui/react-components';
import { useTreeLoader } from '@/components/widgets/dict/tree-loader';
import type { TreeNode } from '@/components/widgets/dict/tree-node';
import { DEPART_SEARCH_URL, DEPART_TREE_URL } from './depart-source';

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

/** The department tree with a name search (Enter searches, an empty box shows the whole tree again); checkable. */
export function DepartTree({ checked, onCheck, 'aria-label': ariaLabel = '部门', source }: DepartTreeProps) {
  const styles = useStyles();
  const load = useTreeLoader('depart');
  const [keyWord, setKeyWord] = useState('');
  const [shown, setShown] = useState<{ keyWord: string; nodes: TreeNode[] } | null>(null);
  const [asked, setAsked] = useState('');

  useEffect(() => {
    let live = true;
    const search = { keyWord: asked, ...source?.searchParams };
    void (asked ? load(DEPART_SEARCH_URL, search) : load(source?.url ?? DEPART_TREE_URL)).then((nodes) => {
      if (live) setShown({ keyWord: asked, nodes });
    });
    return () => {
      live = false;
    };
  }, [asked, load, source?.url, source?.searchParams]);

  const byKey = new Map<string, TreeNode>();
  const renderNode = (node: TreeNode) => {
    byKey.set(node.key, node);
    const children = node.children ?? [];
    return (
      <TreeItem key={node.key} value={node.key} itemType={children.length > 0 ? 'branch' : 'leaf'}>
        <TreeItemLayout>{node.title}</TreeItemLayout>
        {children.length > 0 && <Tree>{children.map(renderNode)}</Tree>}
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
          defaultOpenItems={shown.nodes.map((n) => n.key)}
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
