import { getAction } from '@/lib/api-client';
import { TreePicker } from './tree-picker';
import { treeFromResult } from './tree-node';

export interface UrlTreeSelectProps {
  /** An API path answering the whole tree (key/title/children), e.g. /sys/sysDepart/queryTreeList. */
  url: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** The tree of a `treeSelect` field (FieldDef.tree): loaded whole from its address. */
export function UrlTreeSelect({ url, onChange, ...rest }: UrlTreeSelectProps) {
  return (
    <TreePicker
      {...rest}
      onChange={(value) => onChange(value)}
      loadRoots={async () => {
        const res = await getAction(url);
        return res.success ? treeFromResult(res.result) : [];
      }}
    />
  );
}
