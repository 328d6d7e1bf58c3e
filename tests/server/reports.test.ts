/**
 * 报告: generation (figures equal to the statistics endpoint's, refusals, the workbook's sheets), the
 * background job, uploaded reports, and the customer calls held to the signed-in contact's institution.
 */
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_BIZ } from '../../src/domain/entities/report';
import { seedId } from '../../server/db/ids';
import { ensureDemoReports } from '../../server/db/seed-reports';
import { localFileStore } from '../../server/lib/file-store';
import { cpcReport } from '../../server/db/schema';
import { WORKBOOK_HEADERS } from '../../server/services/report-generate';
import { apiUrl, authed, client, startTestServer, tokenFor, type TestServer } from './helpers';
import { demoIds, type Api, type Rec } from './business-helpers';

const BASE = '/cpcreport/cpcReport';
const STATS = '/testGrade/cpcTestGrade/statistics';
const SPRING = seedId(29, 1); // KS2024001, 成绩已发布
const AUTUMN = seedId(29, 2); // KS2024002, 成绩已发布
const MARKING = seedId(29, 3); // KS2025001, 阅卷中

let server: TestServer;
let admin: Api;
let customer: Api;
let zhoujie: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};

const as = async (username: string) => {
  tokens[username] ??= await tokenFor(server.app, username);
  return client(server.app, tokens[username]);
};

