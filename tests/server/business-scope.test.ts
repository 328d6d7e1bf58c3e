/**
 * Who may see what, each rule shown by the attack: two institutions' contacts (customer
 * of 京华理工大学, zhoujie of 沪江财经大学) asking for each other's rows with forged ids, a 学院联系人 (wuxia) asking for
 * his institution's other colleges, a customer account that is nobody's contact (songjia), and the national managers'
 * province rule (xuming: 华东) on every organisation-scoped list, read and write.
 */
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/db/ids';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcLinkUser,
  cpcOrganization,
  cpcStudent,
  sysPermission,
  sysRole,
  sysRolePermission,
} from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { COLLEGE, demoIds, LINK, ORG, page, STUDENT, type Api, type Rec } from './business-helpers';

let server: TestServer;
let customer: Api;
let zhoujie: Api;
let wuxia: Api;
let songjia: Api;
let xuming: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;
const NOT_FOUND = '未找到对应数据';

beforeAll(async () => {
  server = await startTestServer();
  const as = async (username: string) => client(server.app, await tokenFor(server.app, username));
  customer = await as('customer');
  zhoujie = await as('zhoujie');
  wuxia = await as('wuxia');
  songjia = await as('songjia');
  xuming = await as('xuming');
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const db = () => server.opened.db;
const studentOf = async (orgCode: string, collegeCode?: string) =>
  (
    await db()
      .select()
      .from(cpcStudent)
      .where(
        and(
          eq(cpcStudent.organizationId, ids.org(orgCode)),
          collegeCode ? eq(cpcStudent.collegeId, ids.college(collegeCode)) : undefined,
        ),
      )
      .limit(1)
  )[0]!;
const message = async (api: Api, path: string, params: Record<string, string>) => (await api.get(path, params)).body;

describe('two institutions: each contact reaches only its own', () => {
  it('the organisation reads answer the own institution and refuse the other (forged ids)', async () => {
    const mine = ids.org('JHLG');
    const theirs = ids.org('HJCJ');
    expect((await customer.get<Rec>(`${ORG}/queryCompleteById`, { id: mine })).body.result).toMatchObject({
      orgName: '京华理工大学',
      linkUserCount: 3,
    });
    for (const path of ['queryById', 'queryCompleteById'])
      expect(await message(customer, `${ORG}/${path}`, { id: theirs })).toMatchObject({
        success: false,
        message: NOT_FOUND,
      });
    expect((await customer.get(`${ORG}/queryCpcOrganizationAddressByMainId`, { id: theirs })).body.result).toEqual([]);
    // zhoujie the other way round.
    expect((await zhoujie.get<Rec>(`${ORG}/queryById`, { id: theirs })).body.result).toMatchObject({ orgCode: 'HJCJ' });
    expect((await message(zhoujie, `${ORG}/queryCompleteById`, { id: mine })).message).toBe(NOT_FOUND);
    // The institution of a contact always comes from the session, whatever the request names.
    const forged = await zhoujie.get<Rec>('/cutumer/organization/getInstitutionByUserId', {
      userId: ids.user('customer'),
      id: mine,
    });
    expect(forged.body.result).toMatchObject({ orgCode: 'HJCJ' });
  });

  it('contacts, programmes, colleges and students of the other institution answer nothing', async () => {
    const theirs = ids.org('HJCJ');
    const zhoujieContact = await ids.contact('zhoujie');
    expect((await customer.get<Rec[]>(`${LINK}/getInstitutionLinkUserById`, { id: theirs })).body.result).toEqual([]);
    expect((await message(customer, `${LINK}/queryById`, { id: zhoujieContact.id })).message).toBe(NOT_FOUND);
    expect((await customer.get(`${LINK}/getRealNameByids`, { ids: zhoujieContact.id })).body.result).toBe('');
    expect((await message(customer, `${LINK}/checkLinkroleByUserId`, { userId: ids.user('zhoujie') })).message).toBe(
      NOT_FOUND,
    );
    expect((await customer.get<Rec>(`${LINK}/checkLinkroleByUserId`)).body.result).toMatchObject({
      linkRole: '1',
      isPrincipal: true,
    });
    const picker = await page(customer, `${LINK}/queryLinkUsersList`, { institutionId: theirs });
    expect(picker.total).toBe(0);
    expect((await page(customer, `${LINK}/queryLinkUsersList`, {})).records.map((r) => r.username).sort()).toEqual([
      'customer',
      'wuxia',
      'zhuhong',
    ]);

    expect((await message(customer, `${COLLEGE}/queryByIdToDetail`, { id: ids.college('HJCJ01') })).message).toBe(
      NOT_FOUND,
    );
    const otherProgramme = (
      await db()
        .select({ id: cpcCollegeProgramme.id })
        .from(cpcCollegeProgramme)
        .where(eq(cpcCollegeProgramme.organizationId, theirs))
        .limit(1)
    )[0]!.id;
    expect((await customer.get(`${LINK}/getProfessionNameByids`, { ids: otherProgramme })).body.result).toBe('');
    const programmes = await page(customer, `${COLLEGE}/queryUndergraduateList`, { pageSize: 100 });
    expect(programmes.total).toBeGreaterThan(0);
    expect(programmes.records.every((r) => r.orgName === '京华理工大学')).toBe(true);

    const theirStudent = await studentOf('HJCJ');
    expect((await message(customer, `${STUDENT}/queryById`, { id: theirStudent.id })).message).toBe(NOT_FOUND);
    const ownStudent = await studentOf('JHLG');
    const own = (await customer.get<Rec>(`${STUDENT}/queryById`, { id: ownStudent.id })).body.result;
    expect(own).toMatchObject({ id: ownStudent.id, studentNo: ownStudent.studentNo });
    expect(own.idCardNo).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
  });

  it('the staff lists and every write refuse contacts (no permission codes)', async () => {
    for (const path of [`${ORG}/list`, `${COLLEGE}/list`, `${LINK}/list`, `${STUDENT}/list`, `${STUDENT}/exportXls`])
      expect((await customer.get(path)).body, path).toMatchObject({ success: false, code: 510 });
    expect((await customer.post(`${ORG}/edit`, { id: ids.org('JHLG'), orgName: 'x' })).body.code).toBe(510);
    expect((await customer.post(`${LINK}/add`, { username: 'hacker01' })).body.code).toBe(510);
    expect((await customer.del(`${STUDENT}/delete`, { id: (await studentOf('JHLG')).id })).body.code).toBe(510);
  });

  it('a contact given a staff screen still lists only its institution (the scope is the server’s)', async () => {
    const [role] = await db().select().from(sysRole).where(eq(sysRole.roleCode, 'customer'));
    const pages = await db()
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(inArray(sysPermission.url, ['/student', '/student/list', '/organisation', '/organisation/list']));
    const export_ = await db().select().from(sysPermission).where(eq(sysPermission.perms, 'cpc:student:export'));
    const granted = [...pages, ...export_].map((p) => ({ id: newId(), roleId: role!.id, permissionId: p.id }));
    await db().insert(sysRolePermission).values(granted);
    try {
      const students = await page(customer, `${STUDENT}/list`, { pageSize: 5 });
      const [own] = await db()
        .select({ n: count() })
        .from(cpcStudent)
        .where(eq(cpcStudent.organizationId, ids.org('JHLG')));
      expect(students.total).toBe(Number(own!.n));
      // A forged filter for the other institution finds nothing.
      expect((await page(customer, `${STUDENT}/list`, { organizationId: ids.org('HJCJ') })).total).toBe(0);
      expect((await page(customer, `${ORG}/list`)).records.map((r) => r.orgCode)).toEqual(['JHLG']);
      expect((await page(zhoujie, `${ORG}/list`)).records.map((r) => r.orgCode)).toEqual(['HJCJ']);
      const file = await customer.raw(`${STUDENT}/exportXls`);
      expect(file.statusCode).toBe(200);
    } finally {
      await db()
        .delete(sysRolePermission)
        .where(
          inArray(
            sysRolePermission.id,
            granted.map((g) => g.id),
          ),
        );
    }
  });
});

describe('a 学院联系人 reaches only his college', () => {
  it('answers his college and refuses the other colleges of his institution', async () => {
    const own = ids.college('JHLG01');
    const detail = (await wuxia.get<Rec>(`${COLLEGE}/queryByIdToDetail`, { id: own })).body.result;
    expect(detail).toMatchObject({ collegeCode: 'JHLG01' });
    expect((await message(wuxia, `${COLLEGE}/queryById`, { id: ids.college('JHLG02') })).message).toBe(NOT_FOUND);
    expect((await message(wuxia, `${STUDENT}/queryById`, { id: (await studentOf('JHLG', 'JHLG02')).id })).message).toBe(
      NOT_FOUND,
    );
    expect(
      (await wuxia.get<Rec>(`${STUDENT}/queryById`, { id: (await studentOf('JHLG', 'JHLG01')).id })).body.success,
    ).toBe(true);
    const contacts = (await wuxia.get<Rec[]>(`${LINK}/getInstitutionLinkUserById`, { id: ids.org('JHLG') })).body
      .result;
    expect(contacts.map((c) => c.username)).toEqual(['wuxia']);
    const complete = (await wuxia.get<Rec>(`${ORG}/queryCompleteById`, { id: ids.org('JHLG') })).body.result;
    expect(complete).toMatchObject({ collegeCount: 1, linkUserCount: 1 });
    const programmes = await page(wuxia, `${COLLEGE}/queryFirstMasterList`, { pageSize: 100 });
    expect(programmes.records.every((r) => r.collegeId === own)).toBe(true);
    expect((await wuxia.get<Rec>('/custumer/linkUser/getsysById')).body.result).toMatchObject({
      username: 'wuxia',
      collegeId: own,
    });
  });
});

const NO_INSTITUTION = '当前账号未关联院校';

describe('accounts that are no (valid) contact', () => {
  it('a customer account that is nobody’s contact reaches nothing', async () => {
    for (const path of ['/custumer/linkUser/getsysById', '/cutumer/organization/getInstitutionByUserId'])
      expect((await songjia.get(path)).body, path).toMatchObject({ code: 510, message: NO_INSTITUTION });
    for (const [path, params] of [
      [`${ORG}/queryCompleteById`, { id: ids.org('JHLG') }],
      [`${LINK}/queryLinkUsersList`, {}],
      [`${COLLEGE}/queryUndergraduateList`, {}],
      [`${STUDENT}/queryById`, { id: 'x' }],
    ] as const)
      expect((await songjia.get(path, params)).body, path).toMatchObject({ success: false, code: 510 });
  });

  it('an invalid contact reaches nothing either', async () => {
    const contact = await ids.contact('heping');
    const heping = client(server.app, await tokenFor(server.app, 'heping'));
    expect((await heping.get<Rec>('/custumer/linkUser/getsysById')).body.success).toBe(true);
    await db().update(cpcLinkUser).set({ status: 0 }).where(eq(cpcLinkUser.id, contact.id));
    try {
      expect((await heping.get('/custumer/linkUser/getsysById')).body.message).toBe(NO_INSTITUTION);
      expect((await message(heping, `${ORG}/queryById`, { id: ids.org('HJCJ') })).code).toBe(510);
    } finally {
      await db().update(cpcLinkUser).set({ status: 1 }).where(eq(cpcLinkUser.id, contact.id));
    }
  });
});

describe("the national manager's province rule", () => {
  const EAST = ['31', '32', '33', '34', '35', '37'];
  const inEast = sql`substr(${cpcOrganization.area}, 1, 2) in ('31', '32', '33', '34', '35', '37')`;

  it('limits every organisation-scoped list to the institutions of his provinces', async () => {
    const orgs = await page(xuming, `${ORG}/list`, { pageSize: 100 });
    const [east] = await db().select({ n: count() }).from(cpcOrganization).where(inEast);
    expect(orgs.total).toBe(Number(east!.n));
    expect(orgs.records.every((r) => EAST.includes(String(r.area).slice(0, 2)))).toBe(true);

    const eastIds = db().select({ id: cpcOrganization.id }).from(cpcOrganization).where(inEast);
    const counted = async (table: typeof cpcCollege | typeof cpcStudent | typeof cpcLinkUser, column: never) =>
      Number((await db().select({ n: count() }).from(table).where(inArray(column, eastIds)))[0]!.n);
    expect((await page(xuming, `${COLLEGE}/list`)).total).toBe(
      await counted(cpcCollege, cpcCollege.organizationId as never),
    );
    expect((await page(xuming, `${STUDENT}/list`)).total).toBe(
      await counted(cpcStudent, cpcStudent.organizationId as never),
    );
    expect((await page(xuming, `${LINK}/list`)).total).toBe(
      await counted(cpcLinkUser, cpcLinkUser.institutionId as never),
    );
    expect((await page(xuming, `${LINK}/queryLinkUsersList`, { institutionId: ids.org('JHLG') })).total).toBe(0);
    const doctors = await page(xuming, `${COLLEGE}/queryFirstDoctorList`, { pageSize: 200 });
    expect(doctors.records.length).toBeGreaterThan(0);
    const eastNames = new Set(orgs.records.map((r) => r.orgName));
    expect(doctors.records.every((r) => eastNames.has(r.orgName))).toBe(true);
    // A filter naming a Beijing institution finds nothing.
    expect((await page(xuming, `${STUDENT}/list`, { organizationId: ids.org('JHLG') })).total).toBe(0);
    // wangqiang's provinces are others: he sees 京华理工大学 and not 沪江财经大学.
    const wangqiang = client(server.app, await tokenFor(server.app, 'wangqiang'));
    const north = (await page(wangqiang, `${ORG}/list`, { pageSize: 100 })).records.map((r) => r.orgCode);
    expect(north).toContain('JHLG');
    expect(north).not.toContain('HJCJ');
  });

  it('answers rows outside them as not found and refuses writes that reach outside', async () => {
    const beijing = ids.org('JHLG');
    expect((await message(xuming, `${ORG}/queryById`, { id: beijing })).message).toBe(NOT_FOUND);
    expect((await message(xuming, `${COLLEGE}/queryByIdToDetail`, { id: ids.college('JHLG01') })).message).toBe(
      NOT_FOUND,
    );
    expect((await message(xuming, `${STUDENT}/queryById`, { id: (await studentOf('JHLG')).id })).message).toBe(
      NOT_FOUND,
    );
    expect((await xuming.post(`${ORG}/edit`, { id: beijing, principal: '改名' })).body.message).toBe(NOT_FOUND);
    expect((await xuming.del(`${ORG}/delete`, { id: beijing })).body.message).toBe(NOT_FOUND);
    const added = await xuming.post(`${ORG}/add`, {
      orgName: '京郊学院',
      orgCode: 'JJXY',
      orgType: '1',
      area: '110108',
    });
    expect(added.body).toMatchObject({ success: false, message: '新增的机构不在您可操作的数据范围内' });
    const moved = await xuming.post(`${ORG}/edit`, { id: ids.org('HJCJ'), area: '110108' });
    expect(moved.body).toMatchObject({ success: false, message: '机构所在地区不在您可操作的数据范围内' });
    const college = await xuming.post(`${COLLEGE}/add`, {
      organizationId: beijing,
      collegeName: '越权学院',
      collegeCode: 'YQ01',
    });
    expect(college.body).toMatchObject({ success: false, message: '所属机构不存在或不在您可操作的数据范围内' });
    const student = await xuming.post(`${STUDENT}/add`, {
      organizationId: beijing,
      collegeId: ids.college('JHLG01'),
      studentNo: '2099010001',
      name: '越权',
    });
    expect(student.body).toMatchObject({ success: false, message: '所属院校不存在或不在您可操作的数据范围内' });
    // Inside his provinces he works as any staff member.
    const own = await xuming.post(`${ORG}/add`, {
      orgName: '浦东职业技术学院',
      orgCode: 'PDZY',
      orgType: '1',
      area: '310115',
    });
    expect(own.body).toMatchObject({ success: true });
    const [row] = await db().select().from(cpcOrganization).where(like(cpcOrganization.orgCode, 'PDZY'));
    expect(row).toMatchObject({ orgName: '浦东职业技术学院', createBy: 'xuming' });
  });
});

describe("a national manager's 考试详情", () => {
  const TEST = '/cpctestmanager/cpcTestManager';
  it('lists only the participating institutions of his provinces, and his save keeps the others', async () => {
    const admin = client(server.app, await tokenFor(server.app, 'admin'));
    const [test] = (await page(admin, `${TEST}/list`, { testCode: 'KS2024001' })).records;
    const all = (await admin.get<Rec[]>(`${TEST}/queryCpcTestInstitutionByMainId`, { id: String(test!.id) })).body
      .result;
    const mine = (await xuming.get<Rec[]>(`${TEST}/queryCpcTestInstitutionByMainId`, { id: String(test!.id) })).body
      .result;
    const east = new Set(
      (
        await db()
          .select({ id: cpcOrganization.id })
          .from(cpcOrganization)
          .where(sql`substr(${cpcOrganization.area}, 1, 2) in ('31', '32', '33', '34', '35', '37')`)
      ).map((o) => o.id),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(mine.every((r) => east.has(String(r.institutionId)))).toBe(true);
    expect(mine.map((r) => r.institutionId)).toEqual(
      all.filter((r) => east.has(String(r.institutionId))).map((r) => r.institutionId),
    );

    const saved = await xuming.put(`${TEST}/edit`, {
      id: test!.id,
      cpcTestInstitutionList: mine.map((r) => ({ ...r, plannedCount: Number(r.plannedCount) + 1 })),
    });
    expect(saved.body).toMatchObject({ success: true });
    const after = (await admin.get<Rec[]>(`${TEST}/queryCpcTestInstitutionByMainId`, { id: String(test!.id) })).body
      .result;
    expect(after.map((r) => r.institutionId).sort()).toEqual(all.map((r) => r.institutionId).sort());
    const planned = new Map(after.map((r) => [r.institutionId, Number(r.plannedCount)]));
    for (const r of all)
      expect(planned.get(r.institutionId)).toBe(Number(r.plannedCount) + (east.has(String(r.institutionId)) ? 1 : 0));
  });
});
