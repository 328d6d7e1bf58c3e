import type { PageResult } from '@/domain/api';
import { testEntity } from '@/domain/entities/test';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import type { Test } from './test-api';

const BASE = testEntity.apiPath;
export const QUIZ_LIST_URL = `${BASE}/queryQuizList`;
export const QUIZ_INFO_URL = `${BASE}/queryQuizInfoById`;

/** The portal's paths (the customer menu's routes). */
export const PORTAL_PATHS = {
  quiz: '/cpctest/customer/quiz',
  grades: '/cpctest/customer/grades',
  statistics: '/cpctest/customer/gradeStatistics',
} as const;

export const quizInfoPath = (id: string) => `${PORTAL_PATHS.quiz}?id=${encodeURIComponent(id)}`;
export const portalGradesPath = (testId: string) => `${PORTAL_PATHS.grades}?testId=${encodeURIComponent(testId)}`;
export const portalStatisticsPath = (testId: string) =>
  `${PORTAL_PATHS.statistics}?testId=${encodeURIComponent(testId)}`;

export interface QuizFilter {
  testName?: string;
  status?: string;
}

/** A test in 考试信息: the institution's participation, and whether its grades are out. */
export type QuizTest = Test & { plannedCount?: number | null; actualCount?: number | null; gradesPublished?: boolean };

export const QUIZ_PAGE_SIZE = 12;

const quiet = { meta: { quiet: true }, retry: false } as const;

/** A page of the institution's tests (list-shaped keys: kept offline once opened). */
export const quizListQuery = (filter: QuizFilter, pageNo: number) => {
  const params = { ...filter, pageNo, pageSize: QUIZ_PAGE_SIZE };
  return {
    queryKey: resourceKeys(testEntity.name).list({ url: QUIZ_LIST_URL, ...params }),
    queryFn: async () =>
      (await fetchResult<PageResult<QuizTest>>(QUIZ_LIST_URL, params, { silent: true })) ?? {
        records: [],
        total: 0,
        size: QUIZ_PAGE_SIZE,
        current: 1,
        pages: 0,
      },
    ...quiet,
  };
};

export interface QuizInfo {
  test: Test;
  paper: { id: string; paperName: string; totalScore: number; topicCount: number; duration: number | null };
  participation: { institutionId: string; plannedCount: number | null; actualCount: number | null } | null;
  gradeSummary: {
    sat: number;
    absent: number;
    mean: number | null;
    max: number | null;
    min: number | null;
    passRate: number | null;
  } | null;
}

/** One test as the contact sees it (a forged id throws 未找到对应数据); list-shaped so it stays readable offline. */
export const quizInfoQuery = (id: string) => ({
  queryKey: resourceKeys(testEntity.name).list({ url: QUIZ_INFO_URL, id }),
  queryFn: async () => (await fetchResult<QuizInfo>(QUIZ_INFO_URL, { id }, { silent: true })) as QuizInfo,
  ...quiet,
});
