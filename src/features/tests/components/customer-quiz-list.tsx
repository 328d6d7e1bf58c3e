import { Card, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/widgets/app-link';
import { PagedCards, SearchForm, usePagedSearch, useSearchFieldClass } from '@/components/widgets/paged-cards';
import {
  portalGradesPath,
  portalStatisticsPath,
  QUIZ_PAGE_SIZE,
  quizInfoPath,
  quizListQuery,
  type QuizFilter,
  type QuizTest,
} from '../api/customer-quiz-api';
import { TEST_STATUS_TEXT, TestStatusBadge } from './test-status';

export const QUIZ_LIST_TEXTS = {
  empty: '暂无考试',
  loading: '加载中…',
  loadFailed: '考试加载失败',
  published: '成绩已发布',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  card: { height: '100%', minWidth: 0, overflowWrap: 'anywhere' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  facts: { display: 'flex', flexDirection: 'column', gap: '2px', color: tokens.colorNeutralForeground2 },
  links: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

function QuizCard({ test }: { test: QuizTest }) {
  const styles = useStyles();
  const { id } = test;
  return (
    <Card className={styles.card} role="listitem" aria-label={test.testName}>
      <div className={styles.heading}>
        <span className={styles.name}>
          <AppLink to={quizInfoPath(id)}>{test.testName}</AppLink>
        </span>
        <TestStatusBadge status={test.status} />
      </div>
      <div className={styles.facts}>
        <span>考试时间：{test.startTime}</span>
        <span>
          报名时间：{test.signUpStart.slice(0, 10)} 至 {test.signUpEnd.slice(0, 10)}
        </span>
        <span>
          参考人数：{test.actualCount ?? 0}（计划 {test.plannedCount ?? 0}）
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
  const field = useSearchFieldClass();
  const { typed, setTyped, filter, pageNo, setPageNo, search } = usePagedSearch<QuizFilter>();
  const list = useQuery({ ...quizListQuery(filter, pageNo), placeholderData: keepPreviousData });
  return (
    <div className={styles.root}>
      <SearchForm onSearch={() => search(typed)}>
        <Field label="考试名称" className={field}>
          <Input
            value={typed.testName ?? ''}
            placeholder="请输入考试名称"
            onChange={(_, d) => setTyped({ ...typed, testName: d.value })}
          />
        </Field>
        <Field label="状态" className={field}>
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
      </SearchForm>
      <PagedCards
        list={list}
        pageNo={pageNo}
        pageSize={QUIZ_PAGE_SIZE}
        onPage={setPageNo}
        label="考试列表"
        texts={QUIZ_LIST_TEXTS}
        card={(t) => <QuizCard key={t.id} test={t} />}
      />
    </div>
  );
}
