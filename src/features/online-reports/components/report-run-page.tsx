import { useState } from 'react';
import { useLocation } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DOWNLOAD_FAILED, ListPager } from '@/components/crud';
import { nextSort, type SortState } from '@/components/crud/list-params';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import { PageHeader } from '@/components/widgets/page-header';
import type { ScreenProps } from '@/features/screen-descriptor';
import { notify } from '@/lib/notifier';
import {
  exportReport,
  fetchReportPage,
  fetchReportParamsInfo,
  fetchReportQueryInfo,
  reportKeys,
  type ReportParamInfo,
  type ReportQueryItem,
} from '../api/report-api';
import { filledValues, initialQueryValues, REPORT_PAGE_SIZES, reportIdOf } from '../report-view';
import { ReportQueryForm } from './report-query-form';
import { ReportTable } from './report-table';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, maxWidth: '100%' },
});

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : '报表加载失败');

/**
 * AUTO在线报表 (OnlCgreportAutoList, `/online/cgreport/<id>`): the report's parameters and searched columns as a
 * query form (the address's `?<paramName>=` fills a parameter), its rows paged and sortable with dictionary texts,
 * group titles and a 合计 row, and 导出 of the same query.
 */
export default function ReportRunPage({ title }: Partial<ScreenProps>) {
  const { pathname, search } = useLocation();
  const id = reportIdOf(pathname);
  const quiet = { meta: { quiet: true }, retry: false } as const;
  const params = useQuery({
    queryKey: reportKeys.detail(id, 'params-info'),
    queryFn: () => fetchReportParamsInfo(id),
    ...quiet,
  });
  const items = useQuery({
    queryKey: reportKeys.detail(id, 'query-info'),
    queryFn: () => fetchReportQueryInfo(id),
    ...quiet,
  });
  const failed = params.error ?? items.error;
  if (failed) {
    return (
      <LoadFailed
        message={errorText(failed)}
        onRetry={() => {
          void params.refetch();
          void items.refetch();
        }}
      />
    );
  }
  if (!params.data || !items.data) return <Loading />;
  // A new report or address starts the query afresh.
  return (
    <ReportRunner
      key={`${id}?${search}`}
      id={id}
      title={title}
      params={params.data}
      items={items.data}
      search={search}
    />
  );
}

interface ReportRunnerProps {
  id: string;
  title: string | undefined;
  params: readonly ReportParamInfo[];
  items: readonly ReportQueryItem[];
  search: string;
}

function ReportRunner({ id, title, params, items, search }: ReportRunnerProps) {
  const styles = useStyles();
  const [initial] = useState(() => initialQueryValues(params, new URLSearchParams(search)));
  const [values, setValues] = useState(initial);
  const [applied, setApplied] = useState(() => filledValues(initial));
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(REPORT_PAGE_SIZES[0]);
  const [sort, setSort] = useState<SortState | null>(null);
  const [exporting, setExporting] = useState(false);

  const query = { ...applied, ...(sort ? { column: sort.column, order: sort.order } : {}) };
  const request = { ...query, pageNo, pageSize };
  const page = useQuery({
    queryKey: reportKeys.detail(id, 'data', request),
    queryFn: () => fetchReportPage(id, request),
    placeholderData: keepPreviousData,
    meta: { quiet: true },
    retry: false,
  });
  const name = page.data?.cgreportHeadName || title || 'AUTO在线报表';

  const apply = (next: Record<string, string>) => {
    setApplied(filledValues(next));
    setPageNo(1);
  };
  const download = async () => {
    setExporting(true);
    const done = await exportReport(id, query, name);
    setExporting(false);
    if (!done) notify({ intent: 'warning', message: DOWNLOAD_FAILED });
  };

  let body;
  if (page.data) {
    body = (
      <>
        <ReportTable
          title={name}
          columns={page.data.columns}
          records={page.data.data.records}
          dictOptions={page.data.dictOptions}
          grouped={page.data.isGroupTitle}
          sort={sort}
          onSort={(column) => {
            setSort((current) => nextSort(current, column));
            setPageNo(1);
          }}
          firstRow={(pageNo - 1) * pageSize + 1}
        />
        <ListPager
          pageNo={pageNo}
          pageSize={pageSize}
          total={page.data.data.total}
          pageSizeOptions={REPORT_PAGE_SIZES}
          onPage={setPageNo}
          onPageSize={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      </>
    );
  } else if (page.isError) {
    body = <LoadFailed message={errorText(page.error)} onRetry={() => void page.refetch()} />;
  } else {
    body = <Loading />;
  }

  return (
    <section className={styles.page} aria-label={name} aria-busy={page.isFetching}>
      <PageHeader
        title={name}
        actions={
          <Button icon={<ArrowDownloadRegular />} disabled={exporting} onClick={() => void download()}>
            导出
          </Button>
        }
      />
      <ReportQueryForm
        params={params}
        items={items}
        values={values}
        onChange={(key, value) => setValues((prev) => ({ ...prev, [key]: value }))}
        onSearch={() => apply(values)}
        onReset={() => {
          setValues(initial);
          apply(initial);
        }}
      />
      {page.isPlaceholderData && <Spinner size="tiny" label="加载中…" />}
      {body}
    </section>
  );
}
