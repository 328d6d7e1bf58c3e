import { useState } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useWrite } from '@/components/crud';
import { FormDialog } from '@/components/widgets/form-dialog';
import { CategoryTreeSelect } from '@/components/widgets/dict/category-tree-select';
import type { CategoryRow } from '../api/categories';

export type CategoryFormMode = { kind: 'add'; parent?: CategoryRow } | { kind: 'edit'; record: CategoryRow };

/** 新增 / 添加下级 / 编辑 (JeecgBoot's SysCategoryModal): 父级节点 and 分类名称; the server makes the code. */
export function CategoryFormDialog({ mode, onClose }: { mode: CategoryFormMode; onClose: () => void }) {
  const { busy, write } = useWrite();
  const [pid, setPid] = useState(() =>
    mode.kind === 'edit' ? (mode.record.pid === '0' ? '' : mode.record.pid) : (mode.parent?.id ?? ''),
  );
  const [name, setName] = useState(mode.kind === 'edit' ? mode.record.name : '');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError('请输入分类名称');
    if ([...trimmed].length > 100) return setError('分类名称不能超过100个字符');
    setError(null);
    const edit = mode.kind === 'edit';
    const saved = await write(
      {
        method: edit ? 'PUT' : 'POST',
        url: edit ? '/sys/category/edit' : '/sys/category/add',
        data: { ...(edit ? { id: mode.record.id } : {}), pid: pid || '0', name: trimmed },
        meta: {
          scope: 'category',
          kind: edit ? 'edit' : 'add',
          label: `${edit ? '编辑' : '添加'}分类字典「${trimmed}」`,
          recordIds: edit ? [mode.record.id] : undefined,
        },
      },
      edit ? '编辑成功!' : '添加成功！',
    );
    if (saved) onClose();
  };
  const title = mode.kind === 'edit' ? '编辑' : mode.parent ? '添加下级' : '新增';
  return (
    <FormDialog title={title} narrow onClose={onClose} onSubmit={submit} saving={busy}>
      <Field label="父级节点" hint="不选为根节点">
        <CategoryTreeSelect
          value={pid || undefined}
          onChange={setPid}
          placeholder="请选择父级节点"
          aria-label="父级节点"
        />
      </Field>
      <Field label="分类名称" required validationMessage={error ?? undefined}>
        <Input value={name} onChange={(_, d) => setName(d.value)} placeholder="请输入分类名称" />
      </Field>
    </FormDialog>
  );
}
