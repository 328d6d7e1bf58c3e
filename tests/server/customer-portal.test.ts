/**
 * The customer portal's index (GET /cutumer/portal/overview): the institution always comes from the session (JHLG for
 * customer, HJCJ for zhoujie, one college for wuxia), its figures are the statistics endpoint's, files open to all or
 * to the institution only, and staff or a customer nobody names are refused.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { demoIds, type Api, type Rec } from './business-helpers';

const OVERVIEW = '/cutumer/portal/overview';
const STATISTICS = '/testGrade/cpcTestGrade/statistics';

let server: TestServer;
let ids: Awaited<ReturnType<typeof demoIds>>;
const as = async (username: string) => client(server.app, await tokenFor(server.app, username));

interface Overview {
  institution: Rec;
  contact: Rec;
  counts: { colleges: number; programmes: number; students: number; linkUsers: number };
  upcomingTests: Rec[];
  latestResults: (Rec & { national: Rec })[];
  notices: { total: number; latest: Rec[] };
  files: Rec[];
}

async function overview(api: Api, params: Record<string, string> = {}) {
  const res = await api.get<Overview>(OVERVIEW, params);
  return res.body as unknown as { success: boolean; message: string; result: Overview };
}
async function ok(api: Api, params: Record<string, string> = {}) {
  const body = await overview(api, params);
  if (!body.success) throw new Error(body.message);
  return body.result;
}
async function exec(query: ReturnType<typeof sql>) {
  await server.opened.db.execute(query);
}
async function countOf(query: ReturnType<typeof sql>) {
  const res = (await server.opened.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(res.rows[0]!.n);
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
  const jhlg = ids.org('JHLG');
  const hjcj = ids.org('HJCJ');
  // Files: one for every institution, one for JHLG, one for HJCJ, newer than any demo file.
  await exec(sql`insert into cpc_folder (id, parent_id, name) values ('pt-folder', '0', '门户测试目录')`);
  await exec(sql`insert into cpc_file (id, file_name, file_path, year, organization_id, file_category, folder_id,
    create_time) values ('pt-all', '门户测试-全部', 'files/a.pdf', 2026, null, '1', 'pt-folder', '2099-01-03 00:00:00'),
      ('pt-jhlg', '门户测试-京华', 'files/b.pdf', 2026, ${jhlg}, '2', 'pt-folder', '2099-01-02 00:00:00'),
      ('pt-hjcj', '门户测试-沪江', 'files/c.pdf', 2026, ${hjcj}, '2', 'pt-folder', '2099-01-01 00:00:00')`);
});
afterAll(async () => server?.close());

describe('overview scoping', () => {
  it('answers the signed-in contact’s own institution, whatever the parameters say', async () => {
    const customer = await as('customer');
    const mine = await ok(customer, { institutionId: ids.org('HJCJ'), organizationId: ids.org('HJCJ') });
    expect(mine.institution.id).toBe(ids.org('JHLG'));
    expect(mine.institution.orgName).toBe('京华理工大学');
    expect(mine.institution.areaText).toMatch(/\S/);
    expect(mine.contact.realname).toBeTruthy();
    expect(mine.contact.linkRole_dictText).toBeTruthy();

    const other = await ok(await as('zhoujie'));
    expect(other.institution.id).toBe(ids.org('HJCJ'));
    expect(other.institution.orgName).toBe('沪江财经大学');
  });

  it('counts the institution’s rows, and a 学院联系人 only his college’s', async () => {
    const jhlg = ids.org('JHLG');
    const mine = await ok(await as('customer'));
    expect(mine.counts).toEqual({
      colleges: await countOf(sql`select count(*) n from cpc_college where organization_id = ${jhlg}`),
      programmes: await countOf(sql`select count(*) n from cpc_college_programme where organization_id = ${jhlg}`),
      students: await countOf(sql`select count(*) n from cpc_student where organization_id = ${jhlg}`),
      linkUsers: await countOf(sql`select count(*) n from cpc_link_user where institution_id = ${jhlg}`),
    });
    const wuxia = await ids.contact('wuxia');
    const college = await ok(await as('wuxia'));
    expect(college.institution.id).toBe(jhlg);
    expect(college.contact.collegeId).toBe(wuxia.collegeId);
    expect(college.contact.collegeName).toBeTruthy();
    expect(college.counts).toEqual({
      colleges: 1,
      programmes: await countOf(
        sql`select count(*) n from cpc_college_programme where college_id = ${wuxia.collegeId}`,
      ),
      students: await countOf(sql`select count(*) n from cpc_student where college_id = ${wuxia.collegeId}`),
      linkUsers: await countOf(
        sql`select count(*) n from cpc_link_user where institution_id = ${jhlg} and college_id = ${wuxia.collegeId}`,
      ),
    });
    expect(college.counts.students).toBeLessThan(mine.counts.students);
  });

  it('lists only the institution’s upcoming tests, with its planned count', async () => {
    for (const [username, code] of [
      ['customer', 'JHLG'],
      ['zhoujie', 'HJCJ'],
    ] as const) {
      const result = await ok(await as(username));
      const org = ids.org(code);
      const expected = await countOf(sql`select count(*) n from cpc_test_institution ti join cpc_test t
        on t.id = ti.test_id where ti.institution_id = ${org} and t.status in ('1', '2', '3')`);
      expect(result.upcomingTests.length).toBe(Math.min(expected, 5));
      for (const t of result.upcomingTests) {
        expect(['1', '2', '3']).toContain(t.status);
        expect(t.status_dictText).toBeTruthy();
        const planned = await countOf(sql`select planned_count n from cpc_test_institution
          where test_id = ${String(t.id)} and institution_id = ${org}`);
        expect(t.plannedCount).toBe(planned);
      }
      const starts = result.upcomingTests.map((t) => String(t.startTime));
      expect(starts).toEqual([...starts].sort());
    }
  });

  it('gives the newest files open to all or to the institution, never another’s', async () => {
    const jhlg = (await ok(await as('customer'))).files.map((f) => f.id);
    expect(jhlg.slice(0, 2)).toEqual(['pt-all', 'pt-jhlg']);
    expect(jhlg).not.toContain('pt-hjcj');
    const hjcj = (await ok(await as('zhoujie'))).files.map((f) => f.id);
    expect(hjcj.slice(0, 2)).toEqual(['pt-all', 'pt-hjcj']);
    expect(hjcj).not.toContain('pt-jhlg');
    const first = (await ok(await as('customer'))).files[0]!;
    expect(first.fileCategory_dictText).toBe('通知');
  });

  it('counts the user’s unread notices as the bell does', async () => {
    const customer = await as('customer');
    const result = await ok(customer);
    const bell = (await customer.get<Rec>('/sys/annountCement/listByUser')).body.result as Rec;
    expect(result.notices.total).toBe(Number(bell.anntMsgTotal) + Number(bell.sysMsgTotal));
    expect(result.notices.latest.length).toBe(Math.min(result.notices.total, 3));
  });
});

describe('latest results', () => {
  it('are the statistics endpoint’s figures for the institution and the whole test', async () => {
    for (const username of ['customer', 'wuxia', 'zhoujie']) {
      const api = await as(username);
      const result = await ok(api);
      const tests = (await api.get<Rec[]>(`${STATISTICS}/tests`)).body.result as Rec[];
      expect(result.latestResults.map((r) => r.testId)).toEqual(tests.slice(0, 3).map((t) => t.id));
      for (const r of result.latestResults) {
        const summary = (await api.get<Rec>(`${STATISTICS}/summary`, { testId: String(r.testId) })).body
          .result as Rec & { national?: Rec };
        expect({ sat: r.sat, mean: r.mean, passRate: r.passRate }).toEqual({
          sat: summary.sat,
          mean: summary.mean,
          passRate: summary.passRate,
        });
        const national = summary.national ?? summary;
        expect(r.national).toEqual({ sat: national.sat, mean: national.mean, passRate: national.passRate });
      }
    }
  });
});

describe('refusals', () => {
  it('refuses staff and a customer account nobody names', async () => {
    for (const username of ['admin', 'songjia', 'xuming']) {
      const body = await overview(await as(username));
      expect(body.success).toBe(false);
      expect(body.message).toBe('当前账号未关联院校');
    }
  });

  it('needs a token', async () => {
    const res = await client(server.app, '').get(OVERVIEW);
    expect(res.body.success).toBe(false);
  });
});
