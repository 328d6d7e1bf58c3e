import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentDepartsResult, DictItem, DictMap } from '../../src/domain/session-types';
import { computeSign } from '../../src/domain/sign';
import { formatDateTime } from '../../server/time';
import { authed, call, login, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('departments of the current user', () => {
  it("lists both of jeecg's departments with no current one, then saves the choice", async () => {
    const token = await tokenFor(server.app, 'jeecg');
    const departs = () =>
      call<CurrentDepartsResult>(server.app, {
        method: 'GET',
        url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
        headers: authed(token),
      });
    const before = await departs();
    expect(before.body).toMatchObject({ success: true, code: 0, result: { orgCode: null } });
    expect(before.body.result.list.map((d) => [d.orgCode, d.departName])).toEqual([
      ['A01A01', '考务部'],
      ['A02A01', '客户服务部'],
    ]);

    const chosen = await call<{ userInfo: { orgCode: string; password?: string } }>(server.app, {
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: authed(token),
      payload: { orgCode: 'A02A01', username: 'jeecg' },
    });
    expect(chosen.body).toMatchObject({
      success: true,
      code: 0,
      result: { userInfo: { username: 'jeecg', orgCode: 'A02A01' } },
    });
    expect(chosen.body.result.userInfo).not.toHaveProperty('password');
    expect((await departs()).body.result.orgCode).toBe('A02A01');

    const viaPost = await call(server.app, {
      method: 'POST',
      url: '/jeecg-boot/sys/selectDepart',
      headers: authed(token),
      payload: { orgCode: 'A01A01' },
    });
    expect(viaPost.body.success).toBe(true);
    // The choice survives the next sign-in (still multi_depart 2).
    const again = await login(server.app, 'jeecg');
    expect(again.body.result).toMatchObject({ multi_depart: 2, userInfo: { orgCode: 'A01A01' } });
  });

  it("refuses a department that is not the user's, or another user", async () => {
    const token = await tokenFor(server.app, 'jeecg');
    const notMine = await call(server.app, {
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: authed(token),
      payload: { orgCode: 'A01A03' },
    });
    expect(notMine.body).toMatchObject({ success: false, code: 500, message: '所选部门不属于当前用户！' });
    const other = await call(server.app, {
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: authed(token),
      payload: { orgCode: 'A01A01', username: 'admin' },
    });
    expect(other.body).toMatchObject({ success: false, message: '只允许切换自己的部门！' });
  });
});

describe('updatePassword', () => {
  const update = (token: string, payload: Record<string, string>, method: 'PUT' | 'POST' = 'PUT') =>
    call(server.app, { method, url: '/jeecg-boot/sys/user/updatePassword', headers: authed(token), payload });

  it.each([
    [{ username: 'admin', oldpassword: '123456', password: 'x1', confirmpassword: 'x1' }, '只允许修改自己的密码！'],
    [{ username: 'chenjing', oldpassword: 'nope', password: 'x1', confirmpassword: 'x1' }, '旧密码输入错误!'],
    [{ username: 'chenjing', oldpassword: '123456', password: '', confirmpassword: '' }, '新密码不允许为空!'],
    [
      { username: 'chenjing', oldpassword: '123456', password: 'abc123', confirmpassword: 'abc124' },
      '两次输入密码不一致!',
    ],
  ])('refuses %o with "%s"', async (payload, message) => {
    const token = await tokenFor(server.app, 'chenjing');
    expect((await update(token, payload)).body).toMatchObject({ success: false, code: 500, message });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const token = await tokenFor(server.app, 'chenjing');
    const other = await tokenFor(server.app, 'chenjing');
    const res = await update(
      token,
      { username: 'chenjing', oldpassword: '123456', password: 'Abc@2024', confirmpassword: 'Abc@2024' },
      'POST',
    );
    expect(res.body).toMatchObject({ success: true, code: 200, message: '密码重置成功!', result: '密码重置成功!' });
    expect((await login(server.app, 'chenjing')).body.message).toBe('用户名或密码错误');
    expect((await login(server.app, 'chenjing', 'Abc@2024')).body.code).toBe(200);
    const departs = (t: string) =>
      server.app.inject({ method: 'GET', url: '/jeecg-boot/sys/user/getCurrentUserDeparts', headers: authed(t) });
    expect((await departs(token)).statusCode).toBe(200);
    expect((await departs(other)).statusCode).toBe(401);
  });
});

describe('dictionaries', () => {
  it('queryAllDictItems answers the enabled items of every dictionary (code 200)', async () => {
    const token = await tokenFor(server.app, 'admin');
    const res = await call<DictMap>(server.app, {
      method: 'GET',
      url: '/jeecg-boot/sys/dict/queryAllDictItems',
      headers: authed(token),
    });
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const map = res.body.result;
    expect(map.sex!.map((i) => i.text)).toEqual(['男', '女']); // 未知 is disabled
    expect(map.user_status!.map((i) => `${i.value}${i.text}`)).toEqual(['1正常', '2冻结']);
    expect(map.send_status!.map((i) => i.text)).toEqual(['未发布', '已发布', '已撤销']);
    for (const code of ['msg_category', 'yn', 'position_rank', 'valid_status', 'quartz_status', 'msg_type']) {
      expect(map[code], code).toBeDefined();
    }
  });

  describe('getDictItems needs a valid X-Sign', () => {
    const signed = (path: string, token: string, time: string | number, sign?: string) =>
      call<DictItem[]>(server.app, {
        method: 'GET',
        url: `/jeecg-boot${path}`,
        headers: authed(token, { 'X-Sign': sign ?? computeSign(path, {}), 'X-TIMESTAMP': String(time) }),
      });

    it('answers a well-signed request (epoch ms or yyyyMMddHHmmss)', async () => {
      const token = await tokenFor(server.app, 'admin');
      const res = await signed('/sys/dict/getDictItems/sex', token, server.clock.ms());
      expect(res.body).toMatchObject({ success: true, code: 0 });
      expect(res.body.result).toEqual([
        { value: '1', text: '男', title: '男', label: '男' },
        { value: '2', text: '女', title: '女', label: '女' },
      ]);
      const compact = formatDateTime(server.clock.now()).replace(/\D/g, '');
      expect((await signed('/sys/dict/getDictItems/priority', token, compact)).body.result.map((i) => i.text)).toEqual([
        '一般',
        '重要',
        '紧急',
      ]);
      expect((await signed('/sys/dict/getDictItems/no_such_dict', token, server.clock.ms())).body.result).toEqual([]);
    });

    it('signs query parameters too, and ignores _t', async () => {
      const token = await tokenFor(server.app, 'admin');
      const path = '/sys/dict/getDictItems/sex';
      const res = await call<DictItem[]>(server.app, {
        method: 'GET',
        url: `/jeecg-boot${path}?a=1&_t=123`,
        headers: authed(token, {
          'X-Sign': computeSign(`${path}?a=1&_t=123`, { a: '1', _t: '123' }),
          'X-TIMESTAMP': String(server.clock.ms()),
        }),
      });
      expect(res.body.success).toBe(true);
    });

    it.each([
      ['a wrong sign', (now: number) => ({ time: now, sign: 'ABCDEF' })],
      ['no sign', (now: number) => ({ time: now, sign: '' })],
      ['a timestamp over 5 minutes old', (now: number) => ({ time: now - 5 * 60_000 - 1000, sign: undefined })],
      ['a garbage timestamp', () => ({ time: 'yesterday', sign: undefined })],
    ])('refuses %s', async (_label, make) => {
      const token = await tokenFor(server.app, 'admin');
      const { time, sign } = make(server.clock.ms());
      const res = await signed('/sys/dict/getDictItems/sex', token, time, sign);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！', result: null });
    });

    it('signs the table form with its path variable', async () => {
      const token = await tokenFor(server.app, 'admin');
      const path = '/sys/dict/getDictItems/sys_user,realname,username';
      const res = await call(server.app, {
        method: 'GET',
        url: `/jeecg-boot${encodeURI(path)}`,
        headers: authed(token, { 'X-Sign': computeSign(path, {}), 'X-TIMESTAMP': String(server.clock.ms()) }),
      });
      expect(res.body).toMatchObject({ success: true, code: 0 });
      expect(res.body.result).toContainEqual({ value: 'admin', text: '管理员', title: '管理员', label: '管理员' });
    });
  });
});
