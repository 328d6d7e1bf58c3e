/** Dictionary reads (signed), table dictionaries and their safety, categories, duplicate check, check rules. */
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission, sysUser } from '../../server/db/schema';
import { DICT_CONDITION_MESSAGE } from '../../server/services/table-dict';
import type { DictItem } from '../../src/domain/session-types';
import { userEntity } from '../../src/domain/entities/user';
import { authed, call, client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'admin');
  admin = client(server.app, token);
});
afterAll(async () => server?.close());

const texts = (items: DictItem[]) => items.map((i) => i.text);
const SQL_WORDS = /select|insert|update|delete|drop|syntax|relation|column|postgres|sql/i;

describe('getDictItems', () => {
  it('answers plain codes and the table form', async () => {
    expect(texts((await admin.signed<DictItem[]>('/sys/dict/getDictItems/org_category')).body.result)).toEqual([
      '公司',
      '部门',
      '岗位',
    ]);
    const positions = (await admin.signed<DictItem[]>('/sys/dict/getDictItems/sys_position,name,code')).body;
    expect(positions).toMatchObject({ success: true, code: 0 });
    expect(positions.result).toContainEqual({
      value: 'mt_expert',
      text: '命题专家',
      title: '命题专家',
      label: '命题专家',
    });
    // snake_case columns as JeecgBoot pages write them, and a safe condition.
    const staff = (await admin.signed<DictItem[]>("/sys/dict/getDictItems/sys_user,realname,username,username='jeecg'"))
      .body.result;
    expect(staff).toEqual([{ value: 'jeecg', text: '张晓明', title: '张晓明', label: '张晓明' }]);
    const roots = (await admin.signed<DictItem[]>('/sys/dict/getDictItems/sys_depart,depart_name,org_code')).body
      .result;
    expect(roots.map((r) => r.value)).toContain('A01A01');
  });

  it('never reads secrets or tables outside the allow-list', async () => {
    for (const code of [
      'sys_user,password,username',
      'sys_user,salt,id',
      'sys_user,realname,password',
      'sys_session,token_hash,user_id',
      'sys_sms_code,code,mobile',
      'sys_captcha,code,check_key',
      'pg_user,passwd,usename',
      'sys_user,realname,(select password from sys_user limit 1)',
      'information_schema.tables,table_name,table_name',
    ]) {
      const res = await admin.signed(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
      expect(res.body, code).toMatchObject({ success: false, code: 500, message: '该字典表或字段不允许访问！' });
    }
    expect((await admin.signed('/sys/dict/getDictItems/sys_user,realname')).body.message).toBe('字典Code格式不正确！');
  });

  it('refuses an unsafe condition instead of dropping or running it', async () => {
    const message = DICT_CONDITION_MESSAGE;
    const code = "sys_user,realname,username,1=1 or password like '%'";
    const res = await admin.signed<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
    expect(res.body).toMatchObject({ success: false, message });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt/);
    const bySecret = await admin.signed<DictItem[]>(
      `/sys/dict/getDictItems/${encodeURIComponent("sys_user,realname,username,password='x'")}`,
    );
    expect(bySecret.body).toMatchObject({ success: false, message });
    const fine = await admin.signed<DictItem[]>(
      `/sys/dict/getDictItems/${encodeURIComponent("sys_user,realname,username,username='admin'")}`,
    );
    expect(fine.body.success).toBe(true);
    expect(fine.body.result.map((i) => i.value)).toEqual(['admin']);
    for (const unsafe of ["username!='admin' order by password", "username!='admin' order by 1", "username>'a'"]) {
      const refused = await admin.signed(
        `/sys/dict/getDictItems/${encodeURIComponent(`sys_user,realname,id,${unsafe}`)}`,
      );
      expect(refused.body, unsafe).toMatchObject({ success: false, message });
    }
  });

  it('takes the stock 组件示例’s conditions: a != and an order by, and menu names for those who read 菜单管理', async () => {
    const db = server.opened.db;
    const code = "sys_user,realname,id,username!='admin' order by create_time";
    const items = (await admin.signed<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)).body.result;
    const users = await db
      .select({ id: sysUser.id, createTime: sysUser.createTime })
      .from(sysUser)
      .where(and(ne(sysUser.username, 'admin'), eq(sysUser.delFlag, 0)))
      .orderBy(asc(sysUser.createTime), asc(sysUser.id));
    expect(items.map((i) => i.value)).toEqual(users.map((u) => u.id));

    const menus = (await admin.signed<DictItem[]>(`/sys/dict/getDictItems/sys_permission,name,id`)).body;
    expect(menus.success).toBe(true);
    expect(menus.result.map((i) => i.text)).toContain('菜单管理');
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    const none = (await customer.signed<DictItem[]>(`/sys/dict/getDictItems/sys_permission,name,id`)).body;
    expect(none).toMatchObject({ success: true, result: [] });

    // the menu tree, a level at a time, by its leaf flag (组件示例's JTreeSelect)
    const tree = (pid: string) =>
      admin.signed<Rec[]>('/sys/dict/loadTreeData', {
        pid,
        tableName: 'sys_permission',
        text: 'name',
        code: 'id',
        pidField: 'parent_id',
        hasChildField: 'is_leaf',
        condition: '',
      });
    const roots = (await tree('')).body.result;
    const system = roots.find((r) => r.title === '系统管理')!;
    expect(system.leaf).toBe(false);
    const children = (await tree(String(system.key))).body.result;
    const rows = await db
      .select({ id: sysPermission.id, leaf: sysPermission.leaf })
      .from(sysPermission)
      .where(and(eq(sysPermission.parentId, String(system.key)), eq(sysPermission.delFlag, 0)));
    expect(children.map((c) => [c.key, c.leaf, c.parentId]).sort()).toEqual(
      rows.map((r) => [r.id, r.leaf, system.key]).sort(),
    );
    expect(new Set(rows.map((r) => r.leaf))).toEqual(new Set([true, false]));
  });

  it('queryFilterTableDictInfo: a bare list under a safe filter; an unsafe filter or table is refused', async () => {
    const ask = (params: Record<string, string>) =>
      admin.signed<DictItem[]>('/sys/api/queryFilterTableDictInfo', params);
    const found = await ask({ table: 'sys_user', text: 'realname', code: 'username', filterSql: "username='jeecg'" });
    expect(found.body).toEqual([{ value: 'jeecg', text: '张晓明', title: '张晓明', label: '张晓明' }]);
    const injected = await ask({
      table: 'sys_user',
      text: 'realname',
      code: 'username',
      filterSql: "username='x' or 1=1",
    });
    expect(injected.body).toMatchObject({
      success: false,
      message: DICT_CONDITION_MESSAGE,
    });
    const secret = await ask({ table: 'sys_user', text: 'password', code: 'username', filterSql: '' });
    expect(secret.body).toMatchObject({ success: false });
    expect(JSON.stringify(secret.body)).not.toMatch(/scrypt|\$/);
  });

  it('needs X-Sign on every signed dictionary endpoint', async () => {
    for (const path of [
      '/sys/dict/getDictItems/sex',
      '/sys/dict/loadDict/sys_position,name,code',
      '/sys/dict/loadDictItem/sys_position,name,code?key=mt_expert',
      '/sys/dict/loadTreeData?pid=&pidField=parentId&tableName=sys_depart&text=departName&code=id&hasChildField=&condition=',
      '/sys/api/queryFilterTableDictInfo?table=sys_user&text=realname&code=username&filterSql=',
    ]) {
      const res = await call(server.app, { method: 'GET', url: `/jeecg-boot${path}`, headers: authed(token) });
      expect(res.body, path).toMatchObject({ success: false, code: 500, message: 'Sign签名校验失败！' });
    }
  });
});

