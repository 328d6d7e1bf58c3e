import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { FilterRegular } from '@fluentui/react-icons';
import { Badge, Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { AdvancedQuery } from '@/components/widgets/advanced-query';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { DataAge } from '@/components/offline/data-age';
import { EntityCards } from './entity-cards';
import type { EntityFormDialogProps } from './entity-form-dialog';
import type { EntityRecord } from './entity-list-api';
import { EntityTable } from './entity-table';
import { useEntityListContext } from './list-context';
import { LIST_MESSAGES, type ListContext } from './list-controller';
import type { FilterValues } from './list-params';
import { ListPager } from './list-pager';
import { ListToolbar } from './list-toolbar';
import { pendingOf } from './offline-edits';
import { whenIdle } from '@/lib/when-idle';
import { QueryForm } from './query-form';
import { RowActions } from './row-actions';

// Forms and the import dialog load when first opened (crud/forms.ts): a list's first rows do not wait for them.
const EntityFormDialog = lazy(() => import('./forms').then((m) => ({ default: m.EntityFormDialog })));
const ImportDialog = lazy(() =>
  import('@/components/widgets/import-dialog').then((m) => ({ default: m.ImportDialog })),
);

const useStyles = makeStyles({
  filterToggle: { minHeight: '44px', marginBottom: '8px' },
  selection: { display: 'flex', gap: '8px', alignItems: 'center', marginBottom: '8px' },
  age: { display: 'block', marginBottom: '8px' },
});

/** A page's own query form (e.g. cascading selects) in place of the definition's search fields. */
export type QueryFormRender = (props: { onSearch: (values: FilterValues) => void; onReset: () => void }) => ReactNode;

/** The search fields with 查询 and 重置; on a phone behind 筛选, so the records come first. */
export function ListQueryForm({ render }: { render?: QueryFormRender }) {
  const styles = useStyles();
  const { entity, list } = useEntityListContext();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const form = render ? (
    render({ onSearch: list.search, onReset: list.reset })
  ) : (
    <QueryForm entity={entity} onSearch={list.search} onReset={list.reset} />
  );
  if (!phone) return form;
  const active = Object.values(list.filters).filter((v) => v !== undefined && v !== '').length;
  return (
    <>
      <Button
        className={styles.filterToggle}
        icon={<FilterRegular />}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {active > 0 ? `筛选 (${active})` : '筛选'}
      </Button>
      {/* Hidden, not unmounted: what was typed stays. */}
      <div hidden={!open}>{form}</div>
    </>
  );
}

/** 新增 导入 导出 批量删除 高级查询, then the page's own buttons. */
export function ListActions({ extra }: { extra?: (context: ListContext) => ReactNode }) {
  const c = useEntityListContext();
  return (
    <ListToolbar
      access={c.access}
      exporting={c.exporting}
      onAdd={() => c.context.openForm('add')}
      onImport={() => c.setImportOpen(true)}
      onExport={() => void c.exportXls()}
      onDeleteBatch={() => void c.deleteBatch()}
      advancedQuery={
        c.can.superQuery && (
          <AdvancedQuery fields={c.queryFields} onSearch={c.list.applySuperQuery} saveCode={c.saveCode} />
        )
      }
      extra={extra?.(c.context)}
    />
  );
}

/** 已选择 N 项 清空, the loading spinner and, offline, the age of the data shown. */
export function ListStatus() {
  const styles = useStyles();
  const { list } = useEntityListContext();
  return (
    <>
      {list.selected.size > 0 && (
        <div className={styles.selection}>
          <Text>已选择 {list.selected.size} 项</Text>
          <Link onClick={list.clearSelection}>清空</Link>
        </div>
      )}
      {list.isLoading && <Spinner size="tiny" label="加载中…" />}
      {list.showDataAge && (
        <span className={styles.age}>
          <DataAge updatedAt={list.dataUpdatedAt} />
        </span>
      )}
    </>
  );
}

/**
 * The page's own cells and row actions. `R` is the record as the page reads it (RecordOf its definition): the list
 * holds the records as the API sent them.
 */
export interface ListRecordsProps<R extends object = EntityRecord> {
  /** Custom cells by field name. */
  cells?: Record<string, (record: R) => ReactNode>;
  rowActionsExtra?: (record: R, context: ListContext) => ReactNode;
  /** Phone widths show cards (default true). */
  cardsOnPhone?: boolean;
  /** A click on a row selects it (pickers). */
  rowClickSelects?: boolean;
  /** Content under a row (a card on phones) that its 展开 toggle shows, e.g. the row's sub rows. */
  rowDetail?: (record: R) => ReactNode;
}

/** The records as a table (cards on phones), each with 编辑 详情 删除 and the page's own actions. */
export function ListRecords<R extends object = EntityRecord>(props: ListRecordsProps<R>) {
  const {
    cells,
    rowActionsExtra,
    cardsOnPhone = true,
    rowClickSelects,
    rowDetail,
  } = props as unknown as ListRecordsProps;
  const c = useEntityListContext();
  const isPhone = useIsPhone();
  const { list } = c;
  const actions = (record: EntityRecord) => (
    <RowActions
      label={c.rowLabel(record)}
      access={{ edit: c.access.edit, remove: c.access.delete }}
      detail={c.can.detail}
      onEdit={() => c.context.openForm('edit', record)}
      onDetail={() => c.context.openForm('detail', record)}
      onDelete={() => void c.deleteOne(record)}
      extra={
        <>
          {pendingOf(record) && (
            <Badge appearance="tint" color="warning" title="尚未同步到服务器">
              待同步
            </Badge>
          )}
          {rowActionsExtra?.(record, c.context)}
        </>
      }
    />
  );
  if (list.notSaved) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{LIST_MESSAGES.notSavedOffline}</MessageBarBody>
      </MessageBar>
    );
  }
  const shared = {
    title: c.entity.title,
    columns: c.columns,
    records: list.records,
    selected: list.selected,
    cells,
    onToggleRow: list.toggleRow,
    actions,
    rowLabel: c.rowLabel,
    rowClickSelects,
    single: list.single,
    selectable: c.can.select,
    rowDetail,
  };
  return isPhone && cardsOnPhone ? (
    <EntityCards {...shared} />
  ) : (
    <EntityTable {...shared} sort={list.effectiveSort} onSort={list.toggleSort} onTogglePage={list.togglePage} />
  );
}

