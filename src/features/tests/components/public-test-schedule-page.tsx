import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Badge,
  Button,
  Card,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { getAction } from '@/lib/api-client';

/** What the open 考试日程 answers for each test (server/routes/business/tests.ts testSchedule): nothing private. */
export interface ScheduledTest {
  testName: string;
  signUpStart: string | null;
  signUpEnd: string | null;
  startTime: string | null;
  endTime: string | null;
  mode_dictText: string | null;
  status: number | string | null;
  status_dictText: string | null;
}

const useStyles = makeStyles({
  page: {
    maxWidth: '960px',
    margin: '0 auto',
    padding: '24px 16px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0, '& dd': { margin: 0 } },
  term: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The three groups of the schedule, by test_status (1 报名中, 2 待考试 · 3 考试中, 4 阅卷中 · 5 成绩已发布). */
const GROUPS = [
  { title: '正在报名', has: (s: number) => s === 1 },
  { title: '即将开始与进行中', has: (s: number) => s === 2 || s === 3 },
  { title: '已结束', has: (s: number) => s === 4 || s === 5 },
] as const;

const period = (from: string | null, to: string | null) => `${from?.slice(0, 16) ?? '—'} 至 ${to?.slice(0, 16) ?? '—'}`;

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; tests: ScheduledTest[] };

/**
 * 考试测试 (/cpctest/test, open without signing in): the test programme's schedule for candidates and institutions —
 * each test's name, sign-up and test windows, mode and status, newest first. It reads the one public call, which
 * answers nothing private (no ids, papers, institutions or grades).
 */
export default function PublicTestSchedulePage() {
  const styles = useStyles();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getAction<ScheduledTest[]>('/cpctest/public/testSchedule', undefined, { silent: true })
      .then((answer) => {
        if (!live) return;
        if (answer.success) setLoad({ state: 'done', tests: answer.result ?? [] });
        else setLoad({ state: 'failed', message: answer.message || '考试日程加载失败' });
      })
      .catch(() => live && setLoad({ state: 'failed', message: '考试日程加载失败，请检查网络后重试' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  return (
    <main className={styles.page} aria-label="考试日程">
      <div className={styles.head}>
        <Title2 as="h1">考试日程</Title2>
        <RouterLink to="/user/login">登录考试管理系统</RouterLink>
      </div>
      <Text className={styles.muted}>全国标准化考试的报名与考试时间。成绩与报告请登录后在客户端查看。</Text>
      {load.state === 'loading' && <Spinner size="small" label="加载中…" />}
      {load.state === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{load.message}</MessageBarBody>
          <MessageBarActions>
            <Button
              size="small"
              onClick={() => {
                setLoad({ state: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              重新加载
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {load.state === 'done' && load.tests.length === 0 && <Text>暂无考试安排</Text>}
      {load.state === 'done' &&
        GROUPS.map((group) => {
          const tests = load.tests.filter((t) => group.has(Number(t.status)));
          if (tests.length === 0) return null;
          return (
            <section key={group.title} aria-label={group.title}>
              <Subtitle2 as="h2">
                {group.title}（{tests.length}）
              </Subtitle2>
              <ul className={styles.list}>
                {tests.map((test, index) => (
                  <li key={`${test.testName}-${index}`}>
                    <Card>
                      <div className={styles.head}>
                        <Text weight="semibold">{test.testName}</Text>
                        <Badge appearance="tint">{test.status_dictText ?? '—'}</Badge>
                      </div>
                      <dl className={styles.facts}>
                        <dt className={styles.term}>报名时间</dt>
                        <dd>{period(test.signUpStart, test.signUpEnd)}</dd>
                        <dt className={styles.term}>考试时间</dt>
                        <dd>{period(test.startTime, test.endTime)}</dd>
                        <dt className={styles.term}>考试方式</dt>
                        <dd>{test.mode_dictText ?? '—'}</dd>
                      </dl>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </main>
  );
}
