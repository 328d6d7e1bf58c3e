import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageResult } from '@/domain/api';
import { fetchResult } from '@/lib/api-client';
import { quartzKeys } from './quartz-keys';

/** One run of a job (quartz_job_log). */
export interface QuartzJobRun {
  id: string;
  jobId: string;
  jobClassName: string;
  trigger: 'schedule' | 'manual';
  startTime: string;
  endTime: string | null;
  durationMs: number | null;
  result: 'running' | 'success' | 'error';
  message: string | null;
  parameter: string | null;
}

/** GET /sys/quartzJob/logList?jobId=&pageNo=&pageSize= (newest first). */
export async function fetchQuartzJobLogs(jobId: string, pageNo: number, pageSize: number) {
  return fetchResult<PageResult<QuartzJobRun>>('/sys/quartzJob/logList', { jobId, pageNo, pageSize });
}

export const quartzJobLogsQuery = (jobId: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: quartzKeys.logs(jobId, pageNo, pageSize),
    queryFn: () => fetchQuartzJobLogs(jobId, pageNo, pageSize),
    placeholderData: keepPreviousData,
    meta: { quiet: true }, // the dialog shows the refusal in place
  });

export const useQuartzJobLogs = (jobId: string, pageNo: number, pageSize: number) =>
  useQuery(quartzJobLogsQuery(jobId, pageNo, pageSize));
