import { useEffect, useState } from 'react';
import { notify } from '@/lib/notifier';
import { loadDictTexts, splitTableDict } from './dict-api';
import { TreePicker } from './tree-picker';
import { useTreeLoader } from './tree-loader';
import type { TreeNode } from './tree-node';

/** JeecgBoot's texts, verbatim. */
export const TREE_CONDITION_ERROR = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/** An empty condition, or a string holding a JSON object. */
export function isValidTreeCondition(condition: string | undefined): boolean {
  if (!condition) return true;
  try {
    const parsed: unknown = JSON.parse(condition);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

export interface TreeSelectProps {
  /** A table dictionary `table,text,code`. */
  dict: string;
  value: string | undefined;
  onChange: (value: string) => void;
  pidField?: string;
  /** Parent of the roots (default empty: the roots). */
  pidValue?: string;
  hasChildField?: string;
  /** A JSON object string of extra equality conditions. */
  condition?: string;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** JTreeSelect: a lazily loaded tree from GET /sys/dict/loadTreeData over a table dictionary. */
export function TreeSelect({
  dict,
  value,
  onChange,
  pidField = 'pid',
  pidValue = '',
  hasChildField = '',
  condition = '',
  ...rest
}: TreeSelectProps) {
  const valid = isValidTreeCondition(condition);
  const { tableName, text, code } = splitTableDict(dict);
  const loadTree = useTreeLoader(tableName);
  const [backFill, setBackFill] = useState<{ value: string; text: string } | null>(null);

  useEffect(() => {
    if (!valid) notify({ intent: 'error', message: TREE_CONDITION_ERROR });
  }, [valid]);

  useEffect(() => {
    if (!valid || !value || backFill?.value === value) return;
    let live = true;
    void loadDictTexts(dict, value)
      .catch(() => [] as string[])
      .then((texts) => {
        if (live && texts.length > 0) setBackFill({ value, text: texts.join(',') });
      });
    return () => {
      live = false;
    };
  }, [dict, value, valid, backFill]);

  const load = async (pid: string): Promise<TreeNode[]> => {
    if (!valid) return [];
    return loadTree('/sys/dict/loadTreeData', { pid, pidField, hasChildField, condition, tableName, text, code });
  };

  return (
    <TreePicker
      {...rest}
      value={value}
      onChange={(next, text) => {
        setBackFill({ value: next, text });
        onChange(next);
      }}
      valueText={backFill && backFill.value === value ? backFill.text : undefined}
      loadRoots={() => load(pidValue)}
      loadChildren={(node) => load(node.key)}
    />
  );
}
