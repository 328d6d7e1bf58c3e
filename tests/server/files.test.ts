/**
 * Stored files: POST /sys/common/upload (biz and day folders, refused names, types, contents and sizes),
 * GET /sys/common/static/** (signed-in only, types, disposition with the UTF-8 name, nosniff and sandbox, ranges),
 * and 对象存储 (/sys/oss/file/list, upload, delete with JeecgBoot's permission codes).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, PageResult } from '../../src/domain/api';
import { migrate } from '../../server/db/migrate';
import { ossFile, schemaMigrations, sysPermission, sysRolePermission } from '../../server/db/schema';
import { FILE_CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';
import { formatDateTime } from '../../server/time';
import { apiUrl, authed, client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
let server: TestServer;
let adminToken: string;
let admin: ReturnType<typeof client>;

beforeAll(async () => {
  const before = process.env.UPLOAD_MAX_MB;
  process.env.UPLOAD_MAX_MB = '1';
  try {
    server = await startTestServer();
  } finally {
    if (before === undefined) delete process.env.UPLOAD_MAX_MB;
    else process.env.UPLOAD_MAX_MB = before;
  }
  adminToken = await tokenFor(server.app, 'admin');
  admin = client(server.app, adminToken);
});
afterAll(async () => server?.close());

const MB = 1024 * 1024;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(2000)]);

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer };
}

/** A multipart body as a browser sends it: the file name raw UTF-8, fields in the order given. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----files${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        part.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function post(path: string, parts: Part[], headers: Record<string, string> = authed(adminToken)) {
  const { payload, contentType } = multipart(parts);
  const res = await server.app.inject({
    method: 'POST',
    url: apiUrl(path),
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() as ApiEnvelope<unknown> };
}

/** Uploads one file (fields after the file, as this app's client sends them). */
const upload = (
  filename: string,
  data: Buffer,
  fields: Record<string, string> = {},
  headers?: Record<string, string>,
) =>
  post(
    '/sys/common/upload',
    [{ name: 'file', file: { filename, data } }, ...Object.entries(fields).map(([name, value]) => ({ name, value }))],
    headers,
  );

const staticUrl = (path: string) =>
  `/jeecg-boot/sys/common/static/${path
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/')}`;

const read = (path: string, headers: Record<string, string> = authed(adminToken), query = '') =>
  server.app.inject({ method: 'GET', url: `${staticUrl(path)}${query}`, headers });

