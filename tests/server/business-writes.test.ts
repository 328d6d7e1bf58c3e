/**
 * The business writes: master-detail saves (an organisation with its addresses, a college with its
 * programmes) in one transaction, the uniqueness rules, a contact's customer account (created or linked, then signed
 * in with), students' ID numbers masked for everyone but the administrator, and a student import with bad rows.
 */
import * as XLSX from '@e965/xlsx';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcLinkUser,
  cpcOrganization,
  cpcOrganizationAddress,
  cpcStudent,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../server/db/schema';
import { client, login, startTestServer, tokenFor, type TestServer } from './helpers';
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

const db = () => server.opened.db;
const addressesOf = (organizationId: string) =>
  db()
    .select()
    .from(cpcOrganizationAddress)
    .where(eq(cpcOrganizationAddress.organizationId, organizationId))
    .orderBy(cpcOrganizationAddress.addressType);

/** A valid national ID number (region 110108, the given birth date, sequence 123, check character). */
function nationalId(birth: string, seq = '123'): string {
  const body = `110108${birth}${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11]!;
}

describe('an organisation with its addresses (master-detail)', () => {
  let id: string;

  it('adds the organisation and its two addresses in one save', async () => {
    const res = await staff.post(`${ORG}/add`, {
      orgName: '燕山理工学院',
      orgCode: 'YSLG',
      orgType: '1',
      area: '110114',
      isCustomer: 'Y',
      cpcOrganizationAddressList: [
        {
          addressType: '1',
          area: '110114',
          detail: '北清路1号',
          postcode: '102206',
          receiver: '王老师',
          phone: '13911112222',
        },
        { id: 'row_temp_1', addressType: '3', detail: '北清路1号 考试中心', postcode: '102206' },
      ],
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    id = (await db().select().from(cpcOrganization).where(eq(cpcOrganization.orgCode, 'YSLG')))[0]!.id;
    const saved = await addressesOf(id);
    expect(saved.map((a) => [a.addressType, a.detail])).toEqual([
      ['1', '北清路1号'],
      ['3', '北清路1号 考试中心'],
    ]);
    expect(saved[1]!.id).not.toBe('row_temp_1');
    const complete = (await staff.get<Rec>(`${ORG}/queryCompleteById`, { id })).body.result;
    expect(complete).toMatchObject({ collegeCount: 0, studentCount: 0, linkUserCount: 0 });
    expect((complete.cpcOrganizationAddressList as Rec[]).map((a) => a.addressType_dictText)).toEqual(['办公', '考点']);
  });

  it('edits keep, change, add and remove address rows; a body without the list leaves them', async () => {
    const [office, centre] = await addressesOf(id);
    const res = await staff.put(`${ORG}/edit`, {
      id,
      principal: '赵院长',
      cpcOrganizationAddressList: [
        { ...office, detail: '北清路1号 行政楼' },
        { addressType: '2', detail: '北清路1号 收发室', postcode: '102206', phone: '13911113333' },
      ],
    });
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    const saved = await addressesOf(id);
    expect(saved.map((a) => [a.addressType, a.detail])).toEqual([
      ['1', '北清路1号 行政楼'],
      ['2', '北清路1号 收发室'],
    ]);
    expect(saved[0]!.id).toBe(office!.id);
    expect(saved.map((a) => a.id)).not.toContain(centre!.id);
    await staff.put(`${ORG}/edit`, { id, website: 'https://www.yslg.edu.cn' });
    expect(await addressesOf(id)).toHaveLength(2);
  });

  it('refuses bad rows (grid rules p and m, required fields) and saves nothing of the refused write', async () => {
    const bad = await staff.put(`${ORG}/edit`, {
      id,
      principal: '不该保存',
      cpcOrganizationAddressList: [
        { addressType: '1', detail: '北清路1号' },
        { addressType: '2', detail: '北清路2号', postcode: '012345', phone: '12345' },
      ],
    });
    expect(bad.body).toMatchObject({
      success: false,
      message: '地址第 2 行：邮政编码：请输入正确的邮政编码!；联系电话：请输入正确的手机号码!',
    });
    const missing = await staff.post(`${ORG}/add`, {
      orgName: '缺地址学院',
      orgCode: 'QDZ',
      orgType: '1',
      cpcOrganizationAddressList: [{ addressType: '1' }],
    });
    expect(missing.body.message).toBe('地址第 1 行：请输入详细地址!');
    expect(
      (await staff.post(`${ORG}/add`, { orgName: 'x', orgCode: 'QDZ2', orgType: '1', cpcOrganizationAddressList: 'x' }))
        .body.message,
    ).toBe('地址格式不正确，应为对象数组');
    const [row] = await db().select().from(cpcOrganization).where(eq(cpcOrganization.id, id));
    expect(row!.principal).toBe('赵院长');
    expect(await addressesOf(id)).toHaveLength(2);
    expect(await db().select().from(cpcOrganization).where(eq(cpcOrganization.orgCode, 'QDZ'))).toEqual([]);
  });

  it('orgCode is unique; an organisation with colleges is not deleted, an empty one goes with its addresses', async () => {
    const dup = await staff.post(`${ORG}/add`, { orgName: '重复', orgCode: 'JHLG', orgType: '1' });
    expect(dup.body).toMatchObject({ success: false, message: '机构编码「JHLG」已存在' });
    const busy = await staff.del(`${ORG}/delete`, { id: ids.org('JHLG') });
    expect(busy.body.message).toMatch(/^机构「京华理工大学」下还有10个学院、\d+名学生、3位联系人，不能删除$/);
    expect((await staff.del(`${ORG}/delete`, { id })).body).toMatchObject({ success: true });
    expect(await addressesOf(id)).toEqual([]);
  });
});

describe('a college with its programmes', () => {
  const org = () => ids.org('YDCJ');
  let id: string;
  const programmes = () =>
    db()
      .select()
      .from(cpcCollegeProgramme)
      .where(eq(cpcCollegeProgramme.collegeId, id))
      .orderBy(cpcCollegeProgramme.name);

  it('adds the college with its programmes; collegeCode is unique within the organisation', async () => {
    const res = await staff.post(`${COLLEGE}/add`, {
      organizationId: org(),
      collegeName: '数字经济学院',
      collegeCode: 'YDCJ20',
      cpcCollegeProgrammeList: [
        { programmeType: '1', disciplineCode: '0202', name: '数字经济', approvedYear: 2021 },
        { programmeType: '3', disciplineCode: '0202', name: '应用经济学' },
      ],
    });
    expect(res.body).toMatchObject({ success: true });
    id = (await db().select().from(cpcCollege).where(eq(cpcCollege.collegeCode, 'YDCJ20')))[0]!.id;
    expect((await programmes()).map((p) => [p.programmeType, p.name, p.organizationId])).toEqual([
      ['3', '应用经济学', org()],
      ['1', '数字经济', org()],
    ]);
    const same = await staff.post(`${COLLEGE}/add`, {
      organizationId: org(),
      collegeName: '又一个',
      collegeCode: 'YDCJ20',
    });
    expect(same.body).toMatchObject({ success: false, message: '学院编码「YDCJ20」在该机构已存在' });
    const elsewhere = await staff.post(`${COLLEGE}/add`, {
      organizationId: ids.org('HJCJ'),
      collegeName: '数字经济学院',
      collegeCode: 'YDCJ20',
    });
    expect(elsewhere.body).toMatchObject({ success: true });
  });

  it('refuses unknown discipline codes and repeated rows; a programme students study is not removed', async () => {
    const unknown = await staff.put(`${COLLEGE}/edit`, {
      id,
      cpcCollegeProgrammeList: [{ programmeType: '1', disciplineCode: '9999', name: '不存在' }],
    });
    expect(unknown.body.message).toBe('专业第 1 行：学科代码「9999」不在学科目录中');
    const twice = await staff.put(`${COLLEGE}/edit`, {
      id,
      cpcCollegeProgrammeList: [
        { programmeType: '1', disciplineCode: '0202', name: '数字经济' },
        { programmeType: '1', disciplineCode: '0202', name: '数字经济' },
      ],
    });
    expect(twice.body.message).toBe('专业第 2 行：「数字经济」重复');

    const [bachelor] = (await programmes()).filter((p) => p.programmeType === '1');
    const student = await staff.post(`${STUDENT}/add`, {
      organizationId: org(),
      collegeId: id,
      programmeId: bachelor!.id,
      studentNo: '2024200001',
      name: '钱多多',
      idCardNo: nationalId('20060102'),
      degreeLevel: '1',
    });
    expect(student.body).toMatchObject({ success: true });
    const removing = await staff.put(`${COLLEGE}/edit`, { id, cpcCollegeProgrammeList: [] });
    expect(removing.body.message).toBe('专业「数字经济」已有1名学生，不能删除');
    expect(await programmes()).toHaveLength(2);
    expect((await staff.del(`${COLLEGE}/delete`, { id })).body.message).toBe(
      '学院「数字经济学院」下还有1名学生，不能删除',
    );
    // The student got the birthday and sex of the ID number (sequence 123: odd, a man).
    const [saved] = await db().select().from(cpcStudent).where(eq(cpcStudent.studentNo, '2024200001'));
    expect(saved).toMatchObject({ birthday: '2006-01-02', sex: 1 });
  });
});

describe('a contact and its customer account', () => {
  it('adding a contact creates the account (customer role) it then signs in with', async () => {
    const res = await staff.post<Rec>(`${LINK}/add`, {
      institutionId: ids.org('BFSF'),
      realname: '欧阳新',
      username: 'bfsf_oyx',
      password: 'Portal2024',
      Phone: '13700001111',
      email: 'oyx@bfsf.edu.cn',
      linkRole: '2',
    });
    expect(res.body).toMatchObject({
      success: true,
      message: '添加成功！',
      result: { account: 'created', username: 'bfsf_oyx' },
    });
    const [user] = await db().select().from(sysUser).where(eq(sysUser.username, 'bfsf_oyx'));
    expect(user).toMatchObject({ realname: '欧阳新', phone: '13700001111', status: 1, homePath: '/cpctest/customer' });
    expect(res.body.result.userId).toBe(user!.id);
    const roles = await db()
      .select({ code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, user!.id));
    expect(roles.map((r) => r.code)).toEqual(['customer']);

    const signedIn = await login(server.app, 'bfsf_oyx', 'Portal2024');
    expect(signedIn.body.code).toBe(200);
    // The account belongs to the contacts' department, so the sign-in never says 您尚未归属部门.
    expect(signedIn.body.result).toMatchObject({ multi_depart: 1, userInfo: { orgCode: 'A02A02' } });
    const contact = client(server.app, signedIn.body.result.token);
    expect((await contact.get<Rec>('/cutumer/organization/getInstitutionByUserId')).body.result).toMatchObject({
      orgName: '北方师范大学',
    });
    // A name change reaches the account; the account name never changes.
    const [row] = await db().select().from(cpcLinkUser).where(eq(cpcLinkUser.username, 'bfsf_oyx'));
    expect((await staff.put(`${LINK}/edit`, { id: row!.id, realname: '欧阳欣' })).body.success).toBe(true);
    expect((await db().select().from(sysUser).where(eq(sysUser.id, user!.id)))[0]!.realname).toBe('欧阳欣');
    expect((await staff.put(`${LINK}/edit`, { id: row!.id, username: 'other' })).body.message).toBe(
      '登录账号不允许修改',
    );
  });

  it('links an existing customer account, never an internal or another contact’s one', async () => {
    const linked = await staff.post<Rec>(`${LINK}/add`, {
      institutionId: ids.org('BFSF'),
      realname: '宋佳',
      username: 'songjia',
      Phone: '18312345622',
      linkRole: '2',
    });
    expect(linked.body.result).toMatchObject({ account: 'linked', userId: ids.user('songjia') });
    const songjia = client(server.app, await tokenFor(server.app, 'songjia'));
    expect((await songjia.get<Rec>('/custumer/linkUser/getsysById')).body.result).toMatchObject({
      username: 'songjia',
    });

    const internal = await staff.post(`${LINK}/add`, {
      institutionId: ids.org('BFSF'),
      realname: '张晓明',
      username: 'jeecg',
      Phone: '13800000001',
      linkRole: '2',
    });
    expect(internal.body).toMatchObject({ success: false, message: '账号「jeecg」不是客户账号，不能关联为联系人' });
    const taken = await staff.post(`${LINK}/add`, {
      institutionId: ids.org('BFSF'),
      realname: '周杰',
      username: 'zhoujie',
      Phone: '18912345609',
      linkRole: '2',
    });
    expect(taken.body).toMatchObject({ success: false, message: '登录账号「zhoujie」已存在' });
  });

  it('refuses a second 院校负责人, a 学院联系人 without a college or with another institution’s, weak passwords, a used phone', async () => {
    const base = { institutionId: ids.org('JHLG'), realname: '测试', Phone: '13700002222' };
    expect((await staff.post(`${LINK}/add`, { ...base, username: 'jhlg_two', linkRole: '1' })).body.message).toBe(
      '该院校已有院校负责人「李文静」',
    );
    expect((await staff.post(`${LINK}/add`, { ...base, username: 'jhlg_col', linkRole: '3' })).body.message).toBe(
      '学院联系人须选择所属学院',
    );
    const foreign = await staff.post(`${LINK}/add`, {
      ...base,
      username: 'jhlg_col',
      linkRole: '3',
      collegeId: ids.college('HJCJ01'),
    });
    expect(foreign.body.message).toBe('所属学院不属于所选院校或不在您可操作的数据范围内');
    const weak = await staff.post(`${LINK}/add`, { ...base, username: 'jhlg_weak', linkRole: '2', password: 'abc' });
    expect(weak.body.message).toBe('登录密码：密码至少8位，且须同时包含字母和数字');
    const phone = await staff.post(`${LINK}/add`, {
      ...base,
      username: 'jhlg_ph',
      linkRole: '2',
      Phone: '13800000002',
    });
    expect(phone.body.message).toBe('手机号码「13800000002」已被其他账号使用');
    const programme = await staff.post(`${LINK}/add`, {
      ...base,
      username: 'jhlg_pg',
      linkRole: '2',
      professionIds: (await ids.contact('hjcj_xylxr')).professionIds,
    });
    expect(programme.body.message).toBe('负责专业须为所属院校的专业');
    expect(await db().select().from(sysUser).where(eq(sysUser.username, 'jhlg_weak'))).toEqual([]);
  });
});

describe("students' ID numbers", () => {
  it('are whole for the administrator and masked for staff in lists, queryById and exports', async () => {
    const [row] = await db()
      .select()
      .from(cpcStudent)
      .where(eq(cpcStudent.organizationId, ids.org('JHLG')))
      .limit(1);
    const whole = row!.idCardNo!;
    const masked = `${whole.slice(0, 6)}********${whole.slice(-4)}`;
    const find = async (api: Api) =>
      (await page(api, `${STUDENT}/list`, { studentNo: row!.studentNo, organizationId: row!.organizationId }))
        .records[0]!;
    expect((await find(admin)).idCardNo).toBe(whole);
    expect((await find(staff)).idCardNo).toBe(masked);
    expect((await staff.get<Rec>(`${STUDENT}/queryById`, { id: row!.id })).body.result.idCardNo).toBe(masked);
    const file = await staff.raw(`${STUDENT}/exportXls`, { selections: row!.id });
    const sheet = XLSX.read(file.rawPayload, { type: 'buffer' });
    const cells = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1, defval: '' });
    expect(cells[2]).toContain('身份证号');
    expect(cells[3]).toContain(masked);
    expect(JSON.stringify(cells)).not.toContain(whole);
    // Staff cannot find a number by filtering, sorting or the advanced query either.
    const all = (await page(staff, `${STUDENT}/list`)).total;
    expect((await page(staff, `${STUDENT}/list`, { idCardNo: whole })).total).toBe(all);
    expect((await staff.get(`${STUDENT}/list`, { column: 'idCardNo' })).body.message).toBe(
      '请注意，将要排序的列字段不存在：idCardNo',
    );
    const query = encodeURIComponent(JSON.stringify([{ field: 'idCardNo', rule: 'eq', val: whole }]));
    expect((await staff.get(`${STUDENT}/list`, { superQueryParams: query })).body.success).toBe(false);
  });

  it('a masked number sent back unchanged keeps the stored one; a wrong one is refused', async () => {
    const [row] = await db()
      .select()
      .from(cpcStudent)
      .where(eq(cpcStudent.organizationId, ids.org('QTDX')))
      .limit(1);
    const shown = (await staff.get<Rec>(`${STUDENT}/queryById`, { id: row!.id })).body.result;
    const edited = await staff.put(`${STUDENT}/edit`, { ...shown, name: '改名同学' });
    expect(edited.body).toMatchObject({ success: true });
    const [after] = await db().select().from(cpcStudent).where(eq(cpcStudent.id, row!.id));
    expect(after).toMatchObject({ name: '改名同学', idCardNo: row!.idCardNo });
    const forged = await staff.put(`${STUDENT}/edit`, { id: row!.id, idCardNo: '110108********0000' });
    expect(forged.body.message).toBe('身份证号：请输入正确的身份证号码!');
    expect((await staff.put(`${STUDENT}/edit`, { id: row!.id, idCardNo: '110108200601011234' })).body.message).toBe(
      '身份证号：请输入正确的身份证号码!',
    );
  });

  it('studentNo is unique within the organisation; the college must be the organisation’s', async () => {
    const [row] = await db()
      .select()
      .from(cpcStudent)
      .where(eq(cpcStudent.organizationId, ids.org('NYDX')))
      .limit(1);
    const base = { name: '新同学', studentNo: row!.studentNo, degreeLevel: '1' };
    const dup = await staff.post(`${STUDENT}/add`, {
      ...base,
      organizationId: row!.organizationId,
      collegeId: row!.collegeId,
    });
    expect(dup.body.message).toBe(`学号「${row!.studentNo}」在该院校已存在`);
    // The same number in two institutions is two students.
    const fresh = { ...base, studentNo: '2098000001' };
    const here = await staff.post(`${STUDENT}/add`, {
      ...fresh,
      organizationId: row!.organizationId,
      collegeId: row!.collegeId,
    });
    expect(here.body, here.body.message).toMatchObject({ success: true });
    const other = await staff.post(`${STUDENT}/add`, {
      ...fresh,
      organizationId: ids.org('BSDX'),
      collegeId: ids.college('BSDX01'),
    });
    expect(other.body, other.body.message).toMatchObject({ success: true });
    const wrongCollege = await staff.post(`${STUDENT}/add`, {
      ...base,
      studentNo: '2099990001',
      organizationId: ids.org('BSDX'),
      collegeId: ids.college('NYDX01'),
    });
    expect(wrongCollege.body.message).toBe(
      `所属学院「${ids.college('NYDX01')}」不是该院校的学院或不在您可操作的数据范围内`,
    );
  });
});

describe('a student import with bad rows', () => {
  it('saves the good rows and reports every bad one with its line and reason', async () => {
    const header = [
      '所属院校',
      '所属学院',
      '所学专业',
      '学号',
      '姓名',
      '性别',
      '身份证号',
      '入学年份',
      '培养层次',
      '手机号码',
    ];
    const rows: unknown[][] = [];
    for (let i = 0; i < 1000; i++)
      rows.push([
        '齐鲁大学',
        i % 2 === 0 ? '计算机科学与技术学院' : 'QLDX02',
        i % 2 === 0 ? '软件工程' : '经济学',
        `2025${String(i).padStart(6, '0')}`,
        `导入学生${i}`,
        i % 2 === 0 ? '男' : '女',
        nationalId('20070301', String(100 + (i % 800)).padStart(3, '0')),
        2025,
        '本科',
        '13912340000',
      ]);
    rows[10]![1] = '不存在的学院';
    rows[20]![6] = '110108200703011111';
    rows[30]![3] = rows[31]![3];
    rows[40]![0] = '不存在的大学';
    rows[50]![2] = '临床医学';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([['学生列表'], ['导出人:测试'], header, ...rows]),
      '学生',
    );
    const data = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const res = await staff.upload<Rec>(`${STUDENT}/importExcel`, [{ name: '学生.xlsx', data }]);
    expect(res.body).toMatchObject({
      success: true,
      code: 201,
      message: '文件导入成功，但有错误。',
      result: { totalCount: 1000, errorCount: 5, successCount: 995 },
    });
    const log = await staff.raw(String(res.body.result.fileUrl));
    const lines = log.body.trim().split(/\r?\n/);
    expect(lines).toEqual([
      '第 11 行：所属学院「不存在的学院」不是该院校的学院或不在您可操作的数据范围内',
      '第 21 行：身份证号：请输入正确的身份证号码!',
      `第 32 行：学号「${String(rows[31]![3])}」在该院校已存在`,
      '第 41 行：所属院校「不存在的大学」不是有效的选项',
      '第 51 行：所学专业「临床医学」不是该学院的专业或不在您可操作的数据范围内',
    ]);
    const saved = await db()
      .select()
      .from(cpcStudent)
      .where(and(eq(cpcStudent.organizationId, ids.org('QLDX')), eq(cpcStudent.enrollYear, 2025)));
    expect(saved).toHaveLength(995);
    const first = saved.find((s) => s.studentNo === '2025000000')!;
    expect(first).toMatchObject({ collegeId: ids.college('QLDX01'), sex: 1, degreeLevel: '1', createBy: 'jeecg' });
    const second = saved.find((s) => s.studentNo === '2025000001')!;
    expect(second.collegeId).toBe(ids.college('QLDX02'));
  });
});

describe('全国管理员', () => {
  it('takes only internal accounts, once each, with real provinces', async () => {
    const customer = await admin.post(`${NATIONAL}/add`, {
      userId: ids.user('customer'),
      provinces: '110000',
      phone: '13800000002',
    });
    expect(customer.body.message).toBe('账号「customer」是院校客户账号，不能设为全国管理员');
    const twice = await admin.post(`${NATIONAL}/add`, {
      userId: ids.user('xuming'),
      provinces: '110000',
      phone: '13312345611',
    });
    expect(twice.body.message).toBe('账号「xuming」已是全国管理员');
    const bad = await admin.post(`${NATIONAL}/add`, {
      userId: ids.user('liuyang'),
      provinces: '110000,999999',
      phone: '13712345604',
    });
    expect(bad.body.message).toBe('负责省份「999999」不是有效的省份');
    const ok = await admin.post(`${NATIONAL}/add`, {
      userId: ids.user('liuyang'),
      provinces: '440000,450000',
      phone: '13712345604',
    });
    expect(ok.body).toMatchObject({ success: true });
    const liuyang = client(server.app, await tokenFor(server.app, 'liuyang'));
    const orgs = await page(liuyang, `${ORG}/list`, { pageSize: 100 });
    expect(orgs.records.map((r) => r.orgCode).sort()).toEqual(['LNYK', 'NYDX', 'PCKJ']);
  });
});
