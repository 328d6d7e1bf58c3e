import { TreePicker } from './tree-picker';
import { useTreeLoader } from './tree-loader';

export interface UrlTreeSelectProps {
  /** An API path answering the whole tree (key/title/children), e.g. /sys/sysDepart/queryTreeList. */
  url: string;
  /** Whose tree it is (invalidated with that resource's writes), e.g. 'depart'. */
  resource?: string;
  value: string | undefined;
  onChange: (value: string) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** The tree of a `treeSelect` field (FieldDef.tree): loaded whole from its address. */
export function UrlTreeSelect({ url, resource = 'tree', onChange, ...rest }: UrlTreeSelectProps) {
  const load = useTreeLoader(resource);
  return <TreePicker {...rest} onChange={(value) => onChange(value)} loadRoots={() => load(url)} />;
}
