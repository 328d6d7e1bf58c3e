import { fetchResult } from '@/lib/api-client';
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

export const fetchAnalysis = () => fetchResult<Analysis>('/dashboard/analysis', {}, { fallback: FAILED });
export const fetchVisitSummary = () => fetchResult<VisitSummary>('/sys/loginfo', {}, { fallback: FAILED });
export const fetchWeekVisits = async () =>
  (await fetchResult<DayVisits[]>('/sys/visitInfo', {}, { fallback: FAILED })) ?? [];

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
