/** 数据字典's master form: add and edit save the dictionary's items (`dictItemList`) in the same transaction. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import type { AppContext } from '../../server/context';
import type { WriteContext } from '../../server/crud/spec';
import { sysDict, sysDictItem, sysUser } from '../../server/db/schema';
import { BizError } from '../../server/http/envelope';
import { saveDictItemList } from '../../server/services/dict-item-list';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(async () => server?.close());

async function dictByCode(code: string): Promise<Rec> {
  const [dict] = await server.opened.db.select().from(sysDict).where(eq(sysDict.dictCode, code));
  return dict as Rec;
}

async function itemsOf(dictId: string): Promise<Rec[]> {
  return (await server.opened.db
    .select()
    .from(sysDictItem)
    .where(eq(sysDictItem.dictId, dictId))
    .orderBy(asc(sysDictItem.sortOrder))) as Rec[];
}

const brief = (items: Rec[]) => items.map((i) => `${String(i.sortOrder)}:${String(i.itemValue)}=${String(i.itemText)}`);

/** A new dictionary with three items through the master form's add; its id. */
async function addDict(code: string): Promise<string> {
  const res = await admin.post('/sys/dict/add', {
    dictName: `科目${code}`,
    dictCode: code,
    dictItemList: [
      { itemText: '语文', itemValue: 'yw', sortOrder: 1, status: '1' },
      { itemText: '数学', itemValue: 'sx', sortOrder: 2, status: 1, description: '必考' },
      { itemText: '英语', itemValue: 'yy', sortOrder: 3, status: 0 },
    ],
  });
  expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
  return String((await dictByCode(code)).id);
}

describe('POST /sys/dict/add with dictItemList', () => {
  it('adds the dictionary and its items, typed, with their audit fields', async () => {
    const id = await addDict('subject_a');
    const items = await itemsOf(id);
    expect(brief(items)).toEqual(['1:yw=语文', '2:sx=数学', '3:yy=英语']);
    expect(items.map((i) => i.status)).toEqual([1, 1, 0]);
    expect(items[1]).toMatchObject({ description: '必考', createBy: 'admin', dictId: id });
    expect(String(items[0]!.id)).toMatch(/^\d{19}$/);
    // the item list reads them like any others
    const listed = await admin.get<PageResult<Rec>>('/sys/dictItem/list', {
      dictId: id,
      column: 'sortOrder',
      order: 'asc',
    });
    expect(listed.body.result.records.map((r) => r.itemText)).toEqual(['语文', '数学', '英语']);
  });

  it('refuses a row that breaks the item rules, naming it, and stores nothing', async () => {
    const res = await admin.post('/sys/dict/add', {
      dictName: '坏字典',
      dictCode: 'bad_rows',
      dictItemList: [
        { itemText: '甲', itemValue: 'a' },
        { itemText: '', itemValue: 'b' },
      ],
    });
    expect(res.body).toMatchObject({ success: false, message: '字典项第2行：请输入名称!' });
    expect(await dictByCode('bad_rows')).toBeUndefined();

    const dup = await admin.post('/sys/dict/add', {
      dictName: '重复字典',
      dictCode: 'dup_rows',
      dictItemList: [
        { itemText: '甲', itemValue: 'a' },
        { itemText: '乙', itemValue: 'b' },
        { itemText: '丙', itemValue: 'a' },
      ],
    });
    expect(dup.body).toMatchObject({ success: false, message: '字典项第3行：数据值「a」已存在' });
    expect(await dictByCode('dup_rows')).toBeUndefined();

    const long = await admin.post('/sys/dict/add', {
      dictName: '长字典',
      dictCode: 'long_rows',
      dictItemList: [{ itemText: '甲'.repeat(101), itemValue: 'a' }],
    });
    expect(long.body.message).toMatch(/^字典项第1行：.*100/);

    for (const dictItemList of ['a,b', { itemText: '甲' }]) {
      const res = await admin.post('/sys/dict/add', { dictName: '格式', dictCode: 'shape_rows', dictItemList });
      expect(res.body.success).toBe(false);
    }
    const notRow = await admin.post('/sys/dict/add', { dictName: '格式', dictCode: 'shape_rows', dictItemList: [7] });
    expect(notRow.body.message).toBe('字典项第1行：格式不正确');
    expect(await dictByCode('shape_rows')).toBeUndefined();
  });
});

