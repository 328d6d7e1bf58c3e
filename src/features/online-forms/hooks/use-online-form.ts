import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefusedError } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import {
  fetchOnlineColumns,
  fetchOnlineFormItem,
  fetchOnlineQueryInfo,
  formDataKeys,
  NOT_SYNCED,
} from '../api/form-data-api';
import type { OnlineFormAnswers } from '../online-entity';

/** Why a form cannot be shown: not synchronised, refused (the server's message, e.g. 表单不存在), or not loaded. */
export type FormProblem = { kind: 'notSynced' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export function problemOf(error: unknown): FormProblem {
  if (error instanceof RefusedError)
    return error.message === NOT_SYNCED ? { kind: 'notSynced' } : { kind: 'refused', message: error.message };
  return { kind: 'failed' };
}

// The screen tells each refusal itself.
const QUIET = { meta: { quiet: true } } as const;

/** getColumns, getFormItem and getQueryInfo of a form, asked together. */
export function useOnlineFormAnswers(code: string) {
  const columns = useQuery({
    queryKey: formDataKeys.detail(code, 'columns'),
    queryFn: () => fetchOnlineColumns(code),
    ...QUIET,
  });
  const formItem = useQuery({
    queryKey: formDataKeys.detail(code, 'form-item'),
    queryFn: () => fetchOnlineFormItem(code),
    ...QUIET,
  });
  const queryInfo = useQuery({
    queryKey: formDataKeys.detail(code, 'query-info'),
    queryFn: () => fetchOnlineQueryInfo(code),
    ...QUIET,
  });
  const all = [columns, formItem, queryInfo];
  const errors = all.map((q) => q.error).filter((e) => e !== null);
  const answers = useMemo(
    (): OnlineFormAnswers | undefined =>
      columns.data && formItem.data && queryInfo.data
        ? { columns: columns.data, formItem: formItem.data, queryInfo: queryInfo.data }
        : undefined,
    [columns.data, formItem.data, queryInfo.data],
  );
  // Not synchronised first: then every call says so.
  const problems = errors.map(problemOf);
  const problem = problems.find((p) => p.kind === 'notSynced') ?? problems[0];
  return {
    answers,
    problem,
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
  };
}

/**
 * The refusal of the rows' list (getData) in view, told by the screen instead of a notice: a form that has stopped
 * being synchronised answers NO_DB_SYNC, which the screen says in words. The list's queries are made quiet before
 * the list first asks.
 */
export function useRowsRefusal(entityName: string): string | null {
  const client = useQueryClient();
  const lists = resourceKeys(entityName).lists();
  // Before the list's first query (the list renders below this hook); setting the same defaults again changes nothing.
  client.setQueryDefaults(lists, QUIET);
  const cache = client.getQueryCache();
  const read = () => {
    const failed = cache
      .findAll({ queryKey: lists, type: 'active' })
      .find((q) => q.state.status === 'error' && q.state.error instanceof RefusedError);
    return failed ? (failed.state.error as RefusedError).message : null;
  };
  const subscribe = useCallback((changed: () => void) => cache.subscribe(changed), [cache]);
  return useSyncExternalStore(subscribe, read, read);
}
