import type { PageResult } from '@/domain/api';
import type { RecordOf } from '@/domain/entities';
import { trainingEntity } from '@/domain/entities/training';
import { fetchFound, fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

const BASE = '/cutumer/telnetTraining';
export const TALENT_URLS = {
  list: `${BASE}/getTalnet`,
  byCollege: `${BASE}/selBycolId`,
} as const;

export const TALENT_PAGE_SIZE = 12;

export interface TalentFilter {
  title?: string;
  trainingType?: string;
}

export interface PortalCollege {
  id: string;
  collegeName: string;
}

/** A training as the API sends it. */
export type Training = RecordOf<typeof trainingEntity>;

const keys = resourceKeys(trainingEntity.name);
const quiet = { meta: { quiet: true }, retry: false } as const;

/** A page of the trainings open to the contact, newest first (list keys: kept offline once opened). */
export const talentPageQuery = (filter: TalentFilter, pageNo: number) => {
  const params = { ...filter, pageNo, pageSize: TALENT_PAGE_SIZE };
  return {
    queryKey: keys.list({ url: TALENT_URLS.list, ...params }),
    queryFn: async (): Promise<PageResult<Training>> =>
      (await fetchResult<PageResult<Training>>(TALENT_URLS.list, params, { silent: true })) ?? {
        records: [],
        total: 0,
        size: TALENT_PAGE_SIZE,
        current: 1,
        pages: 0,
      },
    ...quiet,
  };
};

/** The trainings of a college (with the institution-wide and open ones), oldest first; '' = the contact's own. */
export const collegeTalentsQuery = (collegeId: string) => {
  const params = collegeId ? { collegeId } : {};
  return {
    queryKey: keys.list({ url: TALENT_URLS.byCollege, ...params }),
    queryFn: async () => (await fetchResult<Training[]>(TALENT_URLS.byCollege, params, { silent: true })) ?? [],
    ...quiet,
  };
};

/** The colleges the contact may choose (cutumer/college: his institution's; a 学院联系人 only his own). */
const COLLEGES_URL = '/cutumer/college/queryCollegeList';
const COLLEGE_PAGE = { pageNo: 1, pageSize: 1000 };

export const talentCollegesQuery = () => ({
  queryKey: resourceKeys('college').list({ url: COLLEGES_URL, ...COLLEGE_PAGE }),
  queryFn: async (): Promise<PortalCollege[]> =>
    (await fetchResult<PageResult<PortalCollege>>(COLLEGES_URL, COLLEGE_PAGE, { silent: true }))?.records ?? [],
  ...quiet,
});

/** One training as staff read it (…/cpcTelnet/queryById): its current facts and 培训内容. */
export const trainingQuery = (id: string) => ({
  queryKey: keys.detail(id),
  queryFn: () => fetchFound<Training>(`${trainingEntity.apiPath}/queryById`, { id }),
});
