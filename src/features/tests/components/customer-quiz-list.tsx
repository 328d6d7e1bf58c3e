import { useState } from 'react';
import {
  Button,
  Card,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/widgets/app-link';
import { LoadFailed } from '@/components/widgets/load-failed';
import {
  portalGradesPath,
  portalStatisticsPath,
  QUIZ_PAGE_SIZE,
  quizInfoPath,
  quizListQuery,
  type QuizFilter,
} from '../api/customer-quiz-api';
import type { Row } from '../api/test-api';
import { statusOf, TEST_STATUS_TEXT, TestStatusBadge } from './test-status';

export const QUIZ_LIST_TEXTS = {
  empty: '暂无考试',
  loading: '加载中…',
  loadFailed: '考试加载失败',
  published: '成绩已发布',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: '8px 12px', alignItems: 'flex-end' },
  field: { flex: '1 1 160px', minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    gap: '12px',
  },
  card: { height: '100%', minWidth: 0, overflowWrap: 'anywhere' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  facts: { display: 'flex', flexDirection: 'column', gap: '2px', color: tokens.colorNeutralForeground2 },
  links: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
  pager: { display: 'flex', gap: '8px', alignItems: 'center', justifyContent: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function QuizCard({ test }: { test: Row }) {
  const styles = useStyles();
  const id = str(test.id);
  return (
    <Card className={styles.card} role="listitem" aria-label={str(test.testName)}>
      <div className={styles.heading}>
        <span className={styles.name}>
          <AppLink to={quizInfoPath(id)}>{str(test.testName)}</AppLink>
        </span>
        <TestStatusBadge status={statusOf(test)} />
      </div>
      <div className={styles.facts}>
        <span>考试时间：{str(test.startTime)}</span>
        <span>
          报名时间：{str(test.signUpStart).slice(0, 10)} 至 {str(test.signUpEnd).slice(0, 10)}
        </span>
        <span>
          参考人数：{str(test.actualCount) || '0'}（计划 {str(test.plannedCount) || '0'}）
        </span>
      </div>
      {test.gradesPublished === true && (
        <div className={styles.links}>
          <AppLink to={portalGradesPath(id)}>成绩列表</AppLink>
          <AppLink to={portalStatisticsPath(id)}>成绩统计</AppLink>
        </div>
      )}
    </Card>
  );
}

/** The institution's tests as cards, newest first, searched by 考试名称 and 状态. */
export function CustomerQuizList() {
  const styles = useStyles();
  const [typed, setTyped] = useState<QuizFilter>({});
  const [filter, setFilter] = useState<QuizFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const list = useQuery({ ...quizListQuery(filter, pageNo), placeholderData: keepPreviousData });
  const search = (next: QuizFilter) => {
    setFilter(next);
    setPageNo(1);
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / QUIZ_PAGE_SIZE));
  let body;
  if (list.isError)
    body = (
      <LoadFailed message={list.error.message || QUIZ_LIST_TEXTS.loadFailed} onRetry={() => void list.refetch()} />
    );
  else if (!list.data) body = <Spinner label={QUIZ_LIST_TEXTS.loading} />;
  else if (list.data.records.length === 0)
    body = (
      <MessageBar>
        <MessageBarBody>{QUIZ_LIST_TEXTS.empty}</MessageBarBody>
      </MessageBar>
    );
  else
    body = (
      <>
        <div className={styles.grid} role="list" aria-label="考试列表">
          {list.data.records.map((t) => (
            <QuizCard key={str(t.id)} test={t} />
          ))}
        </div>
        {pages > 1 && (
          <nav className={styles.pager} aria-label="分页">
            <Button size="small" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
              上一页
            </Button>
            <Text>
              {pageNo} / {pages}
            </Text>
            <Button size="small" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
              下一页
            </Button>
          </nav>
        )}
      </>
    );
  return (
    <div className={styles.root}>
      <form
        className={styles.filters}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(typed);
        }}
      >
        <Field label="考试名称" className={styles.field}>
          <Input
            value={typed.testName ?? ''}
            placeholder="请输入考试名称"
            onChange={(_, d) => setTyped({ ...typed, testName: d.value })}
          />
        </Field>
        <Field label="状态" className={styles.field}>
          <Select
            value={typed.status ?? ''}
            onChange={(_, d) => {
              const next = { ...typed, status: d.value };
              setTyped(next);
              search(next);
            }}
          >
            <option value="">全部</option>
            {Object.entries(TEST_STATUS_TEXT).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" appearance="primary">
          查询
        </Button>
      </form>
      {body}
    </div>
  );
}
