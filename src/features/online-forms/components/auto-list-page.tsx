import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from 'react-router';
import { makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import {
  EntityListProvider,
  ListActions,
  ListDialogs,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  useEntityListController,
  type FieldInputProps,
  type ListFormProps,
} from '@/components/crud';
import { ButtonCodeAlternatives } from '@/components/crud/use-button-access';
import { usePageTitle } from '@/components/layout/use-page-title';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import { PageHeader } from '@/components/widgets/page-header';
import type { EntityDef } from '@/domain/entities';
import { NOT_SYNCED } from '../api/form-data-api';
import { useOnlineFormAnswers, useRowsRefusal } from '../hooks/use-online-form';
import {
  ALL_ROWS,
  formCodeOf,
  onlineButtonAlternatives,
  onlineEntityOf,
  onlineFormUrls,
  readOnlyFieldsOf,
  type OnlineFormAnswers,
} from '../online-entity';

/** JeecgBoot's words for a form whose table has not been created (同步数据库) yet. */
export const NOT_SYNCED_TEXT = '请先同步数据库再访问该页面';

// A 只读 field's input, from the forms' chunk (the form dialog that shows it came from there).
const FormFieldInput = lazy(() => import('@/components/crud/forms').then((m) => ({ default: m.FormFieldInput })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' },
});

function NotSynced() {
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{NOT_SYNCED_TEXT}</MessageBarBody>
    </MessageBar>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * The rows of an Online表单 (OnlCgformAutoList, `/online/cgformList/<id>`): the form's definition (getColumns,
 * getFormItem, getQueryInfo) becomes an entity definition, and the platform's list shows it: the query form, 新增 导入
 * 导出 批量删除 高级查询, the rows with dictionary texts (cards on phones), 编辑 详情 删除 and the form dialog. A form
 * not synchronised says 请先同步数据库再访问该页面.
 */
export default function AutoListPage() {
  const { pathname } = useLocation();
  const code = formCodeOf(pathname);
  const { answers, problem, retry } = useOnlineFormAnswers(code);
  if (problem?.kind === 'notSynced') return <NotSynced />;
  if (problem?.kind === 'refused') return <Refused message={problem.message} />;
  if (problem) return <LoadFailed message="表单加载失败" onRetry={retry} />;
  if (!answers) return <Loading />;
  // Another form, or another table of it, starts a list of its own.
  return <OnlineRows key={`${code}/${answers.columns.currentTableName}`} code={code} answers={answers} />;
}

function OnlineRows({ code, answers }: { code: string; answers: OnlineFormAnswers }) {
  const entity = useMemo(() => onlineEntityOf(code, answers), [code, answers]);
  const alternatives = useMemo(() => onlineButtonAlternatives(entity), [entity]);
  return (
    <ButtonCodeAlternatives value={alternatives}>
      <RowsList code={code} entity={entity} answers={answers} />
    </ButtonCodeAlternatives>
  );
}

function RowsList({ code, entity, answers }: { code: string; entity: EntityDef; answers: OnlineFormAnswers }) {
  const styles = useStyles();
  const paged = answers.columns.paginationFlag !== 'N';
  const refusal = useRowsRefusal(entity.name);
  const options = useMemo(
    () => ({ entity, urls: onlineFormUrls(code), ...(paged ? {} : { pageSize: ALL_ROWS }) }),
    [entity, code, paged],
  );
  const form = useMemo((): ListFormProps => {
    const readOnly = readOnlyFieldsOf(answers.formItem);
    const shown = (props: FieldInputProps) => (
      <Suspense fallback={null}>
        <FormFieldInput {...props} disabled />
      </Suspense>
    );
    return { fieldRenderers: Object.fromEntries(readOnly.map((name) => [name, shown])) };
  }, [answers.formItem]);
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
        <ListRecords />
        {paged && <ListPagination />}
        <ListDialogs form={form} />
      </section>
    </EntityListProvider>
  );
}
