import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchListPage, type EntityRecord } from '@/components/crud/entity-list-api';
import { resourceKeys } from '@/lib/resource-keys';
import { splitValues } from '@/components/widgets/dict/dict-checkbox';

/** Where a picker's value comes from and how its records are found again (a saved value reopened). */
export interface PickSource {
  /** Whose records (the query cache key; writes to the resource refresh the names). */
  resource: string;
  /** The record key the value holds (id, or code for positions). */
  valueKey: string;
  /** The record key shown (realname, departName …). */
  textKey: string;
  /** The records of these values, in one call. */
  resolve: (values: string[]) => Promise<EntityRecord[]>;
}

/**
 * The business picker's restore call: the value key with the comma-joined values and a trailing
 * comma, page 1, as many rows as values.
 */
export const restoreParams = (valueKey: string, values: string[]) => ({
  [valueKey]: `${values.join(',')},`,
  pageNo: 1,
  pageSize: values.length,
});

/** A source read from a list address (its records resolved by the restore call on `url`). */
export function listSource(options: { resource: string; url: string; valueKey: string; textKey: string }): PickSource {
  const { url, valueKey } = options;
  return {
    ...options,
    resolve: async (values) => (await fetchListPage(url, restoreParams(valueKey, values))).records,
  };
}

export const valueOf = (source: PickSource, record: EntityRecord): string => String(record[source.valueKey] ?? '');
export const textOf = (source: PickSource, record: EntityRecord): string => {
  const text = record[source.textKey];
  return text === undefined || text === null || text === '' ? valueOf(source, record) : String(text);
};

const pickedKey = (source: PickSource, value: string) =>
  resourceKeys(source.resource).part('picked', source.valueKey, value);

/** The records in value order; a value the server no longer knows stays as itself. */
function inValueOrder(source: PickSource, values: string[], records: EntityRecord[]): EntityRecord[] {
  const byValue = new Map(records.map((r) => [valueOf(source, r), r]));
  return values.map((v) => byValue.get(v) ?? { [source.valueKey]: v });
}

/** Values asked for in one call at most (the server pages at 1000). */
const BATCH_LIMIT = 200;

/**
 * The source's resolve, batched: every value asked for in the same task (all the cells of a list page, a form's
 * pickers) is found in one call per source, up to BATCH_LIMIT values; each caller gets the records of that call.
 */
function batchedResolver(source: PickSource) {
  let pending: { values: string[]; settle: (records: Promise<EntityRecord[]>) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    const distinct = [...new Set(batch.flatMap((b) => b.values))];
    const calls: Promise<EntityRecord[]>[] = [];
    for (let i = 0; i < distinct.length; i += BATCH_LIMIT)
      calls.push(source.resolve(distinct.slice(i, i + BATCH_LIMIT)));
    const all = Promise.all(calls).then((parts) => parts.flat());
    for (const b of batch) b.settle(all);
  };
  return (values: string[]) =>
    new Promise<EntityRecord[]>((resolve) => {
      if (pending.length === 0) setTimeout(flush, 0);
      pending.push({ values, settle: resolve });
    });
}

const resolvers = new WeakMap<PickSource, (values: string[]) => Promise<EntityRecord[]>>();
const resolverOf = (source: PickSource) => {
  let resolver = resolvers.get(source);
  if (!resolver) resolvers.set(source, (resolver = batchedResolver(source)));
  return resolver;
};

/** The records of a comma-joined value, found with the other values asked for at once (none for an empty value). */
export function usePickedRecords(source: PickSource, value: string | undefined) {
  const values = splitValues(value);
  const joined = values.join(',');
  const query = useQuery({
    queryKey: pickedKey(source, joined),
    queryFn: async () => inValueOrder(source, values, await resolverOf(source)(values)),
    enabled: values.length > 0,
  });
  const unresolved = query.isError ? inValueOrder(source, values, []) : [];
  return {
    records: values.length === 0 ? [] : (query.data ?? unresolved),
    loading: values.length > 0 && query.isPending,
  };
}

/** Keeps what was just picked as the names of the new value: showing it asks the server nothing. */
export function rememberPicked(client: QueryClient, source: PickSource, records: EntityRecord[]): string {
  const value = records.map((r) => valueOf(source, r)).join(',');
  if (value) client.setQueryData(pickedKey(source, value), records);
  return value;
}
