/**
 * 网盘: each disk is its owner's (admin, another staff account and customers never meet; forged ids answer
 * 未找到对应数据), an institution's shared disk only within the caller's scope; names, unique names and the move
 * rule; the recycle list (restore with the subtree, to the root when the folder is gone, purge, the 30-day purge);
 * uploads (refused names and types, per-owner folder) and serving (attachment, preview of images and PDF only).
 */
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '../../src/domain/api';
import { cpcNetdiskFile } from '../../server/db/schema';
import { apiUrl, authed, client, startTestServer, tokenFor, type TestServer } from './helpers';
import { demoIds, type Api, type Rec } from './business-helpers';

const DISK = '/netdisk/cpcNetdiskFolder';
const NOT_FOUND = '未找到对应数据';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(300)]);

let server: TestServer;
let tokens: Record<string, string>;
let admin: Api;
let jeecg: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  tokens = {};
  for (const name of ['admin', 'jeecg', 'customer', 'zhoujie', 'xuming'])
    tokens[name] = await tokenFor(server.app, name);
  admin = client(server.app, tokens.admin!);
  jeecg = client(server.app, tokens.jeecg!);
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const as = (name: string) => client(server.app, tokens[name]!);
const folders = async (api: Api, params: Record<string, string> = {}) => {
  const res = await api.get<Rec[]>(`${DISK}/list`, params);
  expect(res.body.success).toBe(true);
  return res.body.result;
};
const files = async (api: Api, folderId: string, params: Record<string, string> = {}) => {
  const res = await api.get<Rec[]>(`${DISK}/findFileList`, { folderId, ...params });
  expect(res.body.success).toBe(true);
  return res.body.result;
};
const recycle = async (api: Api) => (await api.get<Rec[]>(`${DISK}/recycleList`)).body.result;
const addFolder = async (api: Api, name: string, parentId = '0') => {
  const res = await api.post<{ id: string }>(`${DISK}/add`, { name, parentId });
  expect(res.body).toMatchObject({ success: true });
  return res.body.result.id;
};
const folderNamed = async (api: Api, name: string) => String((await folders(api)).find((f) => f.name === name)!.id);

