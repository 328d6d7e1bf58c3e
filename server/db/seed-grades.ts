/**
 * The demo grades: for every demo test that has been sat and marked (阅卷中, 成绩已发布), about half of the
 * current students of each participating institution have a grade, 3 % of them absent; the others have a score on
 * every topic of the paper. Scores follow an item-response model: a student's ability (his institution's level plus
 * a bell-shaped personal part) against the topic's difficulty decides the chance of a right choice, or the share of
 * a blank or essay topic's points; a wrong choice picks a plausible wrong letter, so option counts are interesting.
 * Everything is drawn from hashes of the ids (deterministic) and written set-based in three statements: the
 * per-topic scores (block 32; the grade ids, block 31, follow from the graded students' numbering), the grades with
 * totals and levels summed from them, and the participants' actualCount (and plannedCount: the students with a
 * grade).
 */
import { sql, type SQL } from 'drizzle-orm';
import { GRADE_LEVEL, GRADE_LEVEL_FLOORS } from '../../src/domain/entities/grade';
import { TEST_STATUS } from '../../src/domain/entities/test';
import { TOPIC_TYPE } from '../../src/domain/entities/paper';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';

/** Share of an institution's current students who sat a test, and of those the share absent. */
const SAT_SHARE = 0.53;
const ABSENT_SHARE = 0.03;

/** A uniform number in [0, 1) from the md5 of a text expression. */
const hash = (text: SQL) =>
  sql`((('x' || substr(md5(${text}), 1, 8))::bit(32)::int::float8 + 2147483648) / 4294967296::float8)`;

/** seedId(block, offset + n) in SQL. */
const seedIdSql = (block: 31 | 32, offset: number, n: SQL) => sql`(${seedId(block, offset)}::bigint + ${n})::text`;

