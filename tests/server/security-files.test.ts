/**
 * Stored files: what an account may upload (quota, rate, free-space floor, biz folders), which file a 文件管理 or
 * 报告 record may name (only one its writer uploaded for that kind of record), that deleting the record removes its
 * file, and that a record's file is served by path only to whom may read such a record (a national manager's
 * provinces).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpcFile, cpcNetdiskFile } from '../../server/db/schema';
import { UPLOAD_LIMIT_MESSAGES, type UploadLimits } from '../../server/services/upload-ledger';
import { FILE_BIZ } from '../../src/domain/entities/document';
import { REPORT_BIZ } from '../../src/domain/entities/report';
import { demoIds, signedIn, type Api } from './business-helpers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let admin: Api;
let jeecg: Api;
let customer: Api;
let songjia: Api;
let xuming: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;
let folderId: string;
const limits: UploadLimits = { quotaMb: 1, ratePerMinute: 4, minFreeMb: 1 };

beforeAll(async () => {
  server = await startTestServer({ uploadLimits: limits });
  ({ admin, jeecg, customer, songjia, xuming } = await signedIn(
    server,
    'admin',
    'jeecg',
    'customer',
    'songjia',
    'xuming',
  ));
  ids = await demoIds(server);
  const folders = await admin.get<{ records: { id: string }[] }>('/cpcfile/cpcFolder/list');
  folderId = folders.body.result.records[0]!.id;
});
afterAll(async () => server?.close());

const PDF = Buffer.from('%PDF-1.4\n% test\n');
const staticPath = (path: string) => `/sys/common/static/${path.split('/').map(encodeURIComponent).join('/')}`;

async function upload(api: Api, biz: string, data = PDF, name = '文件.pdf') {
  return (await api.upload<string>('/sys/common/upload', [{ name, data }], { biz })).body;
}

async function uploaded(api: Api, biz: string, name = '文件.pdf'): Promise<string> {
  const res = await upload(api, biz, PDF, name);
  expect(res.success, res.message).toBe(true);
  return res.message;
}

const FILE = '/cpcfile/cpcFileManager';
let year = 2040;
const fileRecord = (filePath: string, organizationId: string) => ({
  fileName: `记录${year}.pdf`,
  filePath,
  year: year++,
  organizationId,
  fileCategory: '1',
  folderId,
});

describe('a record names only a file uploaded for it by its writer', () => {
  it('refuses another user’s 网盘 file, another kind’s file and someone else’s upload', async () => {
    await jeecg.upload('/netdisk/cpcNetdiskFolder/upload', [{ name: '私人.pdf', data: PDF }], { folderId: '0' });
    const [disk] = await server.opened.db.select().from(cpcNetdiskFile).where(eq(cpcNetdiskFile.fileName, '私人.pdf'));
    const reportFile = await uploaded(admin, REPORT_BIZ);
    const jeecgsFile = await uploaded(jeecg, FILE_BIZ);
    const message = '文件路径不合法或文件不存在，请重新上传';
    for (const path of [disk!.filePath, reportFile, jeecgsFile]) {
      const res = await admin.post(`${FILE}/add`, fileRecord(path, ids.org('JHLG')));
      expect(res.body, path).toMatchObject({ success: false, message });
    }
    const report = await admin.post('/cpcreport/cpcReport/add', {
      title: '偷来的文件',
      organizationId: ids.org('JHLG'),
      year: 2025,
      filePath: disk!.filePath,
    });
    expect(report.body).toMatchObject({ success: false, message: '报告文件不存在，请重新上传' });
    const own = await admin.post('/cpcreport/cpcReport/add', {
      title: '自己的报告',
      organizationId: ids.org('JHLG'),
      year: 2025,
      filePath: reportFile,
    });
    expect(own.body.success).toBe(true);
  });

  it('deleting the record removes its file', async () => {
    const path = await uploaded(admin, FILE_BIZ);
    expect((await admin.post(`${FILE}/add`, fileRecord(path, ids.org('JHLG')))).body.success).toBe(true);
    const [row] = await server.opened.db.select().from(cpcFile).where(eq(cpcFile.filePath, path));
    expect((await admin.raw(staticPath(path))).statusCode).toBe(200);
    expect((await admin.del(`${FILE}/delete`, { id: row!.id })).body.success).toBe(true);
    expect((await admin.raw(staticPath(path))).statusCode).toBe(404);
  });
});

describe('a record’s file by path', () => {
  it('a national manager reads no out-of-province 文件管理 file through /sys/common/static', async () => {
    const path = await uploaded(admin, FILE_BIZ);
    expect((await admin.post(`${FILE}/add`, fileRecord(path, ids.org('JHLG')))).body.success).toBe(true);
    expect((await admin.raw(staticPath(path))).statusCode).toBe(200);
    expect((await xuming.raw(staticPath(path))).statusCode).toBe(404);
    // An upload no record names yet: its uploader only.
    const loose = await uploaded(admin, FILE_BIZ);
    expect((await admin.raw(staticPath(loose))).statusCode).toBe(200);
    expect((await jeecg.raw(staticPath(loose))).statusCode).toBe(404);
  });
});

describe('uploads are limited', () => {
  it('customers write only the folders their screens upload to; nobody writes the server’s folders', async () => {
    for (const biz of [FILE_BIZ, REPORT_BIZ, 'temp', 'jeditor'])
      expect(await upload(songjia, biz), biz).toMatchObject({ success: false, message: UPLOAD_LIMIT_MESSAGES.biz });
    expect((await upload(customer, 'avatar', PDF, 'a.png')).success).toBe(true);
    for (const biz of ['netdisk', 'reports', 'oss'])
      expect(await upload(admin, biz), biz).toMatchObject({ success: false, message: UPLOAD_LIMIT_MESSAGES.biz });
  });

  it('an account stores so many files a minute, and so many bytes a day', async () => {
    server.clock.advance(120_000);
    for (let i = 0; i < limits.ratePerMinute; i++) expect((await upload(customer, 'avatar')).success).toBe(true);
    expect(await upload(customer, 'avatar')).toMatchObject({ success: false, message: UPLOAD_LIMIT_MESSAGES.rate });
    // Others are not held up by him.
    expect((await upload(jeecg, 'temp')).success).toBe(true);
    server.clock.advance(61_000);
    const half = Buffer.alloc(400 * 1024, 1);
    expect((await upload(customer, 'avatar', half)).success).toBe(true);
    expect((await upload(customer, 'avatar', half)).success).toBe(true);
    expect(await upload(customer, 'avatar', half)).toMatchObject({
      success: false,
      message: UPLOAD_LIMIT_MESSAGES.quota(1),
    });
  });

  it('nothing is stored below the free-space floor, with a clear message', async () => {
    limits.minFreeMb = 1024 * 1024 * 1024;
    try {
      expect(await upload(admin, 'temp')).toMatchObject({ success: false, message: UPLOAD_LIMIT_MESSAGES.diskFull });
    } finally {
      limits.minFreeMb = 1;
    }
    expect((await upload(admin, 'temp')).success).toBe(true);
  });
});
