import { useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import {
  EntityListProvider,
  ListActions,
  ListDialogs,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  useEntityListController,
  type EntityListController,
  type EntityRecord,
  type ListFormProps,
} from '@/components/crud';
import { usePageTitle } from '@/components/layout/use-page-title';
import { PageHeader } from '@/components/widgets/page-header';
import type { EntityDef } from '@/domain/entities';
import { resourceKeys } from '@/lib/resource-keys';
import { NOT_SYNCED } from '../api/form-data-api';
import type { OnlineForeignKey, OnlineSubColumns } from '../api/sub-table-api';
import { useRowsRefusal } from '../hooks/use-online-form';
import { useErpAnswers, useErpTableAnswers } from '../hooks/use-sub-table-answers';
import { ALL_ROWS, formCodeOf, onlineEntityOf, onlineFormUrls, type OnlineFormAnswers } from '../online-entity';
import {
  foreignKeyOf,
  SELECT_MASTER,
  subButtonAlternatives,
  subEntityNameOf,
  subPermissionPrefixOf,
} from '../online-sub-tables';
import { readOnlyRenderers } from './read-only-fields';
import { FormProblemView, NotSynced, Refused } from './form-problems';
import { ButtonCodeAlternatives } from '@/components/crud/use-button-access';
import { OnlineButtons } from './online-buttons';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0, maxWidth: '100%' },
  subs: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '8px', paddingTop: '8px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * The ERP theme of a 主表 (OnlCgformErpList, `/online/cgformErpList/<id>`): the 主表's rows on top (one row chosen by
 * a click, its radio or its card), and below one tab per 附表 listing the chosen row's sub rows
 * (getData/<sub>?<fk>=<id>) with their own query form, 新增 编辑 删除 批量删除; a new sub row gets the chosen row as
 * its foreign key. Each table's form is its own (getErpFormItem).
 */
export default function ErpListPage() {
  const { pathname } = useLocation();
  const code = formCodeOf(pathname);
  const { main, subs, problem, retry } = useErpAnswers(code);
  if (problem || !main || !subs)
    return <FormProblemView problem={problem} loaded={Boolean(main && subs)} retry={retry} />;
  return <ErpRows key={`${code}/${main.columns.currentTableName}`} code={code} answers={main} subs={subs} />;
}

interface ErpRowsProps {
  code: string;
  answers: OnlineFormAnswers;
  subs: OnlineSubColumns[];
}

function ErpRows(props: ErpRowsProps) {
  const entity = useMemo(() => onlineEntityOf(props.code, props.answers), [props.code, props.answers]);
  return (
    <OnlineButtons entity={entity}>
      <ErpScreen {...props} entity={entity} />
    </OnlineButtons>
  );
}

function ErpScreen({ code, answers, subs, entity }: ErpRowsProps & { entity: EntityDef }) {
  const styles = useStyles();
  const client = useQueryClient();
  const paged = answers.columns.paginationFlag !== 'N';
  const refusal = useRowsRefusal(entity.name);
  const options = useMemo(
    () => ({ entity, urls: onlineFormUrls(code), single: true, ...(paged ? {} : { pageSize: ALL_ROWS }) }),
    [entity, code, paged],
  );
  const form = useMemo((): ListFormProps => ({ fieldRenderers: readOnlyRenderers(answers.formItem) }), [answers]);
  const controller = useEntityListController(options);
  usePageTitle(entity.title);

  // A deleted 主表 row takes its sub rows with it: the sub lists ask again.
  const refreshSubs = () =>
    Promise.all(subs.map((sub) => client.invalidateQueries({ queryKey: resourceKeys(subEntityNameOf(sub)).lists() })));
  const master: EntityListController = {
    ...controller,
    deleteOne: async (record) => {
      await controller.deleteOne(record);
      await refreshSubs();
    },
    deleteBatch: async () => {
      await controller.deleteBatch();
      await refreshSubs();
    },
  };
  const chosen = controller.list.selected.values().next().value;

  if (refusal === NOT_SYNCED) return <NotSynced />;
  return (
    <div className={styles.page}>
      <EntityListProvider value={master}>
        <section aria-label={`${entity.title}管理`} aria-busy={controller.list.isFetching}>
          <PageHeader title={entity.title} />
          {answers.queryInfo.length > 0 && <ListQueryForm />}
          <ListActions />
          {refusal && <Refused message={refusal} />}
          <ListStatus />
          <ListRecords rowClickSelects />
          {paged && <ListPagination />}
          <ListDialogs form={form} />
        </section>
      </EntityListProvider>
      {subs.length > 0 && <SubTabs subs={subs} master={chosen} mainPrefix={entity.permissionPrefix} />}
    </div>
  );
}

