import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Card,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/widgets/app-link';
import { DictText } from '@/components/widgets/dict/dict-text';
import { LoadFailed } from '@/components/widgets/load-failed';
import { shownText } from '@/components/crud';
import { activitiesQuery, institutionsQuery, paperQuery, testQuery, trainingsQuery, type Test } from '../api/test-api';
import { useNextStatus } from '../hooks/use-next-status';
import { hasGrades, TestStatusBadge, TestStatusSteps } from './test-status';

/** Texts of 考试详情. */
export const TEST_DETAIL_TEXTS = {
  back: '返回考试列表',
  loading: '加载中…',
  noId: '未找到考试：地址中没有考试 id',
  loadFailed: '考试加载失败',
  sectionFailed: '加载失败',
  noInstitutions: '暂无参考机构',
  noActivities: '暂无活动',
  noTrainings: '暂无',
} as const;

const LIST_PATH = '/test/manager';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', minWidth: 0, overflowWrap: 'anywhere' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', color: tokens.colorNeutralForeground2 },
  links: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  rows: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2px 16px',
    padding: '6px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { fontWeight: tokens.fontWeightSemibold, flex: '1 1 160px' },
  timeline: { listStyle: 'none', margin: 0, padding: 0, borderLeft: `2px solid ${tokens.colorBrandStroke2}` },
  event: {
    position: 'relative',
    padding: '0 0 12px 16px',
    '::before': {
      content: '""',
      position: 'absolute',
      left: '-7px',
      top: '4px',
      width: '12px',
      height: '12px',
      borderRadius: '50%',
      backgroundColor: tokens.colorBrandBackground,
    },
  },
});

/** A coded value: the server's `_dictText` when sent, else its dictionary's text. */
function Coded({ text, value, dictCode }: { text?: string | null; value: string; dictCode: string }) {
  return text ? <>{text}</> : <DictText dictCode={dictCode} value={value} />;
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <Subtitle2 as="h3">
        {title}
        {count !== undefined && ` (${count})`}
      </Subtitle2>
      {children}
    </Card>
  );
}

/** A section's rows once loaded: a spinner, the server's message, the empty text or the rows. */
function Loaded<R>({
  query,
  empty,
  children,
}: {
  query: { data?: R[]; isPending: boolean; error: Error | null };
  empty: string;
  children: (rows: R[]) => ReactNode;
}) {
  const styles = useStyles();
  if (query.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{query.error.message || TEST_DETAIL_TEXTS.sectionFailed}</MessageBarBody>
      </MessageBar>
    );
  }
  if (query.isPending) return <Spinner size="tiny" label={TEST_DETAIL_TEXTS.loading} />;
  if (!query.data?.length) return <Text className={styles.muted}>{empty}</Text>;
  return <>{children(query.data)}</>;
}

const q = (id: string) => `?testId=${encodeURIComponent(id)}`;

function Header({ test, advance }: { test: Test; advance: ReactNode }) {
  const styles = useStyles();
  const { id, status } = test;
  return (
    <Card>
      <div className={styles.heading}>
        <Title3 as="h2">{test.testName}</Title3>
        <TestStatusBadge status={status} />
      </div>
      <div className={styles.facts}>
        <span>考试编码：{test.testCode}</span>
        <span>
          考试方式：
          <Coded text={test.mode_dictText} value={test.mode} dictCode="test_mode" />
        </span>
        <span>
          报名时间：{test.signUpStart} 至 {test.signUpEnd}
        </span>
        <span>
          考试时间：{test.startTime} 至 {test.endTime}
        </span>
      </div>
      <TestStatusSteps status={status} />
      {test.description && <Text>{test.description}</Text>}
      <div className={styles.links}>
        {advance}
        {hasGrades(status) && (
          <>
            <AppLink to={`/grade/list${q(id)}`}>成绩列表</AppLink>
            <AppLink to={`/grade/statistics${q(id)}`}>成绩统计</AppLink>
            <AppLink to={`/grade/import${q(id)}`}>成绩导入</AppLink>
          </>
        )}
      </div>
    </Card>
  );
}

