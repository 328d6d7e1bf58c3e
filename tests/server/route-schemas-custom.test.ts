/**
 * Schemas of the hand-written routes (and the generic CRUD routes): every API route declares the shape of its
 * parameters or an explicit exemption; a list where one value is expected or an object where text is expected is
 * refused with the field's label and changes nothing; what JeecgBoot clients send still passes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, authed, call, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
});
afterAll(async () => server?.close());

/** A table's rows as one digest (sys_session by its keys: last_seen_at moves with every request). */
async function digest(table: string): Promise<string> {
  const body = table === 'sys_session' ? sql`t.token_hash || t.user_id` : sql`t::text`;
  const result = (await server.opened.db.execute(
    sql`select count(*)::int as n, md5(coalesce(string_agg(${body}, '|' order by ${body}), '')) as d from ${sql.identifier(table)} t`,
  )) as unknown as { rows: { n: number; d: string }[] };
  return `${result.rows[0]!.n}:${result.rows[0]!.d}`;
}

interface Refusal {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Raw query string (repeated parameters). */
  query?: string;
  body?: unknown;
  label: string;
  expected: '文本' | '整数' | '数组' | '对象';
  /** Tables that must not change. */
  tables?: string[];
  /** Who calls (admin when left out): the portal's routes let only contacts reach their parameters. */
  as?: string;
}

