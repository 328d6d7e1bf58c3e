import type { ReactNode } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DictText } from '@/components/widgets/dict/dict-text';
import type { DepartNode } from '../api/fetch-depart-tree';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: '8px 16px',
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** 基本信息 of the selected department. */
export function DepartInfo({ depart, parentTitle }: { depart: DepartNode; parentTitle: string | undefined }) {
  const styles = useStyles();
  const rows: [string, ReactNode][] = [
    ['机构名称', depart.departName],
    ['机构编码', depart.orgCode],
    ['上级部门', parentTitle ?? '无（顶级部门）'],
    ['机构类别', <DictText key="c" dictCode="org_category" value={depart.orgCategory} />],
    ['排序', text(depart.departOrder)],
    ['电话', text(depart.mobile)],
    ['传真', text(depart.fax)],
    ['地址', text(depart.address)],
    ['备注', text(depart.memo)],
  ];
  return (
    <section aria-label="基本信息">
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.item}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value === '' ? <Text>-</Text> : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
