/**
 * A national-size test written set-based (a few INSERT … SELECT generate_series statements): `institutions`
 * institutions in four provinces (北京, 上海, 广东, 江苏 in turn), each with `collegesPer` colleges named alike in every
 * institution (计算机学院, 外国语学院 …) and one programme per college (also named alike), a published test on a
 * paper of `topics` topics (every fourth a 单选), and `grades` grades spread over the colleges (every 40th absent)
 * with one detail per topic. Scores follow the grade number, so figures are deterministic.
 */
import { sql } from 'drizzle-orm';
import type { DbLike } from '../../server/crud/spec';

export interface NationalTestOptions {
  prefix?: string;
  institutions?: number;
  collegesPer?: number;
  topics?: number;
  grades?: number;
}

export const COLLEGE_NAMES = [
  '计算机学院',
  '外国语学院',
  '经济管理学院',
  '机械工程学院',
  '数学学院',
  '艺术学院',
  '法学院',
];
export const PROVINCES = ['110000', '310000', '440000', '320000'];

export async function insertNationalTest(db: DbLike, options: NationalTestOptions = {}) {
  const { prefix = 'nt', institutions = 41, collegesPer = 6, topics = 40, grades = 10_000 } = options;
  const colleges = institutions * collegesPer;
  const paper = `${prefix}-paper`;
  const test = `${prefix}-test`;
  const names = sql.raw(`array[${COLLEGE_NAMES.map((n) => `'${n}'`).join(',')}]`);
  const areas = sql.raw(`array[${PROVINCES.map((p) => `'${p}'`).join(',')}]`);
  await db.execute(sql`insert into cpc_organization (id, org_name, org_code, org_type, area, is_customer, status)
    select ${prefix} || '-o' || i, '全国' || ${prefix} || '大学' || i, upper(${prefix}) || lpad(i::text, 4, '0'), '1',
      (${areas})[1 + (i - 1) % 4], 'Y', 1
    from generate_series(1, ${institutions}) i`);
  await db.execute(sql`insert into cpc_college (id, organization_id, college_name, college_code)
    select ${prefix} || '-c' || c, ${prefix} || '-o' || (1 + (c - 1) / ${collegesPer}),
      (${names})[1 + (c - 1) % ${collegesPer}], 'C' || c
    from generate_series(1, ${colleges}) c`);
  await db.execute(sql`insert into cpc_college_programme (id, college_id, organization_id, programme_type,
      discipline_code, name)
    select ${prefix} || '-p' || c, ${prefix} || '-c' || c, ${prefix} || '-o' || (1 + (c - 1) / ${collegesPer}), '1',
      '0809', (${names})[1 + (c - 1) % ${collegesPer}] || '专业'
    from generate_series(1, ${colleges}) c`);
  await db.execute(sql`insert into cpc_paper (id, paper_name, paper_code, subject, year, duration, total_score, status)
    values (${paper}, '全国统考卷', upper(${prefix}) || 'P', '1', 2024, 120, ${topics * 2.5}, '1')`);
  await db.execute(sql`insert into cpc_paper_topic (id, paper_id, topic_no, topic_type, content, option_a, option_b,
      option_c, option_d, answer, score, difficulty)
    select ${prefix} || '-t' || t, ${paper}, t, case when t % 4 = 1 then '1' else '5' end, '第' || t || '题',
      case when t % 4 = 1 then '甲' end, case when t % 4 = 1 then '乙' end, case when t % 4 = 1 then '丙' end,
      case when t % 4 = 1 then '丁' end, case when t % 4 = 1 then 'B' else '略' end, 2.5, 2
    from generate_series(1, ${topics}) t`);
  await db.execute(sql`insert into cpc_test (id, test_name, test_code, paper_id, sign_up_start, sign_up_end,
      start_time, end_time, mode, status)
    values (${test}, '全国统考' || ${prefix}, upper(${prefix}) || 'T', ${paper}, '2024-01-01 09:00:00',
      '2024-01-10 09:00:00', '2024-03-01 09:00:00', '2024-03-01 11:00:00', '1', '5')`);
  await db.execute(sql`insert into cpc_test_institution (id, test_id, institution_id, planned_count)
    select ${prefix} || '-ti' || i, ${test}, ${prefix} || '-o' || i, ${Math.ceil(grades / institutions)}
    from generate_series(1, ${institutions}) i`);
  // grade n sits in college 1 + n % colleges; topic t scores (n·7 + t) mod 6 halves of a point, 0 to 2.5
  await db.execute(sql`insert into cpc_test_grade (id, test_id, student_id, organization_id, college_id,
      programme_id, total_score, level, absent)
    select ${prefix} || '-g' || n, ${test}, ${prefix} || '-s' || n, ${prefix} || '-o' || (1 + (n % ${colleges}) / ${collegesPer}),
      ${prefix} || '-c' || (1 + n % ${colleges}), ${prefix} || '-p' || (1 + n % ${colleges}), s.total,
      case when n % 40 = 0 then '4' when s.total >= ${topics * 2.5 * 0.85} then '1'
        when s.total >= ${topics * 2.5 * 0.75} then '2' when s.total >= ${topics * 2.5 * 0.6} then '3' else '4' end,
      case when n % 40 = 0 then 'Y' else 'N' end
    from generate_series(1, ${grades}) n,
      lateral (select case when n % 40 = 0 then 0 else sum(((n * 7 + t) % 6) * 0.5) end as total
        from generate_series(1, ${topics}) t) s`);
  await db.execute(sql`insert into cpc_test_grade_detail (id, grade_id, test_id, topic_id, score, answer)
    select ${prefix} || '-d' || n || '-' || t, ${prefix} || '-g' || n, ${test}, ${prefix} || '-t' || t,
      ((n * 7 + t) % 6) * 0.5, case when t % 4 = 1 then substr('ABCD', 1 + (n + t) % 4, 1) end
    from generate_series(1, ${grades}) n, generate_series(1, ${topics}) t
    where n % 40 <> 0`);
  return { test, paper, institution: (i: number) => `${prefix}-o${i}`, college: (c: number) => `${prefix}-c${c}` };
}