describe('PUT /sys/dict/edit with dictItemList', () => {
  it('updates the changed rows only, adds rows without id, deletes the rows left out', async () => {
    const id = await addDict('subject_b');
    const [yw, sx, yy] = await itemsOf(id);
    const res = await admin.put('/sys/dict/edit', {
      id,
      dictName: '科目（改）',
      dictCode: 'subject_b',
      dictItemList: [
        { ...sx, sortOrder: 1 },
        { ...yw, sortOrder: 2, itemText: '语文（新）' },
        { itemText: '物理', itemValue: 'wl', sortOrder: 3, status: '1' },
      ],
    });
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    const after = await itemsOf(id);
    expect(brief(after)).toEqual(['1:sx=数学', '2:yw=语文（新）', '3:wl=物理']);
    expect(after.find((i) => i.id === yy!.id)).toBeUndefined();
    expect(after[1]).toMatchObject({ id: yw!.id, updateBy: 'admin', createTime: yw!.createTime });
    expect((await dictByCode('subject_b')).dictName).toBe('科目（改）');

    // unchanged rows are not written
    await admin.put('/sys/dict/edit', { id, dictItemList: after });
    expect((await itemsOf(id)).map((i) => i.updateTime)).toEqual(after.map((i) => i.updateTime));
  });

  it('swaps two values in one save (the list is checked as a whole)', async () => {
    const id = await addDict('subject_c');
    const [yw, sx, yy] = await itemsOf(id);
    const res = await admin.put('/sys/dict/edit', {
      id,
      dictItemList: [{ ...yw, itemValue: 'sx' }, { ...sx, itemValue: 'yw' }, yy],
    });
    expect(res.body.success).toBe(true);
    expect(brief(await itemsOf(id))).toEqual(['1:sx=语文', '2:yw=数学', '3:yy=英语']);
  });

  it('leaves the items alone without dictItemList; an empty list deletes them', async () => {
    const id = await addDict('subject_d');
    expect((await admin.put('/sys/dict/edit', { id, description: '不动字典项' })).body.success).toBe(true);
    expect(await itemsOf(id)).toHaveLength(3);
    expect((await admin.put('/sys/dict/edit', { id, dictItemList: null })).body.success).toBe(true);
    expect(await itemsOf(id)).toHaveLength(3);
    expect((await admin.put('/sys/dict/edit', { id, dictItemList: [] })).body.success).toBe(true);
    expect(await itemsOf(id)).toEqual([]);
  });

  it('refuses a row of another dictionary and a duplicate, changing nothing (master included)', async () => {
    const id = await addDict('subject_e');
    const other = await itemsOf(String((await dictByCode('priority')).id));
    const before = await itemsOf(id);
    const foreign = await admin.put('/sys/dict/edit', {
      id,
      dictName: '不应保存',
      dictItemList: [...before, { ...other[0], itemValue: 'zz' }],
    });
    expect(foreign.body).toMatchObject({ success: false, message: '字典项第4行：未找到对应数据' });
    const dup = await admin.put('/sys/dict/edit', {
      id,
      dictName: '不应保存',
      dictItemList: [before[0], { ...before[1], itemValue: 'yw' }],
    });
    expect(dup.body).toMatchObject({ success: false, message: '字典项第2行：数据值「yw」已存在' });
    expect(await itemsOf(id)).toEqual(before);
    expect((await dictByCode('subject_e')).dictName).toBe('科目subject_e');
    expect((await itemsOf(String((await dictByCode('priority')).id))).map((i) => i.itemValue)).toEqual(
      other.map((i) => i.itemValue),
    );
  });

  it('needs the 字典项 buttons its changes use', async () => {
    const id = await addDict('subject_f');
    const items = await itemsOf(id);
    const [jeecg] = await server.opened.db.select().from(sysUser).where(eq(sysUser.username, 'jeecg'));
    const w: WriteContext = {
      ctx: { db: server.opened.db, now: () => Date.now() } as unknown as AppContext,
      db: server.opened.db,
      request: {} as FastifyRequest,
      user: jeecg!,
      now: '2026-01-01 00:00:00',
      mode: 'edit',
      batch: new Map(),
    };
    // nothing changed: nothing needed
    await expect(saveDictItemList(w, id, { dictItemList: items })).resolves.toBeUndefined();
    const refusal = await saveDictItemList(w, id, { dictItemList: items.slice(1) }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BizError);
    expect(refusal).toMatchObject({ code: 510, message: '没有权限，请联系管理员授权' });
    expect(await itemsOf(id)).toHaveLength(3);
  });
});
