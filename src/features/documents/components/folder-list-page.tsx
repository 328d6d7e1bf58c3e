import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, FolderAddRegular } from '@fluentui/react-icons';
import { LIST_MESSAGES, reportSave, useButtonAccess, useWrite, type FieldInputProps } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { TreePicker, useTreeLoader } from '@/components/widgets/dict';
import { valueText } from '@/domain/validation';
import { folderEntity, FOLDER_ROOT } from '@/domain/entities/document';
import { permissionCode } from '@/domain/entities/crud-actions';
import { resourceKeys } from '@/lib/resource-keys';
import { folderTree, foldersQuery, FOLDER_URL, type FolderRecord } from '../api/document-api';
import { FolderTree } from './folder-tree';

const EntityFormDialog = lazy(() => import('@/components/crud/forms').then((m) => ({ default: m.EntityFormDialog })));

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(280px, 420px) minmax(0, 1fr)',
    gap: '12px',
    alignItems: 'start',
    '@media (max-width: 1087.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '8px 16px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface FormRequest {
  key: number;
  mode: 'add' | 'edit';
  record?: FolderRecord;
  parentId?: string;
}

/**
 * 文档目录 (cpc/DocumentFolderList, /document/folder): the shared folder tree with 新增目录, 添加下级, 编辑 and 删除
 * by the cpc:folder: buttons, and the selected folder's details. The server refuses a folder under itself and
 * deleting one that has sub-folders or files (its message is shown).
 */
export default function FolderListPage() {
  const styles = useStyles();
  const client = useQueryClient();
  const folders = useQuery(foldersQuery());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [form, setForm] = useState<FormRequest | null>(null);
  const { confirm, element } = useConfirm();
  const writer = useWrite();
  const access = {
    add: useButtonAccess(permissionCode(folderEntity, 'add')),
    edit: useButtonAccess(permissionCode(folderEntity, 'edit')),
    remove: useButtonAccess(permissionCode(folderEntity, 'delete')),
  };
  const all = folders.data ?? [];
  const byId = new Map(all.map((f) => [f.id, f]));
  const selected = selectedId ? byId.get(selectedId) : undefined;
  const loadTree = useTreeLoader('folder');
  const parentPicker = (p: FieldInputProps) => {
    const value = valueText(p.value);
    const top = !value || value === FOLDER_ROOT;
    return (
      <TreePicker
        value={top ? '' : value}
        valueText={top ? undefined : byId.get(value)?.name}
        placeholder="无（顶级目录）"
        disabled={p.disabled}
        loadRoots={() => loadTree(`${FOLDER_URL}/tree`)}
        onChange={(next) => {
          p.onChange(next || FOLDER_ROOT);
          p.onBlur();
        }}
      />
    );
  };
  const open = (request: Omit<FormRequest, 'key'>) => setForm((prev) => ({ ...request, key: (prev?.key ?? 0) + 1 }));

  const remove = async (folder: FolderRecord) => {
    if (!(await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmDelete }))) return;
    const result = await writer.send({
      method: 'DELETE',
      url: `${FOLDER_URL}/delete`,
      params: { id: folder.id },
      meta: { scope: 'folder', kind: 'delete', label: `删除 文档目录「${folder.name}」`, recordIds: [folder.id] },
    });
    if (reportSave(result, '删除成功!') && result.type === 'saved') setSelectedId(null);
  };

  const button = (
    shown: { visible: boolean; disabled: boolean },
    label: string,
    icon: React.ReactElement,
    onClick: () => void,
    needsSelection = true,
  ) =>
    shown.visible && (
      <Button icon={icon} disabled={shown.disabled || (needsSelection && !selected)} onClick={onClick}>
        {label}
      </Button>
    );

  const parent = selected?.parentId && selected.parentId !== FOLDER_ROOT ? byId.get(selected.parentId) : undefined;
  return (
    <section className={styles.root} aria-label="文档目录管理">
      <Card className={styles.card}>
        <div className={styles.toolbar} role="toolbar" aria-label="目录操作">
          {button(access.add, '新增目录', <AddRegular />, () => open({ mode: 'add', parentId: FOLDER_ROOT }), false)}
          {button(access.add, '添加下级', <FolderAddRegular />, () =>
            open({ mode: 'add', parentId: selectedId ?? '' }),
          )}
          {button(
            access.edit,
            '编辑',
            <EditRegular />,
            () => selected && open({ mode: 'edit', record: { ...selected } }),
          )}
          {button(access.remove, '删除', <DeleteRegular />, () => selected && void remove(selected))}
        </div>
        {folders.isPending ? (
          <Spinner size="small" label="加载中…" />
        ) : all.length === 0 ? (
          <Text className={styles.muted}>暂无目录</Text>
        ) : (
          <FolderTree aria-label="目录树" nodes={folderTree(all)} selectedId={selectedId} onSelect={setSelectedId} />
        )}
      </Card>
      <Card className={styles.card}>
        {selected ? (
          <section aria-label="目录信息">
            <Subtitle2 as="h2">{selected.name}</Subtitle2>
            <dl className={styles.list}>
              {[
                ['上级目录', parent?.name ?? '无（顶级目录）'],
                ['排序', `${selected.sortNo ?? ''}`],
                ['下级目录', `${all.filter((f) => f.parentId === selected.id).length}`],
                ['说明', selected.description ?? ''],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value || '-'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : (
          <Text className={styles.muted}>请在目录树中选择一个目录，查看其信息或添加下级目录。</Text>
        )}
      </Card>
      <Suspense fallback={null}>
        {form && (
          <EntityFormDialog
            key={form.key}
            entity={folderEntity}
            mode={form.mode}
            record={form.record}
            initialValues={form.mode === 'add' ? { parentId: form.parentId ?? FOLDER_ROOT, sortNo: '0' } : undefined}
            open
            addUrl={`${FOLDER_URL}/add`}
            editUrl={`${FOLDER_URL}/edit`}
            onClose={() => setForm(null)}
            onSaved={() => void client.invalidateQueries({ queryKey: resourceKeys('folder').all() })}
            fieldRenderers={{ parentId: parentPicker }}
          />
        )}
      </Suspense>
      {element}
    </section>
  );
}
