import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import {
  DOWNLOAD_FAILED,
  ListPager,
  QueryFormFrame,
  QueryTextField,
  TreeRows,
  useButtonAccess,
  useQueryFormValues,
  useWrite,
} from '@/components/crud';
import { categoryEntity } from '@/domain/entities/category';
import { downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { saveBlob } from '@/lib/save-blob';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import {
  CATEGORY_PAGE_SIZE,
  categoryKeys,
  fetchCategoryChildren,
  fetchCategoryRoots,
  type CategoryQuery,
  type CategoryRow,
} from '../api/categories';
import type { CategoryFormMode } from './category-form-dialog';

const ImportDialog = lazy(() =>
  import('@/components/widgets/import-dialog').then((m) => ({ default: m.ImportDialog })),
);

const EXPORT_URL = '/sys/category/exportXls';
const IMPORT_URL = '/sys/category/importExcel';

const CategoryFormDialog = lazy(() =>
  import('./category-form-dialog').then((m) => ({ default: m.CategoryFormDialog })),
);

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: '8px', margin: '8px 0' },
  tree: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: '4px',
  },
  head: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
    gap: '8px',
    padding: '8px',
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    '@media (max-width: 767.98px)': { display: 'none' },
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
    gap: '8px',
    alignItems: 'center',
    padding: '4px 8px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' },
  },
  name: { display: 'flex', alignItems: 'center', gap: '4px', minWidth: 0, overflowWrap: 'anywhere' },
  code: { color: tokens.colorNeutralForeground2, '@media (max-width: 767.98px)': { display: 'none' } },
  codeOnPhone: {
    display: 'none',
    color: tokens.colorNeutralForeground3,
    '@media (max-width: 767.98px)': { display: 'inline' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' },
  compact: { minWidth: 'auto' },
  empty: { padding: '16px', textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

interface RowHandlers {
  access: { add: boolean; edit: boolean; remove: boolean };
  onAddChild: (row: CategoryRow) => void;
  onEdit: (row: CategoryRow) => void;
  onDelete: (row: CategoryRow) => void;
}

function CategoryTree({ records, handlers }: { records: readonly CategoryRow[]; handlers: RowHandlers }) {
  const styles = useStyles();
  const action = (label: string, onClick: () => void) => (
    <Button size="small" appearance="transparent" className={styles.compact} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <TreeRows
      rows={records}
      rowKey={(row) => row.id}
      isBranch={(row) => row.hasChild === '1'}
      childrenQuery={(row) => ({
        queryKey: categoryKeys.list({ pid: row.id }),
        queryFn: () => fetchCategoryChildren(row.id),
      })}
      rowName={(row) => row.name}
      rowClassName={styles.row}
      noChildren="没有下级分类"
      renderRow={(row, lead) => (
        <>
          <span className={styles.name}>
            {lead}
            <span>
              {row.name} <span className={styles.codeOnPhone}>{row.code}</span>
            </span>
          </span>
          <span className={styles.code}>{row.code}</span>
          <span className={styles.actions} role="group" aria-label={`${row.name} 操作`}>
            {handlers.access.edit && action('编辑', () => handlers.onEdit(row))}
            {handlers.access.add && action('添加下级', () => handlers.onAddChild(row))}
            {handlers.access.remove && action('删除', () => handlers.onDelete(row))}
          </span>
        </>
      )}
    />
  );
}

/**
 * 分类字典 (system/SysCategoryList): the category tree, its roots paged and each branch loaded when opened; 新增,
 * 添加下级, 编辑 and 删除 (a category with all its sub-categories). The server makes each code (A01, A01A01 …).
 */
export default function CategoryListPage() {
  const styles = useStyles();
  const [query, setQuery] = useState<CategoryQuery>({ name: '', code: '', pageNo: 1 });
  const form = useQueryFormValues(
    { name: '', code: '' },
    {
      onSearch: (values) =>
        setQuery({ name: String(values.name ?? '').trim(), code: String(values.code ?? '').trim(), pageNo: 1 }),
      onReset: () => setQuery({ name: '', code: '', pageNo: 1 }),
    },
  );
  const roots = useQuery({ queryKey: categoryKeys.list({ ...query }), queryFn: () => fetchCategoryRoots(query) });
  const add = useButtonAccess('system:category:add');
  const edit = useButtonAccess('system:category:edit');
  const remove = useButtonAccess('system:category:delete');
  const exporting = useButtonAccess('system:category:export');
  const importing = useButtonAccess('system:category:import');
  const [importOpen, setImportOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const client = useQueryClient();
  const exportAll = () => {
    setDownloading(true);
    downloadFile(EXPORT_URL)
      .then(({ blob }) => saveBlob(blob, `${categoryEntity.exportFileName}.xls`))
      .catch((error: Error) => notify({ intent: 'error', message: error.message || DOWNLOAD_FAILED }))
      .finally(() => setDownloading(false));
  };
  const [formMode, setFormMode] = useState<(CategoryFormMode & { key: number }) | null>(null);
  const { confirm, element } = useConfirm();
  const { write } = useWrite();
  const open = (mode: CategoryFormMode) => setFormMode((prev) => ({ ...mode, key: (prev?.key ?? 0) + 1 }));

  const handlers: RowHandlers = {
    access: {
      add: add.visible && !add.disabled,
      edit: edit.visible && !edit.disabled,
      remove: remove.visible && !remove.disabled,
    },
    onAddChild: (row) => open({ kind: 'add', parent: row }),
    onEdit: (row) => open({ kind: 'edit', record: row }),
    onDelete: async (row) => {
      const ok = await confirm({ title: '确认删除', message: `删除「${row.name}」及其全部下级分类?` });
      if (!ok) return;
      await write(
        {
          method: 'DELETE',
          url: '/sys/category/delete',
          params: { id: row.id },
          meta: { scope: 'category', kind: 'delete', label: `删除分类字典「${row.name}」`, recordIds: [row.id] },
        },
        '删除成功!',
      );
    },
  };
  const records = roots.data?.records ?? [];
  return (
    <section aria-label="分类字典管理" aria-busy={roots.isFetching}>
      <QueryFormFrame {...form.frame}>
        <QueryTextField label="分类名称" value={form.values.name} onChange={form.set('name')} />
        <QueryTextField label="分类编码" value={form.values.code} onChange={form.set('code')} />
      </QueryFormFrame>
      <div className={styles.toolbar}>
        {add.visible && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            disabled={add.disabled}
            onClick={() => open({ kind: 'add' })}
          >
            新增
          </Button>
        )}
        {exporting.visible && (
          <Button icon={<ArrowDownloadRegular />} disabled={exporting.disabled || downloading} onClick={exportAll}>
            导出
          </Button>
        )}
        {importing.visible && (
          <Button icon={<ArrowUploadRegular />} disabled={importing.disabled} onClick={() => setImportOpen(true)}>
            导入
          </Button>
        )}
      </div>
      <div className={styles.tree} role="tree" aria-label="分类字典">
        <div className={styles.head} aria-hidden>
          <span>分类名称</span>
          <span>分类编码</span>
          <span>操作</span>
        </div>
        <CategoryTree records={records} handlers={handlers} />
        {roots.isLoading && <Spinner size="tiny" label="加载中…" />}
        {!roots.isLoading && records.length === 0 && <Text className={styles.empty}>暂无数据</Text>}
      </div>
      <ListPager
        pageNo={query.pageNo}
        pageSize={CATEGORY_PAGE_SIZE}
        total={Number(roots.data?.total ?? 0)}
        onPage={(pageNo) => setQuery((q) => ({ ...q, pageNo }))}
        onPageSize={() => undefined}
        pageSizeOptions={[CATEGORY_PAGE_SIZE]}
      />
      <Suspense fallback={null}>
        {formMode && <CategoryFormDialog key={formMode.key} mode={formMode} onClose={() => setFormMode(null)} />}
        {importOpen && (
          <ImportDialog
            open
            url={IMPORT_URL}
            onClose={() => setImportOpen(false)}
            onImported={() => void client.invalidateQueries({ queryKey: categoryKeys.all() })}
          />
        )}
      </Suspense>
      {element}
    </section>
  );
}
