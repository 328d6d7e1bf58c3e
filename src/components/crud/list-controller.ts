import { useEffect, useMemo, useState } from 'react';
import type { EntityDef } from '@/domain/entities/entity-types';
import { permissionCode } from '@/domain/entities/crud-actions';
import { notify } from '@/lib/notifier';
import { queryFieldsOf } from '@/components/widgets/advanced-query';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { clearFixRequest, useFixRequest } from '@/components/offline/fix-requests';
import { rowId, type EntityRecord } from './entity-list-api';
import { viewOf } from './list-prefetch';
import { entityUrls, MISSING_URL, type EntityUrls } from './entity-urls';
import type { FormMode, FormValues } from './form-values';
import { listFields, rowLabelOf, type ListState } from './list-params';
import { useButtonAccess, useNoAuthCodes, type ButtonAccess } from './use-button-access';
import { useEntityList, type ExportMode } from './use-entity-list';

export const LIST_MESSAGES = {
  selectOne: '请选择一条记录！',
  confirmTitle: '确认删除',
  confirmDelete: '是否删除选中数据?',
  confirmBatch: (n: number) => `确定要删除这 ${n} 项吗?`,
  notSavedOffline: '离线：这个列表还没有保存到本机。联网后打开一次，之后离线也能查看。',
} as const;

/**
 * What a list offers; each is on unless turned off (and then still needs its permission code). `select` off: no
 * row boxes (and so no 批量删除), as an Online表单 whose 是否带checkbox is N.
 */
export type ListCapability =
  'add' | 'edit' | 'detail' | 'delete' | 'deleteBatch' | 'import' | 'export' | 'superQuery' | 'select';
export type ListCapabilities = Partial<Record<ListCapability, boolean>>;

/** A picker or a linked list: nothing but searching, paging and selecting. */
export const READ_ONLY_LIST: ListCapabilities = {
  add: false,
  edit: false,
  delete: false,
  deleteBatch: false,
  import: false,
  export: false,
};

export interface FormState {
  mode: FormMode;
  record?: EntityRecord;
  key: number;
  /** A refused edit reopened to fix it: its input, and the outbox entry the new save replaces. */
  initial?: FormValues;
  replaces?: string;
}

/** What the page's own toolbar buttons and row actions get. */
export interface ListContext {
  refresh: () => Promise<void>;
  selectedIds: string[];
  selectedRecords: EntityRecord[];
  clearSelection: () => void;
  /** `initial`: values the form starts with (e.g. 添加下级's parent). */
  openForm: (mode: FormMode, record?: EntityRecord, initial?: FormValues) => void;
}

export interface EntityListOptions {
  entity: EntityDef;
  /** Addresses that differ from `{apiPath}/list` …; null means the list has none. */
  urls?: Partial<EntityUrls>;
  /** Fixed list filters (e.g. `{ dictId }`); their fields leave the query form. */
  extraParams?: Record<string, unknown>;
  /** More list parameters from what is searched (e.g. a tree's `hasQuery`); keep it the same function. */
  stateParams?: (state: ListState) => Record<string, unknown>;
  /** The columns shown, in order (default: the definition's list fields). */
  columns?: readonly string[];
  /** What this list is called (table caption 「title列表」, cards); default the definition's title. */
  title?: string;
  actions?: ListCapabilities;
  /** Export file name without .xls (default: the entity's, else 导出文件). */
  exportFileName?: string;
  /**
   * Asked before a row's 删除 is confirmed: a reason the row cannot be deleted (said as a warning, nothing sent), or
   * null. Unreachable (offline), the delete goes on and the server decides.
   */
  deleteRefusal?: (record: EntityRecord) => Promise<string | null>;
  /** 'redirect': 导出 sends the browser to the export with `paramsStr` (JeecgBoot's 大数据导出); default 'download'. */
  exportMode?: ExportMode;
  /** authPre prefix (e.g. "user:"): hides toolbar buttons and columns among the user's missing codes. */
  authPre?: string;
  /** Saved advanced queries key (default: the route path). */
  saveCode?: string;
  /** The first page size and the sizes offered (default 10 of 10, 20, 30); a page-number box when quickJumper. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  quickJumper?: boolean;
  /** A checked row replaces the selection (a single-value picker). */
  single?: boolean;
  /** Records selected from the start (a picker opened on its current value). */
  initialSelected?: readonly EntityRecord[];
  /** A new search keeps the selection (pickers). */
  keepSelection?: boolean;
}

const HIDDEN: ButtonAccess = { visible: false, disabled: true };

/**
 * Everything an entity list does: its data and paging, the buttons the user may use, the form
 * and import dialogs, deletes with their confirmations, export. Parts of a list read it from context.
 */
