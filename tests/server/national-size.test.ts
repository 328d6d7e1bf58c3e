/**
 * The national-size machinery at a size a test can afford (docs/performance.md "National size"; the figures at
 * 500,000 grades come from `npm run bench`): the scale seed's shape, the grade list's bookmarked deep pages against
 * plain offsets, and 成绩统计 kept per grade version in the database and computed ahead after a change.
 */
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { GRADE_LEVEL } from '../../src/domain/entities/grade';
import {
  cpcOrganization,
  cpcStatisticsCache,
  cpcTestGrade,
  cpcTestGradeDetail,
  cpcTestInstitution,
} from '../../server/db/schema';
import { SCALE_TEST_ID, seedScale } from '../../server/db/seed-scale';
import { BOOKMARK_EVERY } from '../../server/crud/list-bookmarks';
import { keptResults } from '../../server/services/statistics-cache';
import { authed, client, startTestServer, tokenFor, type TestServer } from './helpers';
import type { Api } from './business-helpers';

const GRADE = '/testGrade/cpcTestGrade';
const SIZE = { institutions: 12, students: 1500 };

let server: TestServer;
let admin: Api;
let adminToken: string;
const db = () => server.opened.db;

beforeAll(async () => {
  // 成绩统计 computed ahead at this size too (the default is from 20,000 grades).
  server = await startTestServer({ statisticsAheadFrom: 0 });
  expect(await seedScale(db(), SIZE)).toBe(true);
  adminToken = await tokenFor(server.app, 'admin');
  admin = client(server.app, adminToken);
});
afterAll(async () => server?.close());

