/**
 * The business demo data, generated deterministically (a seeded PRNG) and written with set-based
 * SQL: each table in one INSERT … SELECT from json_populate_recordset, so 8,000 students cost one statement.
 * Institutions, their addresses, colleges with programmes from the 学科目录, contacts with their customer accounts
 * (one shared demo password hash), students, and two national managers. `customer` is the 院校负责人 of 京华理工大学,
 * `zhuhong` its 院校联系人 and `wuxia` the 学院联系人 of its first college; `zhoujie` (院校负责人) and `heping`
 * (院校联系人) are the contacts of 沪江财经大学; `songjia` is a customer account that is nobody's contact.
 */
import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LINK_ROLE } from '../../src/domain/entities/link-user';
import { DEGREE_LEVEL } from '../../src/domain/entities/student';
import { PROGRAMME_TYPE } from '../../src/domain/entities/college';
import { demoSalt, hashPassword } from '../lib/password';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import {
  CITIES,
  COLLEGES_PER_TIER,
  FEMALE_CHARS,
  MALE_CHARS,
  MOBILE_PREFIXES,
  ORGS,
  PROFILE_COLLEGES,
  PROFILE_INTRO,
  ROADS,
  SURNAMES,
  TEMPLATES,
  type OrgDef,
} from './seed-business-data';
import { buildDisciplineCategories, DISCIPLINE_NAMES } from './seed-disciplines';
import { USERS, userEmail } from './seed-org';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcLinkUser,
  cpcNationalManager,
  cpcOrganization,
  cpcOrganizationAddress,
  cpcStudent,
  sysCategory,
  sysUser,
  sysUserRole,
} from './schema';

export const DEMO_STUDENT_COUNT = 8000;
const CUSTOMER_ROLE_ID = seedId(2, 3);
const audit = { createBy: 'admin', createTime: SEED_TIME };

type Row = Record<string, unknown>;

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

type Rand = ReturnType<typeof prng>;

function personName(rand: Rand, sex: 1 | 2): string {
  const chars = sex === 1 ? MALE_CHARS : FEMALE_CHARS;
  const given = rand.next() < 0.6 ? rand.pick(chars) + rand.pick(chars) : rand.pick(chars);
  return rand.pick(SURNAMES) + given;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A valid 18-character national ID number (GB 11643: region, birth date, sequence with the sex, check character). */
function nationalId(region: string, birthday: string, sequence: number, sex: 1 | 2): string {
  const seq = sequence * 2 + (sex === 1 ? 1 : 0);
  const body = `${region}${birthday.replace(/-/g, '')}${pad(seq % 1000, 3)}`;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(body[i]), 0);
  return body + '10X98765432'[sum % 11]!;
}

