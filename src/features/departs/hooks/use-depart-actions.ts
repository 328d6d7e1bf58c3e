import { useState } from 'react';
import { LIST_MESSAGES, reportSave, useWrite, type FormMode } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import { notify } from '@/lib/notifier';
import type { DepartNode } from '../api/fetch-depart-tree';

export const SELECT_DEPART_FIRST = '请先选择一个部门！';

/** What the department form opens with. */
export interface DepartFormRequest {
  mode: FormMode;
  record?: DepartNode;
  /** The parent of a new department (添加下级). */
  parentId?: string;
  key: number;
}

/**
 * 添加部门 (a root), 添加下级, 编辑 and 删除 of the selected department. Delete asks 确认删除 /
 * 是否删除选中数据? and shows the server's answer (it refuses departments with children or users).
 */
export function useDepartActions(
  selected: DepartNode | null,
  onDeleted: (id: string) => void,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
) {
  const [form, setForm] = useState<DepartFormRequest | null>(null);
  const writer = useWrite();
  const open = (request: Omit<DepartFormRequest, 'key'>) =>
    setForm((prev) => ({ ...request, key: (prev?.key ?? 0) + 1 }));
  /** The selected department, or a warning when there is none. */
  const target = (): DepartNode | null => {
    if (!selected) notify({ intent: 'warning', message: SELECT_DEPART_FIRST });
    return selected;
  };

  return {
    form,
    closeForm: () => setForm(null),
    deleting: writer.busy,
    addRoot: () => open({ mode: 'add' }),
    addChild: () => {
      const parent = target();
      if (parent) open({ mode: 'add', parentId: parent.id });
    },
    edit: () => {
      const record = target();
      if (record) open({ mode: 'edit', record });
    },
    remove: async () => {
      const depart = target();
      if (!depart) return;
      if (!(await confirm({ title: LIST_MESSAGES.confirmTitle, message: LIST_MESSAGES.confirmDelete }))) return;
      const result = await writer.send({
        method: 'DELETE',
        url: '/sys/sysDepart/delete',
        params: { id: depart.id },
        meta: { scope: 'depart', kind: 'delete', label: `删除 部门「${depart.departName}」`, recordIds: [depart.id] },
      });
      if (reportSave(result, '删除成功!') && result.type === 'saved') onDeleted(depart.id);
    },
  };
}

export type DepartActions = ReturnType<typeof useDepartActions>;
