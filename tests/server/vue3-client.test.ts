/**
 * The stock JeecgBoot Vue 3 client (X-Version: v3): its AES-encrypted sign-in password, getUserInfo, the department
 * lookup before sign-in, its menu, and the calls its system and monitoring screens make on opening
 * (docs/stock-jeecgboot-client.md).
 */
import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/domain/permission-types';
import { eq } from 'drizzle-orm';
import { sysSmsCode } from '../../server/db/schema';
import { apiUrl, call, solvedCaptcha, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
const V3 = { 'x-version': 'v3' };
/** What the Vue 3 client sends for a password (the stock client's cipher.ts: AES-128-CBC, PKCS#7, Base64). */
const encrypted = (password: string) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from('1234567890adbcde'), Buffer.from('1234567890hjlkew'));
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const post = <T = Rec>(path: string, payload: Rec, headers: Rec = V3) =>
  call<T>(server.app, { method: 'POST', url: apiUrl(path), payload, headers: headers as Record<string, string> });
const get = <T = Rec>(token: string, path: string, params: Record<string, string> = {}, headers: Rec = V3) =>
  call<T>(server.app, {
    method: 'GET',
    url: apiUrl(path, params),
    headers: { 'x-access-token': token, ...(headers as Record<string, string>) },
  });

describe('signing in from the Vue 3 client', () => {
  it('takes the encrypted password from a Vue 3 client only, and leaves the dictionaries to getUserInfo', async () => {
    expect(encrypted('123456')).toBe('4SdS37appticEtjyQ2ZAfA==');
    const v3 = await post<{ token: string; userInfo: Rec; sysAllDictItems?: Rec }>('/sys/login', {
      username: 'admin',
      password: encrypted('123456'),
    });
    expect(v3.body).toMatchObject({ success: true, message: '登录成功' });
    expect(v3.body.result.sysAllDictItems).toBeUndefined();
    expect(v3.body.result.userInfo).toMatchObject({ username: 'admin', loginTenantId: expect.any(Number) });
    // The same text from another client is a password as typed (wrong), and a plain password still works for both.
    const asTyped = await post('/sys/login', { username: 'jeecg', password: encrypted('123456') }, {});
    expect(asTyped.body).toMatchObject({ success: false, message: '用户名或密码错误' });
    const plain = await post<{ sysAllDictItems?: Rec }>('/sys/login', { username: 'jeecg', password: '123456' });
    expect(plain.body.success).toBe(true);

    const info = await get<{ userInfo: Rec; sysAllDictItems: Record<string, unknown[]> }>(
      v3.body.result.token,
      '/sys/user/getUserInfo',
    );
    expect(info.body).toMatchObject({ success: true, code: 200, message: '' });
    expect(info.body.result.userInfo).toMatchObject({ username: 'admin', realname: expect.any(String) });
    expect(info.body.result.userInfo).not.toHaveProperty('password');
    expect(info.body.result.sysAllDictItems.sex?.length).toBeGreaterThan(0);
    // JeecgBoot's code dictionary the Vue 3 我的消息 spreads (it fails without it).
    expect(info.body.result.sysAllDictItems.messageHref).toEqual([]);
  });

  it('names the departments before sign-in only for the right password, which counts as a sign-in attempt', async () => {
    const right = await post<{ departs: { orgCode: string; departName: string }[] }>('/sys/loginGetUserDeparts', {
      username: 'jeecg',
      password: encrypted('123456'),
      loginType: 'account',
    });
    expect(right.body.success).toBe(true);
    expect(right.body.result.departs.length).toBe(2);
    expect(right.body.result.departs[0]).toEqual({ orgCode: expect.any(String), departName: expect.any(String) });
    const wrong = await post('/sys/loginGetUserDeparts', { username: 'jeecg', password: encrypted('654321') });
    expect(wrong.body).toMatchObject({ success: false, message: '用户名或密码错误' });
  });

  it('names them on the phone form for the right SMS code, which stays for the sign-in', async () => {
    const mobile = '13612345608'; // huangli
    const image = await solvedCaptcha(server, 'v3-phone', '10.50.0.1');
    await call(server.app, {
      method: 'POST',
      url: apiUrl('/sys/sms'),
      payload: { mobile, smsmode: '0', ...image },
      remoteAddress: '10.50.0.1',
    });
    const [stored] = await server.opened.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
    const code = stored!.code;
    const departs = (smscode: string) => post('/sys/loginGetUserDeparts', { mobile, smscode, loginType: 'phone' });
    expect((await departs(code === '000000' ? '111111' : '000000')).body).toMatchObject({
      success: false,
      message: '手机验证码错误',
    });
    const right = await departs(code);
    expect(right.body).toMatchObject({ success: true, result: { currentOrgCode: expect.any(String) } });
    expect((right.body.result as { departs: unknown[] }).departs.length).toBeGreaterThan(0);
    const signedIn = await post('/sys/phoneLogin', { mobile, captcha: code });
    expect(signedIn.body).toMatchObject({ success: true, message: '登录成功' });
    // Used by the sign-in: gone.
    expect((await departs(code)).body.success).toBe(false);
  });
});

