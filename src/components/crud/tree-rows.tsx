import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Button, makeStyles, mergeClasses, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';

/** Indentation of one level. */
const INDENT_PX = 20;

const useStyles = makeStyles({
  lead: { display: 'inline-flex', alignItems: 'center', flexShrink: 0 },
  toggle: { minWidth: '32px' },
  spacer: { display: 'inline-block', width: '32px', flexShrink: 0 },
  // Tap targets of at least 44 px on phones.
  large: { minWidth: '44px', minHeight: '44px' },
  largeSpacer: { width: '44px' },
  empty: { padding: '16px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** The query of a branch's children: asked when the branch is first opened, kept (and invalidated) by the cache. */
export interface TreeChildrenQuery<R> {
  queryKey: QueryKey;
  queryFn: () => Promise<readonly R[]>;
}

export interface TreeRowsProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Whether a row has children (a toggle opens them). */
  isBranch: (row: R) => boolean;
  childrenQuery: (row: R) => TreeChildrenQuery<R>;
  /** The row's name in its toggle's label: 展开<name> / 收起<name>. */
  rowName: (row: R) => string;
  /**
   * A row's content inside its treeitem; `lead` is the row's indentation and toggle, to put before its text.
   */
  renderRow: (row: R, lead: ReactNode, depth: number) => ReactNode;
  rowClassName?: string;
  /** Whether a row is selected (aria-selected; default none). */
  isSelected?: (row: R) => boolean;
  /** Said under an opened branch that has no children (any more). */
  noChildren?: string;
  /** Toggles of 44 px (phones). */
  large?: boolean;
  /** The depth of `rows` (0: the roots). */
  depth?: number;
}

/**
 * Rows of a tree inside a `role="tree"` container: each branch with a toggle (展开 / 收起 + its name) that loads its
 * children when first opened, nested as a `group` and indented by level, at any depth.
 */
export function TreeRows<R>(props: TreeRowsProps<R>) {
  const { rows, rowKey, depth = 0 } = props;
  return (
    <>
      {rows.map((row) => (
        <TreeRowNode key={rowKey(row)} {...props} row={row} depth={depth} />
      ))}
    </>
  );
}

function TreeRowNode<R>(props: TreeRowsProps<R> & { row: R; depth: number }) {
  const styles = useStyles();
  const { row, depth, large } = props;
  const [open, setOpen] = useState(false);
  const branch = props.isBranch(row);
  const name = props.rowName(row);
  const lead = (
    <span className={styles.lead} style={{ paddingLeft: `${depth * INDENT_PX}px` }}>
      {branch ? (
        <Button
          appearance="subtle"
          size="small"
          className={mergeClasses(styles.toggle, large && styles.large)}
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-label={`${open ? '收起' : '展开'}${name}`}
          onClick={() => setOpen((v) => !v)}
        />
      ) : (
        <span className={mergeClasses(styles.spacer, large && styles.largeSpacer)} />
      )}
    </span>
  );
  return (
    <>
      <div
        className={props.rowClassName}
        role="treeitem"
        aria-level={depth + 1}
        aria-expanded={branch ? open : undefined}
        aria-selected={props.isSelected?.(row) ?? false}
      >
        {props.renderRow(row, lead, depth)}
      </div>
      {branch && open && <TreeRowChildren {...props} parent={row} depth={depth + 1} />}
    </>
  );
}

function TreeRowChildren<R>({ parent, ...props }: TreeRowsProps<R> & { parent: R; depth: number }) {
  const styles = useStyles();
  const children = useQuery(props.childrenQuery(parent));
  if (children.isLoading) return <Spinner size="tiny" label="加载中…" />;
  return (
    <div role="group">
      <TreeRows {...props} rows={children.data ?? []} />
      {children.data?.length === 0 && props.noChildren && <Text className={styles.empty}>{props.noChildren}</Text>}
    </div>
  );
}