function birthday(rand: Rand, year: number): string {
  const month = rand.int(1, 12);
  const day = rand.int(1, 28);
  return `${year}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Inserts rows (drizzle property names) in one statement: INSERT … SELECT FROM json_populate_recordset. */
export async function insertSet(db: Pick<Db, 'execute'>, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, Column>;
  const props = Object.keys(rows[0]!);
  const names = props.map((p) => {
    const column = columns[p];
    if (!column) throw new Error(`insertSet: no column ${p}`);
    return column.name;
  });
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(props.map((p, i) => [names[i], r[p] ?? null]))));
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}

interface ProgrammeSeed {
  id: string;
  type: string;
}

interface CollegeSeed {
  id: string;
  org: OrgDef;
  orgId: string;
  index: number;
  programmes: ProgrammeSeed[];
}

const cityOf = (area: string) => CITIES[area.slice(0, 4)] ?? ['100000', '010'];
const landline = (rand: Rand, area: string) => `${cityOf(area)[1]}-${rand.int(5, 8)}${pad(rand.int(0, 9999999), 7)}`;

/** Every generated row, by table. */
export function buildBusiness() {
  const rand = prng(20240301);
  const organizations: Row[] = [];
  const addresses: Row[] = [];
  const colleges: Row[] = [];
  const programmes: Row[] = [];
  const collegeSeeds: CollegeSeed[] = [];
  const orgIds = new Map<string, string>();

  ORGS.forEach((org, i) => {
    const id = seedId(17, i + 1);
    orgIds.set(org.code, id);
    const principal = personName(rand, rand.next() < 0.7 ? 1 : 2);
    const domain = `${org.code.toLowerCase()}.edu.cn`;
    organizations.push({
      id,
      orgName: org.name,
      orgCode: org.code,
      orgType: org.type,
      area: org.area,
      principal,
      phone: landline(rand, org.area),
      email: `office@${domain}`,
      website: `https://www.${domain}`,
      intro: `<p>${org.name}${PROFILE_INTRO[org.profile]}</p>`,
      isCustomer: org.customer ? 'Y' : 'N',
      status: 1,
      ...audit,
    });
    const [postcode] = cityOf(org.area);
    const road = ROADS[i % ROADS.length]!;
    const office = { organizationId: id, area: org.area, postcode, ...audit };
    addresses.push({
      id: seedId(18, addresses.length + 1),
      ...office,
      addressType: '1',
      detail: `${road}${rand.int(1, 300)}号行政楼`,
      receiver: principal,
      phone: `${rand.pick(MOBILE_PREFIXES)}${pad(rand.int(0, 99999999), 8)}`,
    });
    if (org.customer)
      addresses.push({
        id: seedId(18, addresses.length + 1),
        ...office,
        addressType: '2',
        detail: `${road}${rand.int(1, 300)}号 教务处（收发室）`,
        receiver: personName(rand, 2),
        phone: `${rand.pick(MOBILE_PREFIXES)}${pad(rand.int(0, 99999999), 8)}`,
      });
    if (org.tier === 1 || org.tier === 2)
      addresses.push({
        id: seedId(18, addresses.length + 1),
        ...office,
        addressType: '3',
        detail: `${road}${rand.int(1, 300)}号 信息楼一层考点`,
        receiver: personName(rand, 1),
        phone: `${rand.pick(MOBILE_PREFIXES)}${pad(rand.int(0, 99999999), 8)}`,
      });

    const templates = PROFILE_COLLEGES[org.profile].slice(0, COLLEGES_PER_TIER[org.tier]);
    templates.forEach((key, c) => {
      const template = TEMPLATES[key]!;
      const collegeId = seedId(19, colleges.length + 1);
      colleges.push({
        id: collegeId,
        organizationId: id,
        collegeName: template.name,
        collegeCode: `${org.code}${pad(c + 1, 2)}`,
        dean: personName(rand, rand.next() < 0.75 ? 1 : 2),
        phone: landline(rand, org.area),
        intro: `${org.name}${template.name}`,
        sortNo: c + 1,
        ...audit,
      });
      const seed: CollegeSeed = { id: collegeId, org, orgId: id, index: c + 1, programmes: [] };
      const add = (type: string, discipline: string, name: string) => {
        const pid = seedId(20, programmes.length + 1);
        programmes.push({
          id: pid,
          collegeId,
          organizationId: id,
          programmeType: type,
          disciplineCode: discipline,
          name,
          approvedYear: rand.int(type === PROGRAMME_TYPE.firstDoctor ? 1990 : 1985, 2021),
          ...audit,
        });
        seed.programmes.push({ id: pid, type });
      };
      for (const [name, discipline] of template.majors) add(PROGRAMME_TYPE.undergraduate, discipline, name);
      const graduate = org.tier === 1 || org.tier === 2 || org.tier === 0;
      if (graduate && template.professional)
        add(PROGRAMME_TYPE.professionalMaster, template.professional, DISCIPLINE_NAMES.get(template.professional)!);
      const masters = org.tier === 1 || org.tier === 0 ? template.disciplines : template.disciplines.slice(0, 1);
      if (graduate) for (const d of masters) add(PROGRAMME_TYPE.firstMaster, d, DISCIPLINE_NAMES.get(d)!);
      const doctoral = org.tier === 1 || (org.tier === 0 && org.type === '2');
      if (doctoral && template.disciplines[0])
        add(PROGRAMME_TYPE.firstDoctor, template.disciplines[0], DISCIPLINE_NAMES.get(template.disciplines[0])!);
      collegeSeeds.push(seed);
    });
  });

  const { users, userRoles, linkUsers } = buildContacts(rand, orgIds, collegeSeeds);
  const students = buildStudents(rand, collegeSeeds);
  const nationalManagers = [
    { username: 'wangqiang', provinces: '110000,120000,410000,210000', remark: '华北、东北及河南片区' },
    { username: 'xuming', provinces: '310000,320000,330000,340000,350000,370000', remark: '华东片区' },
  ].map((m, i) => {
    const index = USERS.findIndex((u) => u.username === m.username);
    return {
      id: seedId(25, i + 1),
      userId: seedId(1, index + 1),
      provinces: m.provinces,
      phone: USERS[index]!.phone,
      remark: m.remark,
      ...audit,
    };
  });
  return { organizations, addresses, colleges, programmes, users, userRoles, linkUsers, students, nationalManagers };
}

