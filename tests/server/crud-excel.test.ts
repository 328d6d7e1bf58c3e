/** exportXls (a real .xls) and importExcel (round trip, bad rows, error file), and the static file route. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysPermission, sysRole, sysRolePermission, sysUser } from '../../server/db/schema';
import { client, login, startTestServer, tokenFor, type Params, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: ReturnType<typeof client>;
let adminToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await tokenFor(server.app, 'admin');
  admin = client(server.app, adminToken);
});
afterAll(async () => server?.close());

async function records(path: string, params: Params = {}): Promise<Rec[]> {
  return (await admin.get<PageResult<Rec>>(path, { pageSize: 1000, ...params })).body.result.records;
}

async function exported(path: string, params: Params = {}) {
  const res = await admin.raw(path, params);
  expect(res.statusCode).toBe(200);
  const book = XLSX.read(res.rawPayload, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
  return { res, rows, data: rows.slice(3) };
}

function xlsx(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

describe('exportXls', () => {
  it('writes a BIFF8 .xls: title, exporter, Chinese labels, dictionary texts', async () => {
    const { res, rows, data } = await exported('/sys/position/exportXls');
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('导出文件.xls')}`);
    expect(rows[0]).toEqual(['职务列表', '', '']);
    expect(rows[1]![0]).toBe('导出人:管理员');
    expect(rows[2]).toEqual(['职务名称', '职务编码', '职级']);
    expect(data).toHaveLength(12);
    expect(data).toContainEqual(['命题专家', 'mt_expert', '正高级']);
  });

  it('honours the list filters, the sort and selections', async () => {
    const { data } = await exported('/sys/position/exportXls', { postRank: '4', column: 'code', order: 'asc' });
    expect(data.map((r) => r[1])).toEqual(['cp_researcher', 'kw_supervisor', 'yj_leader']);
    const picked = (await records('/sys/position/list', { code: 'mt_expert,jk_invigilator' })).map((r) => r.id);
    const sel = await exported('/sys/position/exportXls', { selections: `${picked.join(',')},` });
    expect(sel.data.map((r) => r[1]).sort()).toEqual(['jk_invigilator', 'mt_expert']);
  });

  it('the second export (大数据导出): the list parameters as one JSON paramsStr', async () => {
    const { data } = await exported('/sys/position/exportXls', {
      paramsStr: JSON.stringify({ postRank: '4', column: 'code', order: 'asc', pageNo: 1 }),
    });
    expect(data.map((r) => r[1])).toEqual(['cp_researcher', 'kw_supervisor', 'yj_leader']);
    for (const bad of ['{not json', '[1,2]', JSON.stringify({ postRank: { $ne: '' } })]) {
      const res = await admin.get('/sys/position/exportXls', { paramsStr: bad });
      expect(res.body.message).toBe('导出参数格式不正确');
    }
  });

  it('exports users with their texts and the page file name', async () => {
    const { res, rows, data } = await exported('/sys/user/exportXls', { username: 'jeecg' });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户信息.xls'));
    expect(rows[2]).toEqual(['用户账号', '用户姓名', '性别', '生日', '手机号码', '工号', '部门', '状态']);
    expect(data).toEqual([
      ['jeecg', '张晓明', '男', '1990-03-12', '13800000001', 'KS0002', '考务部,客户服务部', '正常'],
    ]);
  });
});

describe('importExcel', () => {
  it('re-imports an exported file (round trip)', async () => {
    const before = await records('/sys/position/list', { postRank: '4', column: 'code', order: 'asc' });
    const { res } = await exported('/sys/position/exportXls', { postRank: '4' });
    await admin.del('/sys/position/deleteBatch', { ids: before.map((r) => r.id).join(',') });
    expect(await records('/sys/position/list', { postRank: '4' })).toEqual([]);
    const imported = await admin.upload('/sys/position/importExcel', [{ name: '导出文件.xls', data: res.rawPayload }]);
    expect(imported.body).toMatchObject({
      success: true,
      code: 200,
      message: '共3行数据全部导入成功！新增 3 行，更新 0 行',
      result: { totalCount: 3, errorCount: 0, successCount: 3, addCount: 3, updateCount: 0 },
    });
    const after = await records('/sys/position/list', { postRank: '4', column: 'code', order: 'asc' });
    const shape = (rows: Rec[]) => rows.map((r) => [r.name, r.code, r.postRank, r.postRank_dictText]);
    expect(shape(after)).toEqual(shape(before));
  });

  it('re-imports users (initial password 123456)', async () => {
    const { res } = await exported('/sys/user/exportXls', { username: 'zhoujie,wuxia' });
    const old = await records('/sys/user/list', { username: 'zhoujie,wuxia' });
    // Free the names: a logically deleted user keeps its username, so remove them for real.
    await server.opened.db.delete(sysUser).where(
      inArray(
        sysUser.id,
        old.map((u) => String(u.id)),
      ),
    );
    const imported = await admin.upload('/sys/user/importExcel', [{ name: 'users.xls', data: res.rawPayload }]);
    expect(imported.body.message).toBe('共2行数据全部导入成功！新增 2 行，更新 0 行');
    const back = await records('/sys/user/list', { username: 'zhoujie,wuxia' });
    const shape = (rows: Rec[]) =>
      rows.map((u) => [u.username, u.realname, u.sex, u.birthday, u.phone, u.workNo, u.status]).sort();
    expect(shape(back)).toEqual(shape(old));
    expect((await login(server.app, 'wuxia', '123456')).body.code).toBe(200);
  });

  it('saves the good rows (adds and updates) and reports the bad ones with code 201 and an error file', async () => {
    const file = xlsx([
      ['职务名称', '职务编码', '职级', '备注'],
      ['考场巡视员', 'kc_patrol', '员级', 'ignored'],
      ['', 'no_name', '员级'],
      ['编码不对', 'Bad-Code', '员级'],
      ['重复的', 'mt_expert', '中级'],
      ['职级不对', 'bad_rank', '特级'],
      [],
      ['第二个', 'kc_patrol', '2'],
      ['数字职级', 'kc_second', '2'],
    ]);
    const res = await admin.upload<Rec>('/sys/position/importExcel', [{ name: 'positions.xlsx', data: file }]);
    expect(res.body).toMatchObject({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: {
        totalCount: 7,
        errorCount: 3,
        successCount: 4,
        addCount: 2,
        updateCount: 2,
        msg: '总上传行数：7，新增 2 行，更新 2 行，失败 3 行',
        fileUrl: expect.stringMatching(
          /^\/sys\/common\/static\/logs\/\w+\/\d{8}\/positionImportExcelErrorLog\d{14}[0-9a-f]{24}\.txt$/,
        ),
        fileName: expect.stringMatching(/^positionImportExcelErrorLog\d{14}[0-9a-f]{24}\.txt$/),
      },
    });
    const url = String(res.body.result.fileUrl);
    expect(url.endsWith(String(res.body.result.fileName))).toBe(true);
    // The error file goes to the importing user only: by header or, as a link, by ?token=. Stored files
    // need a token at all.
    const anonymous = await server.app.inject({ method: 'GET', url: `/jeecg-boot${url}` });
    expect(anonymous.statusCode).toBe(401);
    const other = await tokenFor(server.app, 'jeecg');
    expect((await server.app.inject({ method: 'GET', url: `/jeecg-boot${url}?token=${other}` })).statusCode).toBe(404);
    const log = await server.app.inject({ method: 'GET', url: `/jeecg-boot${url}?token=${adminToken}` });
    expect(log.statusCode).toBe(200);
    expect(log.headers['content-disposition']).toContain('attachment');
    expect(log.body.trim().split('\r\n')).toEqual([
      '第 2 行：请输入职务名称!',
      '第 3 行：职务编码必须以小写字母开头',
      '第 5 行：职级「特级」不是有效的选项',
    ]);
    // A code already stored (mt_expert, or kc_patrol from row 1) updates that record.
    const saved = await records('/sys/position/list', {
      code: 'kc_patrol,kc_second,mt_expert',
      column: 'code',
      order: 'asc',
    });
    expect(saved.map((r) => [r.code, r.name, r.postRank_dictText])).toEqual([
      ['kc_patrol', '第二个', '助级'],
      ['kc_second', '数字职级', '助级'],
      ['mt_expert', '重复的', '中级'],
    ]);
    // A day later it is gone.
    server.clock.advance(24 * 3600 * 1000 + 1000);
    adminToken = await tokenFor(server.app, 'admin');
    admin = client(server.app, adminToken);
    expect((await server.app.inject({ method: 'GET', url: `/jeecg-boot${url}?token=${adminToken}` })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [
      'a .csv file',
      'list.csv',
      Buffer.from('职务名称,职务编码\n甲,abc\n'),
      '文件格式不正确，只能导入.xls或.xlsx文件！',
    ],
    [
      'a fake .xls',
      'list.xls',
      Buffer.from('<html><table><tr><td>x</td></tr></table></html>'),
      '文件格式不正确，只能导入.xls或.xlsx文件！',
    ],
    [
      'a sheet without headers',
      'list.xlsx',
      xlsx([
        ['a', 'b'],
        ['c', 'd'],
      ]),
      '未找到表头，请按导出文件的格式填写后再导入！',
    ],
  ])('refuses %s', async (_what, name, data, message) => {
    expect((await admin.upload('/sys/position/importExcel', [{ name, data }])).body).toMatchObject({
      success: false,
      message,
    });
  });

  it('refuses a request without a file', async () => {
    expect((await admin.post('/sys/position/importExcel', {})).body.message).toBe('请选择要导入的文件！');
  });
});

describe('importExcel: export, edit, import', () => {
  type Summary = {
    totalCount: number;
    errorCount: number;
    successCount: number;
    addCount: number;
    updateCount: number;
  };
  const LABELS = ['用户账号', '用户姓名', '性别', '生日', '手机号码', '工号', '部门', '状态'];

  async function importUsers(rows: unknown[][], as = admin) {
    return as.upload<Summary & { msg: string; fileUrl?: string }>('/sys/user/importExcel', [
      { name: '用户信息.xls', data: xlsx(rows, 'xls') },
    ]);
  }

  async function errorLines(fileUrl: unknown, token = adminToken): Promise<string[]> {
    const log = await server.app.inject({ method: 'GET', url: `/jeecg-boot${String(fileUrl)}?token=${token}` });
    expect(log.statusCode).toBe(200);
    return log.body.trim().split('\r\n');
  }

  async function user(username: string): Promise<Rec> {
    const [row] = await records('/sys/user/list', { username });
    return row!;
  }

  it('an exported file with a changed cell updates the record; importing it again updates, never duplicates', async () => {
    const { rows } = await exported('/sys/user/exportXls', { username: 'wangqiang,liuyang', column: 'username' });
    expect(rows[2]).toEqual(LABELS);
    const edited = rows.map((r) => (r[0] === 'wangqiang' ? r.map((c, i) => (i === 1 ? '王强强' : c)) : r));
    const before = await user('wangqiang');
    for (let pass = 1; pass <= 2; pass++) {
      const res = await importUsers(edited);
      expect(res.body).toMatchObject({
        success: true,
        code: 200,
        message: '共2行数据全部导入成功！新增 0 行，更新 2 行',
        result: { totalCount: 2, errorCount: 0, successCount: 2, addCount: 0, updateCount: 2 },
      });
    }
    const after = await user('wangqiang');
    expect(after).toMatchObject({ realname: '王强强', phone: before.phone, sex: before.sex, orgCodeTxt: '考务部' });
    expect(after.id).toBe(before.id);
    const stored = await server.opened.db
      .select()
      .from(sysUser)
      .where(inArray(sysUser.username, ['wangqiang', 'liuyang']));
    expect(stored).toHaveLength(2);
  });

  it('adds a row naming no record beside the rows it updates, with its departments', async () => {
    const res = await importUsers([
      LABELS.slice(0, 7),
      ['liuyang', '刘洋', '男', '1992-07-08', '13712345604', 'KS0004', '命题部'],
      ['newcomer', '新同事', '女', '2000-01-02', '13700000099', 'KS0999', '命题部,培训部'],
    ]);
    expect(res.body).toMatchObject({ code: 200, result: { addCount: 1, updateCount: 1, errorCount: 0 } });
    expect(await user('newcomer')).toMatchObject({ realname: '新同事', sex: 2, orgCodeTxt: '命题部,培训部' });
    expect((await login(server.app, 'newcomer', '123456')).body.code).toBe(200);
  });

  it('refuses a row whose department, post or tenant text names nothing, saying which row and why', async () => {
    const res = await importUsers([
      ['用户账号', '用户姓名', '部门', '职务', '租户'],
      ['liuyang', '刘洋改', '不存在的部门', '', ''],
      ['stranger1', '甲', '命题部', '不存在的职务', ''],
      ['stranger2', '乙', '考务部,没有这个部', '', '没有的租户'],
      ['chenjing', '陈静', '命题部', '', ''],
    ]);
    expect(res.body).toMatchObject({
      success: true,
      code: 201,
      result: {
        totalCount: 4,
        errorCount: 3,
        successCount: 1,
        addCount: 0,
        updateCount: 1,
        msg: '总上传行数：4，新增 0 行，更新 1 行，失败 3 行',
      },
    });
    expect(await errorLines(res.body.result.fileUrl)).toEqual([
      '第 1 行：部门「不存在的部门」不是有效的选项',
      '第 2 行：职务「不存在的职务」不是有效的选项',
      '第 3 行：部门「没有这个部」不是有效的选项；租户「没有的租户」不是有效的选项',
    ]);
    expect(await user('liuyang')).toMatchObject({ realname: '刘洋', orgCodeTxt: '命题部' });
    expect(await records('/sys/user/list', { username: 'stranger1,stranger2' })).toEqual([]);
  });

  it('refuses a row naming a deleted record, and leaves the record alone', async () => {
    const [before] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'luoyu'));
    expect(before!.delFlag).toBe(1);
    const res = await importUsers([
      ['用户账号', '用户姓名'],
      ['luoyu', '复活了'],
    ]);
    expect(res.body.result).toMatchObject({ errorCount: 1, addCount: 0, updateCount: 0 });
    expect(await errorLines(res.body.result.fileUrl)).toEqual(['第 1 行：用户账号「luoyu」对应的记录已删除，不能导入']);
    const [after] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'luoyu'));
    expect(after).toEqual(before);
  });

  it('changes only the columns in the file: a blank cell clears, a required one is refused, passwords never', async () => {
    const before = await user('chenjing');
    const [hash] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'chenjing'));
    const res = await importUsers([
      ['用户账号', '用户姓名', '生日', '登录密码'],
      ['chenjing', '陈静静', '', 'Secret-123456'],
      ['huangli', '', '1994-02-20', ''],
    ]);
    expect(res.body.result).toMatchObject({ errorCount: 1, updateCount: 1 });
    expect(await errorLines(res.body.result.fileUrl)).toEqual(['第 2 行：请输入用户姓名!']);
    const after = await user('chenjing');
    expect(after).toMatchObject({ realname: '陈静静', birthday: null });
    for (const kept of ['sex', 'phone', 'workNo', 'email', 'orgCodeTxt', 'status', 'relTenantIds'])
      expect(after[kept]).toEqual(before[kept]);
    const [stored] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'chenjing'));
    expect([stored!.password, stored!.salt]).toEqual([hash!.password, hash!.salt]);
    expect(await user('huangli')).toMatchObject({ realname: '黄丽', birthday: '1994-02-19' });
  });

  it('an ID column names the record to update, even when the key changes', async () => {
    const [position] = await records('/sys/position/list', { code: 'jk_invigilator' });
    const res = await admin.upload<Summary>('/sys/position/importExcel', [
      {
        name: 'positions.xlsx',
        data: xlsx([
          ['ID', '职务名称', '职务编码'],
          [position!.id, '监考员', 'jk_proctor'],
        ]),
      },
    ]);
    expect(res.body.result).toMatchObject({ addCount: 0, updateCount: 1 });
    expect(await records('/sys/position/list', { code: 'jk_invigilator' })).toEqual([]);
    expect(await records('/sys/position/list', { code: 'jk_proctor' })).toMatchObject([
      { id: position!.id, name: '监考员', postRank: position!.postRank },
    ]);
  });

  /** Gives the staff role (jeecg's) a button it lacks; answers jeecg's client. */
  async function staffWith(perms: string) {
    const db = server.opened.db;
    const [button] = await db.select().from(sysPermission).where(eq(sysPermission.perms, perms));
    const [staff] = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'staff'));
    await db
      .insert(sysRolePermission)
      .values({ id: `grant-${perms}`.slice(0, 32), roleId: staff!.id, permissionId: button!.id });
    const token = await tokenFor(server.app, 'jeecg');
    return { jeecg: client(server.app, token), token };
  }

  it("refuses a row naming a record outside the importer's tenant", async () => {
    // jeecg works in tenant 1 and may edit users; customer is a user of tenant 2.
    const { jeecg, token } = await staffWith('system:user:import');
    const res = await importUsers(
      [
        ['用户账号', '用户姓名'],
        ['customer', '改名'],
        ['gaolin', '高琳琳'],
      ],
      jeecg,
    );
    expect(res.body.result).toMatchObject({ errorCount: 1, updateCount: 1, addCount: 0 });
    expect(await errorLines(res.body.result.fileUrl, token)).toEqual([
      '第 1 行：用户账号「customer」对应的记录不在您可操作的数据范围内，不能导入',
    ]);
    expect(await user('customer')).toMatchObject({ realname: '李文静' });
    expect(await user('gaolin')).toMatchObject({ realname: '高琳琳' });
  });

  it('refuses to update without the edit button (adding needs only the import one)', async () => {
    const { jeecg, token } = await staffWith('system:dict:import');
    const res = await jeecg.upload<Summary & { fileUrl: string }>('/sys/dict/importExcel', [
      {
        name: 'dicts.xlsx',
        data: xlsx([
          ['字典名称', '字典编码'],
          ['性别改名', 'sex'],
          ['新字典', 'new_dict'],
        ]),
      },
    ]);
    expect(res.body.result).toMatchObject({ errorCount: 1, addCount: 1, updateCount: 0 });
    expect(await errorLines(res.body.result.fileUrl, token)).toEqual([
      '第 1 行：没有编辑字典的权限，不能更新已有的记录',
    ]);
    expect((await records('/sys/dict/list', { dictCode: 'sex' }))[0]).toMatchObject({ dictName: '性别' });
  });
});

