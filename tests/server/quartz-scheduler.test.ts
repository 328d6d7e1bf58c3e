/**
 * The job scheduler on a fake clock and a real PGlite: fires at the exact second, pause / resume, 执行一次,
 * restart, no concurrent double run, long waits in chunks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { quartzJob, quartzJobLog } from '../../server/db/schema';
import { MAX_TIMER_MS, wallClock } from '../../server/jobs/job-clock';
import { BEAT_MS, INTERRUPTED_MESSAGE, STALE_RUN_MS } from '../../server/jobs/job-log';
import { formatDateTime } from '../../server/time';
import { addJob, JOB, startQuartzServer, type QuartzServer } from './quartz-support';

// One server for the file: each test starts from `quartzAt` (no jobs, no runs, the clock at its start).
let server: QuartzServer;
beforeAll(async () => {
  server = await startQuartzServer(wallClock(2026, 3, 2, 10, 0, 0));
});
afterAll(() => server.close());
const quartzAt = (start: number) => server.reset(start);

const at = (ms: number | null) => (ms === null ? null : formatDateTime(new Date(ms)));

describe('fires at the exact second', () => {
  it('*/5 * * * * ? added at :03 fires at :05, then every 5 seconds', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?' });
    expect(at(q.server.app.scheduler.nextFireTime(id))).toBe('2026-03-02 10:00:05');
    await q.advance(1999);
    expect(await q.runs(id)).toEqual([]);
    await q.advance(1);
    await q.advance(10_000);
    const runs = await q.runs(id);
    expect(runs.map((r) => r.startTime)).toEqual(['2026-03-02 10:00:05', '2026-03-02 10:00:10', '2026-03-02 10:00:15']);
    expect(runs.every((r) => r.result === 'success' && r.trigger === 'schedule')).toBe(true);
    expect(runs[0]!.message).toBe('普通定时任务 SampleJob 执行完成');
    expect(runs[0]!.fireTime).toBe(wallClock(2026, 3, 2, 10, 0, 5));
  });

  it('0 0/5 14 * * ? fires at 14:00:00, 14:05:00, … and then the next day', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 13, 59, 58));
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '0 0/5 14 * * ?' });
    expect(at(q.server.app.scheduler.nextFireTime(id))).toBe('2026-03-02 14:00:00');
    await q.advance(2000 + 10 * 60_000);
    expect((await q.runs(id)).map((r) => r.startTime)).toEqual([
      '2026-03-02 14:00:00',
      '2026-03-02 14:05:00',
      '2026-03-02 14:10:00',
    ]);
    await q.advance(45 * 60_000);
    expect(await q.runs(id)).toHaveLength(12);
    expect(at(q.server.app.scheduler.nextFireTime(id))).toBe('2026-03-03 14:00:00');
  });

  it('arms waits past 2^31 ms in chunks and still fires on the second', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 9, 0, 0));
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '0 30 12 1 1 ? 2027' });
    expect(at(q.server.app.scheduler.nextFireTime(id))).toBe('2027-01-01 12:30:00');
    await q.advance(wallClock(2027, 1, 1, 12, 30, 0) - q.clock.now() - 1000);
    expect(await q.runs(id)).toEqual([]);
    await q.advance(1000);
    expect((await q.runs(id)).map((r) => r.startTime)).toEqual(['2027-01-01 12:30:00']);
    expect(Math.max(...q.clock.delays)).toBeLessThanOrEqual(MAX_TIMER_MS);
    expect(q.clock.delays.filter((d) => d === MAX_TIMER_MS).length).toBeGreaterThanOrEqual(12);
    expect(q.server.app.scheduler.nextFireTime(id)).toBeNull();
  });
});

