import { useEffect, useState } from 'react';
import { fetchResult } from '@/lib/api-client';
import { TreePicker } from './tree-picker';
import { useTreeLoader } from './tree-loader';

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

/** JCategorySelect: the category (tree) dictionary; roots by loadTreeRoot, children by loadTreeChildren. */
export function CategoryTreeSelect({ pcode = '', value, onChange, ...rest }: CategoryTreeSelectProps) {
  const [backFill, setBackFill] = useState<{ value: string; text: string } | null>(null);
  const loadNodes = useTreeLoader('category');

  useEffect(() => {
    if (!value || backFill?.value === value) return;
    let live = true;
    void fetchResult<string[]>('/sys/category/loadDictItem', { ids: value })
      .then((texts) => texts ?? [])
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