export function ListPagination() {
  const { list, paging } = useEntityListContext();
  if (list.notSaved) return null;
  return (
    <ListPager
      {...paging}
      pageNo={list.pageNo}
      pageSize={list.pageSize}
      total={list.total}
      onPage={list.setPage}
      onPageSize={list.changePageSize}
    />
  );
}

export type ListFormProps = Pick<
  EntityFormDialogProps,
  'fieldRenderers' | 'renderExtra' | 'transformSubmit' | 'subTables' | 'formFields' | 'savedMessage'
>;

/** The add / edit / detail form, the import dialog and the delete confirmations. */
export function ListDialogs({ form }: { form?: ListFormProps }) {
  const c = useEntityListContext();
  const { formState } = c;
  // Once the list is up the forms load in the background, so the first 新增 / 编辑 opens at once.
  useEffect(() => whenIdle(() => void import('./forms').catch(() => undefined)), []);
  // Mounted from its first opening on (it shows the failed rows after closing itself).
  const [importUsed, setImportUsed] = useState(false);
  if (c.importOpen && !importUsed) setImportUsed(true);
  return (
    <Suspense fallback={null}>
      {formState && (
        <EntityFormDialog
          key={formState.key}
          {...form}
          entity={c.entity}
          mode={formState.mode}
          record={formState.record}
          initialValues={formState.initial}
          replaces={formState.replaces}
          open
          addUrl={c.urls.add}
          editUrl={c.urls.edit}
          onClose={c.closeForm}
          onSaved={() => void c.list.refresh()}
        />
      )}
      {importUsed && (
        <ImportDialog
          open={c.importOpen}
          url={c.urls.importExcel ?? ''}
          onClose={() => c.setImportOpen(false)}
          onImported={() => void c.list.refresh()}
        />
      )}
      {c.confirmElement}
    </Suspense>
  );
}
