/**
 * The job classes the reference server ships, by their JeecgBoot-style class names
 * (src/domain/entities/quartz-job.ts lists them for the form). A job returns the text of its run log
 * entry; throwing records the run as an error with the thrown message.
 */
import { QUARTZ_JOB_CLASSES } from '../../src/domain/entities/quartz-job';
import type { AppContext } from '../context';
import { formatDateTime } from '../time';
import type { RunTrigger } from './job-log';
import { publishScheduledAnnouncements } from '../services/announcements';
import { cleanExpiredSessions } from './system-jobs';

export interface JobContext {
  app: AppContext;
  jobId: string;
  jobClassName: string;
  parameter: string | null;
  trigger: RunTrigger;
  /** Epoch ms the run started. */
  startedAt: number;
  /** Aborted when the scheduler stops (server shutdown). */
  signal: AbortSignal;
  /** Waits on the scheduler's clock; rejects when the scheduler stops. */
  sleep(ms: number): Promise<void>;
}

export type JobRun = (job: JobContext) => Promise<string>;

const PACKAGE = 'org.jeecg.modules.quartz.job';

/** JeecgBoot's SampleJob: a log line, no parameter. */
const sampleJob: JobRun = async (job) => {
  job.app.log.info(`Jeecg-Boot 普通定时任务 SampleJob！ 时间：${formatDateTime(new Date(job.startedAt))}`);
  return '普通定时任务 SampleJob 执行完成';
};

/** JeecgBoot's SampleParamJob: a log line with its parameter. */
const sampleParamJob: JobRun = async (job) => {
  const parameter = job.parameter ?? '';
  job.app.log.info(
    `welcome ${parameter}! Jeecg-Boot 带参数定时任务 SampleParamJob！ 时间：${formatDateTime(new Date(job.startedAt))}`,
  );
  return `参数：${parameter}`;
};

export const ASYNC_JOB_DEFAULT_SECONDS = 10;

/** JeecgBoot's AsyncJob: runs for a while (10 s, or the parameter's number of seconds, 1–3600). */
const asyncJob: JobRun = async (job) => {
  const asked = Number((job.parameter ?? '').trim());
  const seconds = Number.isInteger(asked) && asked >= 1 && asked <= 3600 ? asked : ASYNC_JOB_DEFAULT_SECONDS;
  job.app.log.info(`AsyncJob 开始，将运行 ${seconds} 秒`);
  await job.sleep(seconds * 1000);
  job.app.log.info('AsyncJob 结束');
  return `耗时任务运行 ${seconds} 秒后结束`;
};

const IMPLEMENTATIONS: Record<string, JobRun> = {
  [`${PACKAGE}.SampleJob`]: sampleJob,
  [`${PACKAGE}.SampleParamJob`]: sampleParamJob,
  [`${PACKAGE}.AsyncJob`]: asyncJob,
  [`${PACKAGE}.CleanExpiredSessionsJob`]: (job) => cleanExpiredSessions(job.app),
  [`${PACKAGE}.PublishScheduledAnnouncementsJob`]: (job) => publishScheduledAnnouncements(job.app),
};

/** Every shipped class, checked at start-up against the list the form offers. */
export const SHIPPED_JOBS: ReadonlyMap<string, JobRun> = new Map(
  QUARTZ_JOB_CLASSES.map((c) => {
    const run = IMPLEMENTATIONS[c.className];
    if (!run) throw new Error(`job class ${c.className} has no implementation`);
    return [c.className, run];
  }),
);

/** JeecgBoot's message when Class.forName fails. */
export const unknownClassMessage = (className: string) => `后台找不到该类名：${className}`;
