/**
 * The national-size data (`npm run seed:scale`, not part of the demo): on top of the demo, `institutions`
 * institutions (院校 S0001 …) of five colleges each, one undergraduate programme per college, `students` students
 * spread evenly over them, one 30-topic paper and one test, 成绩已发布, that every one of those institutions takes and
 * every student has a grade of (3 % absent), with a score on each topic drawn as the demo's are (seed-grades.ts).
 * Written set-based from generate_series, so 500,000 students and 15 million scores cost a handful of statements.
 * Ids follow the demo's in each table's block (SCALE_ID_OFFSET on), so running it twice adds nothing.
 */
import { sql } from 'drizzle-orm';
import { PROGRAMME_TYPE } from '../../src/domain/entities/college';
import { DEGREE_LEVEL } from '../../src/domain/entities/student';
import { TEST_MODE, TEST_STATUS } from '../../src/domain/entities/test';
import type { Db } from './db-type';
import { SEED_TIME, seedId, type IdBlock } from './ids';
import { insertSet } from './seed-business';
import { FEMALE_CHARS, MALE_CHARS, ORGS, PROFILE_COLLEGES, SURNAMES, TEMPLATES } from './seed-business-data';
import { seedGrades } from './seed-grades';
import { buildPapers, type DEMO_PAPERS } from './seed-papers';
import { cpcPaper, cpcPaperTopic, cpcTest } from './schema';

/** Where the scale rows' id numbers start in each block: far after the demo's. */
export const SCALE_ID_OFFSET = 10_000_000_000;
export const SCALE_TEST_ID = seedId(29, SCALE_ID_OFFSET + 1);
export const SCALE_TEST_CODE = 'KS2026QG';
const COLLEGES_PER_INSTITUTION = 5;

export interface ScaleOptions {
  institutions: number;
  students: number;
}

export const NATIONAL_SIZE: ScaleOptions = { institutions: 2000, students: 500_000 };

const idSql = (block: IdBlock, n: ReturnType<typeof sql>) =>
  sql`(${seedId(block, SCALE_ID_OFFSET)}::bigint + ${n})::text`;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
/** The k-th element (from 0) of a text array, cycling. */
const nth = (array: ReturnType<typeof sql>, length: number, k: ReturnType<typeof sql>) =>
  sql`(${array})[1 + ((${k}) % ${length})]`;
/** A whole number in [0, 2^31) from an integer (hashint8), for the deterministic draws. */
const draw = (k: ReturnType<typeof sql>, salt: number) => sql`abs(hashint8((${k}) * 7 + ${salt}))`;

