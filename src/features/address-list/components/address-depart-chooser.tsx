import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  Spinner,
  Text,
  tokens,
  Tree,
  TreeItem,
  TreeItemLayout,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '@/components/widgets/load-failed';
import { addressDepartTreeQuery, flattenDeparts, type AddressDepart } from '../api/address-list-api';

const useStyles = makeStyles({
  tree: { maxHeight: '70vh', overflowY: 'auto' },
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  all: { justifyContent: 'flex-start', width: '100%', marginBottom: '4px' },
  picker: { width: '100%', minWidth: 0 },
});

export interface DepartChoice {
  orgCode: string;
  title: string;
}

export interface AddressDepartChooserProps {
  value: DepartChoice | null;
  onChange: (value: DepartChoice | null) => void;
  /** Phone widths: a picker above the list instead of the tree. */
  compact: boolean;
}

const ALL = '';

/** The department tree of 通讯录 (VUE2 AddressListLeft): choosing one lists its users and those below it. */
export function AddressDepartChooser({ value, onChange, compact }: AddressDepartChooserProps) {
  const styles = useStyles();
  const tree = useQuery(addressDepartTreeQuery());
  if (tree.isError)
    return <LoadFailed message={tree.error.message || '部门加载失败'} onRetry={() => void tree.refetch()} />;
  if (!tree.data) return <Spinner size="tiny" label="部门加载中…" />;
  const nodes = tree.data;

  if (compact) {
    const flat = flattenDeparts(nodes);
    return (
      <Field label="部门">
        <Dropdown
          className={styles.picker}
          aria-label="选择部门"
          value={value?.title ?? '全部部门'}
          selectedOptions={[value?.orgCode ?? ALL]}
          onOptionSelect={(_, d) => {
            const picked = flat.find((f) => f.depart.orgCode === d.optionValue);
            onChange(picked ? { orgCode: picked.depart.orgCode, title: picked.depart.title } : null);
          }}
        >
          <Option value={ALL}>全部部门</Option>
          {flat.map(({ depart, depth }) => (
            <Option key={depart.id} value={depart.orgCode} text={depart.title}>
              {`${'\u3000'.repeat(depth)}${depart.title}`}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  }

  const renderNode = (node: AddressDepart) => {
    const chosen = value?.orgCode === node.orgCode;
    return (
      <TreeItem key={node.id} value={node.id} itemType={node.children.length > 0 ? 'branch' : 'leaf'}>
        <TreeItemLayout
          aria-current={chosen ? 'true' : undefined}
          className={chosen ? styles.chosen : undefined}
          onClick={() => onChange({ orgCode: node.orgCode, title: node.title })}
        >
          {node.title}
        </TreeItemLayout>
        {node.children.length > 0 && <Tree>{node.children.map(renderNode)}</Tree>}
      </TreeItem>
    );
  };

  return (
    <div className={styles.tree}>
      <Button
        appearance={value ? 'subtle' : 'secondary'}
        className={styles.all}
        aria-pressed={!value}
        onClick={() => onChange(null)}
      >
        全部部门
      </Button>
      {nodes.length === 0 ? (
        <Text>暂无部门</Text>
      ) : (
        <Tree aria-label="部门" defaultOpenItems={nodes.map((n) => n.id)}>
          {nodes.map(renderNode)}
        </Tree>
      )}
    </div>
  );
}