describe('pause, resume and 执行一次', () => {
  it('pause stops the timer, resume restarts it', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?' });
    await q.advance(2000);
    expect(await q.runs(id)).toHaveLength(1);

    const paused = await q.admin.get('/sys/quartzJob/pause', { id });
    expect(paused.body).toMatchObject({ success: true, message: '停止定时任务成功' });
    const [row] = await q.server.opened.db.select().from(quartzJob).where(eq(quartzJob.id, id));
    expect(row!.status).toBe(-1);
    expect(q.server.app.scheduler.nextFireTime(id)).toBeNull();
    await q.advance(30_000);
    expect(await q.runs(id)).toHaveLength(1);

    const resumed = await q.admin.get('/sys/quartzJob/resume', { id });
    expect(resumed.body).toMatchObject({ success: true, message: '启动定时任务成功' });
    expect(at(q.server.app.scheduler.nextFireTime(id))).toBe('2026-03-02 10:00:40');
    await q.advance(5000);
    expect((await q.runs(id)).map((r) => r.startTime)).toEqual(['2026-03-02 10:00:05', '2026-03-02 10:00:40']);
  });

  it('执行一次 runs a stopped job once about 100 ms later and logs trigger manual with its parameter', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 0));
    const id = await addJob(q, {
      jobClassName: JOB('SampleParamJob'),
      cronExpression: '0 0 1 * * ?',
      parameter: '考务提醒',
      status: -1,
    });
    const res = await q.admin.get('/sys/quartzJob/execute', { id });
    expect(res.body).toMatchObject({ success: true, message: '执行成功!' });
    await q.advance(99);
    expect(await q.runs(id)).toEqual([]);
    await q.advance(1);
    const [run] = await q.runs(id);
    expect(run).toMatchObject({
      trigger: 'manual',
      result: 'success',
      message: '参数：考务提醒',
      parameter: '考务提醒',
      fireTime: null,
      startTime: '2026-03-02 10:00:00',
      endTime: '2026-03-02 10:00:00',
    });
    expect(q.logLines.join('')).toContain('welcome 考务提醒! Jeecg-Boot 带参数定时任务 SampleParamJob');

    const logs = await q.admin.get<{ records: { trigger: string; message: string }[]; total: number }>(
      '/sys/quartzJob/logList',
      { jobId: id, pageNo: 1, pageSize: 10 },
    );
    expect(logs.body.code).toBe(200);
    expect(logs.body.result.total).toBe(1);
    expect(logs.body.result.records[0]).toMatchObject({ trigger: 'manual', message: '参数：考务提醒' });
    const missing = await q.admin.get('/sys/quartzJob/execute', { id: 'nope' });
    expect(missing.body).toMatchObject({ success: false, code: 500, message: '定时任务不存在！' });
  });
});

describe('never twice at once', () => {
  it('skips fires while a slow run is busy, and refuses 执行一次 meanwhile', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const scheduler = q.server.app.scheduler;
    // The slow job sleeps on the fake clock, so settle on a short real wait instead of idle().
    const settle = () => Promise.race([scheduler.idle(), new Promise<void>((r) => setTimeout(r, 150))]);
    const id = await addJob(q, { jobClassName: JOB('AsyncJob'), cronExpression: '*/5 * * * * ?', parameter: '12' });
    await q.clock.advance(2000, settle); // :05 starts a 12-second run
    expect(scheduler.isBusy(id)).toBe(true);
    const refused = await q.admin.get('/sys/quartzJob/execute', { id });
    expect(refused.body).toMatchObject({ success: false, message: '该任务正在运行中，请稍后再试' });
    await q.clock.advance(11_000, settle); // :10 and :15 come while it runs
    expect(q.logLines.filter((l) => l.includes('上一次运行尚未结束'))).toHaveLength(2);
    const running = await q.runs(id);
    expect(running.map((r) => r.result)).toEqual(['running']);
    await q.clock.advance(1000, settle); // :17 it ends
    await scheduler.idle();
    const [done] = await q.runs(id);
    expect(done).toMatchObject({ result: 'success', durationMs: 12_000, endTime: '2026-03-02 10:00:17' });
    await q.clock.advance(3000, settle); // :20 runs again
    await q.clock.advance(12_000, settle);
    await scheduler.idle();
    expect((await q.runs(id)).map((r) => r.startTime)).toEqual(['2026-03-02 10:00:05', '2026-03-02 10:00:20']);
  });
});

