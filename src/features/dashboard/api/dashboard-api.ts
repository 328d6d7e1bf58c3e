import { fetchResult, startEarlyGet, takeArrivedEarlyGet } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** 首页 / 分析页's calls (docs/screens/dashboards.md). */
export const dashboardKeys = resourceKeys('dashboard');

export interface LevelCount {
  level: string;
  level_dictText: string;
  count: number;
}

export interface TestResults {
  testId: string;
  testName: string;
  fullScore: number;
  sat: number;
  mean: number | null;
  passRate: number | null;
  levels: LevelCount[];
  histogram: { from: number; to: number; count: number }[];
}

export interface Analysis {
  institutions: number;
  students: number;
  tests: { status: string; status_dictText: string; count: number }[];
  nextSignUpEnd: string | null;
  nextStart: string | null;
  gradesThisYear: number;
  testsPerMonth: { month: string; count: number }[];
  studentsByProvince: { province: string | null; name: string; count: number }[];
  results: { latest: TestResults; previous: TestResults | null } | null;
}

export interface VisitSummary {
  todayVisitCount: number;
  todayIp: number;
  totalVisitCount: number;
}

export interface DayVisits {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

const FAILED = '加载失败';

const ANALYSIS_URL = '/dashboard/analysis';
const VISITS_URL = '/sys/loginfo';
const WEEK_URL = '/sys/visitInfo';

/**
 * 首页's three queries. A cold load asks for their data beside the page's code (prefetchAnalysis); an answer that has
 * already arrived is shown in the first render. Asked again at each visit; the kept copy shows meanwhile.
 */
function query<T>(part: string, url: string, fallbackResult: T | undefined = undefined) {
  return {
    queryKey: dashboardKeys.part(part),
    queryFn: async (): Promise<T | undefined> =>
      (await fetchResult<T>(url, {}, { fallback: FAILED })) ?? fallbackResult,
    initialData: () => takeArrivedEarlyGet<T>(url)?.result ?? undefined,
    staleTime: 0,
    meta: { quiet: true },
  };
}

export const analysisQuery = query<Analysis>('analysis', ANALYSIS_URL);
export const visitsQuery = query<VisitSummary>('visits', VISITS_URL);
export const weekQuery = query<DayVisits[]>('week', WEEK_URL, []);

export async function prefetchAnalysis(): Promise<void> {
  await Promise.all([ANALYSIS_URL, VISITS_URL, WEEK_URL].map((url) => startEarlyGet(url).catch(() => undefined)));
}

export interface Workplace {
  signUpClosing: { id: string; testName: string; signUpEnd: string }[];
  markingWithoutGrades: { id: string; testName: string }[];
  /** For administrators only (null otherwise). */
  failedJobs:
    | { id: string; jobClassName: string; description: string | null; startTime: string; message: string | null }[]
    | null;
  unreadNotices: { total: number; records: { id: string; titile: string }[] };
  recent: { id: string; logContent: string | null; operateType: number | null; createTime: string }[];
}

export interface WorkplaceSettings {
  shortcuts: string[];
  memo: string;
}

export const WORKPLACE_SETTINGS_URL = '/dashboard/workplace/settings';
export const MAX_SHORTCUTS = 8;

export const fetchWorkplace = () => fetchResult<Workplace>('/dashboard/workplace', {}, { fallback: FAILED });
export const fetchWorkplaceSettings = () =>
  fetchResult<WorkplaceSettings>(WORKPLACE_SETTINGS_URL, {}, { fallback: FAILED });