/** The demo accounts that are contacts: [username, organisation code, link role, first college?]. */
const DEMO_CONTACTS: [string, string, string, boolean][] = [
  ['customer', 'JHLG', LINK_ROLE.principal, false],
  ['zhuhong', 'JHLG', LINK_ROLE.institution, false],
  ['wuxia', 'JHLG', LINK_ROLE.college, true],
  ['zhoujie', 'HJCJ', LINK_ROLE.principal, false],
  ['heping', 'HJCJ', LINK_ROLE.institution, false],
];

const ROLE_SUFFIX: Record<string, string> = { '1': 'fzr', '2': 'lxr', '3': 'xylxr' };

function buildContacts(rand: Rand, orgIds: Map<string, string>, collegeSeeds: CollegeSeed[]) {
  const users: Row[] = [];
  const userRoles: Row[] = [];
  const linkUsers: Row[] = [];
  const phones = new Set(USERS.map((u) => u.phone));
  const firstCollege = (code: string) => collegeSeeds.find((c) => c.org.code === code)?.id ?? null;
  const programmesOf = (collegeId: string | null) =>
    collegeSeeds.find((c) => c.id === collegeId)?.programmes.map((p) => p.id) ?? [];
  const addLink = (
    org: OrgDef,
    role: string,
    user: { id: string; realname: string; username: string },
    p: string,
    e: string,
  ) => {
    const collegeId = role === LINK_ROLE.college ? firstCollege(org.code) : null;
    linkUsers.push({
      id: seedId(21, linkUsers.length + 1),
      institutionId: orgIds.get(org.code)!,
      collegeId,
      userId: user.id,
      realname: user.realname,
      username: user.username,
      Phone: p,
      email: e,
      linkRole: role,
      professionIds: collegeId ? programmesOf(collegeId).join(',') || null : null,
      status: 1,
      ...audit,
    });
  };
  for (const org of ORGS) {
    const roles = [LINK_ROLE.principal, LINK_ROLE.institution, ...(org.tier === 1 ? [LINK_ROLE.college] : [])];
    for (const role of roles) {
      const demo = DEMO_CONTACTS.find(([, code, r]) => code === org.code && r === role);
      if (demo) {
        const index = USERS.findIndex((u) => u.username === demo[0]);
        const def = USERS[index]!;
        addLink(
          org,
          role,
          { id: seedId(1, index + 1), realname: def.realname, username: def.username },
          def.phone,
          userEmail(def),
        );
        continue;
      }
      const sex: 1 | 2 = rand.next() < 0.55 ? 1 : 2;
      const username = `${org.code.toLowerCase()}_${ROLE_SUFFIX[role]}`;
      let phone: string;
      do phone = `${rand.pick(MOBILE_PREFIXES)}${pad(rand.int(0, 99999999), 8)}`;
      while (phones.has(phone));
      phones.add(phone);
      const n = users.length + 1;
      const user = { id: seedId(22, n), realname: personName(rand, sex), username };
      const email = `${username}@${org.code.toLowerCase()}.edu.cn`;
      users.push({
        ...user,
        sex,
        birthday: birthday(rand, rand.int(1968, 1994)),
        phone,
        email,
        status: 1,
        delFlag: 0,
        workNo: `YX${pad(100 + n, 4)}`,
        relTenantIds: '2',
        homePath: '/cpctest/customer',
        userIdentity: 1,
        ...audit,
      });
      userRoles.push({ id: seedId(23, n), userId: user.id, roleId: CUSTOMER_ROLE_ID });
      addLink(org, role, user, phone, email);
    }
  }
  return { users, userRoles, linkUsers };
}

/** Weights of a college's student numbers by the tier of its institution. */
const STUDENT_WEIGHT: Record<number, number> = { 1: 36, 2: 30, 3: 22, 0: 6 };