describe('restart', () => {
  it('a new scheduler on the same database reloads the running jobs and closes interrupted runs', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const running = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?' });
    const stopped = await addJob(q, {
      jobClassName: JOB('SampleParamJob'),
      cronExpression: '*/5 * * * * ?',
      status: -1,
    });
    await q.server.app.scheduler.stop();
    await q.server.opened.db.insert(quartzJobLog).values({
      id: 'left-running',
      jobId: stopped,
      jobClassName: JOB('SampleParamJob'),
      trigger: 'manual',
      startTime: '2026-03-02 09:59:00',
      result: 'running',
    });

    const again = await buildApp({ db: q.server.opened.db, now: q.clock.nowDate, scheduler: { clock: q.clock } });
    try {
      await again.scheduler.start({ exclusive: true });
      expect(at(again.scheduler.nextFireTime(running))).toBe('2026-03-02 10:00:05');
      expect(again.scheduler.nextFireTime(stopped)).toBeNull();
      const [left] = await q.runs(stopped);
      expect(left).toMatchObject({ result: 'error', message: INTERRUPTED_MESSAGE });
      await q.clock.advance(7000, () => again.scheduler.idle());
      expect((await q.runs(running)).map((r) => r.startTime)).toEqual(['2026-03-02 10:00:05', '2026-03-02 10:00:10']);
    } finally {
      await again.close();
    }
  });

  it('a run whose instance stopped beating (killed) holds its job no longer: closed as interrupted, the job runs', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '0 0 0 1 1 ? 2099', status: -1 });
    // Another instance claimed a run and was killed: its last beat is 31 s old.
    const lastBeat = at(q.clock.now() - STALE_RUN_MS - 1000);
    await q.server.opened.db.insert(quartzJobLog).values({
      id: 'killed-instance-run',
      jobId: id,
      jobClassName: JOB('SampleJob'),
      trigger: 'manual',
      startTime: lastBeat!,
      beatTime: lastBeat,
      result: 'running',
    });
    expect((await q.admin.get('/sys/quartzJob/execute', { id })).body.success).toBe(true);
    await q.advance(500);
    const runs = await q.runs(id);
    expect(runs.find((r) => r.id === 'killed-instance-run')).toMatchObject({
      result: 'error',
      message: INTERRUPTED_MESSAGE,
      endTime: '2026-03-02 10:00:03',
    });
    expect(runs.filter((r) => r.result === 'success')).toHaveLength(1);
  });

  it('a long run on a live instance holds its job: its beats keep it from another instance', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const lines: string[] = [];
    const other = await buildApp({
      db: q.server.opened.db,
      now: q.clock.nowDate,
      scheduler: { clock: q.clock },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await other.scheduler.start({ exclusive: false, syncIntervalMs: 0 });
      const id = await addJob(q, {
        jobClassName: JOB('AsyncJob'),
        cronExpression: '0 0 0 1 1 ? 2099',
        parameter: '90',
        status: -1,
      });
      const settle = () => new Promise<void>((r) => setTimeout(r, 100));
      const job = await q.server.opened.db.select().from(quartzJob).where(eq(quartzJob.id, id));
      other.scheduler.runOnce(job[0]!, 0);
      await q.clock.advance(1000, settle);
      // 60 s into a 90-second run on the other instance: older than STALE_RUN_MS, but beating.
      for (let s = 0; s < 60; s += 5) await q.clock.advance(5000, settle);
      const [running] = await q.runs(id);
      // Beats every 10 s from the run's start: the last one is at most 10 s old.
      const started = wallClock(2026, 3, 2, 10, 0, 3);
      const lastBeat = started + Math.floor((q.clock.now() - started) / BEAT_MS) * BEAT_MS;
      expect(running).toMatchObject({ result: 'running', startTime: at(started), beatTime: at(lastBeat) });
      expect((await q.admin.get('/sys/quartzJob/execute', { id })).body.success).toBe(true);
      await q.clock.advance(500, settle);
      expect(q.logLines.filter((l) => l.includes('另一实例上的运行尚未结束'))).toHaveLength(1);
      expect((await q.runs(id)).map((r) => r.result)).toEqual(['running']);
    } finally {
      await other.close();
    }
  });

  it('a second instance cannot claim a second another instance already ran', async () => {
    const q = await quartzAt(wallClock(2026, 3, 2, 10, 0, 3));
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?' });
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const other = await buildApp({
      db: q.server.opened.db,
      now: q.clock.nowDate,
      scheduler: { clock: q.clock },
      logger: { level: 'info', stream },
    });
    try {
      await other.scheduler.start({ exclusive: false, syncIntervalMs: 0 });
      await q.clock.advance(2000, async () => {
        await q.server.app.scheduler.idle();
        await other.scheduler.idle();
      });
      expect((await q.runs(id)).map((r) => r.startTime)).toEqual(['2026-03-02 10:00:05']);
      const skipped = [...lines, ...q.logLines].filter((l) => l.includes('本次触发已由另一实例执行'));
      expect(skipped).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
