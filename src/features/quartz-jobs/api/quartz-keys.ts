import { resourceKeys } from '@/lib/resource-keys';

const quartzJob = resourceKeys('quartzJob');

/** Keys of the quartz-jobs feature, from the one resource-keyed builder. */
export const quartzKeys = {
  all: quartzJob.all,
  logs: (jobId: string, pageNo: number, pageSize: number) => quartzJob.detail(jobId, 'logs', { pageNo, pageSize }),
  logsOf: (jobId: string) => quartzJob.detail(jobId, 'logs'),
};
