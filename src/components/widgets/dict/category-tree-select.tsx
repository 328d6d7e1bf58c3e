import { useEffect, useState } from 'react';
import { fetchResult } from '@/lib/api-client';
import { TreePicker } from './tree-picker';
import { useTreeLoader } from './tree-loader';

export interface CategoryTreeSelectProps {
  /** Code of the category whose children are offered. */
  pcode?: string;
  /** A JSON object of equalities the offered nodes meet (code, name, id, createBy, sysOrgCode): the tree then
   * loads through loadTreeData (JCategorySelect). */
  condition?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * The category (tree) dictionary: roots by loadTreeRoot and children by loadTreeChildren (JTreeDict), or both by
 * loadTreeData with a `condition` (JCategorySelect). A single value's name comes back through loadOne (field id),
 * several through loadDictItem.
 */
export function CategoryTreeSelect({ pcode = '', condition, value, onChange, ...rest }: CategoryTreeSelectProps) {
  const [backFill, setBackFill] = useState<{ value: string; text: string } | null>(null);
  const loadNodes = useTreeLoader('category');

  useEffect(() => {
    if (!value || backFill?.value === value) return;
    let live = true;
    const texts = rest.multiple
      ? fetchResult<string[]>('/sys/category/loadDictItem', { ids: value })
      : fetchResult<{ name?: string }>('/sys/category/loadOne', { field: 'id', val: value }).then((one) =>
          one?.name ? [one.name] : [],
        );
    void texts
      .then((found) => found ?? [])
      .catch(() => [] as string[])
      .then((found) => {
        if (live && found.length > 0) setBackFill({ value, text: found.join(',') });
      });
    return () => {
      live = false;
    };
  }, [value, backFill, rest.multiple]);

  return (
    <TreePicker
      {...rest}
      value={value}
      onChange={(next, text) => {
        setBackFill({ value: next, text });
        onChange(next);
      }}
      valueText={backFill && backFill.value === value ? backFill.text : undefined}
      loadRoots={() =>
        condition
          ? loadNodes('/sys/category/loadTreeData', { pcode: pcode || '0', condition })
          : loadNodes('/sys/category/loadTreeRoot', { async: true, pcode })
      }
      loadChildren={(node) =>
        condition
          ? loadNodes('/sys/category/loadTreeData', { pid: node.key, condition })
          : loadNodes('/sys/category/loadTreeChildren', { pid: node.key })
      }
    />
  );
}
