import type { PageResult } from '@/domain/api';
import { testEntity } from '@/domain/entities/test';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** A test the contact's institution takes part in (queryQuizList). */
export interface PortalTest {
  id: string;
  testName: string;
  status: string;
  gradesPublished: boolean;
}

export interface PortalCollege {
  id: string;
  collegeName: string;
}

const QUIZ_LIST_URL = `${testEntity.apiPath}/queryQuizList`;
const TESTS_MAX = 200;

/** The institution's tests, newest first (list-shaped keys: kept offline once opened). */
export const portalTestsQuery = () => {
  const params = { pageNo: 1, pageSize: TESTS_MAX };
  return {
    queryKey: resourceKeys(testEntity.name).list({ url: QUIZ_LIST_URL, ...params }),
    queryFn: async () =>
      (await fetchResult<PageResult<PortalTest>>(QUIZ_LIST_URL, params, { silent: true }))?.records ?? [],
    retry: false,
  };
};

/** The colleges the contact may choose (cutumer/college: his institution's; a 学院联系人 only his own). */
const COLLEGES_URL = '/cutumer/college/queryCollegeList';
const COLLEGE_PAGE = { pageNo: 1, pageSize: 1000 };

export const portalCollegesQuery = () => ({
  queryKey: resourceKeys('college').list({ url: COLLEGES_URL, ...COLLEGE_PAGE }),
  queryFn: async (): Promise<PortalCollege[]> =>
    (await fetchResult<PageResult<PortalCollege>>(COLLEGES_URL, COLLEGE_PAGE, { silent: true }))?.records ?? [],
  retry: false,
});
