/**
 * The customer portal's 院校列表, 学院详情 and 机构详情: customer (院校负责人 of 京华理工大学) against zhoujie
 * (院校负责人 of 沪江财经大学), zhuhong (院校联系人 of 京华) and wuxia (学院联系人 of 京华's first college): each sees his
 * own institution's (college's) rows only, forged ids answer 未找到对应数据, and only a 院校负责人 edits the contact
 * details and addresses. Expected rows come from the database, not from demo counts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpcCollege, cpcOrganization, cpcOrganizationAddress } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';
import { demoIds, page, signedIn, type Api, type Rec } from './business-helpers';

const COLLEGES = '/cutumer/college/queryCollegeList';
const COLLEGE = '/cutumer/college/queryById';
const MINE = '/cutumer/organization/queryMyInstitution';
const EDIT = '/cutumer/organization/editMyInstitution';
const ADDRESS = '/cutumer/organization/address';
const NOT_FOUND = '未找到对应数据';
const NO_INSTITUTION = '当前账号未关联院校';
const PRINCIPAL_ONLY = '只有院校负责人可以修改院校信息';

let server: TestServer;
let customer: Api;
let zhuhong: Api;
let wuxia: Api;
let zhoujie: Api;
let songjia: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  ({ customer, zhuhong, wuxia, zhoujie, songjia } = await signedIn(
    server,
    'customer',
    'zhuhong',
    'wuxia',
    'zhoujie',
    'songjia',
  ));
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const db = () => server.opened.db;

const collegesOf = (orgId: string) =>
  db()
    .select({ id: cpcCollege.id, name: cpcCollege.collegeName })
    .from(cpcCollege)
    .where(eq(cpcCollege.organizationId, orgId))
    .orderBy(asc(cpcCollege.sortNo), asc(cpcCollege.collegeCode), asc(cpcCollege.id));

const addressesOf = (orgId: string) =>
  db().select().from(cpcOrganizationAddress).where(eq(cpcOrganizationAddress.organizationId, orgId));

const organization = async (orgId: string) =>
  (await db().select().from(cpcOrganization).where(eq(cpcOrganization.id, orgId)))[0]!;

describe('院校列表 (queryCollegeList)', () => {
  it("lists the contact's institution's colleges by sortNo with their counts", async () => {
    for (const [api, code] of [
      [customer, 'JHLG'],
      [zhoujie, 'HJCJ'],
    ] as const) {
      const expected = await collegesOf(ids.org(code));
      expect(expected.length).toBeGreaterThan(1);
      const result = await page(api, COLLEGES, { pageNo: 1, pageSize: 100 });
      expect(result.total).toBe(expected.length);
      expect(result.records.map((r) => r.id)).toEqual(expected.map((c) => c.id));
      const first = result.records[0]!;
      const [students] = (
        (await db().execute(
          sql`select count(*)::int as n from cpc_student where college_id = ${String(first.id)}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      expect(first.studentCount).toBe(students!.n);
      expect(typeof first.programmeCount).toBe('number');
    }
  });

  it('searches by name, ignores a forged organizationId and gives a 学院联系人 his college only', async () => {
    const [first] = await collegesOf(ids.org('JHLG'));
    const named = await page(customer, COLLEGES, { collegeName: first!.name.slice(0, 3), pageSize: 100 });
    expect(named.records.map((r) => r.id)).toContain(first!.id);
    expect(named.records.every((r) => String(r.collegeName).includes(first!.name.slice(0, 3)))).toBe(true);
    const starred = await page(customer, COLLEGES, { collegeName: `*${first!.name.slice(0, 3)}*`, pageSize: 100 });
    expect(starred.records.map((r) => r.id)).toEqual(named.records.map((r) => r.id));
    const forged = await page(customer, COLLEGES, { organizationId: ids.org('HJCJ'), pageSize: 100 });
    expect(forged.records.every((r) => r.organizationId === ids.org('JHLG'))).toBe(true);
    const wuxiaCollege = (await ids.contact('wuxia')).collegeId;
    const his = await page(wuxia, COLLEGES, { pageSize: 100 });
    expect(his.records.map((r) => r.id)).toEqual([wuxiaCollege]);
    expect((await songjia.get(COLLEGES, { pageSize: 100 })).body).toMatchObject({ code: 510, message: NO_INSTITUTION });
  });
});

describe('学院详情 (cutumer/college/queryById)', () => {
  it('answers the college with its programmes grouped by kind and its 学院联系人s', async () => {
    const wuxiaCollege = (await ids.contact('wuxia')).collegeId!;
    const res = await customer.get<Rec>(COLLEGE, { id: wuxiaCollege });
    expect(res.body.success).toBe(true);
    const college = res.body.result;
    const groups = college.programmeGroups as { programmeType: string; title: string; programmes: Rec[] }[];
    const [programmes] = (
      (await db().execute(
        sql`select count(*)::int as n from cpc_college_programme where college_id = ${wuxiaCollege}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(groups.reduce((n, g) => n + g.programmes.length, 0)).toBe(programmes!.n);
    expect(college.programmeCount).toBe(programmes!.n);
    for (const g of groups) {
      expect(['本科专业', '专业硕士', '一级学科硕士点', '一级学科博士点']).toContain(g.title);
      expect(g.programmes.every((p) => p.programmeType === g.programmeType)).toBe(true);
    }
    const contacts = college.contacts as Rec[];
    expect(contacts.map((c) => c.realname)).toContain((await ids.contact('wuxia')).realname);
    expect(contacts.every((c) => c.username === undefined && c.userId === undefined)).toBe(true);
  });

  it("answers 未找到对应数据 for another institution's college and, for a 学院联系人, another college", async () => {
    const [hjcj] = await collegesOf(ids.org('HJCJ'));
    const res = await customer.get(COLLEGE, { id: hjcj!.id });
    expect(res.body).toMatchObject({ success: false, message: NOT_FOUND });
    expect((await zhoujie.get(COLLEGE, { id: hjcj!.id })).body.success).toBe(true);
    const wuxiaCollege = (await ids.contact('wuxia')).collegeId;
    const other = (await collegesOf(ids.org('JHLG'))).find((c) => c.id !== wuxiaCollege)!;
    expect((await wuxia.get(COLLEGE, { id: other.id })).body).toMatchObject({ success: false, message: NOT_FOUND });
    expect((await wuxia.get(COLLEGE, { id: wuxiaCollege! })).body.success).toBe(true);
    expect((await songjia.get(COLLEGE, { id: hjcj!.id })).body).toMatchObject({
      success: false,
      message: NO_INSTITUTION,
    });
  });
});

describe('机构详情 (queryMyInstitution)', () => {
  it("answers the session's institution with addresses, contacts (院校负责人 first), counts and canEdit", async () => {
    for (const [api, code, canEdit] of [
      [customer, 'JHLG', true],
      [zhoujie, 'HJCJ', true],
      [zhuhong, 'JHLG', false],
    ] as const) {
      const res = await api.get<Rec>(MINE, { id: ids.org(code === 'JHLG' ? 'HJCJ' : 'JHLG') });
      const mine = res.body.result;
      expect(mine.id).toBe(ids.org(code));
      expect(mine.canEdit).toBe(canEdit);
      expect((mine.cpcOrganizationAddressList as Rec[]).length).toBe((await addressesOf(ids.org(code))).length);
      const contacts = mine.contacts as Rec[];
      expect(contacts[0]!.linkRole).toBe('1');
      expect(contacts.every((c) => c.username === undefined)).toBe(true);
      expect(mine.collegeCount).toBe((await collegesOf(ids.org(code))).length);
    }
  });

  it('gives a 学院联系人 his college counted only, and nobody a thing', async () => {
    const mine = (await wuxia.get<Rec>(MINE)).body.result;
    expect(mine.id).toBe(ids.org('JHLG'));
    expect(mine.collegeCount).toBe(1);
    expect(mine.canEdit).toBe(false);
    expect((await songjia.get(MINE)).body).toMatchObject({ success: false, message: NO_INSTITUTION });
  });

  it('sanitises the intro', async () => {
    const id = ids.org('HJCJ');
    const before = await organization(id);
    await db()
      .update(cpcOrganization)
      .set({ intro: '<p onclick="x()">简介</p><script>alert(1)</script>' })
      .where(eq(cpcOrganization.id, id));
    try {
      const intro = String((await zhoujie.get<Rec>(MINE)).body.result.intro);
      expect(intro).toContain('简介');
      expect(intro).not.toMatch(/script|onclick/);
    } finally {
      await db().update(cpcOrganization).set({ intro: before.intro }).where(eq(cpcOrganization.id, id));
    }
  });
});

describe('院校负责人 edits', () => {
  it('edits only the contact details of his own institution', async () => {
    const jhlg = await organization(ids.org('JHLG'));
    const hjcj = await organization(ids.org('HJCJ'));
    const res = await customer.put(EDIT, {
      id: hjcj.id,
      phone: '010-62345678',
      principal: '新负责人',
      orgName: '改名',
      website: 'https://www.example.edu.cn',
    });
    expect(res.body).toMatchObject({ success: true });
    const after = await organization(jhlg.id);
    expect(after).toMatchObject({ phone: '010-62345678', principal: '新负责人', orgName: jhlg.orgName });
    expect(await organization(hjcj.id)).toMatchObject({ phone: hjcj.phone, principal: hjcj.principal });
    const bad = await customer.put(EDIT, { email: 'not-mail', website: 'ftp://x' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('邮箱格式不正确');
    await customer.put(EDIT, { phone: jhlg.phone, principal: jhlg.principal, website: jhlg.website });
  });

  it('refuses every other contact with 只有院校负责人可以修改院校信息', async () => {
    for (const api of [zhuhong, wuxia, songjia]) {
      expect((await api.put(EDIT, { phone: '010-1' })).body).toMatchObject({ success: false, message: PRINCIPAL_ONLY });
      const add = await api.post(`${ADDRESS}/add`, { addressType: '1', detail: '某路1号' });
      expect(add.body).toMatchObject({ success: false, message: PRINCIPAL_ONLY });
    }
    const [address] = await addressesOf(ids.org('JHLG'));
    expect((await zhuhong.del(`${ADDRESS}/delete`, { id: address!.id })).body.message).toBe(PRINCIPAL_ONLY);
  });

  it('adds, edits and deletes addresses of his institution with the postcode, phone and area rules', async () => {
    const orgId = ids.org('JHLG');
    const before = (await addressesOf(orgId)).length;
    const bad = await customer.post(`${ADDRESS}/add`, {
      addressType: '2',
      detail: '学院路 1 号',
      postcode: '01234',
      phone: '12345',
    });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('邮政编码：请输入正确的邮政编码!');
    expect(bad.body.message).toContain('联系电话：请输入正确的手机号码!');
    const badArea = await customer.post(`${ADDRESS}/add`, { addressType: '2', detail: '学院路 1 号', area: '11' });
    expect(badArea.body).toMatchObject({ success: false, message: '所在地区：请选择正确的省市区' });
    const missing = await customer.post(`${ADDRESS}/add`, { addressType: '2' });
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toContain('详细地址');

    const added = await customer.post(`${ADDRESS}/add`, {
      organizationId: ids.org('HJCJ'),
      addressType: '2',
      area: '110108',
      detail: '学院路 1 号 收发室',
      postcode: '100083',
      receiver: '王老师',
      phone: '13800138000',
    });
    expect(added.body.success).toBe(true);
    const [row] = await db()
      .select()
      .from(cpcOrganizationAddress)
      .where(eq(cpcOrganizationAddress.detail, '学院路 1 号 收发室'));
    expect(row!.organizationId).toBe(orgId);
    expect((await addressesOf(orgId)).length).toBe(before + 1);

    const edited = await customer.put(`${ADDRESS}/edit`, { id: row!.id, phone: '13900139000' });
    expect(edited.body.success).toBe(true);
    const refused = await customer.put(`${ADDRESS}/edit`, { id: row!.id, postcode: 'abc' });
    expect(refused.body.message).toBe('邮政编码：请输入正确的邮政编码!');
    const [stored] = await db().select().from(cpcOrganizationAddress).where(eq(cpcOrganizationAddress.id, row!.id));
    expect(stored).toMatchObject({ phone: '13900139000', postcode: '100083', organizationId: orgId });

    // Another institution's address: not found, and untouched, for edit and delete alike.
    const [theirs] = await addressesOf(ids.org('HJCJ'));
    const forgedEdit = await customer.put(`${ADDRESS}/edit`, { id: theirs!.id, detail: '篡改' });
    expect(forgedEdit.body).toMatchObject({ success: false, message: NOT_FOUND });
    expect((await customer.del(`${ADDRESS}/delete`, { id: theirs!.id })).body).toMatchObject({
      success: false,
      message: NOT_FOUND,
    });
    const [still] = await db()
      .select()
      .from(cpcOrganizationAddress)
      .where(and(eq(cpcOrganizationAddress.id, theirs!.id), eq(cpcOrganizationAddress.detail, theirs!.detail)));
    expect(still).toBeDefined();

    expect((await customer.del(`${ADDRESS}/delete`, { id: row!.id })).body.success).toBe(true);
    expect((await addressesOf(orgId)).length).toBe(before);
  });
});
