import { DetailList, type DetailItem } from '@/components/widgets/detail-list';
import { DictText } from '@/components/widgets/dict/dict-text';
import type { DepartNode } from '../api/fetch-depart-tree';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** 基本信息 of the selected department. */
export function DepartInfo({ depart, parentTitle }: { depart: DepartNode; parentTitle: string | undefined }) {
  const rows: DetailItem[] = [
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
      <DetailList items={rows} />
    </section>
  );
}