/** Every file under the upload folder (relative paths). */
async function storedFiles(): Promise<string[]> {
  const root = join(server.dataDir, 'upload');
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const today = () => formatDateTime(server.clock.now()).slice(0, 10).replace(/-/g, '');

describe('POST /sys/common/upload and reading it back', () => {
  it('stores under <biz>/<day>/ and serves the same bytes as an image, inline, with the UTF-8 name', async () => {
    const res = await upload('考试 照片(1).png', PNG, { biz: 'temp' });
    expect(res.body).toMatchObject({ success: true, code: 0, result: null });
    const path = String(res.body.message);
    expect(path).toMatch(new RegExp(`^temp/${today()}/考试 照片\\(1\\)_[0-9a-f]{16}\\.png$`));
    expect(await readFile(join(server.dataDir, 'upload', path))).toEqual(PNG);

    const file = await read(path);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PNG);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(PNG.length));
    const encoded = '%E8%80%83%E8%AF%95%20%E7%85%A7%E7%89%87%281%29.png';
    expect(file.headers['content-disposition']).toBe(`inline; filename="${encoded}"; filename*=UTF-8''${encoded}`);
    expect(decodeURIComponent(encoded)).toBe('考试 照片(1).png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(FILE_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; sandbox");
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['accept-ranges']).toBe('bytes');
    const head = await server.app.inject({ method: 'HEAD', url: staticUrl(path), headers: authed(adminToken) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('takes biz before or after the file, defaults to temp, and answers the editor and upload cells with the path', async () => {
    const before = await post('/sys/common/upload', [
      { name: 'biz', value: 'jeditor' },
      { name: 'jeditor', value: '1' },
      { name: 'file', file: { filename: 'a.png', data: PNG } },
    ]);
    expect(before.body.message).toMatch(new RegExp(`^jeditor/${today()}/a_[0-9a-f]{16}\\.png$`));
    const after = await upload('b.png', PNG, { biz: 'user/avatar', isup: '1' });
    expect(after.body.message).toMatch(new RegExp(`^user/avatar/${today()}/b_[0-9a-f]{16}\\.png$`));
    const none = await upload('c.png', PNG);
    expect(none.body.message).toMatch(new RegExp(`^temp/${today()}/c_[0-9a-f]{16}\\.png$`));
    // Two uploads of one name never meet.
    const again = await upload('c.png', PNG);
    expect(again.body.message).not.toBe(none.body.message);
  });

  it('cleans odd characters out of the stored name (commas separate stored paths)', async () => {
    const res = await upload('a,b;c&d#e%f[g]+h.txt', Buffer.from('plain text'));
    expect(res.body.message).toMatch(new RegExp(`^temp/${today()}/a_b_c_d_e_f_g_h_[0-9a-f]{16}\\.txt$`));
  });

  it.each([
    ['报告.pdf', Buffer.from('%PDF-1.7\n%\xe2\xe3\n'), 'application/pdf', 'inline'],
    [
      '名单.xlsx',
      Buffer.from('PK\x03\x04 sheet'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'attachment',
    ],
    ['说明.txt', Buffer.from('第一行\r\n第二行'), 'text/plain; charset=utf-8', 'attachment'],
    ['data.dat', randomBytes(100), 'application/octet-stream', 'attachment'],
    ['README', Buffer.from('no extension'), 'application/octet-stream', 'attachment'],
  ])('serves %s as %s, %s', async (name, data, type, disposition) => {
    const res = await upload(name, data);
    expect(res.body.success).toBe(true);
    const file = await read(String(res.body.message));
    expect(file.rawPayload).toEqual(data);
    expect(file.headers['content-type']).toBe(type);
    const encoded = encodeURIComponent(name);
    expect(file.headers['content-disposition']).toBe(
      `${disposition}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    );
    expect(file.headers['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY);
  });

  it('sends text files as they are stored, never compressed (ranges count stored bytes)', async () => {
    const text = Buffer.from('第一行\r\n'.repeat(500));
    const path = String((await upload('long.txt', text)).body.message);
    const res = await read(path, authed(adminToken, { 'accept-encoding': 'br, gzip' }));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(text)).toBe(true);
  });

  it('answers 404 for a stored file that is not there', async () => {
    const res = await read(`temp/${today()}/nothing_0123456789abcdef.png`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404 });
  });
});

describe('what uploads refuse', () => {
  it.each([
    '../x',
    '..',
    'a/../b',
    '..\\x',
    'a\\b',
    '/etc',
    'C:x',
    'a:b',
    'a\u0001b',
    'logs',
    'logs/admin',
    'a b',
    'a/b/c/d',
    'x'.repeat(33),
    '.hidden',
  ])('biz %j: 文件路径不合法, nothing stored', async (biz) => {
    const before = await storedFiles();
    const res = await upload('a.png', PNG, { biz });
    expect(res.body).toMatchObject({ success: false, code: 500, message: '文件路径不合法' });
    expect(await storedFiles()).toEqual(before);
    expect(existsSync(join(server.dataDir, 'x'))).toBe(false);
  });

  it.each([
    '../../evil.png',
    '..\\..\\evil.png',
    '/etc/passwd',
    'C:\\evil.png',
    'C:evil.png',
    'dir/evil.png',
    '..',
    'a..png',
    'a\u0001.png',
    '%2e%2e%2fevil.png',
    'a%00.png',
    'a%0d%0a.png',
  ])('file name %j: 文件路径不合法, nothing stored', async (name) => {
    const before = await storedFiles();
    const res = await upload(name, PNG);
    expect(res.body).toMatchObject({ success: false, message: '文件路径不合法' });
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    'page.html',
    'PAGE.HTM',
    'logo.svg',
    'feed.xml',
    'app.js',
    'module.mjs',
    'setup.exe',
    'run.sh',
    'script.bat',
    'shell.php',
    'page.jsp',
    'tool.jar',
    'a.exe.',
    'a.exe ',
    '.htaccess',
  ])('%j: 不允许上传该类型的文件', async (name) => {
    const before = await storedFiles();
    const res = await upload(name, Buffer.from('hello'));
    expect(res.body).toMatchObject({ success: false, message: '不允许上传该类型的文件' });
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    ['HTML in a .png', 'photo.png', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a doctype in a .txt', 'notes.txt', Buffer.from('\ufeff  <!DOCTYPE html><p>x</p>')],
    ['SVG in a .jpg', 'a.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['XML in a .csv', 'a.csv', Buffer.from('<?xml version="1.0"?><x/>')],
    ['a script after image bytes', 'a.gif', Buffer.from('GIF89a\x01\x00\x01\x00<script>alert(1)</script>', 'latin1')],
    ['UTF-16 HTML', 'a.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html>', 'utf16le')])],
    ['a Windows program', 'a.pdf', Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(200)])],
    ['an ELF program', 'a.dat', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), randomBytes(200)])],
    ['a shell script', 'a.txt', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ])('%s (by its first bytes): 不允许上传该类型的文件', async (_what, name, data) => {
    const before = await storedFiles();
    const res = await upload(name, data);
    expect(res.body).toMatchObject({ success: false, message: '不允许上传该类型的文件' });
    expect(await storedFiles()).toEqual(before);
  });

  it('a file over UPLOAD_MAX_MB (1 in this test): 文件大小超过限制（最大 1 MB）; exactly the limit passes', async () => {
    const before = await storedFiles();
    const over = await upload('big.dat', Buffer.alloc(MB + 1, 7));
    expect(over.body).toMatchObject({ success: false, message: '文件大小超过限制（最大 1 MB）' });
    expect(await storedFiles()).toEqual(before);
    const limit = await upload('big.dat', Buffer.alloc(MB, 7));
    expect(limit.body.success).toBe(true);
    expect((await readFile(join(server.dataDir, 'upload', String(limit.body.message)))).length).toBe(MB);
  });

  it('no file: 请选择要上传的文件', async () => {
    expect((await post('/sys/common/upload', [{ name: 'biz', value: 'temp' }])).body).toMatchObject({
      success: false,
      message: '请选择要上传的文件',
    });
    const other = await post('/sys/common/upload', [{ name: 'other', file: { filename: 'a.png', data: PNG } }]);
    expect(other.body).toMatchObject({ success: false, message: '请选择要上传的文件' });
    const json = await admin.post('/sys/common/upload', { file: 'a.png' });
    expect(json.body).toMatchObject({ success: false, message: '请选择要上传的文件' });
  });
});

describe('who may upload and read', () => {
  let path: string;
  beforeAll(async () => {
    path = String((await upload('secret.png', PNG)).body.message);
  });

  it('uploading needs a token (header only)', async () => {
    expect((await upload('a.png', PNG, {}, {})).status).toBe(401);
    expect((await upload('a.png', PNG, {}, authed('bad-token'))).status).toBe(401);
    const { payload, contentType } = multipart([{ name: 'file', file: { filename: 'a.png', data: PNG } }]);
    const query = await server.app.inject({
      method: 'POST',
      url: `/jeecg-boot/sys/common/upload?token=${adminToken}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(query.statusCode).toBe(401);
  });

  it('reading needs a signed-in user: no token or a bad one gets 401; ?token= works for <img> and links', async () => {
    const anonymous = await read(path, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(PNG.subarray(0, 16))).toBe(false);
    expect((await read(path, authed('bad-token'))).statusCode).toBe(401);
    expect((await read(path, {}, '?token=bad-token')).statusCode).toBe(401);
    expect((await read(path, {}, `?token=${'0'.repeat(64)}`)).statusCode).toBe(401);
    const byQuery = await read(path, {}, `?token=${encodeURIComponent(adminToken)}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.rawPayload).toEqual(PNG);
    // Any signed-in user, the customer too.
    const customer = await tokenFor(server.app, 'customer');
    expect((await read(path, authed(customer))).statusCode).toBe(200);
    const route = server.app.routeTable.find((r) => r.url === '/jeecg-boot/sys/common/static/*');
    expect(route).toMatchObject({ public: false });
  });
});

describe('byte ranges', () => {
  const data = randomBytes(200_000);
  let path: string;
  beforeAll(async () => {
    path = String((await upload('video.mp4', data)).body.message);
  });
  const ranged = (range: string, extra: Record<string, string> = {}) =>
    read(path, authed(adminToken, { range, ...extra }));

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=0-0', 0, 0],
    ['bytes=199990-', 199_990, 199_999],
    ['bytes=-10', 199_990, 199_999],
    ['bytes=150000-999999', 150_000, 199_999],
    ['bytes=-500000', 0, 199_999],
  ])('%s → 206 with that slice', async (range, start, end) => {
    const res = await ranged(range);
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/200000`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(data.subarray(start, end + 1))).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-security-policy']).toBe(FILE_CONTENT_SECURITY_POLICY);
  });

  it.each(['bytes=200000-', 'bytes=300000-300010', 'bytes=10-5', 'bytes=abc', 'bytes=-0', 'bytes=-', 'bytes=1-2-3'])(
    '%s → 416 with the size',
    async (range) => {
      const res = await ranged(range);
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */200000');
      expect(res.json()).toMatchObject({ success: false, code: 416 });
    },
  );

  it.each([
    ['several ranges', 'bytes=0-1,5-6', {}],
    ['another unit', 'items=0-1', {}],
    ['an If-Range it cannot match', 'bytes=0-1', { 'if-range': '"x"' }],
  ])('%s → the whole file', async (_what, range, extra) => {
    const res = await ranged(range, extra);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
  });
});

describe('对象存储 /sys/oss/file', () => {
  it('uploads, lists (filters), reads, serves and deletes a file, and removes the stored file', async () => {
    const up = await post('/sys/oss/file/upload', [
      { name: 'file', file: { filename: '年度报告.pdf', data: Buffer.from('%PDF-1.4 x') } },
    ]);
    expect(up.body).toMatchObject({ success: true, code: 200, message: '上传成功！' });
    const list = await admin.get<PageResult<Rec>>('/sys/oss/file/list', { fileName: '*年度*' });
    expect(list.body).toMatchObject({ success: true, code: 0 });
    expect(list.body.result.total).toBe(1);
    const row = list.body.result.records[0]!;
    expect(row).toMatchObject({ fileName: '年度报告.pdf', createBy: 'admin' });
    const url = String(row.url);
    expect(url).toMatch(new RegExp(`^oss/${today()}/年度报告_[0-9a-f]{16}\\.pdf$`));
    expect(
      (await admin.get<PageResult<Rec>>('/sys/oss/file/list', { url: `*${url.slice(-20)}` })).body.result.total,
    ).toBe(1);
    expect((await admin.get<PageResult<Rec>>('/sys/oss/file/list', { fileName: '*没有*' })).body.result.total).toBe(0);
    expect((await admin.get('/sys/oss/file/queryById', { id: String(row.id) })).body).toMatchObject({
      success: true,
      result: { id: row.id, url },
    });
    const file = await read(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    expect((await admin.del('/sys/oss/file/delete', { id: String(row.id) })).body).toMatchObject({
      success: true,
      message: '删除成功!',
    });
    expect((await admin.get<PageResult<Rec>>('/sys/oss/file/list')).body.result.total).toBe(0);
    expect((await read(url)).statusCode).toBe(404);
    expect(existsSync(join(server.dataDir, 'upload', url))).toBe(false);
    expect((await admin.del('/sys/oss/file/delete', { id: String(row.id) })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    });
  });

  it('refuses what /sys/common/upload refuses, storing no row and no file', async () => {
    const before = await storedFiles();
    const res = await post('/sys/oss/file/upload', [
      { name: 'file', file: { filename: 'x.html', data: Buffer.from('<p>') } },
    ]);
    expect(res.body).toMatchObject({ success: false, message: '不允许上传该类型的文件' });
    expect(await server.opened.db.select().from(ossFile)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('needs system:ossFile:list / upload / delete: the customer and staff get 510', async () => {
    const [row] = await server.opened.db
      .insert(ossFile)
      .values({ id: 'ossfiletest1', fileName: 'a.pdf', url: 'oss/20240101/a_0123456789abcdef.pdf' })
      .returning();
    for (const username of ['customer', 'jeecg']) {
      const token = await tokenFor(server.app, username);
      const as = client(server.app, token);
      expect((await as.get('/sys/oss/file/list')).body.code).toBe(510);
      expect((await as.get('/sys/oss/file/queryById', { id: row!.id })).body.code).toBe(510);
      expect((await as.del('/sys/oss/file/delete', { id: row!.id })).body.code).toBe(510);
      const up = await post(
        '/sys/oss/file/upload',
        [{ name: 'file', file: { filename: 'a.png', data: PNG } }],
        authed(token),
      );
      expect(up.body.code).toBe(510);
    }
    expect(await server.opened.db.select().from(ossFile).where(eq(ossFile.id, row!.id))).toHaveLength(1);
    const routes = server.app.routeTable.filter((r) => r.url.startsWith('/jeecg-boot/sys/oss/file/'));
    expect(routes.map((r) => [r.method, r.url, r.permission]).sort()).toEqual([
      ['DELETE', '/jeecg-boot/sys/oss/file/delete', 'system:ossFile:delete'],
      ['GET', '/jeecg-boot/sys/oss/file/list', 'system:ossFile:list'],
      ['GET', '/jeecg-boot/sys/oss/file/queryById', 'system:ossFile:list'],
      ['POST', '/jeecg-boot/sys/oss/file/upload', 'system:ossFile:upload'],
    ]);
  });

  it('deleting a row never removes a file outside the oss folder', async () => {
    const path = String((await upload('keep.png', PNG)).body.message);
    await server.opened.db.insert(ossFile).values({ id: 'ossfiletest2', fileName: 'keep.png', url: path });
    expect((await admin.del('/sys/oss/file/delete', { id: 'ossfiletest2' })).body.success).toBe(true);
    expect((await read(path)).statusCode).toBe(200);
  });
});

describe('0010 oss file buttons', () => {
  const CODES = ['system:ossFile:list', 'system:ossFile:upload', 'system:ossFile:delete'];

  it('gives a database seeded before them the three buttons under 对象存储, granted to admin', async () => {
    const { db } = server.opened;
    const buttons = () => db.select().from(sysPermission).where(inArray(sysPermission.perms, CODES));
    const seeded = await buttons();
    expect(seeded.map((b) => b.perms).sort()).toEqual([...CODES].sort());

    // The menu as an earlier seed wrote it.
    await db.delete(sysRolePermission).where(
      inArray(
        sysRolePermission.permissionId,
        seeded.map((b) => b.id),
      ),
    );
    await db.delete(sysPermission).where(inArray(sysPermission.perms, CODES));
    await db.update(sysPermission).set({ leaf: true }).where(eq(sysPermission.url, '/monitor/ossFile'));
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0010_oss_file_buttons.sql'));
    expect((await admin.get('/sys/oss/file/list')).body.code).toBe(510);

    expect(await migrate(db)).toEqual(['0010_oss_file_buttons.sql']);
    const added = await buttons();
    const [page] = await db.select().from(sysPermission).where(eq(sysPermission.url, '/monitor/ossFile'));
    expect(added.map((b) => [b.name, b.perms, b.menuType, b.parentId])).toEqual(
      expect.arrayContaining([
        ['文件列表', 'system:ossFile:list', 2, page!.id],
        ['文件上传', 'system:ossFile:upload', 2, page!.id],
        ['文件删除', 'system:ossFile:delete', 2, page!.id],
      ]),
    );
    expect(page!.leaf).toBe(false);
    expect((await admin.get('/sys/oss/file/list')).body.code).toBe(0);

    // Run again (e.g. on a database seeded with them): nothing doubles.
    await db.delete(schemaMigrations).where(eq(schemaMigrations.name, '0010_oss_file_buttons.sql'));
    expect(await migrate(db)).toEqual(['0010_oss_file_buttons.sql']);
    expect(await buttons()).toHaveLength(3);
  });
});
