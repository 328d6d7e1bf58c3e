/** 分类字典: the paged roots, children, generated codes, has_child upkeep, permissions, bad input. */
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import { sysCategory } from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';

type Row = { id: string; pid: string; name: string; code: string; hasChild: string };

let server: TestServer;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
});
afterAll(() => server.close());

const byName = async (name: string) =>
  (await server.opened.db.select().from(sysCategory).where(eq(sysCategory.name, name)))[0] as Row | undefined;

describe('分类字典', () => {
  it('pages the roots; a search reaches every level; children and batches of children', async () => {
    const roots = await admin.get<PageResult<Row>>('/sys/category/rootList', { pageNo: 1, pageSize: 100 });
    expect(roots.body.success).toBe(true);
    expect(roots.body.result.records.length).toBeGreaterThan(0);
    expect(roots.body.result.records.every((r) => r.pid === '0')).toBe(true);
    const parent = roots.body.result.records.find((r) => r.hasChild === '1')!;
    const children = await admin.get<Row[]>('/sys/category/childList', { pid: parent.id });
    expect(children.body.result.length).toBeGreaterThan(0);
    expect(children.body.result.every((c) => c.pid === parent.id && c.code.startsWith(parent.code))).toBe(true);
    const child = children.body.result[0]!;
    const found = await admin.get<PageResult<Row>>('/sys/category/rootList', { name: `*${child.name}*` });
    expect(found.body.result.records.map((r) => r.id)).toContain(child.id);
    const batch = await admin.get<PageResult<Row>>('/sys/category/getChildListBatch', { parentIds: `${parent.id},` });
    expect(batch.body.result.records.length).toBe(children.body.result.length);
  });

  it('adds roots and children with generated codes, edits, moves and deletes a branch', async () => {
    expect((await admin.post('/sys/category/add', { name: '测试考试类别', code: 'IGNORED' })).body).toMatchObject({
      success: true,
      message: '添加成功！',
    });
    const root = (await byName('测试考试类别'))!;
    expect(root).toMatchObject({ pid: '0', hasChild: '0' });
    expect(root.code).toMatch(/^[A-Z]\d{2}$/);
    await admin.post('/sys/category/add', { pid: root.id, name: '测试笔试类' });
    await admin.post('/sys/category/add', { pid: root.id, name: '测试机试类' });
    const written = (await byName('测试笔试类'))!;
    const machine = (await byName('测试机试类'))!;
    expect(written.code).toBe(`${root.code}A01`);
    expect(machine.code).toBe(`${root.code}A02`);
    expect((await byName('测试考试类别'))!.hasChild).toBe('1');
    await admin.post('/sys/category/add', { pid: machine.id, name: '测试上机操作' });

    expect(
      (await admin.put('/sys/category/edit', { id: written.id, pid: '', name: '测试纸笔考试' })).body,
    ).toMatchObject({
      success: true,
    });
    expect(await byName('测试纸笔考试')).toMatchObject({ pid: '0' });
    const cycle = await admin.put('/sys/category/edit', { id: root.id, pid: machine.id, name: '测试考试类别' });
    expect(cycle.body).toMatchObject({ success: false, message: '父级节点不能是自己或自己的下级' });

    expect((await admin.del('/sys/category/delete', { id: machine.id })).body).toMatchObject({ success: true });
    expect(await byName('测试上机操作')).toBeUndefined();
    // The root has no children left.
    expect((await byName('测试考试类别'))!.hasChild).toBe('0');
    const written2 = (await byName('测试纸笔考试'))!;
    expect((await admin.del('/sys/category/deleteBatch', { ids: `${root.id},${written2.id}` })).body.success).toBe(
      true,
    );
    expect(await byName('测试考试类别')).toBeUndefined();
  });

  it('refuses bad input with a Chinese message', async () => {
    expect((await admin.post('/sys/category/add', { name: '  ' })).body).toMatchObject({ message: '分类名称不能为空' });
    expect((await admin.post('/sys/category/add', { name: '名'.repeat(101) })).body).toMatchObject({
      message: '分类名称不能超过100个字符',
    });
    expect((await admin.post('/sys/category/add', { name: 'x', pid: 'nope' })).body).toMatchObject({
      message: '父级节点不存在',
    });
    expect((await admin.put('/sys/category/edit', { id: 'nope', name: 'x' })).body).toMatchObject({ success: false });
    expect((await admin.del('/sys/category/delete', { id: 'nope' })).body).toMatchObject({ success: false });
  });

  it('reading needs the screen, writing its buttons', async () => {
    const staff = client(server.app, await tokenFor(server.app, 'wangqiang'));
    expect((await staff.get('/sys/category/rootList')).body.code).toBe(510);
    expect((await staff.get('/sys/category/childList', { pid: 'x' })).body.code).toBe(510);
    expect((await staff.post('/sys/category/add', { name: 'x' })).body.code).toBe(510);
    expect((await staff.put('/sys/category/edit', { id: 'x', name: 'x' })).body.code).toBe(510);
    expect((await staff.del('/sys/category/delete', { id: 'x' })).body.code).toBe(510);
    // The picker's reads stay open to every signed-in user.
    expect((await staff.get('/sys/category/loadTreeRoot', { async: 'true', pcode: '' })).body.success).toBe(true);
    const anonymous = await server.app.inject({ method: 'GET', url: '/jeecg-boot/sys/category/rootList' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('分类字典 导出 and 导入', () => {
  const sheet = (rows: unknown[][]) => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
    return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  };

  it('exports every category by code with its parent’s code; the file imports back unchanged', async () => {
    const res = await admin.raw('/sys/category/exportXls');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('分类字典.xls'));
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(rows[2]).toEqual(['父级编码', '分类名称', '分类编码']);
    const all = (await server.opened.db.select().from(sysCategory)) as Row[];
    expect(rows.slice(3)).toHaveLength(all.length);
    const child = all.find((c) => c.pid !== '0')!;
    const parent = all.find((c) => c.id === child.pid)!;
    expect(rows.slice(3)).toContainEqual([parent.code, child.name, child.code]);

    const again = await admin.upload('/sys/category/importExcel', [{ name: '分类字典.xls', data: res.rawPayload }]);
    expect(again.body).toMatchObject({ success: true, code: 200, result: { addCount: 0, updateCount: all.length } });
    expect(await server.opened.db.select().from(sysCategory)).toHaveLength(all.length);
  });

  it('adds under 父级编码 or the code it extends, renames by code, and reports the rows it refused', async () => {
    const before = (await server.opened.db.select().from(sysCategory)).length;
    const file = sheet([
      ['父级编码', '分类名称', '分类编码'],
      ['', '导入学科', 'Q77'],
      ['Q77', '导入子类一', ''],
      ['', '导入子类二', 'Q77A01'],
      ['NOPE', '孤儿', ''],
      ['', '', 'Q78'],
      ['', '坏编码', 'Q 79'],
    ]);
    const res = await admin.upload<{ fileUrl: string }>('/sys/category/importExcel', [{ name: 'c.xlsx', data: file }]);
    expect(res.body).toMatchObject({
      success: true,
      code: 201,
      result: { addCount: 3, updateCount: 0, errorCount: 3, totalCount: 6 },
    });
    const root = (await byName('导入学科'))!;
    expect(root).toMatchObject({ pid: '0', code: 'Q77', hasChild: '1' });
    expect(await byName('导入子类二')).toMatchObject({ pid: root.id, code: 'Q77A01' });
    const first = (await byName('导入子类一'))!;
    expect(first.pid).toBe(root.id);
    expect(first.code).toMatch(/^Q77[A-Z]\d\d$/);
    expect(first.code).not.toBe('Q77A01');
    const errors = await admin.raw(res.body.result.fileUrl);
    expect(errors.payload.split('\r\n').filter(Boolean)).toEqual([
      '第 4 行：父级编码「NOPE」不存在',
      '第 5 行：分类名称不能为空',
      '第 6 行：分类编码只能包含字母、数字、下划线和横杠',
    ]);
    expect(await server.opened.db.select().from(sysCategory)).toHaveLength(before + 3);

    const renamed = await admin.upload('/sys/category/importExcel', [
      {
        name: 'r.xlsx',
        data: sheet([
          ['分类名称', '分类编码'],
          ['导入学科（改）', 'Q77'],
        ]),
      },
    ]);
    expect(renamed.body.result).toMatchObject({ addCount: 0, updateCount: 1 });
    expect((await byName('导入学科（改）'))?.id).toBe(root.id);
  });

  it('needs system:category:export and :import', async () => {
    const staff = client(server.app, await tokenFor(server.app, 'wangqiang'));
    expect((await staff.get('/sys/category/exportXls')).body.code).toBe(510);
    expect(
      (await staff.upload('/sys/category/importExcel', [{ name: 'c.xlsx', data: Buffer.from('x') }])).body.code,
    ).toBe(510);
  });
});
