import { formatPercent } from '@/domain/rounding';
import type { ReactNode } from 'react';
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
import { LoadFailed } from '@/components/widgets/load-failed';
import { TEST_STATUS } from '@/domain/entities/test';
import {
  PORTAL_PATHS,
  portalGradesPath,
  portalStatisticsPath,
  quizInfoQuery,
  type QuizInfo,
} from '../api/customer-quiz-api';
import { trainingsQuery } from '../api/test-api';
import { TestStatusBadge, TestStatusSteps } from './test-status';

export const QUIZ_INFO_TEXTS = {
  back: '返回测验列表',
  loading: '加载中…',
  loadFailed: '考试加载失败',
  notPublished: '成绩尚未发布',
  noTrainings: '暂无关联的人才培养',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0, overflowWrap: 'anywhere' },
  heading: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', color: tokens.colorNeutralForeground2 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: '8px 16px',
    margin: 0,
    '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
  muted: { color: tokens.colorNeutralForeground3 },
  rows: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2px 16px',
    padding: '6px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  title: { fontWeight: tokens.fontWeightSemibold, flex: '1 1 160px' },
});

const shown = (v: string | number | null | undefined) => (v === undefined || v === null || v === '' ? '—' : String(v));
const percent = (v: number | null | undefined) => formatPercent(v, '—');

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {children}
    </Card>
  );
}

function Figures({ label, items }: { label?: string; items: [string, string][] }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Trainings({ testId }: { testId: string }) {
  const styles = useStyles();
  const trainings = useQuery(trainingsQuery(testId));
  if (trainings.isError) return <Text className={styles.muted}>{trainings.error.message}</Text>;
  if (!trainings.data) return <Spinner size="tiny" label={QUIZ_INFO_TEXTS.loading} />;
  if (trainings.data.length === 0) return <Text className={styles.muted}>{QUIZ_INFO_TEXTS.noTrainings}</Text>;
  return (
    <ul className={styles.rows} aria-label="人才培养">
      {trainings.data.map((r) => (
        <li key={r.id} className={styles.row}>
          <span className={styles.title}>{r.title}</span>
          <span>{r.trainingType_dictText}</span>
          <span>
            {r.startDate} 至 {r.endDate}
          </span>
          {r.location && <span>{r.location}</span>}
        </li>
      ))}
    </ul>
  );
}

function Body({ info }: { info: QuizInfo }) {
  const styles = useStyles();
  const { test, paper, participation, gradeSummary } = info;
  const { id, status } = test;
  const published = status === TEST_STATUS.published;
  return (
    <>
      <Card>
        <div className={styles.heading}>
          <Title3 as="h2">{test.testName}</Title3>
          <TestStatusBadge status={status} />
        </div>
        <div className={styles.facts}>
          <span>考试编码：{test.testCode}</span>
          <span>考试方式：{shown(test.mode_dictText)}</span>
          <span>
            报名时间：{test.signUpStart} 至 {test.signUpEnd}
          </span>
          <span>
            考试时间：{test.startTime} 至 {test.endTime}
          </span>
        </div>
        <TestStatusSteps status={status} />
        {test.description && <Text>{test.description}</Text>}
        {published && (
          <div className={styles.links}>
            <AppLink to={portalGradesPath(id)}>成绩列表</AppLink>
            <AppLink to={portalStatisticsPath(id)}>成绩统计</AppLink>
          </div>
        )}
      </Card>
      <Section title="试卷">
        <Text weight="semibold">{paper.paperName}</Text>
        <Figures
          label="试卷概况"
          items={[
            ['题目数', shown(paper.topicCount)],
            ['总分', `${shown(paper.totalScore)} 分`],
            ['时长', paper.duration ? `${paper.duration} 分钟` : '—'],
          ]}
        />
      </Section>
      {participation && (
        <Section title="本校参考">
          <Figures
            items={[
              ['计划人数', shown(participation.plannedCount)],
              ['实际人数', shown(participation.actualCount)],
            ]}
          />
        </Section>
      )}
      <Section title="成绩概况">
        {gradeSummary ? (
          <Figures
            items={[
              ['参考人数', shown(gradeSummary.sat)],
              ['缺考', shown(gradeSummary.absent)],
              ['平均分', shown(gradeSummary.mean)],
              ['最高分', shown(gradeSummary.max)],
              ['最低分', shown(gradeSummary.min)],
              ['及格率', percent(gradeSummary.passRate)],
            ]}
          />
        ) : (
          <Text className={styles.muted}>{QUIZ_INFO_TEXTS.notPublished}</Text>
        )}
      </Section>
      <Section title="人才培养">
        <Trainings testId={id} />
      </Section>
    </>
  );
}

/** The quiz info (queryQuizInfoById): the test, its paper, the institution's participation, grades once published. */
export function CustomerQuizInfo({ id }: { id: string }) {
  const styles = useStyles();
  const info = useQuery(quizInfoQuery(id));
  return (
    <div className={styles.root}>
      <div>
        <AppLink to={PORTAL_PATHS.quiz}>
          <ArrowLeftRegular /> {QUIZ_INFO_TEXTS.back}
        </AppLink>
      </div>
      {info.isError && (
        <LoadFailed message={info.error.message || QUIZ_INFO_TEXTS.loadFailed} onRetry={() => void info.refetch()} />
      )}
      {info.isPending && <Spinner label={QUIZ_INFO_TEXTS.loading} />}
      {info.data && <Body info={info.data} />}
      {!info.data && !info.isPending && !info.isError && (
        <MessageBar intent="warning">
          <MessageBarBody>{QUIZ_INFO_TEXTS.loadFailed}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
