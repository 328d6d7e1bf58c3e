/**
 * 操作日志 (sys_log, log_type 2): a signed-in write that succeeds leaves one row naming the entity and the action, with
 * its parameters minus passwords; reads, refusals and sign-ins leave none.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { sysLog } from '../../server/db/schema';
import { describeOperation } from '../../server/plugins/operation-log';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: ReturnType<typeof client>;
let staff: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
});
afterAll(async () => {
  await server?.close();
});

const operations = () =>
  server.opened.db.select().from(sysLog).where(eq(sysLog.logType, 2)).orderBy(desc(sysLog.createTime), desc(sysLog.id));

describe('操作日志', () => {
  it('writes one row for a successful add, naming the entity and the action, without the password', async () => {
    const before = (await operations()).length;
    const res = await admin.post('/sys/tenant/add', { id: 9301, name: '操作日志租户', status: 1 });
    expect(res.body.success, res.body.message).toBe(true);
    // Written once the answer has gone (onResponse).
    const rows = await vi.waitFor(async () => {
      const now = await operations();
      expect(now).toHaveLength(before + 1);
      return now;
    });
    const row = rows[0]!;
    expect(row).toMatchObject({
      logContent: '租户管理-添加',
      operateType: 2,
      userid: 'admin',
      username: '管理员',
      requestType: 'POST',
      requestUrl: '/jeecg-boot/sys/tenant/add',
      method: 'POST /jeecg-boot/sys/tenant/add',
    });
    expect(JSON.parse(row.requestParam!)).toMatchObject({ id: 9301, name: '操作日志租户' });
    expect(row.costTime).toBeGreaterThanOrEqual(0);

    await staff.put('/sys/user/updatePassword', {
      username: 'jeecg',
      oldpassword: '123456',
      password: 'Abcd1234',
      confirmpassword: 'Abcd1234',
    });
    const changed = await vi.waitFor(async () => {
      const [found] = await server.opened.db
        .select()
        .from(sysLog)
        .where(and(eq(sysLog.logType, 2), eq(sysLog.requestUrl, '/jeecg-boot/sys/user/updatePassword')));
      expect(found).toBeDefined();
      return found!;
    });
    expect(changed.logContent).toBe('用户-修改密码');
    expect(changed?.requestParam).not.toMatch(/123456|Abcd1234|password/i);
  });

  it('writes nothing for a read, a refused call or a sign-in', async () => {
    const before = (await operations()).length;
    expect((await admin.get('/sys/tenant/list')).body.success).toBe(true);
    const refused = await staff.post('/sys/tenant/add', { id: 9302, name: '无权租户', status: 1 });
    expect(refused.body.success).toBe(false);
    const invalid = await admin.post('/sys/tenant/add', { id: 9301, name: '重复租户', status: 1 });
    expect(invalid.body.success).toBe(false);
    await tokenFor(server.app, 'admin');
    expect(await operations()).toHaveLength(before);
  });

  it('names the action of a delete, an import and a write by GET; a read or an export is none', () => {
    expect(describeOperation('DELETE', '/sys/user/deleteBatch', false)).toEqual({ content: '用户-删除', type: 4 });
    expect(describeOperation('POST', '/sys/user/importExcel', false)).toEqual({ content: '用户-导入', type: 5 });
    expect(describeOperation('GET', '/sys/user/exportXls', false)).toBeNull();
    expect(describeOperation('GET', '/sys/quartzJob/pause', true)).toEqual({ content: '定时任务-暂停', type: 3 });
    expect(describeOperation('GET', '/sys/user/list', false)).toBeNull();
    expect(describeOperation('POST', '/sys/logout', false)).toBeNull();
  });
});
