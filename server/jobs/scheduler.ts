/**
 * Runs the status-0 rows of quartz_job at their Quartz cron times (src/domain/cron), each on one timer set
 * to the exact second of its next fire and re-armed when it fires (waits past 2^31 ms go in chunks).
 * - Jobs are loaded from the database at start, so they survive restarts; routes keep them in step.
 * - A job never runs twice at once: a fire (or 执行一次) while its previous run is busy is skipped and
 *   logged; across server instances the run-log claim (job-log.ts) does the same.
 * - A fire re-reads its row first, and without `exclusive` all rows are re-read every minute, so
 *   instances sharing a PostgreSQL pick up each other's edits.
 * - Every run is written to quartz_job_log ('running', then 'success' or 'error').
 */
import { eq } from 'drizzle-orm';
import { parseCron, type CronSchedule } from '../../src/domain/cron';
import { QUARTZ_STATUS } from '../../src/domain/entities/quartz-job';
import type { AppContext } from '../context';
import { quartzJob } from '../db/schema';
import { SHIPPED_JOBS, unknownClassMessage, type JobContext, type JobRun } from './job-classes';
import { MAX_TIMER_MS, nextFireAfter, realJobClock, type JobClock } from './job-clock';
import { beatRuns, BEAT_MS, claimRun, closeInterruptedRuns, finishRun, STALE_RUN_MS, type RunTrigger } from './job-log';

/** What the scheduler needs of a quartz_job row. */
export interface JobSpec {
  id: string;
  jobClassName: string;
  cronExpression: string;
  parameter: string | null;
  status: number;
}

interface Entry {
  job: JobSpec;
  schedule: CronSchedule;
  /** Epoch ms of the next fire, null when the expression fires no more. */
  nextFire: number | null;
  timer?: unknown;
}

export interface SchedulerOptions {
  clock?: JobClock;
  /** Job classes by name (default: the shipped ones). */
  jobs?: ReadonlyMap<string, JobRun>;
}

export interface StartOptions {
  /** The database belongs to this process alone (PGlite): runs left 'running' by a previous process are closed. */
  exclusive?: boolean;
  /** How often every row is re-read; default 60 s, or never when exclusive. */
  syncIntervalMs?: number;
}

/** 执行一次 starts this long after the request (JeecgBoot: about 100 ms). */
export const MANUAL_DELAY_MS = 100;
const DEFAULT_SYNC_MS = 60_000;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)) || '未知错误';

export class JobScheduler {
  private readonly clock: JobClock;
  private readonly jobs: ReadonlyMap<string, JobRun>;
  private readonly entries = new Map<string, Entry>();
  /** Job ids with a run in progress in this process. */
  private readonly busy = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  /** The run-log ids of this process's runs in progress, whose beat it writes. */
  private readonly runIds = new Set<string>();
  private readonly pendingTimers = new Set<unknown>();
  private syncTimer: unknown;
  private beatTimer: unknown;
  private abort = new AbortController();
  private started = false;

  constructor(
    private readonly ctx: AppContext,
    options: SchedulerOptions = {},
  ) {
    this.clock = options.clock ?? realJobClock(() => ctx.now());
    this.jobs = options.jobs ?? SHIPPED_JOBS;
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Loads every status-0 job and arms its timer. */
  async start(options: StartOptions = {}): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.abort = new AbortController();
    const now = this.clock.now();
    const closed = await closeInterruptedRuns(this.ctx.db, now, options.exclusive ? null : now - STALE_RUN_MS);
    if (closed > 0) this.ctx.log.warn(`定时任务：${closed} 条未结束的运行记录已标记为中断`);
    await this.sync();
    const every = options.syncIntervalMs ?? (options.exclusive ? 0 : DEFAULT_SYNC_MS);
    if (every > 0) this.armSync(every);
    this.ctx.log.info(`定时任务调度已启动：${this.entries.size} 个任务运行中`);
  }