interface SubTabsProps {
  subs: OnlineSubColumns[];
  /** The chosen 主表 row, if any. */
  master: EntityRecord | undefined;
  mainPrefix: string;
}

/** One tab per 附表; the chosen one lists the chosen 主表 row's sub rows. */
function SubTabs({ subs, master, mainPrefix }: SubTabsProps) {
  const styles = useStyles();
  const baseId = useId();
  const [active, setActive] = useState(subs[0]!.id);
  const sub = subs.find((s) => s.id === active) ?? subs[0]!;
  const fk = foreignKeyOf(sub);
  let body;
  if (!fk) body = <Refused message={`${sub.description}未设置外键`} />;
  else if (!master) body = <NoMaster />;
  else
    body = (
      // Another 主表 row starts the list afresh (its query form, page and selection).
      <SubRows key={`${sub.id}/${String(master.id)}`} sub={sub} fk={fk} master={master} mainPrefix={mainPrefix} />
    );
  return (
    <section className={styles.subs} aria-label="附表">
      <TabList selectedValue={sub.id} onTabSelect={(_, data) => setActive(String(data.value))}>
        {subs.map((s) => (
          <Tab key={s.id} value={s.id} id={`${baseId}-${s.id}`}>
            {s.description || s.currentTableName}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-labelledby={`${baseId}-${sub.id}`}>
        {body}
      </div>
    </section>
  );
}

function NoMaster() {
  const styles = useStyles();
  return (
    <div className={styles.empty}>
      <Button appearance="primary" icon={<AddRegular />} disabled>
        新增
      </Button>
      <Text className={styles.hint}>{SELECT_MASTER}</Text>
    </div>
  );
}

interface SubRowsProps {
  sub: OnlineSubColumns;
  fk: OnlineForeignKey;
  master: EntityRecord;
  mainPrefix: string;
}

/** The 附表's own definition (getErpFormItem/{subId}, getQueryInfo/{subId}) before its list. */
function SubRows(props: SubRowsProps) {
  const { answers, problem, retry } = useErpTableAnswers(props.sub.id, props.sub);
  const alternatives = useMemo(
    () => subButtonAlternatives(subPermissionPrefixOf(props.sub), props.mainPrefix),
    [props.sub, props.mainPrefix],
  );
  if (problem || !answers) return <FormProblemView problem={problem} loaded={Boolean(answers)} retry={retry} />;
  return (
    <ButtonCodeAlternatives value={alternatives}>
      <SubRowsList {...props} answers={answers} />
    </ButtonCodeAlternatives>
  );
}

/** One 主表 row's sub rows: the foreign key is a fixed filter, neither a column nor a field, and set on each save. */
function SubRowsList({ sub, fk, master, answers }: SubRowsProps & { answers: OnlineFormAnswers }) {
  const masterValue = master[fk.key] ?? master.id;
  const entity = useMemo((): EntityDef => {
    const own = onlineEntityOf(sub.id, answers);
    const fields = own.fields.map((f) => (f.name === fk.field ? { ...f, list: false, form: false } : f));
    return { ...own, fields };
  }, [sub.id, answers, fk.field]);
  const paged = answers.columns.paginationFlag !== 'N';
  const refusal = useRowsRefusal(entity.name);
  const options = useMemo(
    () => ({
      entity,
      urls: onlineFormUrls(sub.id),
      extraParams: { [fk.field]: masterValue },
      ...(paged ? {} : { pageSize: ALL_ROWS }),
    }),
    [entity, sub.id, fk.field, masterValue, paged],
  );
  const form = useMemo(
    (): ListFormProps => ({
      fieldRenderers: readOnlyRenderers(answers.formItem),
      transformSubmit: (payload) => ({ ...payload, [fk.field]: masterValue }),
    }),
    [answers.formItem, fk.field, masterValue],
  );
  const controller = useEntityListController(options);
  if (refusal === NOT_SYNCED) return <NotSynced />;
  return (
    <EntityListProvider value={controller}>
      <section aria-label={`${entity.title}管理`} aria-busy={controller.list.isFetching}>
        {answers.queryInfo.length > 0 && <ListQueryForm />}
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
