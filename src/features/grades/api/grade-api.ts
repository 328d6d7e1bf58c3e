import { useQuery } from '@tanstack/react-query';
import type { RecordOf } from '@/domain/entities';
import type { GradeRow } from '../grade-view';
import { sendUpload, type UploadOutcome } from '@/components/widgets/upload/upload-api';
import { gradeEntity } from '@/domain/entities/grade';
import { TEST_STATUS, testEntity } from '@/domain/entities/test';
import type { PageResult } from '@/domain/api';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

export const GRADE_API = gradeEntity.apiPath;

/** One topic of a grade (queryGradeDetailInfoById), in topicNo order. */
export interface GradeTopic {
  id?: string | null;
  topicId: string;
  topicNo: number;
  topicType?: string;
  topicType_dictText?: string;
  knowledgePoint?: string;
  /** The topic's score on the paper. */
  fullScore: number;
  score: number | null;
  answer?: string | null;
  correctAnswer?: string | null;
}

/** A grade with its student, its test and its place in the test (queryGradeInfoVById). */
export type GradeInfo = GradeRow & {
  testName?: string;
  paperName?: string;
  sex_dictText?: string | null;
  degreeLevel_dictText?: string | null;
  rank?: number;
  satCount?: number;
  testMean?: number;
};

export const fetchGradeInfo = (id: string) =>
  fetchResult<GradeInfo>(`${GRADE_API}/queryGradeInfoVById`, { id }, { fallback: '成绩加载失败' });

export async function fetchGradeTopics(id: string): Promise<GradeTopic[]> {
  const rows = await fetchResult<GradeTopic[]>(
    `${GRADE_API}/queryGradeDetailInfoById`,
    { id },
    { fallback: '成绩明细加载失败' },
  );
  return rows ?? [];
}

export const useGradeInfo = (id: string) =>
  useQuery({ queryKey: resourceKeys(gradeEntity.name).detail(id, 'info'), queryFn: () => fetchGradeInfo(id) });

export const useGradeTopics = (id: string) =>
  useQuery({ queryKey: resourceKeys(gradeEntity.name).detail(id, 'topics'), queryFn: () => fetchGradeTopics(id) });

/** The tests grades can be imported into: 阅卷中 and 成绩已发布, newest first. */
export async function fetchImportableTests(): Promise<RecordOf<typeof testEntity>[]> {
  const pages = await Promise.all(
    [TEST_STATUS.marking, TEST_STATUS.published].map((status) =>
      fetchResult<PageResult<RecordOf<typeof testEntity>>>(
        `${testEntity.apiPath}/list`,
        { status, column: 'startTime', order: 'desc', pageSize: 200 },
        { fallback: '考试加载失败' },
      ),
    ),
  );
  return pages.flatMap((p) => p?.records ?? []);
}

export const useImportableTests = () =>
  useQuery({ queryKey: resourceKeys(testEntity.name).part('importable'), queryFn: fetchImportableTests });

/** What importExcel answers (code 200, or 201 with refused rows). */
export interface GradeImportResult {
  totalCount: number;
  successCount: number;
  errorCount: number;
  addCount: number;
  updateCount: number;
  msg?: string;
  fileUrl?: string;
  fileName?: string;
  errors?: { row: number; studentNo?: string; reason: string }[];
}

export type GradeImportOutcome =
  | { ok: true; message: string; result: GradeImportResult | null }
  | { ok: false; message: string }
  | { ok: false; aborted: true };

function importOutcome(outcome: UploadOutcome): GradeImportOutcome {
  if (!outcome.ok) return outcome;
  const result = outcome.answer?.result;
  const counted = typeof result === 'object' && result !== null && 'totalCount' in result;
  return { ok: true, message: outcome.path, result: counted ? (result as GradeImportResult) : null };
}

/** How far the server is with a running import. */
export interface GradeImportProgress {
  total: number;
  checked: number;
  written: number;
}

const PROGRESS_POLL_MS = 500;

/**
 * POST importExcel (testId + the file) with upload progress; meanwhile the server's progress (rows checked and
 * written; nothing until the file has arrived) is polled under an id of this import until it answers. `abort`
 * stops it.
 */
export function importGrades(
  testId: string,
  file: File,
  onProgress: (percent: number) => void,
  onServerProgress: (progress: GradeImportProgress) => void = () => undefined,
) {
  const importId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  let timer: ReturnType<typeof setInterval> | undefined;
  const poll = () =>
    void fetchResult<GradeImportProgress | null>(`${GRADE_API}/importProgress`, { importId })
      .then((p) => p && timer !== undefined && onServerProgress(p))
      .catch(() => undefined);
  const upload = sendUpload({
    file,
    biz: 'grade',
    url: `${GRADE_API}/importExcel`,
    fields: { testId, importId },
    onProgress,
  });
  timer = setInterval(poll, PROGRESS_POLL_MS);
  const outcome = upload.outcome.then(importOutcome).finally(() => {
    clearInterval(timer);
    timer = undefined;
  });
  return { outcome, abort: upload.abort };
}