/** The level of `total` out of `full` (gradeLevel in SQL). */
export function levelSql(total: SQL, full: SQL): SQL {
  const cases = GRADE_LEVEL_FLOORS.map(
    (l) => sql`when ${full} > 0 and ${total} / ${full} >= ${l.floor - 1e-9} then ${l.level}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} else ${GRADE_LEVEL.fail} end)`;
}

/**
 * Runs `write` on `table` with its indexes and key dropped, then builds them again from their own definitions:
 * building an index over 180,000 fresh rows once is several times cheaper than keeping it up to date row by row.
 */
async function withIndexesRebuilt(tx: Pick<Db, 'execute'>, table: string, write: () => Promise<unknown>) {
  const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  const keys = await rows<{ name: string; definition: string }>(sql`
    select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = ${table}::regclass and contype in ('p', 'u')`);
  const indexes = await rows<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = ${table}
      and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`);
  const target = sql.identifier(table);
  for (const key of keys) await tx.execute(sql`alter table ${target} drop constraint ${sql.identifier(key.name)}`);
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await write();
  for (const key of keys)
    await tx.execute(sql`alter table ${target} add constraint ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

export interface GradeSeedOptions {
  /** The tests graded (default: the demo tests that are 阅卷中 or 成绩已发布). */
  tests?: SQL;
  /** The share of each institution's current students with a grade (default 0.53). */
  satShare?: number;
  /** Where the grades' and scores' id numbers start (the scale seed's follow the demo's). */
  idOffset?: number;
}

export async function seedGrades(tx: Pick<Db, 'execute'>, options: GradeSeedOptions = {}): Promise<void> {
  const { satShare = SAT_SHARE, idOffset = 0 } = options;
  const inMarked = sql.join(
    [TEST_STATUS.marking, TEST_STATUS.published].map((m) => sql`${m}`),
    sql`, `,
  );
  const tests = options.tests ?? sql`t.status in (${inMarked})`;
  const gradeId = (n: SQL) => seedIdSql(31, idOffset, n);
  // The graded students: numbered (their grade is seedId(31, n)), absent or not, with their ability: their
  // institution's level (±0.6) plus a bell around 0 (the sum of three uniforms, sd ≈ 0.9).
  const graded = sql`(
    select row_number() over (order by t.id, s.id) as n, t.id as test_id, t.paper_id, s.id as student_id,
      s.organization_id, s.college_id, s.programme_id,
      case when ${hash(sql`t.id || s.id || 'absent'`)} < ${ABSENT_SHARE} then 'Y' else 'N' end as absent,
      (${hash(sql`s.organization_id`)} - 0.5) * 1.2 + (${hash(sql`s.id || 'a'`)} + ${hash(sql`s.id || 'b'`)}
        + ${hash(sql`s.id || 'c'`)} - 1.5) * 1.8 + 1.4::float8 as ability
    from cpc_test t
    join cpc_test_institution i on i.test_id = t.id
    join cpc_student s on s.organization_id = i.institution_id and s.status = '1'
    where ${tests} and ${satShare >= 1 ? sql`true` : sql`${hash(sql`t.id || s.id`)} < ${satShare}`}
    offset 0
  )`;
  // A topic's difficulty 1–5 moves its threshold; p = the logistic of ability minus threshold. Per-topic draws use
  // the cheap integer hash (hashint8) of the grade's and the topic's numbers. The draws are columns of a subquery
  // kept apart (offset 0), so each is computed once per row, not at every mention. A score's number is its grade's
  // × 100 + its topic's (demo papers have at most 40 topics).
  const draw = (salt: number) =>
    sql`((hashint8(g.n * 1000 + tp.topic_no * 2 + ${salt})::float8 + 2147483648) / 4294967296::float8)`;
  await withIndexesRebuilt(tx, 'cpc_test_grade_detail', () =>
    tx.execute(sql`
    insert into cpc_test_grade_detail (id, grade_id, test_id, topic_id, score, answer, create_by, create_time)
    select ${seedIdSql(32, idOffset * 100, sql`x.n * 100 + x.topic_no`)}, ${gradeId(sql`x.n`)}, x.test_id, x.topic_id,
      case when x.topic_type in (${TOPIC_TYPE.single}, ${TOPIC_TYPE.multiple}, ${TOPIC_TYPE.judge})
        then case when x.u < x.p then x.full else 0 end
        else least(x.full, greatest(0, round(x.full * (x.p + (x.v - 0.5) * 0.5) * 2) / 2)) end,
      case when x.topic_type not in (${TOPIC_TYPE.single}, ${TOPIC_TYPE.multiple}) then null
        when x.u < x.p then x.correct
        when x.topic_type = ${TOPIC_TYPE.single}
          then (array['A', 'C', 'D', 'A', 'C'])[1 + floor(x.v * 5)::int]
        else (array['AB', 'BD', 'ABCD', 'AD', 'ABC', 'B'])[1 + floor(x.v * 6)::int] end,
      'admin', ${SEED_TIME}::timestamp
    from (
      select g.n, g.test_id, tp.id as topic_id, tp.topic_no, tp.topic_type, tp.score as full, tp.answer as correct,
        1 / (1 + exp((tp.difficulty - 3) * 0.7::float8 - g.ability)) as p, ${draw(0)} as u, ${draw(1)} as v
      from ${graded} g
      join cpc_paper_topic tp on tp.paper_id = g.paper_id
      where g.absent = 'N'
      offset 0
    ) x`),
  );

  // The grades with their totals and levels, from the scores just written.
  await tx.execute(sql`
    insert into cpc_test_grade (id, test_id, student_id, organization_id, college_id, programme_id, total_score,
      level, absent, create_by, create_time)
    select ${gradeId(sql`g.n`)}, g.test_id, g.student_id, g.organization_id, g.college_id, g.programme_id,
      coalesce(d.total, 0),
      case when g.absent = 'Y' then null else ${levelSql(sql`coalesce(d.total, 0)`, sql`p.total_score`)} end, g.absent, 'admin',
      ${SEED_TIME}::timestamp
    from ${graded} g
    join cpc_paper p on p.id = g.paper_id
    left join (select grade_id, sum(score) as total from cpc_test_grade_detail group by grade_id) d
      on d.grade_id = ${gradeId(sql`g.n`)}`);

  // Those with a grade had signed up; those not absent sat the test.
  await tx.execute(sql`
    update cpc_test_institution i
    set planned_count = greatest(c.planned, 1), actual_count = c.sat
    from (select i2.id, count(g.id)::int as planned, count(g.id) filter (where g.absent = 'N')::int as sat
          from cpc_test_institution i2
          join cpc_test t on t.id = i2.test_id and t.status in (${inMarked})
          left join cpc_test_grade g on g.test_id = i2.test_id and g.organization_id = i2.institution_id
          group by i2.id) c
    where c.id = i.id`);
}