describe('/sys/common/static', () => {
  beforeAll(async () => {
    await writeFile(join(server.dataDir, 'secret.txt'), 'top secret');
  });

  it.each([
    '/jeecg-boot/sys/common/static/../secret.txt',
    '/jeecg-boot/sys/common/static/%2e%2e/secret.txt',
    '/jeecg-boot/sys/common/static/..%2fsecret.txt',
    '/jeecg-boot/sys/common/static/logs/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/jeecg-boot/sys/common/static/%2Fetc%2Fpasswd',
    '/jeecg-boot/sys/common/static//etc/passwd',
    '/jeecg-boot/sys/common/static/..%5csecret.txt',
    '/jeecg-boot/sys/common/static/%252e%252e/secret.txt',
    '/jeecg-boot/sys/common/static/logs/%00/x.txt',
    '/jeecg-boot/sys/common/static/.hidden',
    '/jeecg-boot/sys/common/static/nothing-here.txt',
  ])('refuses %s', async (url) => {
    const res = await server.app.inject({ method: 'GET', url, headers: { 'x-access-token': adminToken } });
    // 404, or the refusal of a NUL character in any parameter.
    expect(res.statusCode === 404 || (res.json() as { success: boolean }).success === false).toBe(true);
    expect(res.body).not.toContain('top secret');
    expect(res.body).not.toContain('root:');
  });

  it('refuses an absolute path built at run time', async () => {
    const url = `/jeecg-boot/sys/common/static/${encodeURIComponent(join(server.dataDir, 'secret.txt'))}`;
    const headers = { 'x-access-token': adminToken };
    expect((await server.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
  });
});
