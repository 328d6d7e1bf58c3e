import type { GridRow } from '@/components/widgets/editable-grid/grid-types';
import type { PageResult } from '@/domain/api';
import { paperEntity } from '@/domain/entities/paper';
import type { RecordOf } from '@/domain/entities';
import { testEntity, testInstitutionEntity } from '@/domain/entities/test';
import { testActivityEntity } from '@/domain/entities/test-activity';
import { trainingEntity } from '@/domain/entities/training';
import { ApiError, fetchFound, fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export type Test = RecordOf<typeof testEntity>;
export type TestInstitution = RecordOf<typeof testInstitutionEntity>;
export type TestActivity = RecordOf<typeof testActivityEntity>;
export type LinkedTraining = RecordOf<typeof trainingEntity>;
/** The paper sat, with its topic count. */
export type PaperSummary = RecordOf<typeof paperEntity> & { topicCount: number };

const BASE = testEntity.apiPath;

/** POST {id, status}: the test's status one step forward (button cpc:test:status). */
export const NEXT_STATUS_URL = `${BASE}/nextStatus`;

/** The test's institutions with their names: GET …/queryCpcTestInstitutionByMainId?id=. */
export async function fetchInstitutions(testId: string): Promise<GridRow[]> {
  const rows = await fetchResult<GridRow[]>(
    `${BASE}/queryCpcTestInstitutionByMainId`,
    { id: testId },
    { silent: true },
  );
  return Array.isArray(rows) ? rows : [];
}

const quiet = { meta: { quiet: true }, retry: false } as const;

/** One test (a refusal such as 未找到对应数据 throws with the server's message). */
export const testQuery = (id: string) => ({
  queryKey: resourceKeys(testEntity.name).detail(id),
  queryFn: () => fetchFound<Test>(`${BASE}/queryById`, { id }, { silent: true }),
  ...quiet,
});

export const institutionsQuery = (id: string) => ({
  queryKey: resourceKeys(testEntity.name).detail(id, 'institutions'),
  queryFn: async () => (await fetchInstitutions(id)) as unknown as TestInstitution[],
  ...quiet,
});

/** The paper sat, with its topic count (its topics' rows). */
export const paperQuery = (paperId: string) => ({
  queryKey: resourceKeys(paperEntity.name).detail(paperId, 'summary'),
  queryFn: async (): Promise<PaperSummary> => {
    const [paper, topics] = await Promise.all([
      fetchFound<RecordOf<typeof paperEntity>>(`${paperEntity.apiPath}/queryById`, { id: paperId }, { silent: true }),
      fetchResult<unknown[]>(`${paperEntity.apiPath}/queryPaperTopicByMainId`, { id: paperId }, { silent: true }),
    ]);
    return { ...paper, topicCount: Array.isArray(topics) ? topics.length : 0 };
  },
  ...quiet,
});

/** The most activities one test's page lists. */
const ACTIVITIES_MAX = 1000;

/** The test's activities, oldest first. */
export const activitiesQuery = (testId: string) => {
  const params = { testId, column: 'activityTime', order: 'asc', pageNo: 1, pageSize: ACTIVITIES_MAX };
  const url = `${testActivityEntity.apiPath}/list`;
  return {
    queryKey: resourceKeys(testActivityEntity.name).list({ url, ...params }),
    queryFn: async () => (await fetchResult<PageResult<TestActivity>>(url, params, { silent: true }))?.records ?? [],
    ...quiet,
  };
};

/** The trainings linked to the test; a server without the call yet (404) has none. */
export const trainingsQuery = (testId: string) => ({
  queryKey: resourceKeys(trainingEntity.name).part('test', testId),
  queryFn: async (): Promise<LinkedTraining[]> => {
    try {
      const result = await fetchResult<LinkedTraining[] | PageResult<LinkedTraining>>(
        `${trainingEntity.apiPath}/queryTelnetInfoByTestId`,
        { testId },
        { silent: true },
      );
      if (Array.isArray(result)) return result;
      return result?.records ?? [];
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return [];
      throw error;
    }
  },
  ...quiet,
});