const REFUSALS: Refusal[] = [
  {
    method: 'GET',
    path: '/cutumer/college/queryById',
    query: 'id=1&id=2',
    label: '编号',
    expected: '文本',
    as: 'customer',
  },
  {
    method: 'PUT',
    path: '/cutumer/organization/editMyInstitution',
    body: { phone: { $ne: '' } },
    label: '联系电话',
    expected: '文本',
    tables: ['cpc_organization'],
    as: 'customer',
  },
  {
    method: 'POST',
    path: '/cutumer/organization/address/add',
    body: { detail: ['学院路', '1 号'] },
    label: '详细地址',
    expected: '文本',
    tables: ['cpc_organization_address'],
    as: 'customer',
  },
  {
    method: 'GET',
    path: '/testGrade/cpcTestGrade/statistics/summary',
    query: 'testId=a&testId=b',
    label: '考试',
    expected: '文本',
  },
  {
    method: 'PUT',
    path: '/dashboard/workplace/settings',
    body: { memo: { text: '备忘' } },
    label: '快捷备忘',
    expected: '文本',
    tables: ['sys_user_workplace'],
  },
  { method: 'GET', path: '/sys/annountCement/queryById', query: 'id=1&id=2', label: '编号', expected: '文本' },
  {
    method: 'GET',
    path: '/sys/quartzJob/pause',
    query: 'id=a&id=b',
    label: '编号',
    expected: '文本',
    tables: ['quartz_job'],
  },
  {
    method: 'DELETE',
    path: '/sys/category/deleteBatch',
    query: 'ids=a&ids=b',
    label: '编号列表',
    expected: '文本',
    tables: ['sys_category'],
  },
  {
    method: 'DELETE',
    path: '/sys/position/delete',
    query: 'id=a&id=b',
    label: '编号',
    expected: '文本',
    tables: ['sys_position'],
  },
  {
    method: 'POST',
    path: '/sys/login',
    body: { username: { $ne: '' }, password: '123456' },
    label: '用户账号',
    expected: '文本',
    tables: ['sys_session'],
  },
  {
    method: 'PUT',
    path: '/sys/user/updatePassword',
    body: { username: 'admin', oldpassword: '123456', password: ['Abc12345!'], confirmpassword: 'Abc12345!' },
    label: '新密码',
    expected: '文本',
    tables: ['sys_user', 'sys_session'],
  },
  {
    method: 'PUT',
    path: '/sys/user/frozenBatch',
    body: { ids: ['x'], status: 2 },
    label: '编号列表',
    expected: '文本',
    tables: ['sys_user'],
  },
  {
    method: 'PUT',
    path: '/sys/user/frozenBatch',
    body: { ids: 'x', status: { value: 2 } },
    label: '状态',
    expected: '整数',
    tables: ['sys_user'],
  },
  {
    method: 'POST',
    path: '/sys/permission/saveRolePermission',
    body: { roleId: 'r', permissionIds: ['a'], lastpermissionIds: 'a,b' },
    label: '权限编号列表',
    expected: '文本',
    tables: ['sys_role_permission'],
  },
  {
    method: 'POST',
    path: '/sys/permission/add',
    body: { name: '结构菜单', menuType: { a: 1 } },
    label: '菜单类型',
    expected: '整数',
    tables: ['sys_permission'],
  },
  {
    method: 'POST',
    path: '/sys/category/add',
    body: { pid: '0', name: { a: 1 } },
    label: '分类名称',
    expected: '文本',
    tables: ['sys_category'],
  },
  {
    method: 'POST',
    path: '/sys/gatewayRoute/updateAll',
    body: { router: 'a text' },
    label: '路由',
    expected: '对象',
    tables: ['sys_gateway_route'],
  },
  {
    method: 'PUT',
    path: '/sys/fillRule/executeRuleByCodeBatch',
    body: { commonFormData: {}, rules: { ruleCode: 'x' } },
    label: '规则列表',
    expected: '数组',
  },
  { method: 'GET', path: '/sys/duplicate/check', query: 'fieldVal=a&fieldVal=b', label: '字段值', expected: '文本' },
  { method: 'GET', path: '/sys/online/list', query: 'username=a&username=b', label: '用户账号', expected: '文本' },
  {
    method: 'POST',
    path: '/sys/online/forceLogout',
    body: { token: ['x'] },
    label: '令牌',
    expected: '文本',
    tables: ['sys_session'],
  },
  {
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    body: { roleId: { id: 'r' }, userIdList: [] },
    label: '角色编号',
    expected: '文本',
    tables: ['sys_user_role'],
  },
  {
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    body: { roleId: 'r', userIdList: { id: 'u' } },
    label: '用户',
    expected: '数组',
    tables: ['sys_user_role'],
  },
  {
    method: 'PUT',
    path: '/sys/user/appEdit',
    body: { realname: { a: 1 } },
    label: '用户姓名',
    expected: '文本',
    tables: ['sys_user'],
  },
  { method: 'GET', path: '/sys/sysDepart/searchBy', query: 'keyWord=a&keyWord=b', label: '部门名称', expected: '文本' },
  {
    method: 'POST',
    path: '/sys/message/sysMessageTemplate/sendMsg',
    body: { templateCode: ['x'], receiver: 'admin' },
    label: '模板编码',
    expected: '文本',
    tables: ['sys_sms'],
  },
  {
    method: 'POST',
    path: '/sys/quartzJob/add',
    body: { jobClassName: { a: 1 }, cronExpression: '0/1 * * * * ?' },
    label: '任务类名',
    expected: '文本',
    tables: ['quartz_job'],
  },
  {
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    query: 'username=a&username=b',
    label: '用户账号',
    expected: '文本',
  },
  {
    method: 'GET',
    path: '/organizationManager/cpcOrganizationManagement/queryCompleteById',
    query: 'id=1&id=2',
    label: '编号',
    expected: '文本',
  },
  {
    method: 'GET',
    path: '/collegeManagement/cpcCollegeManagement/queryUndergraduateList',
    query: 'institutionId=a&institutionId=b',
    label: '机构',
    expected: '文本',
  },
  {
    method: 'POST',
    path: '/cpctestmanager/cpcTestManager/nextStatus',
    body: { id: { $ne: '' } },
    label: '编号',
    expected: '文本',
    tables: ['cpc_test'],
  },
  {
    method: 'GET',
    path: '/testGrade/cpcTestGrade/queryGradesByStudentId',
    query: 'studentId=a&studentId=b',
    label: '学生',
    expected: '文本',
  },
  {
    method: 'POST',
    path: '/netdisk/cpcNetdiskFolder/add',
    body: { name: ['a', 'b'] },
    label: '名称',
    expected: '文本',
    tables: ['cpc_netdisk_folder'],
  },
  {
    method: 'POST',
    path: '/cpcreport/cpcReport/generate',
    body: { testId: ['a'], organizationId: 'b' },
    label: '考试',
    expected: '文本',
    tables: ['cpc_report'],
  },
  {
    method: 'GET',
    path: '/cpcfile/cpcFileManager/queryFileExist',
    query: 'fileName=a&year=2024&year=2025',
    label: '年度',
    expected: '整数',
  },
  {
    method: 'GET',
    path: '/sys/annountCement/listByUser',
    query: 'pageSize=5&pageSize=6',
    label: '每页条数',
    expected: '整数',
  },
];