export function useEntityListController(options: EntityListOptions) {
  const { entity: definition, actions = {} } = options;
  const entity = useMemo(
    () => viewOf(definition, options.columns, options.extraParams, options.title),
    [definition, options.columns, options.extraParams, options.title],
  );
  const urls = useMemo(() => entityUrls(definition, options.urls), [definition, options.urls]);
  const list = useEntityList({
    entity,
    urls,
    extraParams: options.extraParams,
    stateParams: options.stateParams,
    pageSize: options.pageSize,
    single: options.single,
    initialSelected: options.initialSelected,
    keepSelection: options.keepSelection,
  });
  const { confirm, element: confirmElement } = useConfirm();
  const noAuth = useNoAuthCodes(options.authPre);
  const granted = {
    add: useButtonAccess(permissionCode(definition, 'add')),
    edit: useButtonAccess(permissionCode(definition, 'edit')),
    delete: useButtonAccess(permissionCode(definition, 'delete')),
    deleteBatch: useButtonAccess(permissionCode(definition, 'deleteBatch')),
    import: useButtonAccess(permissionCode(definition, 'import')),
    export: useButtonAccess(permissionCode(definition, 'export')),
  };
  /** authPre keys of the toolbar buttons (JeecgBoot's names). */
  const preKey: Partial<Record<keyof typeof granted, string>> = {
    add: 'add',
    import: 'import',
    export: 'export',
    deleteBatch: 'batch_delete',
  };
  const access = Object.fromEntries(
    (Object.keys(granted) as (keyof typeof granted)[]).map((key) => {
      const pre = preKey[key];
      // 批量删除 needs chosen rows.
      const unchoosable = key === 'deleteBatch' && actions.select === false;
      const off = actions[key] === false || unchoosable || (pre !== undefined && noAuth.has(pre));
      return [key, off ? HIDDEN : granted[key]];
    }),
  ) as Record<keyof typeof granted, ButtonAccess>;
  const can = {
    detail: actions.detail !== false,
    superQuery: actions.superQuery !== false,
    select: actions.select !== false,
  };

  const [formState, setFormState] = useState<FormState | null>(null);
  // A refused edit reopened from 待同步: the form opens with what the user typed (state set while rendering,
  // once per entry, as React advises for state derived from a change).
  const fix = useFixRequest(definition.name);
  const [fixOpened, setFixOpened] = useState<string | null>(null);
  if (fix && fix.id !== fixOpened && fix.meta.kind !== 'delete' && fix.meta.kind !== 'action') {
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
  const columns = listFields(entity).filter((f) => !noAuth.has(f.name));
  const rowLabel = (record: EntityRecord) => rowLabelOf(entity, columns, record, rowId(record));
  const context: ListContext = {
    refresh: list.refresh,
    selectedIds: [...list.selected.keys()],
    selectedRecords: [...list.selected.values()],
    clearSelection: list.clearSelection,
    openForm: (mode, record, initial) => setFormState((prev) => ({ mode, record, initial, key: (prev?.key ?? 0) + 1 })),
  };

  return {
    entity,
    urls,
    list,
    access,
    can,
    columns,
    queryFields,
    rowLabel,
    context,
    saveCode: options.saveCode,
    paging: { pageSizeOptions: options.pageSizeOptions, quickJumper: options.quickJumper },
    formState,
    closeForm: () => setFormState(null),
    importOpen,
    setImportOpen,
    exporting,
    confirm,
    confirmElement,
    deleteOne: async (record: EntityRecord) => {
      if (!urls.delete) return notify({ intent: 'error', message: MISSING_URL.delete });
      const refusal = await options.deleteRefusal?.(record).catch(() => null);
      if (refusal) return notify({ intent: 'warning', message: refusal });
      const ok = await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmDelete });
      if (ok) await list.deleteOne(rowId(record));
    },
    deleteBatch: async () => {
      if (!urls.deleteBatch) return notify({ intent: 'error', message: MISSING_URL.deleteBatch });
      if (list.selected.size === 0) return notify({ intent: 'warning', message: LIST_MESSAGES.selectOne });
      const message = LIST_MESSAGES.confirmBatch(list.selected.size);
      if (await confirm({ title: LIST_MESSAGES.confirmTitle, message })) await list.deleteSelected();
    },
    exportXls: async () => {
      setExporting(true);
      await list.exportXls(options.exportFileName ?? definition.exportFileName ?? '导出文件', options.exportMode);
      setExporting(false);
    },
  };
}

export type EntityListController = ReturnType<typeof useEntityListController>;
