/** /sys/quartzJob: the CRUD keeps the scheduler in step, the refusals, the run log, and what each job class does. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { validateCron } from '../../src/domain/cron';
import type { PermissionResult } from '../../src/domain/permission-types';
import {
  quartzJob,
  sysAnnouncement,
  quartzJobLog,
  sysCaptcha,
  sysLoginAttempt,
  sysSession,
  sysSmsCode,
  sysUser,
} from '../../server/db/schema';
import { wallClock } from '../../server/jobs/job-clock';
import { formatDateTime } from '../../server/time';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { addJob, JOB, startQuartzServer, type QuartzServer } from './quartz-support';

type Rec = Record<string, unknown>;
const START = wallClock(2026, 3, 2, 10, 0, 3);

// One quartz server for the file: each test that uses it starts with `q.reset(START)` (no jobs, no runs).
let q: QuartzServer;
beforeAll(async () => {
  q = await startQuartzServer(START);
});
afterAll(() => q.close());

const BUTTONS = ['add', 'edit', 'delete', 'deleteBatch', 'export', 'import', 'execute', 'pause', 'resume'];

describe('the seeded screen', () => {
  let plain: TestServer; // with the demo jobs; these tests only read
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('lists the three demo jobs with quartz_status texts (code 200); admin holds every button', async () => {
    const admin = client(plain.app, await tokenFor(plain.app, 'admin'));
    const list = await admin.get<PageResult<Rec>>('/sys/quartzJob/list', { column: 'jobClassName', order: 'asc' });
    expect(list.body.code).toBe(200);
    expect(list.body.result.records.map((r) => [r.jobClassName, r.status, r.status_dictText])).toEqual([
      [JOB('CleanExpiredSessionsJob'), 0, '正常'],
      [JOB('PublishScheduledAnnouncementsJob'), 0, '正常'],
      [JOB('SampleJob'), -1, '停止'],
    ]);
    const perms = await admin.get<PermissionResult>('/sys/permission/getUserPermissionByToken');
    const codes = perms.body.result.auth.map((a) => a.action);
    for (const action of BUTTONS) expect(codes).toContain(`system:quartzJob:${action}`);
    const staff = client(plain.app, await tokenFor(plain.app, 'jeecg'));
    const refused = await staff.get('/sys/quartzJob/pause', { id: '1740130000000000001' });
    expect(refused.body).toMatchObject({ success: false, code: 510 });
  });

  it('declares a permission code on every write route', () => {
    const table = plain.app.routeTable.filter((r) => r.url.startsWith('/jeecg-boot/sys/quartzJob/'));
    const code = (url: string, method = 'GET') =>
      table.find((r) => r.url === `/jeecg-boot/sys/quartzJob/${url}` && r.method === method)?.permission;
    expect(code('add', 'POST')).toBe('system:quartzJob:add');
    expect(code('edit', 'PUT')).toBe('system:quartzJob:edit');
    expect(code('delete', 'DELETE')).toBe('system:quartzJob:delete');
    expect(code('deleteBatch', 'DELETE')).toBe('system:quartzJob:deleteBatch');
    expect(code('exportXls')).toBe('system:quartzJob:export');
    expect(code('importExcel', 'POST')).toBe('system:quartzJob:import');
    expect(code('pause')).toBe('system:quartzJob:pause');
    expect(code('resume')).toBe('system:quartzJob:resume');
    expect(code('execute')).toBe('system:quartzJob:execute');
    expect(code('list')).toBeUndefined();
    expect(code('logList')).toBeUndefined();
  });
});

describe('add, edit and delete keep the scheduler in step', () => {
  it('refuses an invalid cron on add and edit with the Chinese message, and unknown or duplicate classes', async () => {
    await q.reset(START);
    const bad = '0 0 12 * * *';
    const message = validateCron(bad)!;
    expect(message).toMatch(/[\u4e00-\u9fa5]/);
    const added = await q.admin.post('/sys/quartzJob/add', { jobClassName: JOB('SampleJob'), cronExpression: bad });
    expect(added.body).toMatchObject({ success: false, code: 500 });
    expect(added.body.message).toContain(message);

    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '0 0 12 * * ?' });
    const edited = await q.admin.put('/sys/quartzJob/edit', { id, cronExpression: '0 0 12 ? * MON#6' });
    expect(edited.body.success).toBe(false);
    expect(edited.body.message).toContain(validateCron('0 0 12 ? * MON#6')!);
    const [row] = await q.server.opened.db.select().from(quartzJob).where(eq(quartzJob.id, id));
    expect(row!.cronExpression).toBe('0 0 12 * * ?');

    const unknown = await q.admin.post('/sys/quartzJob/add', {
      jobClassName: 'org.example.NoSuchJob',
      cronExpression: '0 0 12 * * ?',
    });
    expect(unknown.body).toMatchObject({
      success: false,
      code: 500,
      message: '后台找不到该类名：org.example.NoSuchJob',
    });
    const duplicate = await q.admin.post('/sys/quartzJob/add', {
      jobClassName: JOB('SampleJob'),
      cronExpression: '0 0 1 * * ?',
    });
    expect(duplicate.body).toMatchObject({ success: false, code: 500 });
    expect(duplicate.body.message).toContain('已存在');
  });

  it('edit reschedules a running job and pauses a stopped one; delete unschedules', async () => {
    await q.reset(START);
    const scheduler = q.server.app.scheduler;
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?' });
    expect(formatDateTime(new Date(scheduler.nextFireTime(id)!))).toBe('2026-03-02 10:00:05');

    const edited = await q.admin.put('/sys/quartzJob/edit', { id, cronExpression: '0 0/1 * * * ?' });
    expect(edited.body).toMatchObject({ success: true, message: '更新定时任务成功!' });
    expect(formatDateTime(new Date(scheduler.nextFireTime(id)!))).toBe('2026-03-02 10:01:00');
    await q.admin.put('/sys/quartzJob/edit', { id, status: -1 });
    expect(scheduler.nextFireTime(id)).toBeNull();
    await q.admin.put('/sys/quartzJob/edit', { id, status: 0 });
    expect(scheduler.nextFireTime(id)).not.toBeNull();

    const other = await addJob(q, { jobClassName: JOB('SampleParamJob'), cronExpression: '*/5 * * * * ?' });
    const removed = await q.admin.del('/sys/quartzJob/delete', { id });
    expect(removed.body).toMatchObject({ success: true, message: '删除定时任务成功' });
    expect(scheduler.nextFireTime(id)).toBeNull();
    await q.admin.del('/sys/quartzJob/deleteBatch', { ids: `${other},` });
    expect(scheduler.nextFireTime(other)).toBeNull();
    expect(await q.server.opened.db.select().from(quartzJob)).toEqual([]);
    await q.advance(120_000);
    expect(await q.server.opened.db.select().from(quartzJobLog)).toEqual([]);
  });

  it('saves imported jobs stopped', async () => {
    await q.reset(START);
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?', parameter: 'x' });
    const exported = await q.admin.raw('/sys/quartzJob/exportXls');
    await q.admin.del('/sys/quartzJob/delete', { id });
    const imported = await q.admin.upload('/sys/quartzJob/importExcel', [
      { name: '定时任务.xls', data: exported.rawPayload },
    ]);
    expect(imported.body).toMatchObject({ success: true, message: '共1行数据全部导入成功！新增 1 行，更新 0 行' });
    const [row] = await q.server.opened.db.select().from(quartzJob);
    expect(row).toMatchObject({ jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?', status: -1 });
    expect(q.server.app.scheduler.nextFireTime(row!.id)).toBeNull();
  });

  it('an import updating a job (same class) never starts or stops it', async () => {
    await q.reset(START);
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?', status: -1 });
    const exported = await q.admin.raw('/sys/quartzJob/exportXls');
    await q.admin.get('/sys/quartzJob/resume', { id });
    const imported = await q.admin.upload('/sys/quartzJob/importExcel', [
      { name: '定时任务.xls', data: exported.rawPayload },
    ]);
    expect(imported.body).toMatchObject({ success: true, message: '共1行数据全部导入成功！新增 0 行，更新 1 行' });
    // The file says 停止; the job keeps running, still scheduled.
    const [row] = await q.server.opened.db.select().from(quartzJob);
    expect(row).toMatchObject({ id, status: 0 });
    expect(q.server.app.scheduler.nextFireTime(id)).not.toBeNull();
  });

  it('logList pages the runs newest first', async () => {
    await q.reset(START);
    const id = await addJob(q, { jobClassName: JOB('SampleJob'), cronExpression: '*/5 * * * * ?' });
    await q.advance(12_000);
    const page = await q.admin.get<PageResult<Rec>>('/sys/quartzJob/logList', { jobId: id, pageNo: 1, pageSize: 2 });
    expect(page.body.result).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(page.body.result.records.map((r) => r.startTime)).toEqual(['2026-03-02 10:00:15', '2026-03-02 10:00:10']);
    expect((await q.admin.get('/sys/quartzJob/logList')).body).toMatchObject({
      success: false,
      message: '参数不识别！',
    });
  });
});

