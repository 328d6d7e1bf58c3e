import { useId, useState } from 'react';
import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Tree,
  TreeItem,
  TreeItemLayout,
  useFieldControlProps_unstable,
  type TreeItemValue,
} from '@fluentui/react-components';
import { ChevronDownRegular, DismissRegular } from '@fluentui/react-icons';
import { splitValues } from './dict-checkbox';
import { collectTitles, type TreeNode } from './tree-node';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: '160px' },
  trigger: { flexGrow: 1, justifyContent: 'space-between', fontWeight: 'normal' },
  surface: { maxHeight: '400px', overflowY: 'auto', minWidth: '240px' },
});

export interface TreePickerProps {
  loadRoots: () => Promise<TreeNode[]>;
  /** Children of a node the server did not send with it. */
  loadChildren?: (node: TreeNode) => Promise<TreeNode[]>;
  /** Key, or comma-joined keys when `multiple`. */
  value: string | undefined;
  /** The new value and its text (titles comma-joined). */
  onChange: (value: string, text: string) => void;
  /** Text of the current value while its nodes are not loaded (back-filled by the caller). */
  valueText?: string;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** The one child a branch shows while its children load. */
export function LoadingTreeItem({ parentKey }: { parentKey: string }) {
  return (
    <TreeItem value={`${parentKey}\u0000loading`} itemType="leaf">
      <TreeItemLayout>加载中…</TreeItemLayout>
    </TreeItem>
  );
}

/** A button that opens a lazily loaded tree (max height 400 px) to pick one node or several. */
export function TreePicker({
  loadRoots,
  loadChildren,
  value,
  onChange,
  valueText,
  multiple = false,
  disabled,
  placeholder = '请选择',
  'aria-label': ariaLabel,
}: TreePickerProps) {
  const styles = useStyles();
  const field = useFieldControlProps_unstable();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [roots, setRoots] = useState<TreeNode[] | null>(null);
  const [loaded, setLoaded] = useState<Record<string, TreeNode[]>>({});
  const [openItems, setOpenItems] = useState<Set<TreeItemValue>>(new Set());
  const [titles, setTitles] = useState<Record<string, string>>({});

  const remember = (nodes: TreeNode[]) => setTitles((prev) => collectTitles(nodes, { ...prev }));

  const openPicker = (next: boolean) => {
    setOpen(next);
    if (next && roots === null) {
      void loadRoots()
        .catch(() => [] as TreeNode[])
        .then((nodes) => {
          setRoots(nodes);
          remember(nodes);
        });
    }
  };

  const expand = (key: string, node: TreeNode | undefined) => {
    if (!node || node.children || loaded[key] || !loadChildren) return;
    void loadChildren(node)
      .catch(() => [] as TreeNode[])
      .then((nodes) => {
        setLoaded((prev) => ({ ...prev, [key]: nodes }));
        remember(nodes);
      });
  };

  const nodesByKey = new Map<string, TreeNode>();
  const index = (nodes: TreeNode[]) =>
    nodes.forEach((n) => {
      nodesByKey.set(n.key, n);
      index(n.children ?? loaded[n.key] ?? []);
    });
  index(roots ?? []);

  const keys = splitValues(value);
  const text = keys.every((k) => titles[k] !== undefined) ? keys.map((k) => titles[k]).join(',') : (valueText ?? value);

  const renderNode = (node: TreeNode) => {
    const children = node.children ?? loaded[node.key];
    return (
      <TreeItem key={node.key} value={node.key} itemType={node.isLeaf ? 'leaf' : 'branch'}>
        <TreeItemLayout>{node.title}</TreeItemLayout>
        {!node.isLeaf && <Tree>{children ? children.map(renderNode) : <LoadingTreeItem parentKey={node.key} />}</Tree>}
      </TreeItem>
    );
  };

  return (
    <div className={styles.root}>
      <Popover open={open} onOpenChange={(_, data) => openPicker(data.open)} positioning="below-start">
        <PopoverTrigger disableButtonEnhancement>
          <Button
            className={styles.trigger}
            icon={<ChevronDownRegular />}
            iconPosition="after"
            disabled={disabled}
            id={field?.id}
            aria-label={field ? undefined : ariaLabel}
            aria-labelledby={field?.['aria-labelledby'] ? `${field['aria-labelledby']} ${textId}` : undefined}
            aria-describedby={field?.['aria-describedby']}
          >
            <span id={textId}>{text || placeholder}</span>
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface}>
          {roots === null ? (
            <Spinner size="tiny" label="加载中…" />
          ) : (
            <Tree
              aria-label={ariaLabel ?? placeholder}
              selectionMode={multiple ? 'multiselect' : 'single'}
              checkedItems={keys}
              openItems={openItems}
              onOpenChange={(_, data) => {
                setOpenItems(data.openItems);
                if (data.open) expand(String(data.value), nodesByKey.get(String(data.value)));
              }}
              onCheckedChange={(_, data) => {
                const key = String(data.value);
                const textOf = (list: string[]) => list.map((k) => titles[k] ?? k).join(',');
                if (!multiple) {
                  onChange(key, textOf([key]));
                  setOpen(false);
                  return;
                }
                const next = [...new Set(data.checked ? [...keys, key] : keys.filter((k) => k !== key))];
                onChange(next.join(','), textOf(next));
              }}
            >
              {roots.map(renderNode)}
            </Tree>
          )}
        </PopoverSurface>
      </Popover>
      {value && !disabled && (
        <Button
          appearance="subtle"
          size="small"
          icon={<DismissRegular />}
          aria-label="清除"
          onClick={() => onChange('', '')}
        />
      )}
    </div>
  );
}
