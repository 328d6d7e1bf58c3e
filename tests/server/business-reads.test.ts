/**
 * The business reads for institutions, colleges and programmes, contacts and
 * students, with their answer shapes, as staff see them (scoping: business-scope.test.ts).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcLinkUser,
  cpcOrganizationAddress,
  cpcStudent,
  cpcTestInstitution,
} from '../../server/db/schema';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { COLLEGE, demoIds, LINK, NATIONAL, ORG, page, STUDENT, type Api, type Rec } from './business-helpers';

let server: TestServer;
let admin: Api;
let staff: Api;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
  ids = await demoIds(server);
});
afterAll(async () => server?.close());

const countWhere = async (table: typeof cpcStudent | typeof cpcCollege, column: never, value: string) =>
  Number((await server.opened.db.select({ n: count() }).from(table).where(eq(column, value)))[0]!.n);

describe('organizationManager/cpcOrganizationManagement', () => {
  it('lists the institutions with dictionary texts and the counts of colleges, students and contacts', async () => {
    const result = await page(staff, `${ORG}/list`, { pageSize: 100 });
    expect(Object.keys(result).sort()).toEqual(['current', 'pages', 'records', 'size', 'total']);
    expect(result.total).toBe(40);
    // Default order: by code.
    expect(result.records.map((r) => r.orgCode)).toEqual([...result.records.map((r) => r.orgCode)].sort());
    const jhlg = result.records.find((r) => r.orgCode === 'JHLG')!;
    expect(jhlg).toMatchObject({
      orgName: '京华理工大学',
      orgType: '1',
      orgType_dictText: '高等院校',
      area: '110108',
      isCustomer: 'Y',
      status: 1,
      status_dictText: '有效',
      collegeCount: 10,
      linkUserCount: 3,
    });
    expect(jhlg.studentCount).toBe(await countWhere(cpcStudent, cpcStudent.organizationId as never, ids.org('JHLG')));
    const types = await page(staff, `${ORG}/list`, { orgType: '2', pageSize: 100 });
    expect(types.records.map((r) => r.orgName).sort()).toEqual(
      ['中科智能计算研究院', '之江计算科学研究院', '西北能源研究院', '辽东材料研究所'].sort(),
    );
    const named = await page(staff, `${ORG}/list`, { orgName: '*师范*' });
    expect(named.records.every((r) => String(r.orgName).includes('师范'))).toBe(true);
  });

  it('queryById answers the organisation; queryCompleteById adds its addresses and counts', async () => {
    const id = ids.org('JHLG');
    const one = await staff.get<Rec>(`${ORG}/queryById`, { id });
    expect(one.body).toMatchObject({ success: true, result: { id, orgCode: 'JHLG', orgType_dictText: '高等院校' } });

    const complete = (await staff.get<Rec>(`${ORG}/queryCompleteById`, { id })).body.result;
    const addresses = complete.cpcOrganizationAddressList as Rec[];
    expect(addresses.map((a) => a.addressType_dictText)).toEqual(['办公', '邮寄', '考点']);
    expect(addresses[0]).toMatchObject({ organizationId: id, area: '110108', postcode: '100081' });
    const db = server.opened.db;
    const n = async (
      table: typeof cpcCollege | typeof cpcStudent | typeof cpcLinkUser | typeof cpcTestInstitution,
      column: never,
    ) => Number((await db.select({ n: count() }).from(table).where(eq(column, id)))[0]!.n);
    expect(complete).toMatchObject({
      orgName: '京华理工大学',
      collegeCount: await n(cpcCollege, cpcCollege.organizationId as never),
      studentCount: await n(cpcStudent, cpcStudent.organizationId as never),
      linkUserCount: await n(cpcLinkUser, cpcLinkUser.institutionId as never),
      testCount: await n(cpcTestInstitution, cpcTestInstitution.institutionId as never),
    });
    expect((await staff.get(`${ORG}/queryCompleteById`, { id: 'nope' })).body).toMatchObject({
      success: false,
      message: '未找到对应数据',
    });
  });

  it('queryCpcOrganizationAddressByMainId answers the addresses as a list', async () => {
    const id = ids.org('HJCJ');
    const res = await staff.get<Rec[]>(`${ORG}/queryCpcOrganizationAddressByMainId`, { id });
    const stored = await server.opened.db
      .select()
      .from(cpcOrganizationAddress)
      .where(eq(cpcOrganizationAddress.organizationId, id));
    expect(res.body.result.map((a) => a.id).sort()).toEqual(stored.map((a) => a.id).sort());
    expect(res.body.result[0]).toHaveProperty('addressType_dictText');
    expect((await staff.get<Rec[]>(`${ORG}/queryCpcOrganizationAddressByMainId`, { id: 'nope' })).body.result).toEqual(
      [],
    );
  });
});

describe('collegeManagement/cpcCollegeManagement', () => {
  it('lists colleges (by organisation) with their programme and student counts', async () => {
    const result = await page(staff, `${COLLEGE}/list`, { organizationId: ids.org('JHLG'), pageSize: 50 });
    expect(result.total).toBe(10);
    expect(result.records.map((r) => r.collegeCode)).toEqual(
      Array.from({ length: 10 }, (_, i) => `JHLG${String(i + 1).padStart(2, '0')}`),
    );
    const first = result.records[0]!;
    expect(first).toMatchObject({
      collegeName: '计算机科学与技术学院',
      organizationId_dictText: '京华理工大学',
    });
    expect(first.programmeCount).toBeGreaterThan(3);
    expect(first.studentCount).toBe(await countWhere(cpcStudent, cpcStudent.collegeId as never, String(first.id)));
    expect((await page(staff, `${COLLEGE}/list`)).total).toBeGreaterThanOrEqual(240);
  });

  it('queryById answers the college; queryByIdToDetail adds its programmes and counts', async () => {
    const id = ids.college('JHLG01');
    expect((await staff.get<Rec>(`${COLLEGE}/queryById`, { id })).body.result).toMatchObject({
      id,
      collegeCode: 'JHLG01',
    });
    const detail = (await staff.get<Rec>(`${COLLEGE}/queryByIdToDetail`, { id })).body.result;
    const programmes = detail.cpcCollegeProgrammeList as Rec[];
    expect(programmes.map((p) => `${p.programmeType_dictText}:${p.disciplineCode}:${p.name}`)).toEqual([
      '本科专业:0812:计算机科学与技术',
      '本科专业:0835:软件工程',
      '本科专业:0839:网络空间安全',
      '专业硕士:0854:电子信息',
      '一级学科硕士点:0812:计算机科学与技术',
      '一级学科硕士点:0835:软件工程',
      '一级学科博士点:0812:计算机科学与技术',
    ]);
    expect(programmes[0]).toMatchObject({ collegeId: id, disciplineCode_dictText: '计算机科学与技术' });
    expect(detail).toMatchObject({
      organizationId_dictText: '京华理工大学',
      programmeCount: 7,
      studentCount: await countWhere(cpcStudent, cpcStudent.collegeId as never, id),
      linkUserCount: 1,
    });
  });

  it('the programme pickers answer pages of {id, item_text} of their programme type', async () => {
    const db = server.opened.db;
    const picked: [string, string][] = [
      ['queryUndergraduateList', '1'],
      ['queryProfessionMasterList', '2'],
      ['queryFirstMasterList', '3'],
      ['queryFirstDoctorList', '4'],
    ];
    for (const [path, type] of picked) {
      const result = await page(staff, `${COLLEGE}/${path}`, { pageNo: 1, pageSize: 10 });
      const [all] = await db
        .select({ n: count() })
        .from(cpcCollegeProgramme)
        .where(eq(cpcCollegeProgramme.programmeType, type));
      expect(result.total, path).toBe(Number(all!.n));
      expect(result.records).toHaveLength(10);
      for (const r of result.records) {
        expect(r.programmeType).toBe(type);
        expect(r.item_text).toBe(r.name);
        expect(r).toHaveProperty('collegeName');
        expect(r).toHaveProperty('orgName');
      }
    }
    // name (contains), institutionId, and the comma-joined ids a picker restores its values with.
    const doctors = await page(staff, `${COLLEGE}/queryFirstDoctorList`, { name: '计算机', pageSize: 100 });
    expect(doctors.total).toBeGreaterThan(0);
    expect(doctors.records.every((r) => String(r.item_text).includes('计算机'))).toBe(true);
    const mine = await page(staff, `${COLLEGE}/queryFirstMasterList`, {
      institutionId: ids.org('JHLG'),
      pageSize: 100,
    });
    expect(mine.records.every((r) => r.orgName === '京华理工大学')).toBe(true);
    const two = doctors.records.slice(0, 2).map((r) => String(r.id));
    const restored = await page(staff, `${COLLEGE}/queryFirstDoctorList`, { id: `${two.join(',')},`, pageSize: 2 });
    expect(restored.records.map((r) => r.id).sort()).toEqual([...two].sort());
  });

  it('disciplineTree answers the 学科目录 with the national codes as keys', async () => {
    const tree = (await staff.get<Rec[]>(`${COLLEGE}/disciplineTree`)).body.result;
    expect(tree.map((n) => n.key)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
      '13',
      '14',
    ]);
    const engineering = tree.find((n) => n.key === '08')!;
    expect(engineering).toMatchObject({ title: '08 工学', isLeaf: false });
    expect((engineering.children as Rec[]).find((c) => c.key === '0812')).toMatchObject({
      title: '0812 计算机科学与技术',
      isLeaf: true,
    });
  });
});

describe('linkUser/cpcLinkUserV and the contact calls', () => {
  it('lists contacts; queryLinkUsersList is the picker of one institution (id, username, realname, Phone)', async () => {
    expect((await page(staff, `${LINK}/list`)).total).toBeGreaterThanOrEqual(80);
    const jhlg = ids.org('JHLG');
    const picker = await page(staff, `${LINK}/queryLinkUsersList`, {
      institutionId: jhlg,
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    });
    expect(picker.records.map((r) => r.username).sort()).toEqual(['customer', 'wuxia', 'zhuhong']);
    expect(picker.records.find((r) => r.username === 'customer')).toMatchObject({
      realname: '李文静',
      Phone: '13800000002',
      linkRole_dictText: '院校负责人',
      institutionId_dictText: '京华理工大学',
    });
    const one = picker.records[0]!;
    const restored = await page(staff, `${LINK}/queryLinkUsersList`, { id: `${String(one.id)},`, pageSize: 1 });
    expect(restored.records.map((r) => r.id)).toEqual([one.id]);
  });

  it('queryById, getInstitutionLinkUserById, getRealNameByids, getProfessionNameByids, checkLinkroleByUserId', async () => {
    const wuxia = await ids.contact('wuxia');
    expect((await staff.get<Rec>(`${LINK}/queryById`, { id: wuxia.id })).body.result).toMatchObject({
      username: 'wuxia',
      linkRole: '3',
      linkRole_dictText: '学院联系人',
      collegeId: ids.college('JHLG01'),
      collegeId_dictText: '计算机科学与技术学院',
    });
    const contacts = (await staff.get<Rec[]>(`${LINK}/getInstitutionLinkUserById`, { id: ids.org('HJCJ') })).body
      .result;
    expect(contacts.map((c) => c.username)).toEqual(['zhoujie', 'heping', 'hjcj_xylxr']);

    const zhoujie = await ids.contact('zhoujie');
    const names = await staff.get<string>(`${LINK}/getRealNameByids`, { ids: `${zhoujie.id},${wuxia.id}` });
    expect(names.body).toMatchObject({ success: true, result: '周杰,吴霞' });

    const programmes = wuxia.professionIds!.split(',').slice(0, 2);
    const programmeNames = await staff.get<string>(`${LINK}/getProfessionNameByids`, { ids: programmes.join(',') });
    expect(programmeNames.body.result).toBe('计算机科学与技术,软件工程');

    const role = await staff.get<Rec>(`${LINK}/checkLinkroleByUserId`, { userId: ids.user('customer') });
    expect(role.body.result).toMatchObject({
      userId: ids.user('customer'),
      linkRole: '1',
      linkRole_dictText: '院校负责人',
      institutionId: ids.org('JHLG'),
      isPrincipal: true,
    });
    expect((await staff.get(`${LINK}/checkLinkroleByUserId`, { userId: ids.user('jeecg') })).body.message).toBe(
      '未找到对应数据',
    );
  });

  it("custumer/linkUser/getsysById and cutumer/organization/getInstitutionByUserId answer the contact's own", async () => {
    const customer = client(server.app, await tokenFor(server.app, 'customer'));
    const own = await customer.get<Rec>('/custumer/linkUser/getsysById', { id: (await ids.contact('zhoujie')).id });
    expect(own.body.result).toMatchObject({ username: 'customer', institutionId_dictText: '京华理工大学' });
    const institution = await customer.get<Rec>('/cutumer/organization/getInstitutionByUserId', {
      userId: ids.user('zhoujie'),
    });
    expect(institution.body.result).toMatchObject({ id: ids.org('JHLG'), orgName: '京华理工大学' });
    expect((institution.body.result.cpcOrganizationAddressList as Rec[]).length).toBe(3);
    // Staff are nobody's contact.
    expect((await staff.get('/custumer/linkUser/getsysById')).body.message).toBe('当前账号未关联院校');
  });
});

describe('studentManagement/cpcStudent and 全国管理员', () => {
  it('lists 8,000 students, filtered by college and sorted; queryById answers one', async () => {
    expect((await page(admin, `${STUDENT}/list`)).total).toBe(8000);
    const college = ids.college('JHLG01');
    const sorted = await page(admin, `${STUDENT}/list`, {
      collegeId: college,
      column: 'studentNo',
      order: 'asc',
      pageSize: 1000,
    });
    expect(sorted.total).toBe(await countWhere(cpcStudent, cpcStudent.collegeId as never, college));
    const numbers = sorted.records.map((r) => String(r.studentNo));
    expect(numbers).toEqual([...numbers].sort());
    const first = sorted.records[0]!;
    expect(first).toMatchObject({
      collegeId_dictText: '计算机科学与技术学院',
      organizationId_dictText: '京华理工大学',
    });
    expect(first).toHaveProperty('programmeId_dictText');
    expect(first).toHaveProperty('degreeLevel_dictText');
    const one = await admin.get<Rec>(`${STUDENT}/queryById`, { id: String(first.id) });
    expect(one.body.result).toMatchObject({
      id: first.id,
      studentNo: first.studentNo,
      sex_dictText: expect.any(String),
    });
    expect(String(one.body.result.idCardNo)).toMatch(/^\d{17}[\dX]$/);
  });

  it('lists the national managers with their provinces named', async () => {
    const result = await page(admin, `${NATIONAL}/list`);
    const byUser = Object.fromEntries(result.records.map((r) => [r.userId_dictText, r.provinces_dictText]));
    expect(byUser).toEqual({
      王强: '北京市,天津市,河南省,辽宁省',
      徐明: '上海市,江苏省,浙江省,安徽省,福建省,山东省',
    });
    // Staff hold no 全国管理员 menu or button.
    expect((await staff.get(`${NATIONAL}/list`)).body).toMatchObject({ success: false, code: 510 });
  });
});
