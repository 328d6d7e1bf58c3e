/**
 * What a staff member saves and every token holder then runs: 校验规则 patterns (they never backtrack) and 多数据源
 * addresses (only plain options of each driver).
 */
import { spawnSync } from 'node:child_process';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: ReturnType<typeof client>;
let customer: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  customer = client(server.app, await tokenFor(server.app, 'customer'));
});
afterAll(async () => {
  await server?.close();
});

const rule = (ruleCode: string, pattern: string) => ({
  ruleName: `规则${ruleCode}`,
  ruleCode,
  ruleJson: JSON.stringify([{ digits: '*', pattern, message: '格式不正确' }]),
});

describe('校验规则 patterns run in linear time', () => {
  it('a backtracking pattern answers at once for any token holder', async () => {
    expect((await admin.post('/sys/checkRule/add', rule('redos', '(a|a)*b|(a+)+b'))).body).toMatchObject({
      success: true,
    });
    const started = process.hrtime.bigint();
    const res = await customer.get('/sys/checkRule/checkByCode', { ruleCode: 'redos', value: `${'a'.repeat(32)}!` });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(res.body).toMatchObject({ success: false, message: '格式不正确' });
    // Backtracking takes minutes on this value; the linear engine milliseconds (seconds at most on a busy machine).
    expect(ms).toBeLessThan(3000);
    const ok = await customer.get('/sys/checkRule/checkByCode', { ruleCode: 'redos', value: 'aaab' });
    expect(ok.body).toMatchObject({ success: true });
  });

  it('a pattern the linear engine cannot run answers within its budget', async () => {
    // A look-ahead keeps it in the backtracking engine; one level of repetition passes the save-time analysis.
    expect((await admin.post('/sys/checkRule/add', rule('budget', '(?=a)(a|a)*b'))).body).toMatchObject({
      success: true,
    });
    const started = process.hrtime.bigint();
    const res = await customer.get('/sys/checkRule/checkByCode', { ruleCode: 'budget', value: `${'a'.repeat(40)}!` });
    expect(res.body).toMatchObject({ success: false, message: '格式不正确' });
    // Backtracking takes minutes on this value. The budget is 250 ms of CPU; a busy machine stretches it to 1.75 s
    // of wall time at most (two tries with twice the time).
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(3000);
    expect((await customer.get('/sys/checkRule/checkByCode', { ruleCode: 'budget', value: 'aab' })).body.success).toBe(
      true,
    );
  });

  it('a match held up by a busy machine is not refused as too slow', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tests/server/check-rule-child.ts'], {
      encoding: 'utf8',
    });
    const { outcome, ms } = JSON.parse(run.stdout) as { outcome: string; ms: number };
    expect(outcome).toBe('passed');
    // The helper did stop it mid-match for longer than the budget (250 ms).
    expect(ms).toBeGreaterThan(400);
  });

  it.each([
    ['(a{1,30})+\\1', 'nested repetition with a back-reference'],
    ['(?=a)(a+)+b', 'nested repetition with a look-ahead'],
    ['a'.repeat(501), 'longer than 500 characters'],
  ])('refuses %s (%s) when saved, with the reason', async (pattern) => {
    const res = await admin.post('/sys/checkRule/add', rule('slow', pattern));
    expect(res.body).toMatchObject({
      success: false,
      message: '第1条规则的正则表达式可能耗时过长（含嵌套重复），请简化；长度不能超过500个字符',
    });
  });

  it('the demo rules still check as before', async () => {
    const check = (value: string) => admin.get('/sys/checkRule/checkByCode', { ruleCode: 'common', value });
    expect((await check('a_12')).body.success).toBe(true);
    expect((await check('1abc')).body).toMatchObject({ success: false, message: '第一位只能是字母' });
    // Counted repetitions the linear engine cannot unroll still check.
    const position = (value: string) => admin.get('/sys/checkRule/checkByCode', { ruleCode: 'position_code', value });
    expect((await position('abc_12')).body.success).toBe(true);
    expect((await position('a')).body.success).toBe(false);
  });
});

