import { useMemo } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { fetchOnlineQueryInfo, formDataKeys, type OnlineColumns } from '../api/form-data-api';
import { fetchErpColumns, fetchErpFormItem } from '../api/sub-table-api';
import type { OnlineFormAnswers } from '../online-entity';
import { problemOf } from './use-online-form';

// The screen tells each refusal itself.
const QUIET = { meta: { quiet: true } } as const;

/** getErpColumns of a 主表: its list columns and each 附表's (with head id, relation and foreign key). */
export const useErpColumns = (code: string) =>
  useQuery({
    queryKey: formDataKeys.detail(code, 'erp-columns'),
    queryFn: () => fetchErpColumns(code),
    ...QUIET,
  });

/** What failed of several calls (not synchronised first: then every call says so), and how to ask again. */
function problemsOf(queries: UseQueryResult[]) {
  const problems = queries.map((q) => q.error).flatMap((e) => (e === null ? [] : [problemOf(e)]));
  return {
    problem: problems.find((p) => p.kind === 'notSynced') ?? problems[0],
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}

/**
 * One table of the ERP theme as a form's answers: its list columns (given, from getErpColumns), its one-table form
 * (getErpFormItem) and its query items (getQueryInfo).
 */
export function useErpTableAnswers(code: string, columns: OnlineColumns | undefined) {
  const formItem = useQuery({
    queryKey: formDataKeys.detail(code, 'erp-form-item'),
    queryFn: () => fetchErpFormItem(code),
    ...QUIET,
  });
  const queryInfo = useQuery({
    queryKey: formDataKeys.detail(code, 'query-info'),
    queryFn: () => fetchOnlineQueryInfo(code),
    ...QUIET,
  });
  const answers = useMemo(
    (): OnlineFormAnswers | undefined =>
      columns && formItem.data && queryInfo.data
        ? { columns, formItem: formItem.data, queryInfo: queryInfo.data }
        : undefined,
    [columns, formItem.data, queryInfo.data],
  );
  return { answers, ...problemsOf([formItem, queryInfo]) };
}

/** The ERP theme's 主表: getErpColumns (with its 附表) and the 主表's own form and query items. */
export function useErpAnswers(code: string) {
  const erp = useErpColumns(code);
  const main = useErpTableAnswers(code, erp.data?.main);
  const { problem, retry } = problemsOf([erp]);
  return {
    main: main.answers,
    subs: erp.data?.subList,
    problem: problem ?? main.problem,
    retry: () => {
      retry();
      main.retry();
    },
  };
}