/** POST upload as a browser sends it: the file, then the folder. */
async function upload(token: string, filename: string, data: Buffer, folderId = '0', query = '') {
  const boundary = `----disk${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n`),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await server.app.inject({
    method: 'POST',
    url: `${apiUrl(`${DISK}/upload`)}${query}`,
    headers: { ...authed(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json() as ApiEnvelope<{ id: string; fileName: string }>;
}

const serve = (kind: 'download' | 'preview', id: string, token = tokens.admin!) =>
  server.app.inject({ method: 'GET', url: apiUrl(`${DISK}/${kind}`, { id }), headers: authed(token) });

const storedPath = async (id: string) =>
  (await server.opened.db.select().from(cpcNetdiskFile).where(eq(cpcNetdiskFile.id, id)))[0]?.filePath;

describe('网盘: whose disk', () => {
  it('shows admin his demo folders and files and another staff account an empty disk of his own', async () => {
    const names = (await folders(admin)).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['2024年考务', '2025年考务', '报名材料', '会议纪要', '图片']));
    const pictures = await files(admin, await folderNamed(admin, '图片'));
    expect(pictures.map((f) => f.fileName)).toEqual(['考场布置示意.png', '阅卷现场.png']);
    expect(pictures[0]).not.toHaveProperty('filePath');
    expect(await folders(jeecg)).toEqual([]);
    expect(await files(jeecg, '0')).toEqual([]);
  });

  it('answers another disk’s ids as not found, whatever the call', async () => {
    const folderId = await folderNamed(admin, '图片');
    const fileId = String((await files(admin, folderId))[0]!.id);
    const refused = [
      await jeecg.get(`${DISK}/findFileList`, { folderId }),
      await jeecg.post(`${DISK}/add`, { name: '闯入', parentId: folderId }),
      await jeecg.post(`${DISK}/rename`, { type: 'file', id: fileId, name: '改名.png' }),
      await jeecg.post(`${DISK}/rename`, { type: 'folder', id: folderId, name: '改名' }),
      await jeecg.post(`${DISK}/move`, { type: 'file', id: fileId, targetId: '0' }),
      await jeecg.post(`${DISK}/delete`, { type: 'folder', id: folderId }),
      await jeecg.post(`${DISK}/purge`, { type: 'file', id: fileId }),
    ];
    for (const res of refused) expect(res.body).toMatchObject({ success: false, message: NOT_FOUND });
    const download = await serve('download', fileId, tokens.jeecg);
    expect(download.json()).toMatchObject({ success: false, message: NOT_FOUND });
    // Untouched.
    expect((await files(admin, folderId)).map((f) => f.fileName)).toContain('考场布置示意.png');
    // The upload into someone else's folder is refused too.
    expect(await upload(tokens.jeecg!, 'x.png', PNG, folderId)).toMatchObject({ success: false, message: NOT_FOUND });
  });

  it('refuses customers (no 网盘 menu), whoever they name', async () => {
    for (const name of ['customer', 'zhoujie']) {
      const res = await as(name).get(`${DISK}/list`);
      expect(res.body).toMatchObject({ success: false, code: 510 });
      const org = await as(name).get(`${DISK}/list`, { ownerType: 'org', ownerId: ids.org('JHLG') });
      expect(org.body).toMatchObject({ success: false, code: 510 });
    }
  });

  it('opens an institution’s shared disk to staff in scope only', async () => {
    const shared = await folders(admin, { ownerType: 'org', ownerId: ids.org('JHLG') });
    expect(shared.map((f) => f.name)).toEqual(['共享资料']);
    // Not the same as admin's own.
    expect((await folders(admin)).map((f) => f.name)).not.toContain('共享资料');
    const outside = await as('xuming').get(`${DISK}/list`, { ownerType: 'org', ownerId: ids.org('BSDX') });
    expect(outside.body).toMatchObject({ success: false, message: '院校不存在或不在您可操作的数据范围内' });
    const forged = await admin.get(`${DISK}/list`, { ownerType: 'org', ownerId: '123' });
    expect(forged.body).toMatchObject({ success: false, message: '院校不存在或不在您可操作的数据范围内' });
    // A folder of the shared disk is not found on admin's own.
    const sharedId = String(shared[0]!.id);
    expect((await admin.get(`${DISK}/findFileList`, { folderId: sharedId })).body).toMatchObject({
      success: false,
      message: NOT_FOUND,
    });
    const sharedFiles = await files(admin, sharedId, { ownerType: 'org', ownerId: ids.org('JHLG') });
    expect(sharedFiles.map((f) => f.fileName)).toEqual(['院校考务联系表.xlsx']);
  });
});

describe('网盘: names and moves', () => {
  it('refuses empty names, separators and a name already in the folder', async () => {
    expect((await jeecg.post(`${DISK}/add`, { name: '  ', parentId: '0' })).body.message).toBe('文件夹名称不能为空');
    expect((await jeecg.post(`${DISK}/add`, { name: 'a/b', parentId: '0' })).body.message).toBe(
      '文件夹名称不能包含 / 或 \\',
    );
    const id = await addFolder(jeecg, '资料');
    expect((await jeecg.post(`${DISK}/add`, { name: '资料', parentId: '0' })).body.message).toBe(
      '同一目录下已有同名文件夹',
    );
    // The same name elsewhere is fine.
    await addFolder(jeecg, '资料', id);
    const other = await addFolder(jeecg, '其他');
    expect((await jeecg.post(`${DISK}/rename`, { type: 'folder', id: other, name: '资料' })).body.message).toBe(
      '同一目录下已有同名文件夹',
    );
    await upload(tokens.jeecg!, 'a.png', PNG, other);
    const second = await upload(tokens.jeecg!, 'b.png', PNG, other);
    expect(
      (await jeecg.post(`${DISK}/rename`, { type: 'file', id: second.result.id, name: 'a.png' })).body.message,
    ).toBe('同一目录下已有同名文件');
    expect((await upload(tokens.jeecg!, 'a.png', PNG, other)).message).toBe('同一目录下已有同名文件');
    const renamed = await jeecg.post(`${DISK}/rename`, { type: 'file', id: second.result.id, name: '照片.png' });
    expect(renamed.body).toMatchObject({ success: true });
    expect((await files(jeecg, other)).map((f) => f.fileName)).toEqual(['a.png', '照片.png']);
  });

  it('moves folders and files, never a folder into itself or below it', async () => {
    const a = await addFolder(jeecg, '移动A');
    const b = await addFolder(jeecg, '移动B', a);
    const c = await addFolder(jeecg, '移动C', b);
    for (const targetId of [a, b, c]) {
      const res = await jeecg.post(`${DISK}/move`, { type: 'folder', id: a, targetId });
      expect(res.body).toMatchObject({ success: false, message: '不能移动到自身或其子目录' });
    }
    expect((await jeecg.post(`${DISK}/move`, { type: 'folder', id: c, targetId: '0' })).body.success).toBe(true);
    const file = await upload(tokens.jeecg!, 'm.png', PNG, a);
    expect((await jeecg.post(`${DISK}/move`, { type: 'file', id: file.result.id, targetId: c })).body.success).toBe(
      true,
    );
    expect((await files(jeecg, c)).map((f) => f.fileName)).toEqual(['m.png']);
    expect(await files(jeecg, a)).toEqual([]);
    const clash = await upload(tokens.jeecg!, 'm.png', PNG, a);
    expect((await jeecg.post(`${DISK}/move`, { type: 'file', id: clash.result.id, targetId: c })).body.message).toBe(
      '同一目录下已有同名文件',
    );
  });
});

describe('网盘: the recycle list', () => {
  it('deletes a folder with its subtree, lists only the folder, restores them all', async () => {
    const top = await addFolder(jeecg, '回收A');
    const inner = await addFolder(jeecg, '回收B', top);
    await upload(tokens.jeecg!, 'r.png', PNG, inner);
    expect((await jeecg.post(`${DISK}/delete`, { type: 'folder', id: top })).body.success).toBe(true);
    const names = (await folders(jeecg)).map((f) => f.name);
    expect(names).not.toContain('回收A');
    expect(names).not.toContain('回收B');
    const bin = await recycle(jeecg);
    expect(bin.filter((i) => String(i.name).startsWith('回收') || i.name === 'r.png')).toEqual([
      expect.objectContaining({ type: 'folder', id: top, name: '回收A', remainingDays: 30 }),
    ]);
    expect((await jeecg.post(`${DISK}/restore`, { type: 'folder', id: top })).body.success).toBe(true);
    expect((await files(jeecg, inner)).map((f) => f.fileName)).toEqual(['r.png']);
    expect((await recycle(jeecg)).some((i) => i.id === top)).toBe(false);
  });

  it('restores a file to the root when its folder is gone, and refuses a clash there', async () => {
    const folder = await addFolder(jeecg, '临时');
    const file = await upload(tokens.jeecg!, '孤儿.png', PNG, folder);
    await jeecg.post(`${DISK}/delete`, { type: 'file', id: file.result.id });
    server.clock.advance(2000);
    await jeecg.post(`${DISK}/delete`, { type: 'folder', id: folder });
    const listed = (await recycle(jeecg)).map((i) => i.id);
    expect(listed).toEqual(expect.arrayContaining([folder, file.result.id]));
    expect((await jeecg.post(`${DISK}/restore`, { type: 'file', id: file.result.id })).body.success).toBe(true);
    expect((await files(jeecg, '0')).map((f) => f.fileName)).toContain('孤儿.png');
    // A live item is not in the recycle list: restoring or purging it is not found.
    expect((await jeecg.post(`${DISK}/restore`, { type: 'file', id: file.result.id })).body.message).toBe(NOT_FOUND);
    const twin = await upload(tokens.jeecg!, '双胞胎.png', PNG);
    await jeecg.post(`${DISK}/delete`, { type: 'file', id: twin.result.id });
    await upload(tokens.jeecg!, '双胞胎.png', PNG);
    expect((await jeecg.post(`${DISK}/restore`, { type: 'file', id: twin.result.id })).body.message).toBe(
      '还原位置已有同名文件，请先将其重命名',
    );
  });

  it('purges on request and after 30 days: rows and stored bytes', async () => {
    const file = await upload(tokens.jeecg!, '彻底.png', PNG);
    const path = (await storedPath(file.result.id))!;
    expect(path.startsWith(`netdisk/user-${ids.user('jeecg')}/`)).toBe(true);
    const onDisk = join(server.dataDir, 'upload', path);
    expect(existsSync(onDisk)).toBe(true);
    await jeecg.post(`${DISK}/delete`, { type: 'file', id: file.result.id });
    expect((await jeecg.post(`${DISK}/purge`, { type: 'file', id: file.result.id })).body.success).toBe(true);
    expect(await storedPath(file.result.id)).toBeUndefined();
    expect(existsSync(onDisk)).toBe(false);

    const old = await upload(tokens.jeecg!, '过期.png', PNG);
    const oldPath = join(server.dataDir, 'upload', (await storedPath(old.result.id))!);
    const folder = await addFolder(jeecg, '过期目录');
    await jeecg.post(`${DISK}/delete`, { type: 'file', id: old.result.id });
    await jeecg.post(`${DISK}/delete`, { type: 'folder', id: folder });
    await server.opened.db.execute(
      sql`update cpc_netdisk_file set deleted_time = deleted_time - interval '29 days' where id = ${old.result.id}`,
    );
    expect((await recycle(jeecg)).find((i) => i.id === old.result.id)).toMatchObject({ remainingDays: 1 });
    await server.opened.db.execute(
      sql`update cpc_netdisk_file set deleted_time = deleted_time - interval '2 days' where id = ${old.result.id}`,
    );
    const bin = await recycle(jeecg);
    expect(bin.some((i) => i.id === old.result.id)).toBe(false);
    expect(bin.some((i) => i.id === folder)).toBe(true);
    expect(await storedPath(old.result.id)).toBeUndefined();
    expect(existsSync(oldPath)).toBe(false);
  });
});

describe('网盘: uploads and serving', () => {
  it('refuses path names and active content, and stores under the disk’s folder', async () => {
    expect((await upload(tokens.jeecg!, '../evil.png', PNG)).message).toBe('文件路径不合法');
    expect((await upload(tokens.jeecg!, 'page.html', Buffer.from('<p>hi</p>'))).message).toBe('不允许上传该类型的文件');
    expect((await upload(tokens.jeecg!, 'fake.png', Buffer.from('<script>alert(1)</script>'))).message).toBe(
      '不允许上传该类型的文件',
    );
    const shared = await upload(tokens.admin!, '共享.png', PNG, '0', `?ownerType=org&ownerId=${ids.org('JHLG')}`);
    expect(shared.success).toBe(true);
    expect(await storedPath(shared.result.id)).toMatch(new RegExp(`^netdisk/org-${ids.org('JHLG')}/\\d{8}/`));
  });

  it('downloads as an attachment and previews only images and PDF, inline', async () => {
    const file = await upload(tokens.jeecg!, '预览.png', PNG);
    const preview = await serve('preview', file.result.id, tokens.jeecg);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline;/);
    expect(preview.rawPayload).toEqual(PNG);
    const download = await serve('download', file.result.id, tokens.jeecg);
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    // An .html that got in anyway (an older upload): never a page.
    const id = '99990000000000001';
    const path = `netdisk/user-${ids.user('jeecg')}/20240301/page_0000000000000001.html`;
    await server.opened.db.insert(cpcNetdiskFile).values({
      id,
      ownerType: 'user',
      ownerId: ids.user('jeecg'),
      folderId: '0',
      fileName: 'page.html',
      filePath: path,
      fileSize: 20,
    });
    const full = join(server.dataDir, 'upload', path);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, '<script>alert(1)</script>');
    const html = await serve('download', id, tokens.jeecg);
    expect(html.headers['content-type']).toBe('application/octet-stream');
    expect(String(html.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(html.headers['content-security-policy']).toContain('sandbox');
    expect((await serve('preview', id, tokens.jeecg)).json()).toMatchObject({
      success: false,
      message: '该文件类型不支持预览，请下载后查看',
    });
  });

  it('serves the demo files (written at start)', async () => {
    const root = await files(admin, '0');
    const guide = root.find((f) => f.fileName === '网盘使用说明.pdf')!;
    const res = await serve('preview', String(guide.id));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(guide.fileSize);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'self'; frame-ancestors 'self'",
    );
    // The dialog's frame sends the token in the address.
    const framed = await server.app.inject({
      method: 'GET',
      url: apiUrl(`${DISK}/preview`, { id: String(guide.id), token: tokens.admin }),
    });
    expect(framed.headers['content-type']).toBe('application/pdf');
    // Not another's file, even so.
    const other = await server.app.inject({
      method: 'GET',
      url: apiUrl(`${DISK}/preview`, { id: String(guide.id), token: tokens.jeecg }),
    });
    expect(other.json()).toMatchObject({ success: false, message: NOT_FOUND });
  });
});
