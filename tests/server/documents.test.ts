/**
 * 文档目录 and 文件管理: the folder rules (no cycles, no deleting a folder in use), the tree; files:
 * queryFileExist and the 该文件已存在 refusal, the years, the scoping of contacts (customer of JHLG vs zhoujie of
 * HJCJ, a forged id), downloads (counted, attachment, stored file missing), the size from the stored file, and paths
 * that try to leave the upload folder.
 */
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_BIZ } from '../../src/domain/entities/document';
import { cpcFile, cpcNetdiskFile } from '../../server/db/schema';
import { demoFileId, ensureDemoDocuments } from '../../server/db/seed-documents';
import { localFileStore } from '../../server/lib/file-store';
import { startTestServer, type TestServer } from './helpers';
import { demoIds, page, signedIn, type Api, type Rec } from './business-helpers';

const FOLDER = '/cpcfile/cpcFolder';
const FILE = '/cpcfile/cpcFileManager';

let server: TestServer;
let admin: Api;
let customer: Api;
let zhoujie: Api;
let wuxia: Api;
let songjia: Api;
let manager: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ({
    admin,
    customer,
    zhoujie,
    wuxia,
    songjia,
    xuming: manager,
  } = await signedIn(server, 'admin', 'customer', 'zhoujie', 'wuxia', 'songjia', 'xuming'));
  ids = await demoIds(server);
  // The start writes them too, without being awaited.
  await ensureDemoDocuments({ db: server.opened.db, files: store() });
});
afterAll(async () => server?.close());

const store = () => localFileStore(join(server.dataDir, 'upload'));

interface Node {
  key: string;
  title: string;
  children: Node[];
}

async function upload(api: Api, name: string, data = Buffer.from('%PDF-1.4\n% test\n')): Promise<string> {
  const res = await api.upload<string>('/sys/common/upload', [{ name, data }], { biz: FILE_BIZ });
  expect(res.body.success).toBe(true);
  return res.body.message;
}

async function folders(api: Api): Promise<Rec[]> {
  return (await page(api, `${FOLDER}/list`)).records;
}

async function folderId(name: string): Promise<string> {
  const found = (await folders(admin)).find((f) => f.name === name);
  if (!found) throw new Error(`no folder ${name}`);
  return String(found.id);
}

async function files(api: Api, params: Record<string, string | number | undefined> = {}): Promise<Rec[]> {
  return (await page(api, `${FILE}/list`, { pageSize: 1000, ...params })).records;
}

describe('文档目录', () => {
  it('answers the tree in the treeSelect shape, siblings by sortNo', async () => {
    const res = await admin.get<Node[]>(`${FOLDER}/tree`);
    expect(res.body.success).toBe(true);
    const titles = res.body.result.map((n) => n.title);
    expect(titles.indexOf('考试通知')).toBeLessThan(titles.indexOf('考务文件'));
    const exam = res.body.result.find((n) => n.title === '考务文件')!;
    expect(exam.children.map((c) => c.title)).toEqual(['2024年', '2025年']);
    expect(exam).toMatchObject({ key: expect.any(String), value: exam.key, leaf: false });
  });

  it('lets contacts read the tree and list, not write; refuses other customers', async () => {
    expect((await customer.get<Node[]>(`${FOLDER}/tree`)).body.result.length).toBeGreaterThan(0);
    expect((await folders(wuxia)).length).toBeGreaterThan(0);
    expect((await customer.post(`${FOLDER}/add`, { name: '客户目录' })).body.success).toBe(false);
    expect((await songjia.get(`${FOLDER}/tree`)).body.code).toBe(510);
  });

  it('refuses a folder under itself or its descendants, and a missing parent', async () => {
    expect((await admin.post(`${FOLDER}/add`, { name: '测试上级', parentId: '0', sortNo: 90 })).body.success).toBe(
      true,
    );
    const top = await folderId('测试上级');
    expect((await admin.post(`${FOLDER}/add`, { name: '测试下级', parentId: top, sortNo: 1 })).body.success).toBe(true);
    const child = await folderId('测试下级');
    const self = await admin.put(`${FOLDER}/edit`, { id: top, name: '测试上级', parentId: top });
    expect(self.body).toMatchObject({ success: false, message: '上级目录不能是该目录本身或其下级目录' });
    const below = await admin.put(`${FOLDER}/edit`, { id: top, name: '测试上级', parentId: child });
    expect(below.body.message).toBe('上级目录不能是该目录本身或其下级目录');
    const missing = await admin.post(`${FOLDER}/add`, { name: '孤儿', parentId: '999' });
    expect(missing.body).toMatchObject({ success: false, message: '上级目录不存在' });
    // Moving the child to the top is fine.
    expect((await admin.put(`${FOLDER}/edit`, { id: child, name: '测试下级', parentId: '0' })).body.success).toBe(true);
  });

  it('refuses to delete a folder with sub-folders or files, deletes an empty one', async () => {
    const parent = await folderId('考务文件');
    expect((await admin.del(`${FOLDER}/delete`, { id: parent })).body.message).toBe('该目录下有子目录或文件，不能删除');
    const withFiles = await folderId('考试通知');
    expect((await admin.del(`${FOLDER}/delete`, { id: withFiles })).body.message).toBe(
      '该目录下有子目录或文件，不能删除',
    );
    expect((await admin.post(`${FOLDER}/add`, { name: '空目录', parentId: '0' })).body.success).toBe(true);
    expect((await admin.del(`${FOLDER}/delete`, { id: await folderId('空目录') })).body.success).toBe(true);
  });
});