function buildStudents(rand: Rand, collegeSeeds: CollegeSeed[]): Row[] {
  const withProgrammes = collegeSeeds.filter((c) => c.programmes.length > 0);
  const weights = withProgrammes.map((c) => STUDENT_WEIGHT[c.org.tier]!);
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((DEMO_STUDENT_COUNT * w) / total));
  for (let i = 0; counts.reduce((a, b) => a + b, 0) < DEMO_STUDENT_COUNT; i++) counts[i % counts.length]!++;
  const students: Row[] = [];
  const regions = [...new Set(collegeSeeds.map((c) => c.org.area))];
  withProgrammes.forEach((college, ci) => {
    const of = (types: string[]) => college.programmes.filter((p) => types.includes(p.type));
    const bachelor = of([PROGRAMME_TYPE.undergraduate]);
    const master = of([PROGRAMME_TYPE.professionalMaster, PROGRAMME_TYPE.firstMaster]);
    const doctor = of([PROGRAMME_TYPE.firstDoctor]);
    const sequences = new Map<string, number>();
    for (let k = 0; k < counts[ci]!; k++) {
      const roll = rand.next();
      let level: string = DEGREE_LEVEL.bachelor;
      if (bachelor.length === 0 || (master.length > 0 && roll < 0.22)) level = DEGREE_LEVEL.master;
      if (doctor.length > 0 && roll < 0.06) level = DEGREE_LEVEL.doctor;
      if (level === DEGREE_LEVEL.master && master.length === 0) level = DEGREE_LEVEL.doctor;
      const pool = level === DEGREE_LEVEL.bachelor ? bachelor : level === DEGREE_LEVEL.master ? master : doctor;
      const programme = rand.pick(pool);
      const enrollYear =
        level === DEGREE_LEVEL.bachelor
          ? rand.int(2020, 2023)
          : level === DEGREE_LEVEL.master
            ? rand.int(2021, 2023)
            : rand.int(2019, 2023);
      const age =
        level === DEGREE_LEVEL.bachelor ? 18 : level === DEGREE_LEVEL.master ? rand.int(22, 24) : rand.int(25, 28);
      const sex: 1 | 2 = rand.next() < 0.52 ? 1 : 2;
      const born = birthday(rand, enrollYear - age);
      const key = `${enrollYear}${level}`;
      const seq = (sequences.get(key) ?? 0) + 1;
      sequences.set(key, seq);
      const studentNo = `${enrollYear}${pad(college.index, 2)}${level}${pad(seq, 3)}`;
      const region = rand.next() < 0.5 ? college.org.area : rand.pick(regions);
      const status = rand.next();
      students.push({
        id: seedId(24, students.length + 1),
        organizationId: college.orgId,
        collegeId: college.id,
        programmeId: programme.id,
        studentNo,
        name: personName(rand, sex),
        sex,
        idCardNo: nationalId(region, born, rand.int(0, 499), sex),
        birthday: born,
        enrollYear,
        degreeLevel: level,
        phone: `${rand.pick(MOBILE_PREFIXES)}${pad(rand.int(0, 99999999), 8)}`,
        email: `${studentNo}@stu.${college.org.code.toLowerCase()}.edu.cn`,
        status: status < 0.97 ? '1' : status < 0.99 ? '3' : '4',
        ...audit,
      });
    }
  });
  return students;
}

/** Writes the business demo data (and the 学科目录 tree) in the seed's transaction. */
export async function seedBusiness(tx: Pick<Db, 'execute'>): Promise<void> {
  const data = buildBusiness();
  // Every contact account shares one salt and so one hash of the demo password: one scrypt run, not ninety.
  const salt = demoSalt('contacts');
  const password = await hashPassword('123456', salt);
  await insertSet(tx, sysCategory, buildDisciplineCategories() as unknown as Row[]);
  await insertSet(tx, cpcOrganization, data.organizations);
  await insertSet(tx, cpcOrganizationAddress, data.addresses);
  await insertSet(tx, cpcCollege, data.colleges);
  await insertSet(tx, cpcCollegeProgramme, data.programmes);
  await insertSet(
    tx,
    sysUser,
    data.users.map((u) => ({ ...u, password, salt })),
  );
  await insertSet(tx, sysUserRole, data.userRoles);
  await insertSet(tx, cpcLinkUser, data.linkUsers);
  await insertSet(tx, cpcStudent, data.students);
  await insertSet(tx, cpcNationalManager, data.nationalManagers);
}