describe('refusals', () => {
  it.each(REFUSALS.map((r) => [`${r.method} ${r.path} ${r.query ?? JSON.stringify(r.body)}`, r] as const))(
    '%s',
    async (_, r) => {
      const tables = r.tables ?? [];
      const before = await Promise.all(tables.map(digest));
      const res = await call(server.app, {
        method: r.method,
        url: `${apiUrl(r.path)}${r.query ? `?${r.query}` : ''}`,
        headers: authed(r.as ? await tokenFor(server.app, r.as) : token),
        ...(r.body === undefined ? {} : { payload: r.body as Record<string, unknown> }),
      });
      expect(res).toMatchObject({
        status: 400,
        body: { success: false, code: 400, message: `「${r.label}」格式不正确，应为${r.expected}`, result: null },
      });
      expect(await Promise.all(tables.map(digest))).toEqual(before);
    },
  );

  it('does not empty the log for a list whose first value is allclear', async () => {
    const logCount = async () => Number((await digest('sys_log')).split(':')[0]);
    const before = await logCount();
    expect(before).toBeGreaterThan(0);
    const res = await call(server.app, {
      method: 'DELETE',
      url: `${apiUrl('/sys/log/deleteBatch')}?ids=allclear&ids=x`,
      headers: authed(token),
    });
    expect(res).toMatchObject({ status: 400, body: { message: '「编号列表」格式不正确，应为文本' } });
    // The refused call itself may be logged: nothing was removed.
    expect(await logCount()).toBeGreaterThanOrEqual(before);
  });

  it('refuses a body that is not an object where the handler reads fields', async () => {
    for (const payload of ['[1,2]', '"text"', '12']) {
      const res = await server.app.inject({
        method: 'PUT',
        url: apiUrl('/sys/user/frozenBatch'),
        headers: authed(token, { 'content-type': 'application/json' }),
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ success: false, code: 400, message: '操作失败，请求数据格式不正确' });
    }
  });
});

describe('what JeecgBoot clients send', () => {
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    call<unknown>(server.app, {
      method,
      url: apiUrl(path),
      headers: authed(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('passes numbers where text is read, switches as text, lists where lists are read', async () => {
    // A number status and a comma-joined id list (an unknown id: nothing to freeze).
    expect((await admin('PUT', '/sys/user/frozenBatch', { ids: 'nobody', status: 2 })).body).toMatchObject({
      success: true,
      message: '操作成功!',
    });
    expect((await admin('PUT', '/sys/user/frozenBatch', { ids: 'nobody', status: '1' })).body).toMatchObject({
      success: true,
    });
    // A body field the handler does not read and extra decorations pass.
    expect(
      (await admin('POST', '/sys/user/addSysUserRole', { roleId: 'none', userIdList: ['a', 'b'], _t: 1 })).body,
    ).toMatchObject({ success: false, message: '角色不存在' });
    expect((await admin('GET', `/sys/category/loadTreeRoot?pcode=&async=false`)).body).toMatchObject({
      success: true,
    });
    expect((await admin('GET', '/sys/online/list?pageNo=1&pageSize=10&username=adm')).body).toMatchObject({
      success: true,
      result: { current: 1, size: 10 },
    });
    expect(
      (
        await admin('PUT', '/sys/fillRule/executeRuleByCodeBatch', {
          commonFormData: { name: 'x' },
          rules: [{ ruleCode: 'no_such_rule', formData: {} }],
        })
      ).body,
    ).toMatchObject({ success: true, result: [{ ruleCode: 'no_such_rule', result: null }] });
    // A DELETE without a body, and one whose id comes in a JSON body.
    expect((await admin('DELETE', '/sys/position/delete?id=nothing')).body).toMatchObject({ success: false });
    expect((await admin('DELETE', '/sys/position/delete', { id: 'nothing' })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    });
  });

  it('keeps the handlers own messages for missing values', async () => {
    expect((await admin('PUT', '/sys/user/frozenBatch', {})).body).toMatchObject({
      success: false,
      message: '参数不识别！',
    });
    expect((await admin('GET', '/sys/quartzJob/pause')).body).toMatchObject({
      success: false,
      message: '参数不识别！',
    });
    const login = await call(server.app, { method: 'POST', url: apiUrl('/sys/login'), payload: { username: 'admin' } });
    expect(login.body).toMatchObject({ success: false, code: 500 });
  });
});