describe('文件管理', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await folderId('培训资料');
  });

  const newFile = (filePath: string, extra: Rec = {}) => ({
    fileName: '测试文件甲.pdf',
    filePath,
    year: 2031,
    organizationId: ids.org('JHLG'),
    fileCategory: '1',
    folderId: folder,
    ...extra,
  });

  it('takes the size from the stored file, checks queryFileExist and refuses the same name, year and institution', async () => {
    const bytes = Buffer.from('%PDF-1.4\n' + 'x'.repeat(1234));
    const path = await upload(admin, '测试文件甲.pdf', bytes);
    const before = await admin.get<boolean>(`${FILE}/queryFileExist`, {
      fileName: '测试文件甲.pdf',
      year: 2031,
      organizationId: ids.org('JHLG'),
    });
    expect(before.body.result).toBe(false);
    const add = await admin.post(`${FILE}/add`, newFile(path, { fileSize: 1, downloadCount: 99 }));
    expect(add.body.success).toBe(true);
    const [row] = await files(admin, { year: 2031 });
    expect(row).toMatchObject({ fileName: '测试文件甲.pdf', fileSize: bytes.length, downloadCount: 0 });
    expect(row!.organizationId_dictText).toBe('京华理工大学');
    expect(row!.folderId_dictText).toBe('培训资料');
    expect(row!.fileCategory_dictText).toBe('通知');

    const exist = (params: Rec) =>
      admin.get<boolean>(`${FILE}/queryFileExist`, { fileName: '测试文件甲.pdf', year: 2031, ...params } as never);
    expect((await exist({ organizationId: ids.org('JHLG') })).body.result).toBe(true);
    expect((await exist({ organizationId: ids.org('JHLG'), id: String(row!.id) })).body.result).toBe(false);
    expect((await exist({ organizationId: ids.org('HJCJ') })).body.result).toBe(false);
    expect((await exist({})).body.result).toBe(false);

    const again = await admin.post(`${FILE}/add`, newFile(path));
    expect(again.body).toMatchObject({ success: false, message: '该文件已存在' });
    // Another institution, or every institution, may have the same name.
    expect((await admin.post(`${FILE}/add`, newFile(path, { organizationId: ids.org('HJCJ') }))).body.success).toBe(
      true,
    );
    expect((await admin.post(`${FILE}/add`, newFile(path, { organizationId: '' }))).body.success).toBe(true);
    const everyone = (await files(admin, { year: 2031 })).find((f) => !f.organizationId);
    expect(everyone).toBeDefined();
    // An edit into an existing name is refused too.
    const hjcj = (await files(admin, { year: 2031 })).find((f) => f.organizationId === ids.org('HJCJ'))!;
    const edit = await admin.put(`${FILE}/edit`, { ...hjcj, organizationId: ids.org('JHLG') });
    expect(edit.body).toMatchObject({ success: false, message: '该文件已存在' });
  });

  it('refuses a path that leaves the upload folder, a missing stored file and log files', async () => {
    for (const filePath of [
      '../../etc/passwd',
      '/etc/passwd',
      'temp/../../secret.pdf',
      'temp/none_0.pdf',
      'logs/x.txt',
    ]) {
      const res = await admin.post(`${FILE}/add`, newFile(filePath, { fileName: `路径${filePath}`, year: 2032 }));
      expect(res.body, filePath).toMatchObject({ success: false, message: '文件路径不合法或文件不存在，请重新上传' });
    }
  });

  it('answers the years newest first; a contact gets his institution whatever he asks', async () => {
    const all = (await admin.get<number[]>(`${FILE}/queryFileYearList`)).body.result;
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all).toEqual(expect.arrayContaining([2025, 2024]));

    const path = await upload(admin, '沪江专用.pdf');
    const add = await admin.post(
      `${FILE}/add`,
      newFile(path, { fileName: '沪江专用.pdf', year: 2033, organizationId: ids.org('HJCJ') }),
    );
    expect(add.body.success).toBe(true);
    expect((await zhoujie.get<number[]>(`${FILE}/queryFileYearList`)).body.result).toContain(2033);
    expect((await customer.get<number[]>(`${FILE}/queryFileYearList`)).body.result).not.toContain(2033);
    const byOrg = (api: Api, organizationId: string) =>
      api.get<number[]>(`${FILE}/queryFileYearListByOrganizationId`, { organizationId });
    expect((await byOrg(admin, ids.org('HJCJ'))).body.result).toContain(2033);
    expect((await byOrg(admin, ids.org('JHLG'))).body.result).not.toContain(2033);
    // The parameter is ignored for a contact.
    expect((await byOrg(customer, ids.org('HJCJ'))).body.result).not.toContain(2033);
    expect((await byOrg(zhoujie, ids.org('JHLG'))).body.result).toContain(2033);
  });

  it('lists to a contact the files of every institution and his own only, whatever the parameters', async () => {
    const mine = await files(customer);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((f) => !f.organizationId || f.organizationId === ids.org('JHLG'))).toBe(true);
    expect(mine.some((f) => f.organizationId === ids.org('JHLG'))).toBe(true);
    expect(await files(customer, { organizationId: ids.org('HJCJ') })).toEqual([]);
    const theirs = await files(zhoujie);
    expect(theirs.every((f) => !f.organizationId || f.organizationId === ids.org('HJCJ'))).toBe(true);
    expect(theirs.some((f) => f.organizationId === ids.org('HJCJ'))).toBe(true);
    // A 学院联系人 sees his institution's files too.
    expect((await files(wuxia)).every((f) => !f.organizationId || f.organizationId === ids.org('JHLG'))).toBe(true);
    expect((await songjia.get(`${FILE}/list`)).body.code).toBe(510);
    // Contacts do not write.
    expect((await customer.post(`${FILE}/add`, newFile('temp/x.pdf'))).body.success).toBe(false);
  });

  it('lists to a national manager every-institution files and his provinces ones', async () => {
    const list = await files(manager);
    const hjcj = ids.orgs.find((o) => o.orgCode === 'HJCJ')!;
    expect(list.some((f) => !f.organizationId)).toBe(true);
    // xuming's provinces are East China: 沪江财经大学 (Shanghai) is in, 京华理工大学 (Beijing) out.
    expect(hjcj.area?.startsWith('31')).toBe(true);
    expect(list.some((f) => f.organizationId === hjcj.id)).toBe(true);
    expect(list.some((f) => f.organizationId === ids.org('JHLG'))).toBe(false);
  });

  it('downloads as an attachment and counts; a forged id or another institution answers as not found', async () => {
    const [own] = await files(customer, { fileName: '*京华理工大学2024年春季*' });
    expect(own).toBeDefined();
    const before = Number(own!.downloadCount);
    const res = await customer.raw(`${FILE}/download`, { id: String(own!.id) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '京华理工大学2024年春季考试成绩报告.pdf',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(Number(own!.fileSize));
    await customer.raw(`${FILE}/download`, { id: String(own!.id) });
    const [after] = await server.opened.db
      .select()
      .from(cpcFile)
      .where(eq(cpcFile.id, String(own!.id)));
    expect(after!.downloadCount).toBe(before + 2);

    // zhoujie (HJCJ) and a forged id: not found, not counted.
    const denied = await zhoujie.get(`${FILE}/download`, { id: String(own!.id) });
    expect(denied.body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await zhoujie.get(`${FILE}/download`, { id: '1' })).body.message).toBe('未找到对应数据');
    const [still] = await server.opened.db
      .select()
      .from(cpcFile)
      .where(eq(cpcFile.id, String(own!.id)));
    expect(still!.downloadCount).toBe(before + 2);
  });

  it('serves no stored path around these rules: customer accounts never read files by path, nobody netdisk/ or reports/', async () => {
    const [own] = await files(customer, { fileName: '*京华理工大学2024年春季*' });
    const staticPath = (path: string) => `/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`;
    const path = String(own!.filePath);
    expect((await admin.raw(staticPath(path))).statusCode).toBe(200);
    expect((await customer.raw(staticPath(path))).statusCode).toBe(404);
    expect((await zhoujie.raw(staticPath(path))).statusCode).toBe(404);

    const [disk] = await server.opened.db.select().from(cpcNetdiskFile).limit(1);
    expect(await store().stat(disk!.filePath)).toBeTruthy();
    expect((await admin.raw(staticPath(disk!.filePath))).statusCode).toBe(404);
  });

  it('answers 404 when the stored file is missing', async () => {
    const path = await upload(admin, '将被删除.pdf');
    const add = await admin.post(
      `${FILE}/add`,
      newFile(path, { fileName: '将被删除.pdf', year: 2034, organizationId: '' }),
    );
    expect(add.body.success).toBe(true);
    const [row] = await files(admin, { year: 2034 });
    expect(await store().remove(path)).toBe(true);
    const res = await customer.raw(`${FILE}/download`, { id: String(row!.id) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: '文件不存在' });
  });
});

describe('demo documents', () => {
  it('has bytes for every demo file, with the stored size', async () => {
    const ids36 = Array.from({ length: 30 }, (_, i) => demoFileId(i + 1));
    const rows = await server.opened.db.select().from(cpcFile).where(inArray(cpcFile.id, ids36));
    expect(rows.length).toBe(30);
    for (const row of rows) {
      const stat = await store().stat(row.filePath);
      expect(stat?.size, row.fileName).toBe(row.fileSize);
      expect(row.fileSize).toBeGreaterThan(100);
    }
  });
});