describe('the shipped job classes', () => {
  async function runOnce(jobClassName: string, parameter?: string) {
    const id = await addJob(q, { jobClassName, cronExpression: '0 0 3 * * ?', status: -1, parameter });
    expect((await q.admin.get('/sys/quartzJob/execute', { id })).body.success).toBe(true);
    await q.advance(100);
    const runs = await q.runs(id);
    return runs[runs.length - 1]!;
  }

  it('CleanExpiredSessionsJob deletes expired sessions, old sign-in failures, captchas, SMS codes and old runs', async () => {
    await q.reset(START);
    const db = q.server.opened.db;
    const now = START;
    const [admin] = await db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
    const session = (key: string, lastSeenAt: number, expiresAt: number) => ({
      tokenHash: key.padEnd(64, '0'),
      userId: admin!.id,
      createdAt: now - 3600_000,
      lastSeenAt,
      expiresAt,
    });
    await db
      .insert(sysSession)
      .values([
        session('idle', now - 13 * 3600_000, now + 86_400_000),
        session('ended', now - 60_000, now - 1),
        session('live', now - 60_000, now + 86_400_000),
      ]);
    await db.insert(sysLoginAttempt).values([
      { username: 'old', failCount: 2, firstFailedAt: now - 11 * 60_000, lastFailedAt: now - 11 * 60_000 },
      // Still inside its 10-minute window: it keeps counting.
      { username: 'recent', failCount: 5, firstFailedAt: now - 5 * 60_000, lastFailedAt: now },
    ]);
    await db.insert(sysCaptcha).values([
      { checkKey: 'old', code: 'abcd', expiresAt: now - 1 },
      { checkKey: 'new', code: 'abcd', expiresAt: now + 60_000 },
    ]);
    await db
      .insert(sysSmsCode)
      .values({ mobile: '13800000009', code: '123456', smsmode: '0', createdAt: 0, expiresAt: 1 });
    await db.insert(quartzJobLog).values({
      id: 'ancient',
      jobId: 'gone',
      jobClassName: JOB('SampleJob'),
      trigger: 'schedule',
      fireTime: 1,
      startTime: '2026-01-01 00:00:00',
      result: 'success',
    });
    const run = await runOnce(JOB('CleanExpiredSessionsJob'));
    expect(run).toMatchObject({ result: 'success', trigger: 'manual' });
    expect(run.message).toBe(
      '已清理过期会话 2 条、登录失败记录 1 条、图形验证码 1 条、短信验证码 1 条、30 天前的任务日志 1 条',
    );
    const keys = (await db.select().from(sysSession)).map((s) => s.tokenHash.replace(/0+$/, ''));
    expect(keys).toContain('live');
    expect(keys).not.toContain('idle');
    expect(keys).not.toContain('ended');
    expect((await db.select().from(sysLoginAttempt)).map((r) => r.username)).toEqual(['recent']);
    expect((await db.select().from(sysCaptcha)).map((r) => r.checkKey)).toEqual(['new']);
    // The admin's own session (made by the sign-in of this test) is alive and still works.
    expect((await q.admin.get('/sys/quartzJob/list')).body.success).toBe(true);
  });

  it('PublishScheduledAnnouncementsJob publishes the drafts whose start time has come', async () => {
    await q.reset(START);
    const db = q.server.opened.db;
    await db.delete(sysAnnouncement); // the demo notices; no other test of this file reads them
    const notice = (id: string, startTime: string, endTime: string | null, delFlag = '0') => ({
      id,
      titile: id,
      msgType: 'ALL',
      sendStatus: '0',
      startTime,
      endTime,
      delFlag,
    });
    await db
      .insert(sysAnnouncement)
      .values([
        notice('due', '2026-03-02 10:00:00', null),
        notice('later', '2026-03-02 11:00:00', null),
        notice('over', '2026-03-01 08:00:00', '2026-03-01 18:00:00'),
        notice('deleted', '2026-03-02 09:00:00', null, '1'),
      ]);
    await db.delete(quartzJob);
    const run = await runOnce(JOB('PublishScheduledAnnouncementsJob'));
    expect(run).toMatchObject({ result: 'success', message: '已发布到点的系统通告 1 条' });
    const rows = await db
      .select({ id: sysAnnouncement.id, sendStatus: sysAnnouncement.sendStatus, sendTime: sysAnnouncement.sendTime })
      .from(sysAnnouncement);
    expect(rows.find((r) => r.id === 'due')).toEqual({ id: 'due', sendStatus: '1', sendTime: '2026-03-02 10:00:03' });
    expect(rows.filter((r) => r.sendStatus === '1')).toHaveLength(1);
  });

  it('SampleJob and SampleParamJob write their log line; an error is recorded as such', async () => {
    await q.reset(START);
    expect(await runOnce(JOB('SampleJob'))).toMatchObject({ message: '普通定时任务 SampleJob 执行完成' });
    expect(await runOnce(JOB('SampleParamJob'), '你好')).toMatchObject({ message: '参数：你好', parameter: '你好' });
    const log = q.logLines.join('');
    expect(log).toContain('Jeecg-Boot 普通定时任务 SampleJob');
    expect(log).toContain('welcome 你好!');

    // A class removed from the server after the job was saved: the run fails with JeecgBoot's message.
    const id = await addJob(q, { jobClassName: JOB('AsyncJob'), cronExpression: '*/5 * * * * ?' });
    await q.server.opened.db.update(quartzJob).set({ jobClassName: 'org.example.Gone' }).where(eq(quartzJob.id, id));
    q.server.app.scheduler.schedule({
      id,
      jobClassName: 'org.example.Gone',
      cronExpression: '*/5 * * * * ?',
      parameter: null,
      status: 0,
    });
    await q.advance(2000);
    expect(await q.runs(id)).toMatchObject([{ result: 'error', message: '后台找不到该类名：org.example.Gone' }]);
  });
});