  /** Clears every timer, interrupts running jobs and waits for them to record their end. */
  async stop(): Promise<void> {
    if (this.started) this.ctx.log.info('定时任务调度已停止');
    this.started = false;
    for (const entry of this.entries.values()) this.clock.clearTimer(entry.timer);
    this.entries.clear();
    for (const timer of this.pendingTimers) this.clock.clearTimer(timer);
    this.pendingTimers.clear();
    this.clock.clearTimer(this.syncTimer);
    this.clock.clearTimer(this.beatTimer);
    this.beatTimer = undefined;
    this.abort.abort();
    await this.idle();
  }

  /** Resolves once no run is in progress. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  isBusy(jobId: string): boolean {
    return this.busy.has(jobId);
  }

  /** The next fire (epoch ms) of a scheduled job; null when not scheduled or firing no more. */
  nextFireTime(jobId: string): number | null {
    return this.entries.get(jobId)?.nextFire ?? null;
  }

  /** Schedules a status-0 job (keeping its timer when the class and expression are unchanged), else unschedules it. */
  schedule(job: JobSpec): void {
    if (!this.started) return;
    if (job.status !== QUARTZ_STATUS.running) return this.unschedule(job.id);
    const existing = this.entries.get(job.id);
    if (
      existing &&
      existing.job.cronExpression === job.cronExpression &&
      existing.job.jobClassName === job.jobClassName
    ) {
      existing.job = { ...job };
      return;
    }
    this.unschedule(job.id);
    const parsed = parseCron(job.cronExpression);
    if (!parsed.ok) {
      this.ctx.log.error(`定时任务 ${job.jobClassName} 的 Cron 表达式无效，未调度：${parsed.error}`);
      return;
    }
    const entry: Entry = { job: { ...job }, schedule: parsed.schedule, nextFire: null };
    entry.nextFire = nextFireAfter(parsed.schedule, this.clock.now());
    this.entries.set(job.id, entry);
    if (entry.nextFire === null) this.ctx.log.warn(`定时任务 ${job.jobClassName} 已没有将来的执行时间`);
    this.arm(entry);
  }

  unschedule(jobId: string): void {
    const entry = this.entries.get(jobId);
    if (!entry) return;
    this.clock.clearTimer(entry.timer);
    this.entries.delete(jobId);
  }

  /** 执行一次: runs the job about 100 ms from now, whatever its status. */
  runOnce(job: JobSpec, delayMs = MANUAL_DELAY_MS): void {
    const snapshot = { ...job };
    const timer = this.clock.setTimer(() => {
      this.pendingTimers.delete(timer);
      this.fire(snapshot, null, 'manual');
    }, delayMs);
    this.pendingTimers.add(timer);
  }

  /** Re-reads every row: schedules new and changed status-0 jobs, drops the others. */
  async sync(): Promise<void> {
    const rows = await this.ctx.db.select().from(quartzJob).where(eq(quartzJob.status, QUARTZ_STATUS.running));
    if (!this.started) return;
    const live = new Set(rows.map((r) => r.id));
    for (const id of [...this.entries.keys()]) if (!live.has(id)) this.unschedule(id);
    for (const row of rows) this.schedule(row);
  }

  private armSync(every: number): void {
    this.syncTimer = this.clock.setTimer(() => {
      if (!this.started) return;
      this.track(this.sync().catch((error) => this.ctx.log.error({ err: error }, '定时任务同步失败')));
      this.armSync(every);
    }, every);
  }

  /**
   * Every BEAT_MS while this process has runs in progress: their beat, so other instances know they still run (an
   * instance that stops beating — killed — holds its jobs no longer).
   */
  private armBeat(): void {
    this.beatTimer = this.clock.setTimer(() => {
      if (!this.started || this.runIds.size === 0) return (this.beatTimer = undefined);
      this.track(
        beatRuns(this.ctx.db, [...this.runIds], this.clock.now()).catch((error) =>
          this.ctx.log.error({ err: error }, '定时任务运行心跳写入失败'),
        ),
      );
      this.armBeat();
    }, BEAT_MS);
  }

  private arm(entry: Entry): void {
    this.clock.clearTimer(entry.timer);
    entry.timer = undefined;
    const fireAt = entry.nextFire;
    if (fireAt === null) return;
    const wait = Math.min(Math.max(fireAt - this.clock.now(), 0), MAX_TIMER_MS);
    entry.timer = this.clock.setTimer(() => this.onTimer(entry, fireAt), wait);
  }

