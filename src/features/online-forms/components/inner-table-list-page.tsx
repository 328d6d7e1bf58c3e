import { useLocation } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { makeStyles, Text } from '@fluentui/react-components';
import { CellValue, rowId, useEntityListContext, type EntityRecord } from '@/components/crud';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import { StatTable } from '@/components/widgets/stat-table';
import { resourceKeys } from '@/lib/resource-keys';
import { fetchSubRows, type OnlineSubColumns } from '../api/sub-table-api';
import { useOnlineFormAnswers } from '../hooks/use-online-form';
import { useErpColumns } from '../hooks/use-sub-table-answers';
import { formCodeOf } from '../online-entity';
import { subListFieldsOf } from '../online-sub-tables';
import { OnlineRows } from './auto-list-page';
import { FormProblemView } from './form-problems';

const useStyles = makeStyles({
  detail: { display: 'flex', flexDirection: 'column', gap: '12px', padding: '4px 0 8px', minWidth: 0 },
  sub: { display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0, overflowX: 'auto' },
});

/**
 * The inner-table theme of a 主表 (OnlCgformInnerTableList, `/online/cgformInnerTableList/<id>`): the 主表's rows,
 * each expandable (展开) to a small read-only table of its sub rows per 附表 (subform/list/<table>/<id>, columns of
 * getErpColumns). 新增 and 编辑 go through the 主表's form with its sub-tables as tabs.
 */
export default function InnerTableListPage() {
  const { pathname } = useLocation();
  const code = formCodeOf(pathname);
  const { answers, problem, retry } = useOnlineFormAnswers(code);
  const erp = useErpColumns(code);
  const subs = erp.data?.subList;
  const rowDetail = (record: EntityRecord) => (
    <SubRowsDetail subs={subs} failed={erp.isError} retry={() => void erp.refetch()} mainId={rowId(record)} />
  );
  if (problem || !answers) return <FormProblemView problem={problem} loaded={!!answers} retry={retry} />;
  return (
    <OnlineRows
      key={`${code}/${answers.columns.currentTableName}`}
      code={code}
      answers={answers}
      rowDetail={rowDetail}
    />
  );
}

interface SubRowsDetailProps {
  subs: OnlineSubColumns[] | undefined;
  failed: boolean;
  retry: () => void;
  mainId: string;
}

/** Under an expanded 主表 row: its sub rows, one titled table per 附表. */
function SubRowsDetail({ subs, failed, retry, mainId }: SubRowsDetailProps) {
  const styles = useStyles();
  if (failed) return <LoadFailed message="表单加载失败" onRetry={retry} />;
  if (!subs) return <Loading />;
  return (
    <div className={styles.detail}>
      {subs.map((sub) => (
        <SubRowsTable key={sub.id} sub={sub} mainId={mainId} />
      ))}
    </div>
  );
}

function SubRowsTable({ sub, mainId }: { sub: OnlineSubColumns; mainId: string }) {
  const styles = useStyles();
  const table = sub.currentTableName;
  const title = sub.description || table;
  const { entity, list } = useEntityListContext();
  const rows = useQuery({
    // Asked again whenever the 主表's rows are (after a save or a delete).
    queryKey: resourceKeys(entity.name).detail(mainId, 'sub-rows', table, list.dataUpdatedAt),
    queryFn: () => fetchSubRows(table, mainId),
    placeholderData: keepPreviousData,
    meta: { quiet: true },
  });
  const fields = subListFieldsOf(sub);
  let body;
  if (rows.isError) body = <LoadFailed message="加载失败" onRetry={() => void rows.refetch()} />;
  else if (!rows.data) body = <Loading />;
  else
    body = (
      <StatTable
        label={title}
        size="extra-small"
        empty
        rows={rows.data}
        rowKey={(row, i) => rowId(row) || String(i)}
        columns={fields.map((f) => ({
          key: f.name,
          label: f.label,
          render: (row: EntityRecord) => <CellValue field={f} record={row} />,
        }))}
      />
    );
  return (
    <div className={styles.sub}>
      <Text weight="semibold">{title}</Text>
      {body}
    </div>
  );
}