describe('多数据源 addresses carry only the plain options of their driver', () => {
  const source = (code: string, dbUrl: string) => ({
    code,
    name: '外部库',
    dbType: '1',
    dbDriver: 'com.mysql.jdbc.Driver',
    dbUrl,
    dbName: 'x',
    dbUsername: 'u',
    dbPassword: 'p',
  });
  it.each([
    ['jdbc:mysql://10.0.0.1:3306/x?useSSL=false&allowLoadLocalInfile=true', 'allowLoadLocalInfile'],
    ['jdbc:mysql://10.0.0.1:3306/x?autoDeserialize=true', 'autoDeserialize'],
    ['jdbc:mysql://10.0.0.1:3306/x?autoDe%73erialize=true', 'autoDe%73erialize'],
    ['jdbc:mariadb://10.0.0.1:3306/x?useSSL=false&socketFactory=evil.Factory', 'socketFactory'],
    ['jdbc:postgresql://10.0.0.1:5432/x?sslhostnameverifier=evil.Verifier', 'sslhostnameverifier'],
    ['jdbc:postgresql://10.0.0.1:5432/x?authenticationPluginClassName=evil.Plugin', 'authenticationPluginClassName'],
    ['jdbc:postgresql://10.0.0.1:5432/x?sslpasswordcallback=evil.Callback', 'sslpasswordcallback'],
    ['jdbc:db2://10.0.0.1:50000/x:clientRerouteServerListJNDIName=ldap://evil/a;', 'clientRerouteServerListJNDIName'],
    ['jdbc:derby://10.0.0.1:1527/x;startMaster=true', 'startMaster'],
    ['jdbc:sqlserver://10.0.0.1:1433;databaseName=x;socketFactoryClass=evil.F', 'socketFactoryClass'],
  ])('refuses %s naming %s', async (dbUrl, option) => {
    const res = await admin.post('/sys/dataSource/add', source(`evil${option.length}`, dbUrl));
    expect(res.body).toMatchObject({ success: false, message: `操作失败：数据源地址不能包含参数 ${option}` });
  });

  it('refuses options hidden in the host part, encoded values and unknown drivers', async () => {
    const message = async (dbUrl: string) => (await admin.post('/sys/dataSource/add', source('hidden', dbUrl))).body;
    expect(await message('jdbc:mysql://(host=10.0.0.1,autoDeserialize=true)/x')).toMatchObject({
      message: '操作失败：数据源地址的主机、端口和库名中不能包含参数或特殊字符',
    });
    expect(await message('jdbc:mysql://10.0.0.1/x?useSSL=false%26autoDeserialize%3Dtrue')).toMatchObject({
      message: '操作失败：数据源地址中参数 useSSL 的值不正确',
    });
    expect(await message('jdbc:evil://10.0.0.1/x')).toMatchObject({
      message: '操作失败：数据源地址的数据库类型「evil」不受支持',
    });
  });

  it('accepts the preset address of every database type', async () => {
    const { DB_TYPE_PRESETS } = await import('../../src/domain/entities/data-source');
    let n = 0;
    for (const preset of Object.values(DB_TYPE_PRESETS).filter((p) => p.url)) {
      const res = await admin.post('/sys/dataSource/add', source(`preset${n++}`, preset.url));
      expect(res.body, preset.url).toMatchObject({ success: true });
    }
  });
});

describe('formula-like text a customer writes reaches staff exports as text', () => {
  const values = ['=HYPERLINK("http://evil.test","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
  it.each(values)('%j stays a text cell in the institutions export', async (v) => {
    expect((await customer.put('/cutumer/organization/editMyInstitution', { principal: v })).body.success).toBe(true);
    const res = await admin.raw('/organizationManager/cpcOrganizationManagement/exportXls');
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const cells = Object.entries(sheet)
      .filter(([key]) => !key.startsWith('!'))
      .map(([, c]) => c as XLSX.CellObject);
    // Stored as written (leading blanks may be trimmed), and never a formula.
    expect(cells.find((c) => String(c.v).trim() === v.trim())).toMatchObject({ t: 's' });
    expect(cells.some((c) => c.f)).toBe(false);
  });
});