async function ok<T = Rec>(res: Promise<{ body: { success: boolean; message: string; result: unknown } }>) {
  const { body } = await res;
  if (!body.success) throw new Error(body.message);
  return body.result as T;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await server.opened.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function download(username: string, id: string) {
  await as(username);
  return server.app.inject({
    method: 'GET',
    url: apiUrl(`${BASE}/download`, { id }),
    headers: authed(tokens[username]!),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await as('admin');
  customer = await as('customer');
  zhoujie = await as('zhoujie');
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

describe('generate', () => {
  let report: Rec;
  let data: Rec & { summary: { institution: Rec; national: Rec }; topics: Rec[]; colleges: Rec[] };

  beforeAll(async () => {
    report = await ok(admin.post(`${BASE}/generate`, { testId: SPRING, organizationId: ids.org('JHLG') }));
    data = await ok(admin.get(`${BASE}/reportData`, { id: String(report.id) }));
  });

  it('upserts the generated row with the title, the test year and the workbook size', async () => {
    expect(report).toMatchObject({
      generated: 'Y',
      organizationId: ids.org('JHLG'),
      testId: SPRING,
      year: 2024,
      title: '京华理工大学《2024年春季综合能力考试》成绩分析报告',
    });
    expect(Number(report.fileSize)).toBeGreaterThan(0);
    const again = await ok(admin.post(`${BASE}/generate`, { testId: SPRING, organizationId: ids.org('JHLG') }));
    expect(again.id).toBe(report.id);
    const rows = await server.opened.db
      .select()
      .from(cpcReport)
      .where(
        and(eq(cpcReport.testId, SPRING), eq(cpcReport.organizationId, ids.org('JHLG')), eq(cpcReport.generated, 'Y')),
      );
    expect(rows).toHaveLength(1);
  });

  it('has the statistics endpoint figures: institution beside national, per college and per topic', async () => {
    const stats = await ok<Rec & { national: Rec }>(
      admin.get(`${STATS}/summary`, { testId: SPRING, organizationId: ids.org('JHLG') }),
    );
    const { national, ...institution } = stats;
    expect(data.summary.institution).toEqual(institution);
    expect(data.summary.national).toEqual(national);
    expect(institution.sat).toBeGreaterThan(0);
    const colleges = await ok<Rec[]>(
      admin.get(`${STATS}/compare`, { testId: SPRING, organizationId: ids.org('JHLG'), groupBy: 'college' }),
    );
    expect(data.colleges).toEqual(colleges);
    const topics = await ok<Rec[]>(admin.get(`${STATS}/topics`, { testId: SPRING, organizationId: ids.org('JHLG') }));
    const whole = await ok<Rec[]>(admin.get(`${STATS}/topics`, { testId: SPRING }));
    expect(data.topics).toHaveLength(topics.length);
    data.topics.forEach((t, i) => {
      expect(t.topicNo).toBe(topics[i]!.topicNo);
      expect(t.institution).toMatchObject({
        scoreRate: topics[i]!.scoreRate,
        difficulty: topics[i]!.difficulty,
        discrimination: topics[i]!.discrimination,
        mean: topics[i]!.mean,
      });
      expect(t.national).toMatchObject({ scoreRate: whole[i]!.scoreRate, discrimination: whole[i]!.discrimination });
    });
  });

  it('writes the workbook with the three sheets and their Chinese header rows, counted on download', async () => {
    const res = await download('admin', String(report.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['概况', '学院对比', '题目分析']);
    for (const name of book.SheetNames) {
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 });
      expect(rows[1]).toEqual(WORKBOOK_HEADERS[name as keyof typeof WORKBOOK_HEADERS]);
    }
    const summary = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['概况']!, { header: 1 });
    expect(summary.find((r) => r[0] === '平均分')).toEqual([
      '平均分',
      data.summary.institution.mean,
      data.summary.national.mean,
    ]);
    const [row] = await server.opened.db
      .select()
      .from(cpcReport)
      .where(eq(cpcReport.id, String(report.id)));
    expect(row!.downloadCount).toBe(1);
  });

  it('refuses an unpublished test, an institution without grades and callers without the button', async () => {
    const marking = await admin.post(`${BASE}/generate`, { testId: MARKING, organizationId: ids.org('JHLG') });
    expect(marking.body.message).toBe('只有成绩已发布的考试才能生成报告');
    const graded = await rows<{ organization_id: string }>(
      sql`select distinct organization_id from cpc_test_grade where test_id = ${SPRING}`,
    );
    const gradedIds = new Set(graded.map((r) => r.organization_id));
    const without = ids.orgs.find((o) => !gradedIds.has(o.id))!;
    const none = await admin.post(`${BASE}/generate`, { testId: SPRING, organizationId: without.id });
    expect(none.body.message).toBe('该院校没有该考试的成绩');
    const forbidden = await customer.post(`${BASE}/generate`, { testId: SPRING, organizationId: ids.org('JHLG') });
    expect(forbidden.body.success).toBe(false);
    expect(forbidden.body.code).toBe(510);
  });
});

describe('generateOptions', () => {
  it('lists the published tests with the institutions that have grades in each', async () => {
    const options = await ok<{ id: string; organizations: { id: string; name: string }[] }[]>(
      admin.get(`${BASE}/generateOptions`),
    );
    expect(options.map((o) => o.id)).toEqual(expect.arrayContaining([SPRING, AUTUMN]));
    expect(options.map((o) => o.id)).not.toContain(MARKING);
    const graded = await rows<{ organization_id: string }>(
      sql`select distinct organization_id from cpc_test_grade where test_id = ${SPRING}`,
    );
    const spring = options.find((o) => o.id === SPRING)!;
    expect(spring.organizations.map((o) => o.id).sort()).toEqual(graded.map((r) => r.organization_id).sort());
  });
});

describe('generateAll', () => {
  it('runs one job per test over every institution with grades; progress reaches the total', async () => {
    const first = await ok(admin.post(`${BASE}/generateAll`, { testId: AUTUMN }));
    const second = await ok(admin.post(`${BASE}/generateAll`, { testId: AUTUMN }));
    const [graded] = await rows<{ n: unknown }>(
      sql`select count(distinct organization_id) as n from cpc_test_grade where test_id = ${AUTUMN}`,
    );
    const total = Number(graded!.n);
    expect(first).toMatchObject({ total, running: true });
    expect(second).toMatchObject({ total, running: true });
    let progress = first;
    for (let i = 0; i < 600 && progress.running; i++) {
      await new Promise((r) => setTimeout(r, 50));
      progress = await ok(admin.get(`${BASE}/generateProgress`, { testId: AUTUMN }));
    }
    expect(progress).toMatchObject({ total, done: total, failed: 0, running: false, errors: [] });
    const [row] = await rows<{ n: unknown }>(
      sql`select count(*) as n from cpc_report where test_id = ${AUTUMN} and generated = 'Y' and file_size > 0`,
    );
    expect(Number(row!.n)).toBe(total);
  });

  it('refuses a test whose grades are not published', async () => {
    const res = await admin.post(`${BASE}/generateAll`, { testId: MARKING });
    expect(res.body.message).toBe('只有成绩已发布的考试才能生成报告');
  });
});

describe('uploaded reports', () => {
  it('takes the file size from the stored file and is never marked generated', async () => {
    const uploaded = await admin.upload<string>(
      '/sys/common/upload',
      [{ name: '总结.pdf', data: Buffer.from('%PDF-1.4 demo') }],
      { biz: REPORT_BIZ },
    );
    const path = uploaded.body.message;
    const add = await admin.post(`${BASE}/add`, {
      title: '上传的总结',
      organizationId: ids.org('HJCJ'),
      year: 2025,
      filePath: path,
      generated: 'Y',
    });
    expect(add.body.success).toBe(true);
    const [row] = await server.opened.db.select().from(cpcReport).where(eq(cpcReport.title, '上传的总结'));
    expect(row).toMatchObject({ generated: 'N', fileSize: 13, filePath: path });
    const missing = await admin.post(`${BASE}/add`, {
      title: '没有文件',
      organizationId: ids.org('HJCJ'),
      year: 2025,
      filePath: 'report/none_0123456789abcdef.pdf',
    });
    expect(missing.body.message).toBe('报告文件不存在，请重新上传');
  });
});

describe('the customer calls (JHLG customer vs HJCJ zhoujie)', () => {
  type Page = { records: Rec[]; total: number };

  it('list only the own institution, newest year first, and its years', async () => {
    for (const [api, code] of [
      [customer, 'JHLG'],
      [zhoujie, 'HJCJ'],
    ] as const) {
      const page = await ok<Page>(api.get('/cutumer/report/queryReportFileList', { pageNo: 1, pageSize: 50 }));
      expect(page.total).toBeGreaterThan(0);
      expect(page.records.every((r) => r.organizationId === ids.org(code))).toBe(true);
      const years = page.records.map((r) => Number(r.year));
      expect(years).toEqual([...years].sort((a, b) => b - a));
      const yearList = await ok<number[]>(api.get('/cutumer/report/queryReportFileYearList'));
      expect(yearList).toEqual([...new Set(years)].sort((a, b) => b - a));
      const only = await ok<Page>(
        api.get('/cutumer/report/queryReportFileList', { year: yearList[0], organizationId: ids.org('JHLG') }),
      );
      expect(only.records.every((r) => r.year === yearList[0] && r.organizationId === ids.org(code))).toBe(true);
    }
  });

  it('a 学院联系人 sees his institution reports; staff and non-contacts get 510', async () => {
    const wuxia = await as('wuxia');
    const page = await ok<Page>(wuxia.get('/cutumer/report/queryReportFileList'));
    expect(page.total).toBeGreaterThan(0);
    expect(page.records.every((r) => r.organizationId === ids.org('JHLG'))).toBe(true);
    for (const api of [admin, await as('songjia')]) {
      const res = await api.get('/cutumer/report/queryReportFileList');
      expect(res.body.code).toBe(510);
    }
  });

  it('reportData and download reach the own reports only (a forged id answers as not found)', async () => {
    const own = async (api: Api) =>
      (await ok<Page>(api.get('/cutumer/report/queryReportFileList', { pageSize: 50 }))).records.find(
        (r) => r.generated === 'Y',
      )!;
    const mine = await own(customer);
    const theirs = await own(zhoujie);
    // A demo row: its bytes are generated on first use.
    const data = await ok(customer.get(`${BASE}/reportData`, { id: String(mine.id) }));
    expect((data.organization as Rec).name).toBe('京华理工大学');
    const res = await download('customer', String(mine.id));
    expect(res.statusCode).toBe(200);
    expect(XLSX.read(res.rawPayload, { type: 'buffer' }).SheetNames).toEqual(['概况', '学院对比', '题目分析']);
    for (const id of [String(theirs.id), 'forged-id']) {
      const other = await customer.get(`${BASE}/reportData`, { id });
      expect(other.body).toMatchObject({ success: false, message: '未找到对应数据' });
      const file = await download('customer', id);
      expect(file.json()).toMatchObject({ success: false, message: '未找到对应数据' });
    }
    const back = await zhoujie.get(`${BASE}/reportData`, { id: String(mine.id) });
    expect(back.body.message).toBe('未找到对应数据');
    const list = await customer.get(`${BASE}/list`);
    expect(list.body.success).toBe(false);
  });

  it('the demo uploaded reports have their PDFs; a missing file answers 报告文件不存在', async () => {
    await ensureDemoReports({ db: server.opened.db, files: localFileStore(join(server.dataDir, 'upload')) });
    const res = await download('customer', seedId(39, 1));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await server.opened.db
      .select()
      .from(cpcReport)
      .where(eq(cpcReport.id, seedId(39, 1)));
    expect(row!.fileSize).toBe(res.rawPayload.length);

    await localFileStore(join(server.dataDir, 'upload')).remove(row!.filePath);
    expect((await download('customer', seedId(39, 1))).json()).toMatchObject({
      success: false,
      message: '报告文件不存在',
    });
  });
});