describe('loadDict, loadDictItem, loadTreeData', () => {
  it('searches by keyword, exact lists and page size', async () => {
    const kw = (await admin.signed<DictItem[]>('/sys/dict/loadDict/sys_position,name,code', { keyword: '考务' })).body;
    expect(texts(kw.result).sort()).toEqual(['考务专员', '考务主管']);
    const exact = await admin.signed<DictItem[]>('/sys/dict/loadDict/sys_position,name,code', {
      keyword: 'mt_expert,命题编辑',
    });
    expect(texts(exact.body.result).sort()).toEqual(['命题专家', '命题编辑']);
    const capped = await admin.signed<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', { pageSize: 3 });
    expect(capped.body.result).toHaveLength(3);
    const wild = await admin.signed<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', { keyword: '%' });
    expect(wild.body.result).toEqual([]);
    expect(texts((await admin.signed<DictItem[]>('/sys/dict/loadDict/sex', { keyword: '女' })).body.result)).toEqual([
      '女',
    ]);
  });

  it('turns keys into texts', async () => {
    const res = await admin.signed<string[]>('/sys/dict/loadDictItem/sys_user,realname,username', {
      key: 'admin,jeecg,nobody',
    });
    expect(res.body.result).toEqual(['管理员', '张晓明']);
    const keep = await admin.signed<string[]>('/sys/dict/loadDictItem/sys_user,realname,username', {
      key: 'admin,nobody',
      delNotExist: 'false',
    });
    expect(keep.body.result).toEqual(['管理员', 'nobody']);
    expect((await admin.signed<string[]>('/sys/dict/loadDictItem/sex', { key: '1,2' })).body.result).toEqual([
      '男',
      '女',
    ]);
  });

  it('a condition limits what is offered, never how a stored value is named (the user form offers no frozen tenant)', async () => {
    const code = userEntity.fields.find((f) => f.name === 'relTenantIds')!.dictCode!;
    const offered = (await admin.signed<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)).body.result;
    expect(offered.map((t) => t.value).sort()).toEqual(['1', '2']);
    const named = await admin.signed<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(code)}`, { key: '3,1' });
    expect(named.body.result).toEqual(['停用测试租户', '考试中心']);
    const users = await admin.get<{ records: Rec[] }>('/sys/user/list', { username: 'liangchen' });
    expect(users.body.result.records[0]).toMatchObject({ relTenantIds: '3', relTenantIds_dictText: '停用测试租户' });
  });

  it('loads tree levels with leaf flags and a JSON condition', async () => {
    const params = { pidField: 'parentId', tableName: 'sys_depart', text: 'departName', code: 'id', hasChildField: '' };
    const roots = (await admin.signed<Rec[]>('/sys/dict/loadTreeData', { pid: '', ...params, condition: '' })).body
      .result;
    expect(roots.map((r) => r.title)).toEqual(['考试中心', '合作院校事业部', '人才测评中心']);
    expect(roots[0]).toMatchObject({ leaf: false, key: roots[0]!.value, parentId: null });
    const kids = (
      await admin.signed<Rec[]>('/sys/dict/loadTreeData', { pid: String(roots[0]!.key), ...params, condition: '' })
    ).body.result;
    expect(kids.map((k) => k.title)).toContain('考务部');
    expect(kids.every((k) => k.leaf === true)).toBe(true);
    const filtered = await admin.signed<Rec[]>('/sys/dict/loadTreeData', {
      pid: '',
      ...params,
      condition: JSON.stringify({ departName: '考试中心' }),
    });
    expect(filtered.body.result.map((r) => r.title)).toEqual(['考试中心']);
    const category = await admin.signed<Rec[]>('/sys/dict/loadTreeData', {
      pid: '0',
      pidField: 'pid',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      hasChildField: 'has_child',
      condition: '',
    });
    expect(category.body.result.map((r) => [r.title, r.leaf])).toEqual([
      ['考试类型', false],
      ['学科门类', false],
      ['证书等级', false],
      ['考场物资', false],
      ['学科目录', false],
    ]);
  });

  it.each([
    ['condition=abc', 'condition传值有误，需要一个json字符串!'],
    ['condition=[1]', 'condition传值有误，需要一个json字符串!'],
    ['condition={"password":"x"}', '该字典表或字段不允许访问！'],
    ['tableName=sys_session', '该字典表或字段不允许访问！'],
    ['text=password', '该字典表或字段不允许访问！'],
    ['pidField=', '参数不识别！'],
  ])('refuses %s', async (override, message) => {
    const base: Record<string, string> = {
      pid: '',
      pidField: 'parentId',
      tableName: 'sys_depart',
      text: 'departName',
      code: 'id',
      hasChildField: '',
      condition: '',
    };
    const [k, v] = override.split(/=(.*)/s) as [string, string];
    const res = await admin.signed('/sys/dict/loadTreeData', { ...base, [k]: v });
    expect(res.body).toMatchObject({ success: false, message });
  });
});

describe('cache, all items, categories', () => {
  it('refleshCache answers any method; queryAllDictItems has every dictionary', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await call(server.app, { method, url: '/jeecg-boot/sys/dict/refleshCache', headers: authed(token) });
      expect(res.body).toMatchObject({ success: true, code: 0 });
    }
    const all = (await admin.get<Record<string, DictItem[]>>('/sys/dict/queryAllDictItems')).body;
    expect(all.code).toBe(200);
    expect(texts(all.result.tenant_status!)).toEqual(['正常', '冻结']);
    expect(texts(all.result.org_category!)).toEqual(['公司', '部门', '岗位']);
  });

  it('answers the category tree calls', async () => {
    const roots = (await admin.get<Rec[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: '0' })).body.result;
    expect(roots.map((r) => r.title)).toEqual(['考试类型', '学科门类', '证书等级', '考场物资', '学科目录']);
    // B01: the code a stock JeecgBoot client's 组件示例 asks for
    const supplies = (await admin.get<Rec[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: 'B01' })).body
      .result;
    expect(supplies.map((r) => [r.title, r.code])).toEqual([
      ['计算机设备', 'B01A01'],
      ['证件与文具', 'B01A02'],
      ['监控设备', 'B01A03'],
    ]);
    expect(roots[0]).toMatchObject({ leaf: false, code: 'A01', parentId: '0' });
    const subject = (await admin.get<Rec[]>('/sys/category/loadTreeRoot', { async: 'false', pcode: 'A02' })).body
      .result;
    expect(subject.map((r) => r.title)).toEqual(['理学', '工学', '经济学', '文学']);
    expect((subject[0]!.children as Rec[]).map((c) => c.title)).toEqual(['数学', '物理学']);
    expect((await admin.get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'ZZZ' })).body.message).toBe(
      '该编码【ZZZ】不存在，请核实!',
    );
    const kids = (await admin.get<Rec[]>('/sys/category/loadTreeChildren', { pid: String(roots[0]!.key) })).body.result;
    expect(kids.map((k) => [k.title, k.leaf])).toEqual([
      ['笔试', true],
      ['机考', true],
      ['面试', true],
    ]);
    const data = await admin.get<Rec[]>('/sys/category/loadTreeData', { pcode: 'A01', condition: '{"name":"机考"}' });
    expect(data.body.result.map((r) => r.title)).toEqual(['机考']);
    expect((await admin.get('/sys/category/loadTreeData', {})).body.message).toBe('加载分类字典树参数有误.[null]!');
    expect((await admin.get('/sys/category/loadTreeData', { pcode: 'nope' })).body.message).toBe(
      '加载分类字典树参数有误.[code]!',
    );
    expect((await admin.get<Rec>('/sys/category/loadOne', { field: 'code', val: 'A01A02' })).body.result).toMatchObject(
      {
        name: '机考',
      },
    );
    expect((await admin.get('/sys/category/loadOne', { field: 'code', val: 'none' })).body.message).toBe('查询无果');
    expect((await admin.get('/sys/category/loadOne', { field: 'password', val: 'x' })).body).toMatchObject({
      success: false,
      message: '字段无效，请检查!',
    });
    const ids = kids.map((k) => String(k.key));
    expect((await admin.get('/sys/category/loadDictItem', { ids: `${ids[1]},${ids[0]}` })).body.result).toEqual([
      '机考',
      '笔试',
    ]);
    expect((await admin.get(`/sys/category/loadDictItem/${ids[2]}`)).body.result).toEqual(['面试']);
  });
});

describe('duplicate check and check rules', () => {
  it('answers as JeecgBoot does', async () => {
    const check = (params: Record<string, string>) => admin.get('/sys/duplicate/check', params);
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).body).toMatchObject({
      success: false,
      code: 500,
      message: '该值不可用，系统中已存在！',
    });
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'fresh' })).body).toMatchObject({
      success: true,
      code: 200,
      message: '该值可用！',
    });
    const me = (await admin.get<Rec[]>('/sys/user/queryById', {})).body;
    expect(me.success).toBe(false);
    const adminRow = (await admin.get<{ records: Rec[] }>('/sys/user/list', { username: 'admin' })).body.result
      .records[0]!;
    const mine = await check({
      tableName: 'sys_user',
      fieldName: 'phone',
      fieldVal: '13800000000',
      dataId: String(adminRow.id),
    });
    expect(mine.body.success).toBe(true);
    expect((await check({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'staff' })).body.success).toBe(
      false,
    );
    expect((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' })).body).toMatchObject({
      success: true,
      code: 500,
      message: '数据为空,不作处理！',
    });
    for (const [tableName, fieldName] of [
      ['sys_user', 'password'],
      ['sys_user', 'salt'],
      ['sys_session', 'token_hash'],
      ['sys_user', 'username; drop table sys_user'],
    ]) {
      const res = await check({ tableName: tableName!, fieldName: fieldName!, fieldVal: 'x' });
      expect(res.body).toMatchObject({ success: false, message: '校验的表或字段不存在！' });
    }
  });

  it('checks values against seeded rules', async () => {
    const check = (ruleCode: string, value: string) =>
      admin.get<Rec>('/sys/checkRule/checkByCode', { ruleCode, value });
    expect((await check('common', 'abc_123')).body).toMatchObject({ success: true, code: 200, message: '' });
    const bad = await check('common', '1abc');
    expect(bad.body).toMatchObject({ success: false, code: 500, message: '第一位只能是字母' });
    expect(bad.body.result).toMatchObject({ digits: '1', passed: false, checkValue: '1' });
    expect((await check('common', 'ab')).body.message).toBe('最少输入3位数');
    expect((await check('common', 'a'.repeat(13))).body.message).toBe('最多输入12位数');
    // The value is URL-decoded once more on the server (the client encodes it).
    expect((await check('work_no', encodeURIComponent('KS0001'))).body.success).toBe(true);
    expect((await check('work_no', 'ks0001')).body.message).toBe('工号前两位必须是大写字母');
    expect((await check('nope', 'x')).body.message).toBe('该编码不存在');
  });

  it('never shows SQL in any of these answers', async () => {
    const res = await admin.get('/sys/duplicate/check', { tableName: "sys_user'--", fieldName: 'x', fieldVal: "'" });
    expect(res.body.message).not.toMatch(SQL_WORDS);
  });
});