describe('npm run seed:scale', () => {
  it('writes institutions of five colleges, their students, and one published test every student has a grade of', async () => {
    const [orgs] = await db()
      .select({ n: count() })
      .from(cpcOrganization)
      .where(sql`${cpcOrganization.orgCode} like 'S%' and ${cpcOrganization.intro} = '全国规模测试数据。'`);
    expect(orgs!.n).toBe(SIZE.institutions);
    const [takers] = await db()
      .select({ n: count() })
      .from(cpcTestInstitution)
      .where(eq(cpcTestInstitution.testId, SCALE_TEST_ID));
    expect(takers!.n).toBe(SIZE.institutions);
    const [grades] = await db()
      .select({ n: count(), absent: sql<number>`count(*) filter (where ${cpcTestGrade.absent} = 'Y')::int` })
      .from(cpcTestGrade)
      .where(eq(cpcTestGrade.testId, SCALE_TEST_ID));
    expect(grades!.n).toBe(SIZE.students);
    expect(grades!.absent).toBeGreaterThan(0);
    expect(grades!.absent).toBeLessThan(SIZE.students * 0.08);
    const [details] = await db()
      .select({ n: count() })
      .from(cpcTestGradeDetail)
      .where(eq(cpcTestGradeDetail.testId, SCALE_TEST_ID));
    expect(details!.n).toBe((SIZE.students - grades!.absent) * 30);
    // Each grade's total is the sum of its scores; every student's college belongs to his institution.
    const wrong = await db().execute(sql`
      select g.id from cpc_test_grade g
      left join (select grade_id, sum(score) as s from cpc_test_grade_detail group by grade_id) d on d.grade_id = g.id
      join cpc_student st on st.id = g.student_id
      join cpc_college c on c.id = st.college_id
      where g.test_id = ${SCALE_TEST_ID}
        and (abs(g.total_score - coalesce(d.s, 0)) > 1e-6 or c.organization_id <> st.organization_id)`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('writes nothing the second time', async () => {
    expect(await seedScale(db(), SIZE)).toBe(false);
  });

  it('is a test the statistics read: sat and absent add up to every student', async () => {
    const res = await admin.get<{ sat: number; absent: number; mean: number }>(`${GRADE}/statistics/summary`, {
      testId: SCALE_TEST_ID,
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.sat + res.body.result.absent).toBe(SIZE.students);
    expect(res.body.result.mean).toBeGreaterThan(20);
  });
});

interface Page {
  records: { id: string; totalScore: number }[];
  total: number;
}

/** The ids of a page as a plain ORDER BY … OFFSET reads them. */
async function offsetPage(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, offset: number, size = 10) {
  const found = await db().execute(
    sql`select id from cpc_test_grade where ${where} order by ${order} limit ${size} offset ${offset}`,
  );
  return (found as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

describe('the grade list’s deep pages', () => {
  const pageIds = async (params: Record<string, string | number>) => {
    const res = await admin.get<Page>(`${GRADE}/list`, { pageSize: 10, ...params });
    expect(res.body.success).toBe(true);
    return { ids: res.body.result.records.map((r) => r.id), total: res.body.result.total };
  };
  const byTotal = sql`total_score desc, id desc`;
  const ofTest = sql`test_id = ${SCALE_TEST_ID}`;

  it('are the pages an offset reads, in every block of bookmarks, for one test and for all', async () => {
    for (const pageNo of [1, 100, 101, 102, 137, 150]) {
      const offset = (pageNo - 1) * 10;
      expect(await pageIds({ testId: SCALE_TEST_ID, pageNo })).toEqual({
        ids: await offsetPage(ofTest, byTotal, offset),
        total: SIZE.students,
      });
    }
    const [all] = await db().select({ n: count() }).from(cpcTestGrade);
    const last = Math.ceil(all!.n / 10);
    for (const pageNo of [BOOKMARK_EVERY / 10 + 1, 2 * (BOOKMARK_EVERY / 10) + 5, last])
      expect(await pageIds({ pageNo })).toEqual({
        ids: await offsetPage(sql`true`, byTotal, (pageNo - 1) * 10),
        total: all!.n,
      });
  });

  it('follow a change of the grades at once', async () => {
    const before = await pageIds({ testId: SCALE_TEST_ID, pageNo: 120 });
    // The page's first grade becomes the best: every grade before it moves one place down.
    const moved = eq(cpcTestGrade.id, before.ids[0]!);
    const [{ total }] = (await db().select({ total: cpcTestGrade.totalScore }).from(cpcTestGrade).where(moved)) as [
      { total: number },
    ];
    await db().update(cpcTestGrade).set({ totalScore: 100 }).where(moved);
    const after = await pageIds({ testId: SCALE_TEST_ID, pageNo: 120 });
    expect(after.ids).toEqual(await offsetPage(ofTest, byTotal, 1190));
    expect(after.ids).not.toEqual(before.ids);
    // The grade just before the page moved onto it; the rest of the page stayed.
    expect(after.ids.slice(1)).toEqual(before.ids.slice(1));
    expect(after.ids[0]).not.toBe(before.ids[0]);
    // Back to the sum of its scores, for the tests below.
    await db().update(cpcTestGrade).set({ totalScore: total }).where(moved);
    expect(await pageIds({ testId: SCALE_TEST_ID, pageNo: 120 })).toEqual(before);
  });

  it('sorted by a column that may be empty are read with an offset, in the same order', async () => {
    const res = await admin.get<Page>(`${GRADE}/list`, {
      testId: SCALE_TEST_ID,
      pageNo: 130,
      pageSize: 10,
      column: 'level',
      order: 'asc',
    });
    expect(res.body.result.records.map((r) => r.id)).toEqual(await offsetPage(ofTest, sql`level asc, id asc`, 1290));
  });
});

describe('成绩统计 kept in the database', () => {
  it('is computed ahead after an edit, and a restarted server answers from what was kept', async () => {
    const [grade] = await db()
      .select({ id: cpcTestGrade.id })
      .from(cpcTestGrade)
      .where(and(eq(cpcTestGrade.testId, SCALE_TEST_ID), eq(cpcTestGrade.absent, 'N')))
      .limit(1);
    expect((await admin.put(`${GRADE}/edit`, { id: grade!.id, absent: 'Y' })).body.success).toBe(true);
    await vi.waitFor(async () => expect(await keptResults(db(), SCALE_TEST_ID)).toBe(4), { timeout: 15_000 });
    const summary = await admin.get<{ sat: number }>(`${GRADE}/statistics/summary`, { testId: SCALE_TEST_ID });

    // A restart: nothing in this process's memory; the summary's kept row is marked so an answer from it shows.
    await server.app.close();
    await server.opened.close();
    server.opened = await server.reopen();
    server.app = await buildApp({
      db: server.opened.db,
      uploadDir: join(server.dataDir, 'upload'),
      statisticsAheadFrom: 0,
    });
    adminToken = await tokenFor(server.app, 'admin');
    admin = client(server.app, adminToken);
    const marked = await db()
      .update(cpcStatisticsCache)
      .set({ rows: sql`jsonb_set(${cpcStatisticsCache.rows}, '{0,sat}', '"4242"')` })
      .where(and(eq(cpcStatisticsCache.testId, SCALE_TEST_ID), sql`${cpcStatisticsCache.rows} -> 0 ? 'median'`))
      .returning({ testId: cpcStatisticsCache.testId });
    expect(marked).toHaveLength(1);
    const kept = await admin.get<{ sat: number }>(`${GRADE}/statistics/summary`, { testId: SCALE_TEST_ID });
    expect(kept.body.result.sat).toBe(4242);

    // A write to the test's grades (any path: here plain SQL) makes the kept rows old: computed afresh.
    // (Sat with no score: 0 and 不合格, as an import of such a row writes it.)
    await db().execute(
      sql`update cpc_test_grade set absent = 'N', level = ${GRADE_LEVEL.fail} where id = ${grade!.id}`,
    );
    const fresh = await admin.get<{ sat: number }>(`${GRADE}/statistics/summary`, { testId: SCALE_TEST_ID });
    expect(fresh.body.result.sat).toBe(summary.body.result.sat + 1);
  });
});

describe('large files', () => {
  const exportOf = async (params: Record<string, string>) => {
    const res = await admin.raw(`${GRADE}/exportXls`, params);
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload);
    return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: null });
  };

  it('export streams every grade in the list’s order, a batch at a time', async () => {
    const rows = await exportOf({});
    const [all] = await db().select({ n: count() }).from(cpcTestGrade);
    expect(rows).toHaveLength(all!.n + 1);
    const order = await db().execute(sql`
      select s.student_no from cpc_test_grade g join cpc_student s on s.id = g.student_id
      order by g.total_score desc, g.id desc`);
    expect(rows.slice(1).map((r) => String(r[4]))).toEqual(
      (order as unknown as { rows: { student_no: string }[] }).rows.map((r) => r.student_no),
    );
  });

  it('a CSV of the test’s export, uploaded in parts with one sent twice, imports into another test with the same figures', async () => {
    // A second test on the same paper and institutions, being marked, without grades.
    const second = `${SCALE_TEST_ID.slice(0, -1)}2`;
    await db().execute(sql`
      insert into cpc_test (id, test_name, test_code, paper_id, sign_up_start, sign_up_end, start_time, end_time, mode,
        status)
      select ${second}, '规模测试补考', 'KS2026QG2', paper_id, sign_up_start, sign_up_end, start_time, end_time, mode, '4'
      from cpc_test where id = ${SCALE_TEST_ID}`);
    await db().execute(sql`
      insert into cpc_test_institution (id, test_id, institution_id, planned_count)
      select id || '2', ${second}, institution_id, planned_count from cpc_test_institution where test_id = ${SCALE_TEST_ID}`);
    const exported = await exportOf({ testId: SCALE_TEST_ID });
    const csv = Buffer.from(`\ufeff${XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(exported))}\n`);

    const uploadId = `csv-${Date.now()}`;
    const part = 64 * 1024;
    const send = (offset: number) =>
      server.app.inject({
        method: 'POST',
        url: `/jeecg-boot${GRADE}/importUpload?uploadId=${uploadId}&offset=${offset}`,
        headers: { ...authed(adminToken), 'content-type': 'application/octet-stream' },
        payload: csv.subarray(offset, offset + part),
      });
    const received = async () =>
      (await admin.get<{ received: number }>(`${GRADE}/importUpload`, { uploadId })).body.result.received;
    expect(await received()).toBe(0);
    expect((await send(0)).json().result.received).toBe(part);
    // The same part again (its answer was lost): dropped; the server says where to go on.
    expect((await send(0)).json().result.received).toBe(part);
    for (let at = await received(); at < csv.length; at = (await send(at)).json().result.received);
    expect(await received()).toBe(csv.length);

    const start = await admin.post<{ importId: string }>(`${GRADE}/importStart`, {
      uploadId,
      testId: second,
      fileName: '补考成绩.csv',
    });
    expect(start.body.success).toBe(true);
    let progress: {
      total: number;
      share?: number;
      checked: number;
      written: number;
      done?: boolean;
      answer?: { code: number; result: Record<string, number> };
    } | null;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      progress = (await admin.get<typeof progress>(`${GRADE}/importProgress`, { importId: start.body.result.importId }))
        .body.result;
    } while (!progress?.done);
    expect(progress).toMatchObject({ total: SIZE.students, share: 1, checked: SIZE.students, written: SIZE.students });
    expect(progress.answer).toMatchObject({ code: 200, result: { addCount: SIZE.students, errorCount: 0 } });
    // The upload is gone; the second test's figures are the first's.
    expect(await received()).toBe(0);
    const figures = async (testId: string) =>
      (await admin.get<Record<string, unknown>>(`${GRADE}/statistics/summary`, { testId })).body.result;
    expect(await figures(second)).toEqual(await figures(SCALE_TEST_ID));
  });

  it('takes a part over a real connection (the body a stream, not parameters to check), and no more than 8 MB of it', async () => {
    const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const bytes = Buffer.alloc(300 * 1024, 'PK\u0003\u0004 zip-like bytes ');
      const post = (body: Buffer) =>
        fetch(`${url}/jeecg-boot${GRADE}/importUpload?uploadId=over-http-1&offset=0`, {
          method: 'POST',
          headers: { ...authed(adminToken), 'content-type': 'application/octet-stream' },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(10_000),
        }).then((r) => r.json() as Promise<{ success: boolean; message: string; result: { received: number } }>);
      expect((await post(bytes)).result.received).toBe(bytes.length);
      const tooLarge = await post(Buffer.alloc(8 * 1024 * 1024 + 1));
      expect(tooLarge).toMatchObject({ success: false, message: '每次上传的文件内容不能超过8MB' });
      expect(
        (await admin.get<{ received: number }>(`${GRADE}/importUpload`, { uploadId: 'over-http-1' })).body.result
          .received,
      ).toBe(bytes.length);
    } finally {
      await server.app.server.close();
    }
  });

  it('refuses a forged upload id, a file of another kind, and never serves an upload', async () => {
    expect((await admin.get(`${GRADE}/importUpload`, { uploadId: '../x' })).body.message).toBe('上传编号不正确');
    const started = await admin.post(`${GRADE}/importStart`, {
      uploadId: 'nothing-here',
      testId: SCALE_TEST_ID,
      fileName: 'a.csv',
    });
    expect(started.body.message).toBe('上传的文件不存在，请重新上传');
    const kind = await admin.post(`${GRADE}/importStart`, {
      uploadId: 'abcdefgh',
      testId: SCALE_TEST_ID,
      fileName: 'a.txt',
    });
    expect(kind.body.message).toBe('文件格式不正确，只能导入.xls、.xlsx或.csv文件！');
    await server.app.inject({
      method: 'POST',
      url: `/jeecg-boot${GRADE}/importUpload?uploadId=servedornot&offset=0`,
      headers: { ...authed(adminToken), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('院校,学号\n'),
    });
    const admins = await db().execute(sql`select id from sys_user where username = 'admin'`);
    const adminId = (admins as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const served = await admin.raw(`/sys/common/static/imports/${adminId}/servedornot.part`);
    expect(served.statusCode).toBe(404);
  });
});
