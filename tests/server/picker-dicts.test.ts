/** Picker fields are named by the server (list `_dictText`, export) and imported back by name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../server/context';
import { addDictTexts, dictResolvers } from '../../server/crud/dict-text';
import type { EntityTable } from '../../server/crud/entity-table';
import { htmlCellText } from '../../server/crud/excel';
import { sysDepart, sysPosition, sysRole, sysUser } from '../../server/db/schema';
import type { EntityDef } from '../../src/domain/entities/entity-types';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let ctx: AppContext;
beforeAll(async () => {
  server = await startTestServer();
  ctx = { db: server.opened.db } as AppContext;
});
afterAll(() => server?.close());

const def: EntityDef = {
  name: 'pickerDemo',
  title: '选择器示例',
  table: 'picker_demo',
  apiPath: '/demo/picker',
  permissionPrefix: 'demo:picker',
  fields: [
    { name: 'managers', label: '负责人', type: 'user', multiple: true },
    { name: 'depart', label: '部门', type: 'depart' },
    { name: 'role', label: '角色', type: 'role' },
    { name: 'post', label: '职务', type: 'position' },
  ],
};
const et = { def } as unknown as EntityTable;

async function idOf(
  table: typeof sysUser | typeof sysDepart | typeof sysRole,
  column: 'username' | 'departName' | 'roleCode',
  value: string,
) {
  const rows = await server.opened.db
    .select({ id: table.id })
    .from(table)
    .where(eq((table as typeof sysUser & typeof sysDepart & typeof sysRole)[column], value));
  return rows[0]!.id;
}

describe('picker fields named by table dictionaries', () => {
  it('lists give users, departments and roles by id, positions by code, their names as _dictText', async () => {
    const jeecg = await idOf(sysUser, 'username', 'jeecg');
    const customer = await idOf(sysUser, 'username', 'customer');
    const depart = await idOf(sysDepart, 'departName', '考务部');
    const role = await idOf(sysRole, 'roleCode', 'staff');
    const [position] = await server.opened.db.select().from(sysPosition).limit(1);
    const records: Record<string, unknown>[] = [
      { managers: `${jeecg},${customer}`, depart, role, post: position!.code },
      { managers: 'gone', depart: null, role: '', post: undefined },
    ];
    await addDictTexts(ctx, et, records);
    expect(records[0]).toMatchObject({
      managers_dictText: '张晓明,李文静',
      depart_dictText: '考务部',
      role_dictText: '考务人员',
      post_dictText: position!.name,
    });
    // A value that names nothing shows as itself; an empty one has no text.
    expect(records[1]).toMatchObject({ managers_dictText: 'gone', depart_dictText: null, role_dictText: null });
  });

  it('an import turns the names back into ids; an unknown name is the row problem', async () => {
    const jeecg = await idOf(sysUser, 'username', 'jeecg');
    const customer = await idOf(sysUser, 'username', 'customer');
    const resolvers = await dictResolvers(
      ctx,
      def.fields,
      new Map([
        ['managers', new Set(['张晓明,李文静', '无此人'])],
        ['role', new Set(['考务人员'])],
      ]),
    );
    expect(resolvers.get('managers')!('张晓明,李文静')).toEqual({ value: `${jeecg},${customer}` });
    expect(resolvers.get('managers')!('无此人')).toEqual({ problem: '「无此人」不是有效的选项' });
    expect(resolvers.get('role')!('考务人员')).toEqual({ value: await idOf(sysRole, 'roleCode', 'staff') });
  });

  it('rich text exports as its text', () => {
    expect(htmlCellText('<p>考试<strong>通知</strong></p><script>alert(1)</script><p>a &lt;b&gt; &amp;lt;</p>')).toBe(
      '考试通知 a <b> &lt;',
    );
  });
});
