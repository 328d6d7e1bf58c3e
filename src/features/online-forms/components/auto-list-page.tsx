import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { makeStyles } from '@fluentui/react-components';
import {
  EntityListProvider,
  ListActions,
  ListDialogs,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  useEntityListController,
  type EntityRecord,
  type ListFormProps,
} from '@/components/crud';
import { usePageTitle } from '@/components/layout/use-page-title';
import { PageHeader } from '@/components/widgets/page-header';
import type { EntityDef } from '@/domain/entities';
import { NOT_SYNCED } from '../api/form-data-api';
import { useOnlineFormAnswers, useRowsRefusal } from '../hooks/use-online-form';
import { ALL_ROWS, formCodeOf, onlineEntityOf, onlineFormUrls, type OnlineFormAnswers } from '../online-entity';
import { useOnlineSubTables } from '../online-sub-tables';
import { FormProblemView, NotSynced, Refused } from './form-problems';
import { readOnlyRenderers } from './read-only-fields';
import { OnlineButtons } from './online-buttons';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' },
});

/**
 * The rows of an Online表单 (OnlCgformAutoList, `/online/cgformList/<id>`): the form's definition (getColumns,
 * getFormItem, getQueryInfo) becomes an entity definition, and the platform's list shows it: the query form, 新增 导入
 * 导出 批量删除 高级查询, the rows with dictionary texts (cards on phones), 编辑 详情 删除 and the form dialog (a 主表's
 * with its sub-tables as tabs; also the TAB theme, `/online/cgformTabList/<id>`). A form not synchronised says
 * 请先同步数据库再访问该页面.
 */
export default function AutoListPage() {
  const { pathname } = useLocation();
  const code = formCodeOf(pathname);
  const { answers, problem, retry } = useOnlineFormAnswers(code);
  if (problem || !answers) return <FormProblemView problem={problem} loaded={!!answers} retry={retry} />;
  // Another form, or another table of it, starts a list of its own.
  return <OnlineRows key={`${code}/${answers.columns.currentTableName}`} code={code} answers={answers} />;
}

interface OnlineRowsProps {
  code: string;
  answers: OnlineFormAnswers;
  /** Content under a row that its 展开 shows (the inner-table theme's sub rows). */
  rowDetail?: (record: EntityRecord) => ReactNode;
}

/** The list of a form's rows; a 主表's form has its sub-tables as tabs. */
export function OnlineRows({ code, answers, rowDetail }: OnlineRowsProps) {
  const entity = useMemo(() => onlineEntityOf(code, answers), [code, answers]);
  return (
    <OnlineButtons entity={entity}>
      <RowsList code={code} entity={entity} answers={answers} rowDetail={rowDetail} />
    </OnlineButtons>
  );
}

function RowsList({ code, entity, answers, rowDetail }: OnlineRowsProps & { entity: EntityDef }) {
  const styles = useStyles();
  const paged = answers.columns.paginationFlag !== 'N';
  const refusal = useRowsRefusal(entity.name);
  // 是否带checkbox N: no row boxes (and no 批量删除).
  const boxes = answers.columns.checkboxFlag !== 'N';
  const options = useMemo(
    () => ({
      entity,
      urls: onlineFormUrls(code),
      ...(paged ? {} : { pageSize: ALL_ROWS }),
      ...(boxes ? {} : { actions: { select: false } }),
    }),
    [entity, code, paged, boxes],
  );
  const subTables = useOnlineSubTables(code, answers.formItem, entity.name);
  const form = useMemo((): ListFormProps => {
    const fieldRenderers = readOnlyRenderers(answers.formItem);
    return subTables.length > 0 ? { fieldRenderers, subTables } : { fieldRenderers };
  }, [answers.formItem, subTables]);
  const controller = useEntityListController(options);
  usePageTitle(entity.title);

  if (refusal === NOT_SYNCED) return <NotSynced />;
  return (
    <EntityListProvider value={controller}>
      <section className={styles.page} aria-label={`${entity.title}管理`} aria-busy={controller.list.isFetching}>
        <PageHeader title={entity.title} />
        <ListQueryForm />
        <ListActions />
        {refusal && <Refused message={refusal} />}
        <ListStatus />
        <ListRecords rowDetail={rowDetail} />
        {paged && <ListPagination />}
        <ListDialogs form={form} />
      </section>
    </EntityListProvider>
  );
}
