import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Badge, Link, makeStyles, Spinner, Text } from '@fluentui/react-components';
import type { EntityDef } from '@/domain/entities/entity-types';
import { notify } from '@/lib/notifier';
import { AdvancedQuery, queryFieldsOf } from '@/components/widgets/advanced-query';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { ImportDialog } from '@/components/widgets/import-dialog';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { DataAge } from '@/components/offline/data-age';
import { clearFixRequest, useFixRequest } from '@/components/offline/fix-requests';
import { EntityCards } from './entity-cards';
import { EntityFormDialog, type EntityFormDialogProps } from './entity-form-dialog';
import { rowId, type EntityRecord } from './entity-list-api';
import { EntityTable } from './entity-table';
import { entityUrls, MISSING_URL, type EntityUrls } from './entity-urls';
import type { FormMode, FormValues } from './form-values';
import { pendingOf } from './offline-edits';
import { ListPager } from './list-pager';
import { listFields } from './list-params';
import { ListToolbar } from './list-toolbar';
import { QueryForm } from './query-form';
import { RowActions } from './row-actions';
import { useButtonAccess, useNoAuthCodes } from './use-button-access';
import { useEntityList } from './use-entity-list';

const useStyles = makeStyles({
  selection: { display: 'flex', gap: '8px', alignItems: 'center', marginBottom: '8px' },
  age: { display: 'block', marginBottom: '8px' },
});

interface FormState {
  mode: FormMode;
  record?: EntityRecord;
  key: number;
  /** A refused edit reopened to fix it: its input, and the outbox entry the new save replaces. */
  initial?: FormValues;
  replaces?: string;
}

export const LIST_MESSAGES = {
  selectOne: '请选择一条记录！',
  confirmTitle: '确认删除',
  confirmDelete: '是否删除选中数据?',
  confirmBatch: (n: number) => `确定要删除这 ${n} 项吗?`,
} as const;

/** What the page's own toolbar buttons and row actions get. */
export interface ListContext {
  refresh: () => Promise<void>;
  selectedIds: string[];
  selectedRecords: EntityRecord[];
  clearSelection: () => void;
  openForm: (mode: FormMode, record?: EntityRecord) => void;
}

export interface EntityListPageProps {
  entity: EntityDef;
  /** Addresses that differ from `{apiPath}/list` …; null means the page has none. */
  urls?: Partial<EntityUrls>;
  /** Fixed list filters (e.g. `{ dictId }`). */
  extraParams?: Record<string, unknown>;
  /** Export file name without .xls (default: the entity's, else 导出文件). */
  exportFileName?: string;
  /** authPre prefix (e.g. "user:"): hides toolbar buttons and columns among the user's missing codes. */
  authPre?: string;
  /** Custom cells by field name. */
  cells?: Record<string, (record: EntityRecord) => ReactNode>;
  toolbarExtra?: (context: ListContext) => ReactNode;
  rowActionsExtra?: (record: EntityRecord, context: ListContext) => ReactNode;
  /** Custom form content. */
  form?: Pick<EntityFormDialogProps, 'fieldRenderers' | 'renderExtra' | 'transformSubmit'>;
  /** Saved advanced queries key (default: the route path). */
  saveCode?: string;
  /** Phone widths show cards (default true). */
  cardsOnPhone?: boolean;
}

