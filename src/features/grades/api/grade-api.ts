import { useQuery } from '@tanstack/react-query';
import type { RecordOf } from '@/domain/entities';
import type { GradeRow } from '../grade-view';
import { gradeEntity } from '@/domain/entities/grade';
import { TEST_STATUS, testEntity } from '@/domain/entities/test';
import type { PageResult } from '@/domain/api';
import { accepted, ApiError, fetchResult, getAction, postAction, request } from '@/lib/api-client';
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

/** How far the server is with an import: rows counted, checked and written; its answer once done. */
export interface GradeImportProgress {
  /** Rows counted (0 while unknown: a large file is read once). */
  total: number;
  /** The part of the file read (0 … 1), while `total` is unknown. */
  share?: number;
  checked: number;
  written: number;
  done?: boolean;
  answer?: { success: boolean; message: string; result: GradeImportResult | null };
}

const PROGRESS_POLL_MS = 500;
/** The file goes in parts of 4 MB; a part that fails is sent again after these pauses, from where the server stands. */
const PART_BYTES = 4 * 1024 * 1024;
const RETRY_PAUSES_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000];

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new ApiError('aborted', '请求已取消'))), {
      once: true,
    });
  });

/** A dropped connection or a server that did not answer: worth sending again. */
const isPassing = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Sends `file` in parts under `uploadId`; after a failure asks the server how much it holds and goes on from there. */
async function sendInParts(file: File, uploadId: string, onProgress: (percent: number) => void, signal: AbortSignal) {
  let at = 0;
  let failures = 0;
  while (at < file.size) {
    try {
      const answer = await request<{ received: number }>({
        method: 'POST',
        url: `${GRADE_API}/importUpload`,
        params: { uploadId, offset: at },
        // Read into memory (4 MB at most): every browser sends an ArrayBuffer body as it is.
        data: await file.slice(at, at + PART_BYTES).arrayBuffer(),
        headers: { 'Content-Type': 'application/octet-stream' },
        signal,
        silent: true,
      });
      if (!answer.success) throw new Error(answer.message || '文件上传失败');
      at = answer.result.received;
      failures = 0;
    } catch (error) {
      if (!isPassing(error) || failures >= RETRY_PAUSES_MS.length) throw error;
      await pause(RETRY_PAUSES_MS[failures++]!, signal);
      at = await getAction<{ received: number }>(`${GRADE_API}/importUpload`, { uploadId }, { signal, silent: true })
        .then((r) => r.result?.received ?? at)
        .catch(() => at);
    }
    onProgress(Math.floor((at * 100) / file.size));
  }
}

/**
 * Imports `file` into the test: sent in parts (resumable: a dropped connection costs the part it broke, not the
 * file), then imported by the server in the background while its progress (rows counted, checked and written) is
 * polled until it holds the answer. `abort` stops the upload; an import the server has begun runs to its end.
 */
export function importGrades(
  testId: string,
  file: File,
  onProgress: (percent: number) => void,
  onServerProgress: (progress: GradeImportProgress) => void = () => undefined,
) {
  const uploadId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  const controller = new AbortController();
  const run = async (): Promise<GradeImportOutcome> => {
    if (file.size === 0) return { ok: false, message: '文件内容为空' };
    await sendInParts(file, uploadId, onProgress, controller.signal);
    const started = await postAction<{ importId: string }>(
      `${GRADE_API}/importStart`,
      { uploadId, testId, fileName: file.name },
      { silent: true },
    );
    const { importId } = accepted(started, '导入失败').result;
    for (;;) {
      await pause(PROGRESS_POLL_MS, controller.signal).catch(() => undefined);
      const progress = await getAction<GradeImportProgress | null>(
        `${GRADE_API}/importProgress`,
        { importId },
        { silent: true },
      ).then(
        (answer) => accepted(answer, '导入失败').result,
        (error: unknown) => (isPassing(error) ? undefined : Promise.reject(error)),
      );
      if (progress === null) return { ok: false, message: '导入结果已失效，请刷新后查看成绩' };
      if (!progress) continue;
      onServerProgress(progress);
      if (progress.done && progress.answer) {
        const { answer } = progress;
        return answer.success
          ? { ok: true, message: answer.message, result: answer.result }
          : { ok: false, message: answer.message };
      }
    }
  };
  const outcome = run().catch((error: unknown): GradeImportOutcome => {
    if (controller.signal.aborted) return { ok: false, aborted: true };
    return { ok: false, message: error instanceof Error && error.message ? error.message : '未知错误' };
  });
  return { outcome, abort: () => controller.abort() };
}
