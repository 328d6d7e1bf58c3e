/** A fake clock for the job scheduler and a test server whose scheduler runs on it. */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { JobClock } from '../../server/jobs/job-clock';
import { quartzJob, quartzJobLog } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

interface FakeTimer {
  at: number;
  fn: () => void;
}

/** Time stands still until `advance` moves it; due timers then fire in order (ties in creation order). */
export class FakeJobClock implements JobClock {
  private readonly timers = new Map<number, FakeTimer>();
  private seq = 0;
  /** Every delay a timer was set with. */
  readonly delays: number[] = [];

  constructor(private t: number) {}

  readonly now = (): number => this.t;
  readonly nowDate = (): Date => new Date(this.t);

  setTimer(fn: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.delays.push(ms);
    this.timers.set(id, { at: this.t + Math.max(0, ms), fn });
    return id;
  }

  clearTimer(handle: unknown): void {
    if (typeof handle === 'number') this.timers.delete(handle);
  }

  get pending(): number {
    return this.timers.size;
  }

  /** Back to `t` with no timers and no recorded delays (the next test on a shared server). */
  reset(t: number): void {
    this.t = t;
    this.timers.clear();
    this.delays.length = 0;
  }

  /** Fires the timers due up to now + ms, one by one, waiting for `settle` after each. */
  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const target = this.t + ms;
    for (;;) {
      let dueId: number | undefined;
      let due: FakeTimer | undefined;
      for (const [id, timer] of this.timers)
        if (timer.at <= target && (!due || timer.at < due.at)) [dueId, due] = [id, timer];
      if (!due || dueId === undefined) break;
      this.timers.delete(dueId);
      this.t = Math.max(this.t, due.at);
      due.fn();
      await settle();
    }
    this.t = target;
  }
}

export interface QuartzServer {
  server: TestServer;
  clock: FakeJobClock;
  admin: ReturnType<typeof client>;
  /** Warnings and errors the server logged. */
  logLines: string[];
  advance(ms: number): Promise<void>;
  runs(jobId: string): Promise<(typeof quartzJobLog.$inferSelect)[]>;
  /** A clean start at `start` on the same server: scheduler stopped, no jobs, no runs, no log lines, started again. */
  reset(start: number): Promise<QuartzServer>;
  close(): Promise<void>;
}

export const JOB = (name: string) => `org.jeecg.modules.quartz.job.${name}`;

/**
 * A test server on a fake clock starting at `start`, without the demo jobs, its scheduler started. Starting one
 * takes over a second: a test file shares one and calls `reset` at the start of each test.
 */
export async function startQuartzServer(start: number): Promise<QuartzServer> {
  const clock = new FakeJobClock(start);
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const server = await startTestServer({
    now: clock.nowDate,
    scheduler: { clock },
    logger: { level: 'info', stream },
  });
  const admin = client(server.app, await tokenFor(server.app, 'admin'));
  const q: QuartzServer = {
    server,
    clock,
    admin,
    logLines,
    advance: (ms) => clock.advance(ms, () => server.app.scheduler.idle()),
    runs: (jobId) =>
      server.opened.db
        .select()
        .from(quartzJobLog)
        .where(eq(quartzJobLog.jobId, jobId))
        .orderBy(quartzJobLog.startTime, quartzJobLog.id),
    async reset(at) {
      await server.app.scheduler.stop(); // clears its timers, ends a run in progress
      // The demo jobs go too: each test adds the jobs it watches.
      await server.opened.db.delete(quartzJob);
      await server.opened.db.delete(quartzJobLog);
      clock.reset(at);
      logLines.length = 0;
      await server.app.scheduler.start({ exclusive: true });
      return q;
    },
    close: () => server.close(),
  };
  return q.reset(start);
}

/** Adds a job through the API and answers its id. */
export async function addJob(
  q: QuartzServer,
  body: { jobClassName: string; cronExpression: string; parameter?: string; status?: number },
): Promise<string> {
  const res = await q.admin.post('/sys/quartzJob/add', { status: 0, ...body });
  if (!res.body.success) throw new Error(`add failed: ${res.body.message}`);
  const [row] = await q.server.opened.db.select().from(quartzJob).where(eq(quartzJob.jobClassName, body.jobClassName));
  return row!.id;
}
