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