  private onTimer(entry: Entry, fireAt: number): void {
    if (this.entries.get(entry.job.id) !== entry || entry.nextFire !== fireAt) return;
    entry.timer = undefined;
    const now = this.clock.now();
    // A chunk of a long wait ended (or a timer came early): wait for the rest.
    if (now < fireAt) return this.arm(entry);
    // Late fires (a suspended process) run once, then the schedule continues from now.
    entry.nextFire = nextFireAfter(entry.schedule, Math.max(fireAt, now));
    this.arm(entry);
    this.fire({ ...entry.job }, fireAt, 'schedule');
  }

  private fire(job: JobSpec, fireTime: number | null, trigger: RunTrigger): void {
    if (this.busy.has(job.id)) {
      this.ctx.log.warn(
        `定时任务 ${job.jobClassName} 上一次运行尚未结束，跳过本次${trigger === 'manual' ? '立即执行' : '触发'}`,
      );
      return;
    }
    this.busy.add(job.id);
    this.track(
      this.run(job, fireTime, trigger)
        .catch((error) => this.ctx.log.error({ err: error }, `定时任务 ${job.jobClassName} 运行记录写入失败`))
        .finally(() => this.busy.delete(job.id)),
    );
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private async run(snapshot: JobSpec, fireTime: number | null, trigger: RunTrigger): Promise<void> {
    let job = snapshot;
    if (trigger === 'schedule') {
      // Another instance may have paused, changed or deleted the job since this timer was set.
      const [row] = await this.ctx.db.select().from(quartzJob).where(eq(quartzJob.id, job.id)).limit(1);
      const changed =
        !row ||
        row.status !== QUARTZ_STATUS.running ||
        row.cronExpression !== job.cronExpression ||
        row.jobClassName !== job.jobClassName;
      if (changed) {
        if (row) this.schedule(row);
        else this.unschedule(job.id);
        return;
      }
      job = row;
    }
    const startedAt = this.clock.now();
    const claim = await claimRun(this.ctx.db, {
      jobId: job.id,
      jobClassName: job.jobClassName,
      trigger,
      fireTime,
      parameter: job.parameter,
      now: startedAt,
    });
    if ('skipped' in claim) {
      const why = claim.skipped === 'busy' ? '另一实例上的运行尚未结束' : '本次触发已由另一实例执行';
      this.ctx.log.info(`定时任务 ${job.jobClassName} 跳过：${why}`);
      return;
    }
    let result: 'success' | 'error' = 'success';
    let message: string;
    this.runIds.add(claim.id);
    if (this.beatTimer === undefined) this.armBeat();
    try {
      const impl = this.jobs.get(job.jobClassName);
      if (!impl) throw new Error(unknownClassMessage(job.jobClassName));
      message = await impl(this.jobContext(job, trigger, startedAt));
    } catch (error) {
      result = 'error';
      message = errorText(error);
      this.ctx.log.error(`定时任务 ${job.jobClassName} 运行失败：${message}`);
    } finally {
      this.runIds.delete(claim.id);
    }
    const endedAt = this.clock.now();
    await finishRun(this.ctx.db, claim.id, { now: endedAt, durationMs: endedAt - startedAt, result, message });
  }

  private jobContext(job: JobSpec, trigger: RunTrigger, startedAt: number): JobContext {
    const signal = this.abort.signal;
    return {
      app: this.ctx,
      jobId: job.id,
      jobClassName: job.jobClassName,
      parameter: job.parameter,
      trigger,
      startedAt,
      signal,
      sleep: (ms) =>
        new Promise<void>((resolve, reject) => {
          if (signal.aborted) return reject(new Error('服务器正在停止，任务中断'));
          const timer = this.clock.setTimer(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          }, ms);
          const onAbort = () => {
            this.clock.clearTimer(timer);
            reject(new Error('服务器正在停止，任务中断'));
          };
          signal.addEventListener('abort', onAbort, { once: true });
        }),
    };
  }
}
