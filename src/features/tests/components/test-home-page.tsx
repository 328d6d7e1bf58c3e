import { useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Card,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { LoadFailed, Loading } from '@/components/widgets/load-failed';
import type { PageResult } from '@/domain/api';
import { testEntity } from '@/domain/entities/test';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import type { Test } from '../api/test-api';
import { testDetailsPath } from './test-list-page';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '12px' },
  count: { display: 'flex', flexDirection: 'column', gap: '4px' },
  number: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', gap: '16px', flexWrap: 'wrap' },
  scroller: { overflowX: 'auto' },
});

/** test_status 1 报名中 … 5 成绩已发布 (the 考试列表's 状态). */
const STATUSES = [
  { value: 1, text: '报名中' },
  { value: 2, text: '待考试' },
  { value: 3, text: '考试中' },
  { value: 4, text: '阅卷中' },
  { value: 5, text: '成绩已发布' },
] as const;

const LIST = `${testEntity.apiPath}/list`;
const keys = resourceKeys(testEntity.name);
const listOf = (params: Record<string, string | number>) => ({
  queryKey: keys.list({ home: true, ...params }),
  queryFn: async () =>
    (await fetchResult<PageResult<Test>>(LIST, params, { silent: true })) ?? { records: [], total: 0 },
});

/**
 * 测试首页 (/test/home): the test programme at a glance for the testing body's staff — how many tests are in each
 * status, the tests not yet published (soonest first) with their 考试详情, and the way to 考试列表, 成绩导入 and 成绩统计.
 * It reads the 考试列表's own list call, so it shows what the user may see there (a national manager his provinces').
 */
export default function TestHomePage() {
  const styles = useStyles();
  const counts = useQueries({ queries: STATUSES.map((s) => listOf({ status: s.value, pageNo: 1, pageSize: 1 })) });
  const open = useQuery(listOf({ status: '1,2,3,4', column: 'startTime', order: 'asc', pageNo: 1, pageSize: 10 }));
  return (
    <section className={styles.page} aria-label="测试首页">
      <div className={styles.counts} role="list" aria-label="各状态考试数">
        {STATUSES.map((status, index) => {
          const total = counts[index]?.data?.total;
          return (
            <Card key={status.value} role="listitem" className={styles.count}>
              <Text>{status.text}</Text>
              <Text className={styles.number} aria-label={`${status.text} ${total ?? '—'} 场`}>
                {total ?? '—'}
              </Text>
            </Card>
          );
        })}
      </div>
      <Card>
        <Subtitle2 as="h2">进行中的考试</Subtitle2>
        {open.isPending && <Loading />}
        {open.isError && <LoadFailed message="考试加载失败" onRetry={() => void open.refetch()} />}
        {open.data && open.data.records.length === 0 && <Text>暂无未发布成绩的考试</Text>}
        {open.data && open.data.records.length > 0 && (
          <div className={styles.scroller}>
            <Table aria-label="进行中的考试" size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>考试名称</TableHeaderCell>
                  <TableHeaderCell>状态</TableHeaderCell>
                  <TableHeaderCell>考试时间</TableHeaderCell>
                  <TableHeaderCell>报名截止</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {open.data.records.map((test) => (
                  <TableRow key={test.id}>
                    <TableCell>
                      <RouterLink to={testDetailsPath(test.id)}>{test.testName}</RouterLink>
                    </TableCell>
                    <TableCell>
                      <Badge appearance="tint">{test.status_dictText ?? String(test.status)}</Badge>
                    </TableCell>
                    <TableCell>{test.startTime?.slice(0, 16)}</TableCell>
                    <TableCell>{test.signUpEnd?.slice(0, 16)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
      <nav className={styles.links} aria-label="考试工作">
        <RouterLink to="/test/manager">考试列表</RouterLink>
        <RouterLink to="/grade/import">成绩导入</RouterLink>
        <RouterLink to="/grade/statistics">成绩统计</RouterLink>
        <RouterLink to="/cpctest/test">考试日程（公开页）</RouterLink>
      </nav>
    </section>
  );
}
