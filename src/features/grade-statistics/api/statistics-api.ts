import { formatPercent } from '@/domain/rounding';
import { downloadFile, fetchResult } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** The statistics calls of the grades API (docs/screens/grades-and-statistics.md). */
export const STATISTICS_BASE = '/testGrade/cpcTestGrade/statistics';

export type GroupBy = 'organization' | 'college' | 'programme';
export const GROUP_LABELS: Record<GroupBy, string> = { organization: '院校', college: '学院', programme: '专业' };

/** What narrows the grades of one test (empty: all the caller may see). */
export interface StatsFilter {
  testId: string;
  organizationId?: string;
  collegeId?: string;
  programmeId?: string;
}

export interface Figures {
  sat: number;
  absent: number;
  mean: number | null;
  max: number | null;
  min: number | null;
  passRate: number | null;
  excellentRate: number | null;
}

export interface Summary extends Figures {
  fullScore: number;
  median: number | null;
  stdDev: number | null;
  levels: { level: string; level_dictText: string; count: number }[];
  histogram: { from: number; to: number; count: number }[];
  /** The whole test, when the filter (or the caller's scope) narrows it. */
  national?: Summary;
}

export interface CompareRow extends Figures {
  id: string;
  name: string;
  organizationId: string;
  organizationName: string;
}

export interface TopicRow {
  topicId: string;
  topicNo: number;
  topicType: string;
  topicType_dictText: string;
  knowledgePoint: string | null;
  fullScore: number;
  mean: number | null;
  scoreRate: number | null;
  difficulty: number | null;
  discrimination: number | null;
  options?: Record<string, number>;
  answered: number;
  /** The whole test's figures, when the filter (or the caller's scope) narrows it. */
  national?: { mean: number | null; scoreRate: number | null };
}

export interface TopicDetail extends TopicRow {
  content: string;
  optionTexts: Record<string, string>;
  correctAnswer: string;
  distribution: { score: number; count: number }[];
  organizations: { id: string; name: string; sat: number; mean: number | null; scoreRate: number | null }[];
}

export interface TestOption {
  id: string;
  testName: string;
  testCode: string;
  status: string;
}

/** The filter as query parameters, the empty ones left out. */
export const filterParams = (f: StatsFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => Boolean(e[1])));

const get = <T>(path: string, params: Record<string, string>) =>
  fetchResult<T>(`${STATISTICS_BASE}/${path}`, params, { fallback: '统计加载失败' });

export const fetchTests = async () => (await get<TestOption[]>('tests', {})) ?? [];
export const fetchSummary = (f: StatsFilter) => get<Summary>('summary', filterParams(f));
export const fetchCompare = async (f: StatsFilter, groupBy: GroupBy) =>
  (await get<CompareRow[]>('compare', { ...filterParams(f), groupBy })) ?? [];
export const fetchTopics = async (f: StatsFilter) => (await get<TopicRow[]>('topics', filterParams(f))) ?? [];
export const fetchTopic = (f: StatsFilter, topicId: string) =>
  get<TopicDetail>('topic', { ...filterParams(f), topicId });

/** Downloads the comparison or topic table as .xlsx; false when it failed. */
export async function exportTable(f: StatsFilter, kind: 'compare' | 'topics', groupBy: GroupBy, fileName: string) {
  try {
    const { blob } = await downloadFile(`${STATISTICS_BASE}/exportXls`, { ...filterParams(f), kind, groupBy });
    if (!blob || blob.size === 0) return false;
    saveBlob(blob, `${fileName}.xlsx`);
    return true;
  } catch {
    return false;
  }
}

/** 0.8571 → 85.7%; null → –. */
export const percent = (v: number | null | undefined) => formatPercent(v);
/** A score or index as text; null → –. */
export const figure = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(v));

/** The query keys of the statistics (one resource, so a grade import can invalidate them all). */
export const statsKeys = {
  all: ['entity', 'gradeStatistics'] as const,
  part: (...part: unknown[]) => ['entity', 'gradeStatistics', ...part] as const,
};