function Paper({ paperId }: { paperId: string }) {
  const styles = useStyles();
  const paper = useQuery({ ...paperQuery(paperId), enabled: paperId !== '' });
  let body: ReactNode;
  if (paper.error)
    body = <Text className={styles.muted}>{paper.error.message || TEST_DETAIL_TEXTS.sectionFailed}</Text>;
  else if (!paper.data) body = <Spinner size="tiny" label={TEST_DETAIL_TEXTS.loading} />;
  else
    body = (
      <div className={styles.facts}>
        <Text weight="semibold">{paper.data.paperName}</Text>
        <span>总分：{paper.data.totalScore} 分</span>
        <span>题目数：{paper.data.topicCount}</span>
        <span>时长：{paper.data.duration} 分钟</span>
        <AppLink to={`/paper/view?id=${encodeURIComponent(paperId)}`}>试卷查看</AppLink>
      </div>
    );
  return <Section title="试卷">{body}</Section>;
}

/**
 * 考试详情 (cpc/TestDetails, /test/details?id=): the test's header (status badge, the five steps, mode, dates, 推进),
 * its paper, 参考机构, 考试活动 as a timeline, 人才培养, and once marking has begun links to its grades.
 */
export default function TestDetailsPage() {
  const styles = useStyles();
  const id = useSearchParams()[0].get('id')?.trim() ?? '';
  const test = useQuery({ ...testQuery(id), enabled: id !== '' });
  const loaded = test.isSuccess && id !== '';
  const institutions = useQuery({ ...institutionsQuery(id), enabled: loaded });
  const activities = useQuery({ ...activitiesQuery(id), enabled: loaded });
  const trainings = useQuery({ ...trainingsQuery(id), enabled: loaded });
  const advance = useNextStatus();
  const back = (
    <div>
      <AppLink to={LIST_PATH}>
        <ArrowLeftRegular /> {TEST_DETAIL_TEXTS.back}
      </AppLink>
    </div>
  );
  if (id === '' || test.isError) {
    return (
      <div className={styles.root}>
        {id === '' ? (
          <MessageBar intent="warning">
            <MessageBarBody>{TEST_DETAIL_TEXTS.noId}</MessageBarBody>
          </MessageBar>
        ) : (
          <LoadFailed
            message={test.error?.message || TEST_DETAIL_TEXTS.loadFailed}
            onRetry={() => void test.refetch()}
          />
        )}
        {back}
      </div>
    );
  }
  if (!test.data) return <Spinner label={TEST_DETAIL_TEXTS.loading} />;
  const data = test.data;
  return (
    <div className={styles.root}>
      {back}
      <Header test={data} advance={advance.button(data, { size: 'medium' })} />
      <Paper paperId={data.paperId} />
      <Section title="参考机构" count={institutions.data?.length}>
        <Loaded query={institutions} empty={TEST_DETAIL_TEXTS.noInstitutions}>
          {(rows) => (
            <ul className={styles.rows} aria-label="参考机构">
              {rows.map((r, i) => (
                <li key={r.id || i} className={styles.row}>
                  <span className={styles.name}>{shownText(r, 'institutionId')}</span>
                  <span>计划人数：{r.plannedCount}</span>
                  <span>实际人数：{r.actualCount ?? '—'}</span>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Section>
      <Section title="考试活动">
        <Loaded query={activities} empty={TEST_DETAIL_TEXTS.noActivities}>
          {(rows) => (
            <ol className={styles.timeline} aria-label="考试活动">
              {rows.map((r, i) => (
                <li key={r.id || i} className={styles.event}>
                  <Text className={styles.muted}>{r.activityTime}</Text>
                  <div>
                    【<Coded text={r.activityType_dictText} value={r.activityType} dictCode="activity_type" />】
                    {r.title}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </Loaded>
      </Section>
      <Section title="人才培养">
        <Loaded query={trainings} empty={TEST_DETAIL_TEXTS.noTrainings}>
          {(rows) => (
            <ul className={styles.rows} aria-label="人才培养">
              {rows.map((r, i) => (
                <li key={r.id || i} className={styles.row}>
                  <span className={styles.name}>{r.title}</span>
                  <span>
                    <Coded text={r.trainingType_dictText} value={r.trainingType} dictCode="training_type" />
                  </span>
                  <span>
                    {r.startDate} 至 {r.endDate}
                  </span>
                  {r.location && <span>{r.location}</span>}
                  <span>
                    已报名 {r.enrolled ?? 0} / {r.quota}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </Section>
      {advance.element}
    </div>
  );
}
