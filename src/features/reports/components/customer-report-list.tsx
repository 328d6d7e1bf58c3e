import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Caption1,
  Card,
  CardFooter,
  CardHeader,
  makeStyles,
  Spinner,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { AppLink } from '@/components/widgets/app-link';
import { LoadFailed } from '@/components/widgets/load-failed';
import { formatFileSize } from '@/domain/rounding';
import { notify } from '@/lib/notifier';
import {
  CUSTOMER_VIEW_PATH,
  downloadReport,
  fetchCustomerReports,
  fetchYears,
  reportKeys,
  viewPath,
  type ReportRecord,
} from '../api/report-api';

export const PAGE_SIZE = 10;

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
    '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS },
  },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  title: { overflowWrap: 'anywhere' },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'center' },
});

function ReportCard({ record }: { record: ReportRecord }) {
  const styles = useStyles();
  const download = () =>
    void downloadReport(record).catch((error: unknown) =>
      notify({ intent: 'warning', message: (error as Error).message || '下载失败' }),
    );
  const facts = [
    record.testId_dictText,
    `${record.year}年`,
    record.generated === 'Y' ? '系统生成' : '上传',
    formatFileSize(record.fileSize),
  ].filter(Boolean);
  return (
    <Card role="listitem" aria-label={record.title}>
      <CardHeader
        header={
          <Text weight="semibold" className={styles.title}>
            {record.title}
          </Text>
        }
        description={<Caption1>{facts.join(' · ')}</Caption1>}
      />
      <CardFooter className={styles.footer}>
        {record.generated === 'Y' && <AppLink to={viewPath(CUSTOMER_VIEW_PATH, record.id)}>查看</AppLink>}
        <Button size="small" onClick={download}>
          下载
        </Button>
      </CardFooter>
    </Card>
  );
}

/**
 * 报告 (customer/ReportList, /cpctest/customer/reports): the institution's reports by year — chips from the years
 * it has reports of, newest first and chosen at first — each a card with 查看 (a generated report) and 下载. No
 * Fluent icon modules here: they live in the list chunks, which the portal does not load.
 */
export default function CustomerReportList() {
  const styles = useStyles();
  const years = useQuery({ queryKey: reportKeys.list({ customerYears: true }), queryFn: fetchYears });
  const [chosen, setChosen] = useState<number>();
  const [pageNo, setPageNo] = useState(1);
  const year = chosen ?? years.data?.[0];
  const reports = useQuery({
    queryKey: reportKeys.list({ customer: true, year, pageNo, pageSize: PAGE_SIZE }),
    queryFn: () => fetchCustomerReports(year, pageNo, PAGE_SIZE),
    enabled: year !== undefined,
    placeholderData: keepPreviousData,
  });
  if (years.isPending) return <Spinner label="加载中…" />;
  if (years.isError) return <LoadFailed message={years.error.message} onRetry={() => void years.refetch()} />;
  if (years.data.length === 0)
    return (
      <div className={styles.page}>
        <Text>暂无报告</Text>
      </div>
    );
  const page = reports.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  return (
    <div className={styles.page}>
      <div className={styles.chips} role="group" aria-label="年份">
        {years.data.map((y) => (
          <ToggleButton
            key={y}
            shape="circular"
            size="small"
            checked={y === year}
            onClick={() => {
              setChosen(y);
              setPageNo(1);
            }}
          >
            {`${y}年`}
          </ToggleButton>
        ))}
      </div>
      {reports.isError && <LoadFailed message={reports.error.message} onRetry={() => void reports.refetch()} />}
      {reports.isPending && <Spinner size="small" label="加载中…" />}
      {page && (
        <>
          <div className={styles.cards} role="list" aria-label={`${year}年报告`}>
            {page.records.map((r) => (
              <ReportCard key={r.id} record={r} />
            ))}
          </div>
          {page.records.length === 0 && <Text>该年份暂无报告</Text>}
          {pages > 1 && (
            <div className={styles.pager}>
              <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                上一页
              </Button>
              <Text>{`${pageNo} / ${pages}`}</Text>
              <Button size="small" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                下一页
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
