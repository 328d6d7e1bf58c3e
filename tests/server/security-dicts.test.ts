/**
 * Table dictionaries answer what the table's own list would: its readers, tenant and institution scope. A customer
 * account that is nobody's contact (songjia), a contact (customer), a 学院联系人 (wuxia) and a national manager (xuming)
 * ask every dictionary endpoint for tables they may not list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '../../src/domain/session-types';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
type Api = ReturnType<typeof client>;
const as: Record<string, Api> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'jeecg', 'customer', 'songjia', 'wuxia', 'xuming'])
    as[name] = client(server.app, await tokenFor(server.app, name));
});
afterAll(async () => {
  await server?.close();
});

const items = async (who: string, code: string) => {
  const res = await as[who]!.signed<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.result;
};

const loadDict = async (who: string, code: string) =>
  (await as[who]!.signed<DictItem[]>(`/sys/dict/loadDict/${encodeURIComponent(code)}`, { keyword: '', pageSize: 100 }))
    .body.result;

const SYSTEM_DICTS = [
  'sys_user,realname,username',
  'sys_role,role_name,role_code',
  'sys_tenant,name,id',
  'sys_depart,depart_name,org_code',
  'sys_position,name,code',
  'sys_dict,dict_name,dict_code',
  'cpc_paper,paper_name,id',
  'cpc_test,test_name,id',
  'cpc_organization,org_name,id',
  'cpc_college,college_name,id',
];

describe('table dictionaries follow the table list rules', () => {
  it.each(SYSTEM_DICTS)('a customer that is nobody’s contact reads nothing of %s', async (code) => {
    expect(await items('songjia', code)).toEqual([]);
    expect(await loadDict('songjia', code)).toEqual([]);
    const [, , key] = code.split(',');
    const some = (await items('admin', code))[0]!;
    expect(some, `admin reads ${code}`).toBeTruthy();
    const texts = await as.songjia!.signed<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(code)}`, {
      key: some.value,
    });
    expect(texts.body.result, key).toEqual([]);
  });

  it('a contact reads no user, role, tenant or paper, and only his own institution and colleges', async () => {
    for (const code of SYSTEM_DICTS.slice(0, 7)) expect(await items('customer', code), code).toEqual([]);
    const orgs = await items('customer', 'cpc_organization,org_name,id');
    expect(orgs.map((o) => o.text)).toEqual(['京华理工大学']);
    const colleges = await items('customer', 'cpc_college,college_name,id');
    expect(colleges.length).toBeGreaterThan(0);
    expect(colleges.length).toBeLessThan((await items('admin', 'cpc_college,college_name,id')).length);
    // A 学院联系人 sees his own college only.
    expect(await items('wuxia', 'cpc_college,college_name,id')).toHaveLength(1);
  });

  it('a national manager reads the institutions of his provinces only', async () => {
    const all = await items('admin', 'cpc_organization,org_name,id');
    const his = await items('xuming', 'cpc_organization,org_name,id');
    expect(his.length).toBeGreaterThan(0);
    expect(his.length).toBeLessThan(all.length);
  });

  it('loadTreeData answers nothing for a table the caller may not list', async () => {
    const tree = (who: string) =>
      as[who]!.signed<unknown[]>('/sys/dict/loadTreeData', {
        tableName: 'sys_depart',
        text: 'depart_name',
        code: 'id',
        pidField: 'parent_id',
        pid: '',
      });
    expect((await tree('admin')).body.result.length).toBeGreaterThan(0);
    expect((await tree('songjia')).body.result).toEqual([]);
  });

  it('staff pickers keep working (admin and jeecg read users, roles, departments, positions)', async () => {
    for (const who of ['admin', 'jeecg'])
      for (const code of ['sys_user,realname,id', 'sys_depart,depart_name,id', 'sys_position,name,code'])
        expect((await items(who, code)).length, `${who} ${code}`).toBeGreaterThan(0);
  });
});
