import { useEffect, useState } from 'react';
import { getAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { TreePicker } from './tree-picker';
import { treeFromResult, type TreeNode } from './tree-node';

export interface CategoryTreeSelectProps {
  /** Code of the category whose children are offered. */
  pcode?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

async function loadNodes(url: string, params: Record<string, unknown>): Promise<TreeNode[]> {
  const res = await getAction(url, params);
  if (!res.success) {
    notify({ intent: 'warning', message: res.message }); // failed root tree load: the server message
    return [];
  }
  return treeFromResult(res.result);
}

/** JCategorySelect: the category (tree) dictionary; roots by loadTreeRoot, children by loadTreeChildren. */
export function CategoryTreeSelect({ pcode = '', value, onChange, ...rest }: CategoryTreeSelectProps) {
  const [backFill, setBackFill] = useState<{ value: string; text: string } | null>(null);

  useEffect(() => {
    if (!value || backFill?.value === value) return;
    let live = true;
    void getAction<string[]>('/sys/category/loadDictItem', { ids: value })
      .then((res) => (res.success ? (res.result ?? []) : []))
      .catch(() => [] as string[])
      .then((texts) => {
        if (live && texts.length > 0) setBackFill({ value, text: texts.join(',') });
      });
    return () => {
      live = false;
    };
  }, [value, backFill]);

  return (
    <TreePicker
      {...rest}
      value={value}
      onChange={(next, text) => {
        setBackFill({ value: next, text });
        onChange(next);
      }}
      valueText={backFill && backFill.value === value ? backFill.text : undefined}
      loadRoots={() => loadNodes('/sys/category/loadTreeRoot', { async: true, pcode })}
      loadChildren={(node) => loadNodes('/sys/category/loadTreeChildren', { pid: node.key })}
    />
  );
}
