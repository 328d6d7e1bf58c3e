import { dictTextOf, useDictItems } from './use-dict-items';

/** The dictionary text of a value (comma lists give comma-joined texts). */
export function DictText({ dictCode, value }: { dictCode: string; value: unknown }) {
  const { items } = useDictItems(dictCode);
  return <>{dictTextOf(items, value)}</>;
}