/** Has the scale data been written to this database? */
export async function hasScaleData(db: Pick<Db, 'execute'>): Promise<boolean> {
  const result = (await db.execute(sql`select 1 from cpc_test where id = ${SCALE_TEST_ID}`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length > 0;
}

export async function seedScale(db: Db, options: ScaleOptions = NATIONAL_SIZE): Promise<boolean> {
  if (await hasScaleData(db)) return false;
  const { institutions, students } = options;
  const colleges = institutions * COLLEGES_PER_INSTITUTION;
  const audit = sql`'admin', ${SEED_TIME}::timestamp`;
  // Institutions take the demo institutions' places and kinds in turn: 京华理工大学 gives 京华 and 理工大学.
  const places = textArray(ORGS.map((o) => o.name.slice(0, 2)));
  const kinds = textArray(['理工大学', '师范大学', '财经大学', '医科大学', '农业大学', '科技学院', '大学', '工程学院']);
  const areas = textArray(ORGS.map((o) => o.area));
  const templates = PROFILE_COLLEGES.comprehensive.concat(PROFILE_COLLEGES.tech).map((key) => TEMPLATES[key]!);
  const collegeNames = textArray(templates.map((t) => t.name));
  const majors = textArray(templates.map((t) => t.majors[0]?.[0] ?? t.name));
  const majorCodes = textArray(templates.map((t) => t.majors[0]?.[1] ?? '0812'));
  const orgCode = sql`'S' || lpad(k::text, 4, '0')`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into cpc_organization (id, org_name, org_code, org_type, area, intro, is_customer, status, create_by,
        create_time)
      select ${idSql(17, sql`k`)}, ${nth(places, ORGS.length, sql`k`)} || ${nth(kinds, 8, sql`k / ${ORGS.length}`)}
          || '（' || ${orgCode} || '）',
        ${orgCode}, '1', ${nth(areas, ORGS.length, sql`k`)}, '全国规模测试数据。', '1', 1, ${audit}
      from generate_series(1, ${institutions}) k`);
    // College c (from 1) of institution ceil(c / 5), its j-th (from 0): j picks a template.
    await tx.execute(sql`
      insert into cpc_college (id, organization_id, college_name, college_code, sort_no, create_by, create_time)
      select ${idSql(19, sql`c`)}, ${idSql(17, sql`(c - 1) / 5 + 1`)},
        ${nth(collegeNames, templates.length, sql`(c - 1) % 5 + (c - 1) / 5`)}, lpad(((c - 1) % 5 + 1)::text, 2, '0'),
        (c - 1) % 5 + 1, ${audit}
      from generate_series(1, ${colleges}) c`);
    await tx.execute(sql`
      insert into cpc_college_programme (id, college_id, organization_id, programme_type, discipline_code, name,
        approved_year, create_by, create_time)
      select ${idSql(20, sql`c`)}, ${idSql(19, sql`c`)}, ${idSql(17, sql`(c - 1) / 5 + 1`)},
        ${PROGRAMME_TYPE.undergraduate}, ${nth(majorCodes, templates.length, sql`(c - 1) % 5 + (c - 1) / 5`)},
        ${nth(majors, templates.length, sql`(c - 1) % 5 + (c - 1) / 5`)}, 2010, ${audit}
      from generate_series(1, ${colleges}) c`);
    // Student s (from 1) belongs to college ceil(s / (students / colleges)), spread evenly.
    const college = sql`((s - 1) * ${colleges}::bigint / ${students} + 1)`;
    const sex = sql`(1 + ${draw(sql`s`, 1)} % 2)`;
    const given = (chars: string[]) =>
      sql`${nth(textArray(chars), chars.length, draw(sql`s`, 3))} || case when ${draw(sql`s`, 4)} % 10 < 6
        then ${nth(textArray(chars), chars.length, draw(sql`s`, 5))} else '' end`;
    await tx.execute(sql`
      insert into cpc_student (id, organization_id, college_id, programme_id, student_no, name, sex, enroll_year,
        degree_level, status, create_by, create_time)
      select ${idSql(24, sql`s`)}, ${idSql(17, sql`(${college} - 1) / 5 + 1`)}, ${idSql(19, college)},
        ${idSql(20, college)}, '2026' || lpad(s::text, 7, '0'),
        ${nth(textArray(SURNAMES), SURNAMES.length, draw(sql`s`, 2))}
          || case when ${sex} = 1 then ${given(MALE_CHARS)} else ${given(FEMALE_CHARS)} end,
        ${sex}, 2022 + ${draw(sql`s`, 6)} % 4, ${DEGREE_LEVEL.bachelor}, '1', ${audit}
      from generate_series(1, ${students}) s`);

    const paperDef: (typeof DEMO_PAPERS)[number] = ['SJ2026QG', '2026年全国统一测试卷', '1', 2026, 120, '1', 30];
    const { papers, topics } = buildPapers([paperDef], SCALE_ID_OFFSET);
    await insertSet(tx, cpcPaper, papers);
    await insertSet(tx, cpcPaperTopic, topics);
    await insertSet(tx, cpcTest, [
      {
        id: SCALE_TEST_ID,
        testName: '2026年全国统一测试',
        testCode: SCALE_TEST_CODE,
        paperId: papers[0]!.id,
        signUpStart: '2026-03-01 09:00:00',
        signUpEnd: '2026-03-31 17:00:00',
        startTime: '2026-04-18 09:00:00',
        endTime: '2026-04-18 11:00:00',
        mode: TEST_MODE.offline,
        status: TEST_STATUS.published,
        description: '全国规模测试：所有规模测试院校参加。',
        createBy: 'admin',
        createTime: SEED_TIME,
      },
    ]);
    await tx.execute(sql`
      insert into cpc_test_institution (id, test_id, institution_id, planned_count, create_by, create_time)
      select ${idSql(30, sql`k`)}, ${SCALE_TEST_ID}, ${idSql(17, sql`k`)}, 1, ${audit}
      from generate_series(1, ${institutions}) k`);
    await seedGrades(tx, { tests: sql`t.id = ${SCALE_TEST_ID}`, satShare: 1, idOffset: SCALE_ID_OFFSET });
  });
  for (const table of ['cpc_student', 'cpc_test_grade', 'cpc_test_grade_detail', 'cpc_college'])
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  return true;
}