describe('the Vue 3 client signed in', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(server.app, 'admin');
  });

  it('gets the system screens at their Vue 3 paths and views, iconify icons, and no screen shown inside another', async () => {
    const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children ?? [])]);
    const v3 = flat(
      (await get<{ menu: MenuItem[] }>(token, '/sys/permission/getUserPermissionByToken')).body.result.menu,
    );
    const v2 = flat(
      (await get<{ menu: MenuItem[] }>(token, '/sys/permission/getUserPermissionByToken', {}, {})).body.result.menu,
    );
    const users = v3.find((m) => m.meta.title === '用户管理');
    expect(users).toMatchObject({
      path: '/system/user',
      name: 'system-user',
      component: 'system/user/index',
      meta: { icon: 'ant-design:user-outlined', componentName: 'index' },
    });
    expect(v2.find((m) => m.meta.title === '用户管理')).toMatchObject({
      path: '/isystem/user',
      component: 'system/UserList',
    });
    expect(v3.filter((m) => m.component === 'monitor/server/index').map((m) => m.meta.title)).toEqual(['系统信息']);
    for (const gone of ['system/RoleUserList', 'system/DictItemList', 'modules/monitor/JvmInfo'])
      expect(v3.some((m) => m.component === gone)).toBe(false);
    // 系统管理 opens its first screen at the Vue 3 path; business screens keep their names.
    expect(v3.find((m) => m.meta.title === '系统管理')?.redirect).toBe('/system/user');
    expect(v3.find((m) => m.meta.title === '考试列表')?.component).toBe('cpc/TestManagerList');
    expect(v3.find((m) => m.meta.title === '开发文档')?.component).toBe('https://help.jeecg.com');
    // 在线开发: the designers at their Vue 3 views; a form's entry is opened by the template at `/online/cgformList/:id`.
    expect(v3.find((m) => m.meta.title === 'Online表单开发')?.component).toBe('super/online/cgform/index');
    expect(v3.find((m) => m.meta.title === '考场巡查记录')).toMatchObject({
      path: '/online/cgformList/onlform_exam_inspection',
      component: 'super/online/cgform/auto/default/OnlineAutoList',
      route: '0',
    });
    const template = v3.find((m) => m.path === '/online/cgformList/:id');
    expect(template).toMatchObject({ component: 'super/online/cgform/auto/default/OnlineAutoList', route: '1' });
    expect(v3.some((m) => m.path === '/online/cgformList/:code')).toBe(false);
    expect(v3.find((m) => m.path === '/online/copyform/:code')?.component).toBe('super/online/cgform/CgformCopyList');
  });

  it('answers the layout’s and the screens’ Vue 3 calls', async () => {
    const unread = (await get<Rec>(token, '/sys/annountCement/getUnreadMessageCount')).body.result;
    expect(unread).toMatchObject({ flowCount: 0, fileCount: 0, planCount: 0 });
    expect(unread.count).toBe(unread.systemCount);
    expect((await get(token, '/sys/user/verifyIzDefaultPwd')).body).toMatchObject({ success: true, message: 'no' });
    // The bell's list, page by page, and 清空未读.
    const bell = (await get<Rec[]>(token, '/sys/annountCement/vue3List', { pageNo: '1', pageSize: '3' })).body.result;
    expect(bell.length).toBeGreaterThan(0);
    expect(bell.length).toBeLessThanOrEqual(3);
    expect(bell[0]).toMatchObject({ id: expect.any(String), sendId: expect.any(String), titile: expect.any(String) });
    expect(bell[0]!.id).not.toBe(bell[0]!.sendId);
    const cleared = await call(server.app, {
      method: 'POST',
      url: apiUrl('/sys/annountCement/clearAllUnReadMessage'),
      headers: { 'x-access-token': token, ...V3 },
    });
    expect(cleared.body.success).toBe(true);
    expect((await get<Rec>(token, '/sys/annountCement/getUnreadMessageCount')).body.result.count).toBe(0);

    const all = (await get<{ records: Rec[]; total: number }>(token, '/sys/user/listAll', { pageSize: '5' })).body;
    const list = (await get<{ records: Rec[]; total: number }>(token, '/sys/user/list', { pageSize: '5' })).body;
    expect(all.result.total).toBe(list.result.total);

    const roots = (await get<Rec[]>(token, '/sys/sysDepart/queryDepartAndPostTreeSync')).body.result;
    expect(roots.length).toBeGreaterThan(0);
    const child = (await get<Rec[]>(token, '/sys/sysDepart/queryDepartAndPostTreeSync', { pid: String(roots[0]!.id) }))
      .body.result[0]!;
    const path = await get<string>(token, '/sys/sysDepart/getDepartPathNameByOrgCode', { depId: String(child.id) });
    expect(path.body.result).toBe(`${String(roots[0]!.departName)}/${String(child.departName)}`);

    expect((await get<Rec[]>(token, '/sys/role/queryallNoByTenant')).body.result.length).toBeGreaterThan(1);
    const addressV2 = await get<{ total: number }>(token, '/sys/user/queryByOrgCodeForAddressList');
    const addressV3 = await get<{ total: number }>(token, '/sys/user/queryDepartUserByOrgCode');
    expect(addressV3.body.result.total).toBeGreaterThan(0);
    expect(addressV3.body.result.total).toBe(addressV2.body.result.total);
    expect((await get(token, '/sys/sysRoleIndex/queryDefIndex')).body.result).toMatchObject({
      url: '/dashboard/analysis',
      component: 'dashboard/Analysis',
    });
    const taken = await get(token, '/sys/permission/checkPermDuplication', { url: '/isystem/user' });
    expect(taken.body).toMatchObject({ success: false, message: '访问路径不允许重复，请重定义！' });
    expect((await get(token, '/sys/permission/checkPermDuplication', { url: '/isystem/new' })).body.success).toBe(true);
    // Editing the menu that has the address is no duplicate.
    const users = (await get<Rec[]>(token, '/sys/permission/list', { name: '用户管理' })).body.result;
    const own = users.find((m) => m.url === '/isystem/user')!;
    expect(
      (await get(token, '/sys/permission/checkPermDuplication', { url: '/isystem/user', id: String(own.id) })).body
        .success,
    ).toBe(true);

    const history = (await get<{ dbSize: Rec[]; memory: Rec[] }>(token, '/sys/actuator/redis/metrics/history')).body;
    expect(history.result.dbSize[0]).toMatchObject({ dbSize: expect.any(Number), create_time: expect.any(Number) });
    const memory = (await get<Record<string, number>>(token, '/sys/actuator/memory/info')).body.result;
    expect(memory['memory.runtime.used']).toBeGreaterThan(0);
    expect(memory['memory.physical.usage']).toBeGreaterThan(0);
    expect(memory['memory.physical.usage']).toBeLessThan(1);

    expect((await get('f'.repeat(64), '/sys/user/list')).status).toBe(401);
    const traced = (await get<never>(token, '/actuator/jeecghttptrace/error/timeTaken/desc')) as unknown as {
      body: { traces: { response: { status: number }; timeTaken: number }[] };
    };
    expect(traced.body.traces.length).toBeGreaterThan(0);
    expect(traced.body.traces.every((t) => t.response.status >= 400)).toBe(true);
    const times = traced.body.traces.map((t) => t.timeTaken);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const all2 = (await get(token, '/actuator/jeecghttptrace/all')) as unknown as { body: { traces: unknown[] } };
    expect(all2.body.traces.length).toBeGreaterThan(traced.body.traces.length);
  });

  it('takes JeecgBoot 3.9’s 职务 form (职务级别名称 and a 职务级别 from 1, no code) beside the 3.4 one', async () => {
    const write = (path: string, payload: Rec) =>
      call(server.app, {
        method: 'POST',
        url: apiUrl(path),
        payload,
        headers: { 'x-access-token': token, ...V3 },
      });
    expect((await write('/sys/position/add', { name: '三九职务', postLevel: 2 })).body).toMatchObject({
      success: true,
    });
    const listed = (await get<{ records: Rec[] }>(token, '/sys/position/list', { name: '三九职务' })).body.result;
    const [row] = listed.records;
    // 2 is the second rank from the top: 副高级; the code is made as JeecgBoot 3.9 makes it, and passes the rule.
    expect(row).toMatchObject({ postLevel: 2, postRank: '4', postRank_dictText: '副高级' });
    expect(row!.code).toMatch(/^[a-z][a-z0-9]{9}$/);
    expect((await write('/sys/position/edit', { id: row!.id, name: '三九职务改', postLevel: 5 })).body.success).toBe(
      true,
    );
    const edited = (await get<Rec>(token, '/sys/position/queryById', { id: String(row!.id) })).body.result;
    expect(edited).toMatchObject({ name: '三九职务改', postLevel: 5, postRank: '1', code: row!.code });
    const refused = await write('/sys/position/add', { name: '三九职务二', postLevel: 6 });
    expect(refused.body).toMatchObject({ success: false, message: '职务级别须为1到5的整数（1 正高级，5 员级）' });
    // The 3.4 form: its 职级 wins over a 职务级别 sent back from a loaded record, and the code is still required.
    await write('/sys/position/edit', { ...edited, postRank: '3', postLevel: 5 });
    expect((await get<Rec>(token, '/sys/position/queryById', { id: String(row!.id) })).body.result).toMatchObject({
      postRank: '3',
      postLevel: 3,
    });
    expect((await write('/sys/position/add', { name: '三四职务', postRank: '2' })).body).toMatchObject({
      success: false,
      message: expect.stringContaining('职务编码'),
    });
  });

  it('numbers a tenant JeecgBoot 3.9’s form adds without a 租户编号; other clients still give one', async () => {
    const add = (payload: Rec, headers: Rec) =>
      call(server.app, {
        method: 'POST',
        url: apiUrl('/sys/tenant/add'),
        payload,
        headers: { 'x-access-token': token, ...(headers as Record<string, string>) },
      });
    expect((await add({ name: '三九租户', status: 1 }, V3)).body).toMatchObject({ success: true });
    const listed = (await get<{ records: Rec[] }>(token, '/sys/tenant/list', { name: '三九租户' })).body.result.records;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.id).toEqual(expect.any(Number));
    expect((await add({ name: '三四租户', status: 1 }, {})).body).toMatchObject({
      success: false,
      message: expect.stringContaining('租户编号'),
    });
  });

  it('answers the Vue 3 online lists: getQueryInfoVue3, and the built-in buttons in getColumns', async () => {
    const query = (await get<Rec>(token, '/online/cgform/api/getQueryInfoVue3/onlform_exam_inspection')).body;
    expect(query).toMatchObject({ success: true, result: { table: expect.any(String), joinQuery: false } });
    const { properties, searchFieldList } = query.result as {
      properties: Record<string, { view: string; title: string; order: number }>;
      searchFieldList: string[];
    };
    expect(searchFieldList.length).toBeGreaterThan(0);
    for (const field of searchFieldList) expect(properties[field]).toMatchObject({ view: expect.any(String) });
    expect(properties.id).toBeUndefined();

    type Button = { buttonCode: string; buttonStyle: string; buttonStatus: string; buttonName: string };
    const v3 = (await get<{ cgButtonList: Button[] }>(token, '/online/cgform/api/getColumns/onlform_exam_inspection'))
      .body.result.cgButtonList;
    const status = Object.fromEntries(v3.map((b) => [b.buttonCode, b.buttonStatus]));
    expect(status).toMatchObject({ add: '1', edit: '1', delete: '1', super_query: '1', bpm: '0', aigc_mock_data: '0' });
    expect(v3.every((b) => b.buttonStyle === 'built-in' && b.buttonName)).toBe(true);
    const erp = (
      await get<{ main: { cgButtonList: Button[] }; subList: { cgButtonList: Button[] }[] }>(
        token,
        '/online/cgform/api/getErpColumns/onlform_supply_order',
      )
    ).body.result;
    expect(erp.main.cgButtonList).toHaveLength(v3.length);
    expect(erp.subList[0]!.cgButtonList).toHaveLength(v3.length);
    // Other clients get the form's own buttons only (none here).
    const v2 = await get<{ cgButtonList: Button[] }>(
      token,
      '/online/cgform/api/getColumns/onlform_exam_inspection',
      {},
      {},
    );
    expect(v2.body.result.cgButtonList).toEqual([]);
  });
});
