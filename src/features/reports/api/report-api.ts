import { formatPercent } from '@/domain/rounding';
import { fetchResult } from '@/lib/api-client';
import { downloadKept } from '@/lib/kept-downloads';
import { resourceKeys } from '@/lib/resource-keys';
import type { RecordOf } from '@/domain/entities';
import { reportEntity } from '@/domain/entities/report';
import type { PageResult } from '@/domain/api';

/** The report calls (docs/screens/documents-and-reports.md). */
export const REPORT_BASE = reportEntity.apiPath;
export const REPORT_URLS = {
  generate: `${REPORT_BASE}/generate`,
  generateAll: `${REPORT_BASE}/generateAll`,
  generateProgress: `${REPORT_BASE}/generateProgress`,
  generateOptions: `${REPORT_BASE}/generateOptions`,
  reportData: `${REPORT_BASE}/reportData`,
  download: `${REPORT_BASE}/download`,
  customerList: '/cutumer/report/queryReportFileList',
  customerYears: '/cutumer/report/queryReportFileYearList',
} as const;

export const STAFF_VIEW_PATH = '/document/reportView';
export const CUSTOMER_VIEW_PATH = '/cpctest/customer/reportView';
export const viewPath = (base: string, id: string) => `${base}?id=${encodeURIComponent(id)}`;

/**
 * Query keys. The report's data and the portal's lists use list-shaped keys: the persister keeps list pages, so a
 * report seen once reopens offline.
 */
export const reportKeys = resourceKeys(reportEntity.name);

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
}

export interface TopicFigures {
  mean: number | null;
  scoreRate: number | null;
  difficulty: number | null;
  discrimination: number | null;
}

export interface ReportData {
  id: string;
  title: string;
  organization: { id: string; name: string; code: string };
  test: { id: string; testName: string; testCode: string; year: number };
  generatedAt: string;
  summary: { institution: Summary; national: Summary };
  colleges: (Figures & { id: string; name: string })[];
  topics: {
    topicNo: number;
    topicType: string;
    knowledgePoint: string | null;
    fullScore: number;
    institution: TopicFigures;
    national: TopicFigures;
  }[];
}

export interface ReportJob {
  testId: string;
  total: number;
  done: number;
  failed: number;
  running: boolean;
  errors: string[];
}

export interface GenerateOption {
  id: string;
  testName: string;
  testCode: string;
  organizations: { id: string; name: string }[];
}

export type ReportRecord = RecordOf<typeof reportEntity>;

export const fetchReportData = (id: string) =>
  fetchResult<ReportData>(REPORT_URLS.reportData, { id }, { fallback: '报告加载失败' });
export const fetchGenerateOptions = async () =>
  (await fetchResult<GenerateOption[]>(REPORT_URLS.generateOptions, {}, { fallback: '加载失败' })) ?? [];
export const fetchProgress = (testId: string) =>
  fetchResult<ReportJob>(REPORT_URLS.generateProgress, { testId }, { fallback: '进度加载失败' });
export const fetchYears = async () =>
  (await fetchResult<number[]>(REPORT_URLS.customerYears, {}, { fallback: '年份加载失败' })) ?? [];
export const fetchCustomerReports = async (year: number | undefined, pageNo: number, pageSize: number) =>
  fetchResult<PageResult<ReportRecord>>(
    REPORT_URLS.customerList,
    { year, pageNo, pageSize },
    { fallback: '报告加载失败' },
  );

/** Saves the report's file (kept for offline use). */
export const downloadReport = (record: { id: string }) =>
  downloadKept(`report:${record.id}`, REPORT_URLS.download, { id: record.id });

/** 0.8571 → 85.7%; null → –. */
export const percent = (v: number | null | undefined) => formatPercent(v);
export const figure = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(v));