/** A complete JeecgBoot list page from an entity definition (design §2). */
export function EntityListPage(props: EntityListPageProps) {
  const { entity } = props;
  const styles = useStyles();
  const urls = useMemo(() => entityUrls(entity, props.urls), [entity, props.urls]);
  const list = useEntityList({ entity, urls, extraParams: props.extraParams });
  const { confirm, element: confirmElement } = useConfirm();
  const isPhone = useIsPhone();
  const noAuth = useNoAuthCodes(props.authPre);
  const prefix = entity.permissionPrefix;
  const hiddenByPre = (key: string) => noAuth.has(key);
  const access = {
    add: useButtonAccess(`${prefix}:add`),
    edit: useButtonAccess(`${prefix}:edit`),
    remove: useButtonAccess(`${prefix}:delete`),
    deleteBatch: useButtonAccess(`${prefix}:deleteBatch`),
    import: useButtonAccess(`${prefix}:import`),
    export: useButtonAccess(`${prefix}:export`),
  };
  const pre = (key: string, a: typeof access.add) => (hiddenByPre(key) ? { ...a, visible: false } : a);
  const [formState, setFormState] = useState<FormState | null>(null);
  // A refused edit reopened from 待同步: the form opens with what the user typed (state set while rendering,
  // once per entry, as React advises for state derived from a change).
  const fix = useFixRequest(entity.name);
  const [fixOpened, setFixOpened] = useState<string | null>(null);
  if (fix && fix.id !== fixOpened && fix.meta.kind !== 'delete') {
    const id = fix.meta.recordIds?.[0];
    const record = id === undefined ? undefined : { ...(fix.data as EntityRecord), id };
    setFixOpened(fix.id);
    setFormState({
      mode: fix.meta.kind,
      record,
      key: (formState?.key ?? 0) + 1,
      initial: fix.meta.values,
      replaces: fix.id,
    });
  }
  useEffect(() => {
    if (fix) clearFixRequest();
  }, [fix]);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const queryFields = useMemo(() => queryFieldsOf(entity), [entity]);
  const columns = listFields(entity).filter((f) => !hiddenByPre(f.name));
  const rowLabel = (record: EntityRecord) => String(record[columns[0]?.name ?? 'id'] ?? rowId(record));
  const context: ListContext = {
    refresh: list.refresh,
    selectedIds: [...list.selected.keys()],
    selectedRecords: [...list.selected.values()],
    clearSelection: list.clearSelection,
    openForm: (mode, record) => setFormState((prev) => ({ mode, record, key: (prev?.key ?? 0) + 1 })),
  };

  const deleteOne = async (record: EntityRecord) => {
    if (!urls.delete) return notify({ intent: 'error', message: MISSING_URL.delete });
    const ok = await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmDelete });
    if (ok) await list.deleteOne(rowId(record));
  };

  const deleteBatch = async () => {
    if (!urls.deleteBatch) return notify({ intent: 'error', message: MISSING_URL.deleteBatch });
    if (list.selected.size === 0) return notify({ intent: 'warning', message: LIST_MESSAGES.selectOne });
    const message = LIST_MESSAGES.confirmBatch(list.selected.size);
    if (await confirm({ title: LIST_MESSAGES.confirmTitle, message })) await list.deleteSelected();
  };

  const exportXls = async () => {
    setExporting(true);
    await list.exportXls(props.exportFileName ?? entity.exportFileName ?? '导出文件');
    setExporting(false);
  };

  const actions = (record: EntityRecord) => (
    <RowActions
      label={rowLabel(record)}
      access={access}
      onEdit={() => context.openForm('edit', record)}
      onDetail={() => context.openForm('detail', record)}
      onDelete={() => void deleteOne(record)}
      extra={
        <>
          {pendingOf(record) && (
            <Badge appearance="tint" color="warning" title="尚未同步到服务器">
              待同步
            </Badge>
          )}
          {props.rowActionsExtra?.(record, context)}
        </>
      }
    />
  );

  const shared = {
    title: entity.title,
    columns,
    records: list.records,
    selected: list.selected,
    cells: props.cells,
    onToggleRow: list.toggleRow,
    actions,
    rowLabel,
  };

  return (
    <section aria-label={`${entity.title}管理`} aria-busy={list.isFetching}>
      <QueryForm entity={entity} onSearch={list.search} onReset={list.reset} />
      <ListToolbar
        access={{
          add: pre('add', access.add),
          import: pre('import', access.import),
          export: pre('export', access.export),
          deleteBatch: pre('batch_delete', access.deleteBatch),
        }}
        exporting={exporting}
        onAdd={() => context.openForm('add')}
        onImport={() => setImportOpen(true)}
        onExport={() => void exportXls()}
        onDeleteBatch={() => void deleteBatch()}
        advancedQuery={<AdvancedQuery fields={queryFields} onSearch={list.applySuperQuery} saveCode={props.saveCode} />}
        extra={props.toolbarExtra?.(context)}
      />
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
      {isPhone && props.cardsOnPhone !== false ? (
        <EntityCards {...shared} />
      ) : (
        <EntityTable {...shared} sort={list.effectiveSort} onSort={list.toggleSort} onTogglePage={list.togglePage} />
      )}
      <ListPager
        pageNo={list.pageNo}
        pageSize={list.pageSize}
        total={list.total}
        onPage={list.setPage}
        onPageSize={list.changePageSize}
      />
      {formState && (
        <EntityFormDialog
          key={formState.key}
          {...props.form}
          entity={entity}
          mode={formState.mode}
          record={formState.record}
          initialValues={formState.initial}
          replaces={formState.replaces}
          open
          addUrl={urls.add}
          editUrl={urls.edit}
          onClose={() => setFormState(null)}
          onSaved={() => void list.refresh()}
        />
      )}
      <ImportDialog
        open={importOpen}
        url={urls.importExcel ?? ''}
        onClose={() => setImportOpen(false)}
        onImported={() => void list.refresh()}
      />
      {confirmElement}
    </section>
  );
}
