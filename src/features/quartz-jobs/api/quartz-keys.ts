/** Query keys of the quartz-jobs feature, ordered resource → list/detail → params (design §1). */
export const quartzKeys = {
  all: () => ['quartz-jobs'] as const,
  logs: (jobId: string, pageNo: number, pageSize: number) =>
    ['quartz-jobs', 'detail', jobId, 'logs', { pageNo, pageSize }] as const,
  logsOf: (jobId: string) => ['quartz-jobs', 'detail', jobId, 'logs'] as const,
};

/** Mutation keys (outbox and devtools name the edits by them). */
export const quartzMutations = {
  pause: ['quartz-jobs', 'pause'] as const,
  resume: ['quartz-jobs', 'resume'] as const,
  execute: ['quartz-jobs', 'execute'] as const,
};
