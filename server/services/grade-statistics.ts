/**
 * 成绩统计 and 题目详情: the figures of one test's grades, over the grades a filter (institution,
 * college, programme) and the caller's scope keep, computed by SQL aggregates (nothing but the answers leaves the
 * database). Absent grades count only as 缺考; every other figure is over the grades sat. Rates are fractions
 * (0.8571), scores rounded to 2 decimals. The 27 % groups of the discrimination index hold ceil(0.27 × n) grades
 * each, by total (ties by id), and need n ≥ 2.
 */
import { roundHalfUp, roundScore } from '../../src/domain/rounding';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GRADE_LEVEL } from '../../src/domain/entities/grade';
import { OPTION_LETTERS, TOPIC_TYPE } from '../../src/domain/entities/paper';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import { plainDictTexts } from '../crud/dict-text';
import type { DbLike, Row } from '../crud/spec';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import {
  cpcCollege,
  cpcCollegeProgramme,
  cpcOrganization,
  cpcPaper,
  cpcPaperTopic,
  cpcTest,
  cpcTestGrade,
  cpcTestInstitution,
} from '../db/schema';
import { BizError } from '../http/envelope';
import { collegeCondition, organizationCondition, organizationInScope, type CpcScope } from './cpc-scope';
import { cachedRows } from './statistics-cache';

/** The share of grades in each of the upper and lower groups of the discrimination index. */
export const GROUP_SHARE = 0.27;
/** The size of each group among n grades sat. */
export const groupSize = (n: number) => Math.ceil(GROUP_SHARE * n - 1e-9);

export const GROUP_BY = { organization: '院校', college: '学院', programme: '专业' } as const;
export type GroupBy = keyof typeof GROUP_BY;

export interface StatsFilter {
  testId: string;
  organizationId?: string;
  collegeId?: string;
  programmeId?: string;
}

/** The test and the grades a request reaches. */
export interface StatsTarget {
  test: { id: string; testName: string; testCode: string; paperId: string; status: string };
  fullScore: number;
  filter: StatsFilter;
  /** The grades of the filter within the scope. */
  where: SQL;
  /** The grades of the whole test (the national figures). */
  whole: SQL;
  /** Does `where` keep less than the whole test? */
  narrowed: boolean;
}

const notFound = () => new BizError(NOT_FOUND_MESSAGE);
const NOT_PUBLISHED_MESSAGE = '成绩尚未发布';
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const round = (v: unknown): number | null => roundScore(num(v));
/** Rates stay exact: each screen, report and export rounds them once (src/domain/rounding). */
const rate = (part: unknown, whole: unknown) => (Number(whole) > 0 ? Number(part) / Number(whole) : null);

/**
 * The test and grade conditions of a request: a forged or out-of-scope test, institution, college or programme
 * answers 未找到对应数据; contacts are held to their institution (a 学院联系人 to his college) and published tests
 * (their institution's test before that answers 成绩尚未发布).
 */
export async function statsTarget(db: DbLike, scope: CpcScope, asked: StatsFilter): Promise<StatsTarget> {
  if (scope.kind === 'none' || !asked.testId) throw notFound();
  const [test] = await db
    .select({
      id: cpcTest.id,
      testName: cpcTest.testName,
      testCode: cpcTest.testCode,
      paperId: cpcTest.paperId,
      status: cpcTest.status,
      fullScore: cpcPaper.totalScore,
    })
    .from(cpcTest)
    .leftJoin(cpcPaper, eq(cpcPaper.id, cpcTest.paperId))
    .where(eq(cpcTest.id, asked.testId))
    .limit(1);
  if (!test) throw notFound();
  const filter = { ...asked };
  const contact = scope.kind === 'institution' || scope.kind === 'college';
  if (scope.kind === 'institution' || scope.kind === 'college') {
    if (filter.organizationId && filter.organizationId !== scope.institutionId) throw notFound();
    filter.organizationId = scope.institutionId;
    if (scope.kind === 'college') {
      if (filter.collegeId && filter.collegeId !== scope.collegeId) throw notFound();
      filter.collegeId = scope.collegeId;
    }
  }
  const orgScope = organizationCondition(db, scope, cpcTestInstitution.institutionId);
  if (orgScope) {
    const [taking] = await db
      .select({ id: cpcTestInstitution.id })
      .from(cpcTestInstitution)
      .where(and(eq(cpcTestInstitution.testId, test.id), orgScope))
      .limit(1);
    if (!taking) throw notFound();
  }
  // A contact learns that his own institution's test is not yet published; another's stays not found (above).
  if (contact && test.status !== TEST_STATUS.published) throw new BizError(NOT_PUBLISHED_MESSAGE);
  if (filter.organizationId && !(await organizationInScope(db, scope, filter.organizationId))) throw notFound();
  if (filter.collegeId) {
    const [college] = await db
      .select({ id: cpcCollege.id })
      .from(cpcCollege)
      .where(
        and(
          eq(cpcCollege.id, filter.collegeId),
          filter.organizationId ? eq(cpcCollege.organizationId, filter.organizationId) : undefined,
          collegeCondition(db, scope, cpcCollege.organizationId, cpcCollege.id),
        ),
      )
      .limit(1);
    if (!college) throw notFound();
  }
  if (filter.programmeId) {
    const [programme] = await db
      .select({ id: cpcCollegeProgramme.id })
      .from(cpcCollegeProgramme)
      .where(
        and(
          eq(cpcCollegeProgramme.id, filter.programmeId),
          filter.collegeId ? eq(cpcCollegeProgramme.collegeId, filter.collegeId) : undefined,
          collegeCondition(db, scope, cpcCollegeProgramme.organizationId, cpcCollegeProgramme.collegeId),
        ),
      )
      .limit(1);
    if (!programme) throw notFound();
  }
  const whole = eq(cpcTestGrade.testId, test.id);
  const scoped = collegeCondition(db, scope, cpcTestGrade.organizationId, cpcTestGrade.collegeId);
  const filters = [
    filter.organizationId ? eq(cpcTestGrade.organizationId, filter.organizationId) : undefined,
    filter.collegeId ? eq(cpcTestGrade.collegeId, filter.collegeId) : undefined,
    filter.programmeId ? eq(cpcTestGrade.programmeId, filter.programmeId) : undefined,
    scoped,
  ].filter((c): c is SQL => c !== undefined);
  const { fullScore, ...rest } = test;
  return {
    test: rest,
    fullScore: Number(fullScore ?? 0),
    filter,
    where: and(whole, ...filters)!,
    whole,
    narrowed: filters.length > 0,
  };
}

/** The grades of `where` as the CTE `g` (its columns by their SQL names). */
const gradesCte = (where: SQL) => sql`g as (
  select ${cpcTestGrade.id} as id, ${cpcTestGrade.organizationId} as organization_id,
    ${cpcTestGrade.collegeId} as college_id, ${cpcTestGrade.programmeId} as programme_id,
    ${cpcTestGrade.totalScore} as total_score, ${cpcTestGrade.level} as level, ${cpcTestGrade.absent} as absent
  from ${cpcTestGrade} where ${where})`;

/** The aggregate columns shared by summary and compare, over `g` (sat = not absent). */
const figures = (fullScore: number) => sql`
  count(*) filter (where g.absent <> 'Y') as sat,
  count(*) filter (where g.absent = 'Y') as absent,
  avg(g.total_score::numeric) filter (where g.absent <> 'Y') as mean,
  max(g.total_score) filter (where g.absent <> 'Y') as max,
  min(g.total_score) filter (where g.absent <> 'Y') as min,
  count(*) filter (where g.absent <> 'Y' and g.level <> ${GRADE_LEVEL.fail}) as passed,
  count(*) filter (where g.absent <> 'Y' and g.level = ${GRADE_LEVEL.excellent}) as excellent,
  ${fullScore}::float8 as full_score`;

interface FigureRow {
  sat: string | number;
  absent: string | number;
  mean: unknown;
  max: unknown;
  min: unknown;
  passed: unknown;
  excellent: unknown;
}

const figureFields = (r: FigureRow) => ({
  sat: Number(r.sat),
  absent: Number(r.absent),
  mean: round(r.mean),
  max: round(r.max),
  min: round(r.min),
  passRate: rate(r.passed, r.sat),
  excellentRate: rate(r.excellent, r.sat),
});

export type Summary = ReturnType<typeof figureFields> & {
  fullScore: number;
  median: number | null;
  stdDev: number | null;
  levels: { level: string; level_dictText: string; count: number }[];
  histogram: { from: number; to: number; count: number }[];
};

const LEVELS = [GRADE_LEVEL.excellent, GRADE_LEVEL.good, GRADE_LEVEL.pass, GRADE_LEVEL.fail];
const BUCKETS = 10;

/** The summary of the target's grades (of the whole test when `whole`): one statement. */
export async function summaryOf(ctx: AppContext, target: StatsTarget, whole = false): Promise<Summary> {
  const { fullScore } = target;
  const where = whole ? target.whole : target.where;
  const levelCounts = LEVELS.map(
    (l) => sql`count(*) filter (where g.absent <> 'Y' and g.level = ${l}) as ${sql.identifier(`level_${l}`)}`,
  );
  // Tenths of the full score; the full score itself falls in the last bucket.
  const bucket = sql`least(floor(g.total_score * ${BUCKETS} / nullif(${fullScore}::float8, 0)), ${BUCKETS - 1})::int`;
  const [r] = await cachedRows<FigureRow & Record<string, unknown>>(
    ctx,
    target.test.id,
    sql`with ${gradesCte(where)}
      select ${figures(fullScore)},
        percentile_cont(0.5) within group (order by g.total_score) filter (where g.absent <> 'Y') as median,
        stddev_pop(g.total_score) filter (where g.absent <> 'Y') as std_dev,
        ${sql.join(levelCounts, sql`, `)},
        (select coalesce(json_object_agg(b, n), '{}'::json) from (
          select ${bucket} as b, count(*) as n from g where g.absent <> 'Y' group by 1) h) as buckets
      from g`,
  );
  const texts = (await plainDictTexts(ctx, ['grade_level'])).get('grade_level');
  const buckets = (typeof r!.buckets === 'string' ? JSON.parse(r!.buckets) : r!.buckets) as Record<string, number>;
  const step = fullScore / BUCKETS;
  return {
    fullScore,
    ...figureFields(r!),
    median: round(r!.median),
    stdDev: round(r!.std_dev),
    levels: LEVELS.map((level) => ({
      level,
      level_dictText: texts?.get(level) ?? level,
      count: Number(r![`level_${level}`]),
    })),
    histogram: Array.from({ length: BUCKETS }, (_, i) => ({
      from: round(i * step)!,
      to: round((i + 1) * step)!,
      count: Number(buckets[String(i)] ?? 0),
    })),
  };
}

const GROUP_SQL: Record<GroupBy, { key: SQL; name: SQL; join: SQL }> = {
  organization: {
    key: sql`g.organization_id`,
    name: sql`o.org_name`,
    join: sql`left join cpc_organization o on o.id = g.organization_id`,
  },
  college: {
    key: sql`g.college_id`,
    name: sql`c.college_name`,
    join: sql`left join cpc_college c on c.id = g.college_id`,
  },
  programme: {
    key: sql`g.programme_id`,
    name: sql`p.name`,
    join: sql`left join cpc_college_programme p on p.id = g.programme_id`,
  },
};

export const groupByOf = (value: string | undefined): GroupBy =>
  value && value in GROUP_BY ? (value as GroupBy) : 'organization';

/**
 * The figures per institution, college or programme, best mean first. Grouped by ids within the institution, so
 * colleges or programmes named alike in different institutions (or a missing college) stay apart; each row names its
 * institution.
 */
export async function compareOf(ctx: AppContext, target: StatsTarget, groupBy: GroupBy) {
  const g = GROUP_SQL[groupBy];
  const found = await cachedRows<
    FigureRow & { id: string | null; name: string | null; organization_id: string; organization_name: string | null }
  >(
    ctx,
    target.test.id,
    sql`with ${gradesCte(target.where)}
      select ${g.key} as id, min(${g.name}) as name, g.organization_id,
        (select org_name from cpc_organization where id = g.organization_id) as organization_name,
        ${figures(target.fullScore)}
      from g ${g.join}
      group by g.organization_id, ${g.key}
      order by mean desc nulls last, name, organization_name`,
  );
  return found.map((r) => ({
    id: r.id ?? '',
    name: r.name ?? '（未填写）',
    organizationId: r.organization_id,
    organizationName: r.organization_name ?? '',
    ...figureFields(r),
  }));
}

export interface TopicStats {
  topicId: string;
  topicNo: number;
  topicType: string;
  topicType_dictText: string;
  knowledgePoint: string | null;
  fullScore: number;
  mean: number | null;
  scoreRate: number | null;
  difficulty: number | null;
  discrimination: number | null;
  options?: Record<string, number>;
  answered: number;
}

const isChoice = (type: string) => type === TOPIC_TYPE.single || type === TOPIC_TYPE.multiple;

/**
 * The grades sat of `where` as the CTE `x` (id, organization_id, band: 1 in the upper 27 % group by total, -1 in the
 * lower, 0 neither; ties by id) after `g`. `x` comes out in id order: the details are then read in the order of their
 * (grade_id, topic_id) index, which costs a third less than reading them in rank order.
 */
const bandsCte = (where: SQL) => sql`${gradesCte(where)},
  r as (select g.id, g.organization_id, row_number() over w as rn, count(*) over () as n,
      ceil(${GROUP_SHARE}::float8 * count(*) over () - 1e-9) as k
    from g where g.absent <> 'Y' window w as (order by g.total_score desc, g.id)),
  x as (select id, organization_id, case when rn <= k then 1 when rn > n - k then -1 else 0 end as band
    from r order by id)`;

/** The sums of one topic's details over the grades sat. */
interface TopicSums {
  total: number;
  upper: number;
  lower: number;
  answered: number;
  /** How many answers hold each letter (多选 "AC" counts A and C). */
  letters: Map<string, number>;
}

const emptySums = (): TopicSums => ({ total: 0, upper: 0, lower: 0, answered: 0, letters: new Map() });

/** Adds a row grouped by band (its score sum) or by answer (its count) to `s`. */
function addGroup(s: TopicSums, row: Record<string, unknown>, byBand: boolean) {
  if (byBand) {
    const total = Number(row.total ?? 0);
    s.total += total;
    if (Number(row.band) === 1) s.upper += total;
    if (Number(row.band) === -1) s.lower += total;
    return;
  }
  const answer = String(row.answer ?? '')
    .trim()
    .toUpperCase();
  if (answer === '') return;
  const count = Number(row.cnt);
  s.answered += count;
  for (const l of OPTION_LETTERS) if (answer.includes(l)) s.letters.set(l, (s.letters.get(l) ?? 0) + count);
}

type Topic = typeof cpcPaperTopic.$inferSelect;

/** A topic's row from its sums over n grades sat. */
function topicStats(t: Topic, s: TopicSums, n: number, texts: Map<string, string> | undefined): TopicStats {
  const k = groupSize(n);
  const full = Number(t.score);
  const mean = n > 0 ? s.total / n : null;
  const scoreRate = mean !== null && full > 0 ? mean / full : null;
  const row: TopicStats = {
    topicId: t.id,
    topicNo: t.topicNo,
    topicType: t.topicType,
    topicType_dictText: texts?.get(t.topicType) ?? t.topicType,
    knowledgePoint: t.knowledgePoint ?? null,
    fullScore: full,
    mean: round(mean),
    scoreRate,
    // The difficulty index is the score rate, shown as an index with 4 decimals.
    difficulty: scoreRate === null ? null : roundHalfUp(scoreRate, 4),
    discrimination: n >= 2 && full > 0 ? roundHalfUp((s.upper - s.lower) / k / full, 4) : null,
    answered: s.answered,
  };
  if (isChoice(t.topicType)) {
    const topic = t as unknown as Row;
    const offered = OPTION_LETTERS.filter((l) => String(topic[`option${l}`] ?? '').trim() !== '');
    row.options = Object.fromEntries(offered.map((l) => [l, s.letters.get(l) ?? 0]));
  }
  return row;
}

const topicTypeTexts = async (ctx: AppContext) => (await plainDictTexts(ctx, ['topic_type'])).get('topic_type');

/**
 * The per-topic figures of the test's paper, in topicNo order. One pass over the details: grouped by topic and band
 * (the sums) and by topic and answer (answered, letters). Missing details score 0 (a total is the sum of its details):
 * sums are divided by the grades sat.
 */
export async function topicsOf(ctx: AppContext, target: StatsTarget): Promise<TopicStats[]> {
  const topics = await ctx.db
    .select()
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, target.test.paperId))
    .orderBy(cpcPaperTopic.topicNo);
  // No test_id condition on d: the join with x bounds them, and without table statistics PGlite's planner would
  // otherwise AND the test's whole index into every grade's lookup.
  const found = await cachedRows<{ n: string; topic_id: string | null; by_answer: number } & Record<string, unknown>>(
    ctx,
    target.test.id,
    sql`with ${bandsCte(target.where)},
      s as (select d.topic_id, x.band, d.answer, sum(d.score) as total, count(*) as cnt, grouping(x.band) as by_answer
        from x join cpc_test_grade_detail d on d.grade_id = x.id
        group by grouping sets ((d.topic_id, x.band), (d.topic_id, d.answer)))
      select c.n, s.* from (select count(*) as n from x) c left join s on true`,
  );
  const n = Number(found[0]?.n ?? 0);
  const sums = new Map<string, TopicSums>();
  for (const r of found) {
    if (!r.topic_id) continue;
    let s = sums.get(r.topic_id);
    if (!s) sums.set(r.topic_id, (s = emptySums()));
    addGroup(s, r, Number(r.by_answer) === 0);
  }
  const texts = await topicTypeTexts(ctx);
  return topics.map((t) => topicStats(t, sums.get(t.id) ?? emptySums(), n, texts));
}

/**
 * Computes a test's figures as staff see them (the whole test: summary, 院校 comparison, 题目分析, and the national
 * means a narrowed 题目分析 shows beside its own) in the background after its grades changed, so that the first to
 * open 成绩统计 reads kept figures: at 500,000 grades × 30 topics 题目分析 alone takes seconds. Several changes within
 * AHEAD_DELAY_MS (a run of edits) cost one computation; tests of fewer than `ctx.statisticsAheadFrom` grades are
 * left to be computed on demand.
 */
export function computeAhead(ctx: AppContext, testId: string): Promise<void> {
  let due = ahead.get(ctx.db);
  if (!due) ahead.set(ctx.db, (due = new Map()));
  const queued = due.get(testId);
  if (queued) return queued;
  const run = new Promise<void>((resolve) => setTimeout(resolve, AHEAD_DELAY_MS))
    .then(async () => {
      due.delete(testId);
      const [graded] = await ctx.db.select({ n: count() }).from(cpcTestGrade).where(eq(cpcTestGrade.testId, testId));
      return (graded?.n ?? 0) >= ctx.statisticsAheadFrom ? statsTarget(ctx.db, { kind: 'all' }, { testId }) : undefined;
    })
    .then(async (target) => {
      if (!target) return;
      await summaryOf(ctx, target);
      await compareOf(ctx, target, 'organization');
      await withNationalTopics(ctx, target, await topicsOf(ctx, target));
    })
    .catch((error: unknown) => {
      due.delete(testId);
      ctx.log.warn({ err: error, testId }, 'statistics not computed ahead');
    });
  due.set(testId, run);
  return run;
}

const AHEAD_DELAY_MS = 1000;
/**
 * From how many grades a test's figures are computed ahead: below that they take well under a second on demand
 * (10,000 grades × 40 topics: about a third of one), not worth the work after every change.
 */
export const STATISTICS_AHEAD_FROM = 20_000;
/** The computations waiting for their delay, per database and test. */
const ahead = new WeakMap<DbLike, Map<string, Promise<void>>>();

/**
 * The whole test's mean and score rate beside each topic of a narrowed table (an institution's beside the national
 * ones): one pass over the test's details, summed by topic only.
 */
export async function withNationalTopics(ctx: AppContext, target: StatsTarget, topics: TopicStats[]) {
  const found = await cachedRows<{ n: string; topic_id: string | null; total: unknown }>(
    ctx,
    target.test.id,
    sql`with ${gradesCte(target.whole)},
      x as (select g.id from g where g.absent <> 'Y' order by g.id),
      s as (select d.topic_id, sum(d.score) as total from x join cpc_test_grade_detail d on d.grade_id = x.id
        group by d.topic_id)
      select c.n, s.* from (select count(*) as n from x) c left join s on true`,
  );
  const n = Number(found[0]?.n ?? 0);
  const totals = new Map(found.map((r) => [r.topic_id, Number(r.total ?? 0)]));
  return topics.map((t) => {
    const mean = n > 0 ? (totals.get(t.topicId) ?? 0) / n : null;
    const scoreRate = mean !== null && t.fullScore > 0 ? mean / t.fullScore : null;
    return { ...t, national: { mean: round(mean), scoreRate } };
  });
}

/**
 * 题目详情: the topic's row, its text, score distribution and score rate per institution, from one pass over the
 * topic's details grouped four ways (band, answer, score, institution).
 */
export async function topicDetailOf(ctx: AppContext, target: StatsTarget, topicId: string) {
  const [topic] = await ctx.db
    .select()
    .from(cpcPaperTopic)
    .where(and(eq(cpcPaperTopic.paperId, target.test.paperId), eq(cpcPaperTopic.id, topicId)))
    .limit(1);
  if (!topic) throw notFound();
  const found = await cachedRows<Record<string, unknown> & { by: string; n: string }>(
    ctx,
    target.test.id,
    sql`with ${bandsCte(target.where)},
      j as (select x.band, x.organization_id, coalesce(d.score, 0) as score, d.answer
        from x left join cpc_test_grade_detail d on d.grade_id = x.id and d.topic_id = ${topicId}),
      s as (select j.band, j.answer, j.score, j.organization_id, count(*) as cnt, sum(j.score) as total,
          case when grouping(j.band) = 0 then 'band' when grouping(j.answer) = 0 then 'answer'
            when grouping(j.score) = 0 then 'score' else 'organization' end as by
        from j group by grouping sets ((j.band), (j.answer), (j.score), (j.organization_id)))
      select c.n, s.* from (select count(*) as n from x) c left join s on true`,
  );
  // Names are read apart from the cached figures: a renamed institution shows its new name at once.
  const organizationIds = found.filter((o) => o.by === 'organization').map((o) => String(o.organization_id));
  const names = new Map(
    organizationIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: cpcOrganization.id, name: cpcOrganization.orgName })
            .from(cpcOrganization)
            .where(inArray(cpcOrganization.id, organizationIds))
        ).map((o) => [o.id, o.name]),
  );
  const n = Number(found[0]?.n ?? 0);
  const sums = emptySums();
  for (const r of found) if (r.by === 'band' || r.by === 'answer') addGroup(sums, r, r.by === 'band');
  const stats = topicStats(topic, sums, n, await topicTypeTexts(ctx));
  const t = topic as unknown as Row;
  const full = stats.fullScore;
  return {
    ...stats,
    content: String(t.content ?? ''),
    optionTexts: Object.fromEntries(
      OPTION_LETTERS.filter((l) => String(t[`option${l}`] ?? '').trim() !== '').map((l) => [
        l,
        String(t[`option${l}`]),
      ]),
    ),
    correctAnswer: String(t.answer ?? ''),
    distribution: found
      .filter((d) => d.by === 'score')
      .map((d) => ({ score: Number(d.score), count: Number(d.cnt) }))
      .sort((a, b) => a.score - b.score),
    organizations: found
      .filter((o) => o.by === 'organization')
      .map((o) => {
        const mean = Number(o.total) / Number(o.cnt);
        return {
          id: String(o.organization_id),
          name: names.get(String(o.organization_id)) ?? '',
          sat: Number(o.cnt),
          mean: round(mean),
          scoreRate: full > 0 ? mean / full : null,
        };
      })
      .sort((a, b) => (b.scoreRate ?? 0) - (a.scoreRate ?? 0) || a.name.localeCompare(b.name, 'zh')),
  };
}

/** Ids of the tests with grades the scope may analyse (the screen's 考试 choice). */
export async function testsWithGrades(db: DbLike, scope: CpcScope) {
  const orgScope = organizationCondition(db, scope, cpcTestGrade.organizationId);
  const contact = scope.kind === 'institution' || scope.kind === 'college';
  return db
    .select({ id: cpcTest.id, testName: cpcTest.testName, testCode: cpcTest.testCode, status: cpcTest.status })
    .from(cpcTest)
    .where(
      and(
        inArray(cpcTest.id, db.selectDistinct({ id: cpcTestGrade.testId }).from(cpcTestGrade).where(orgScope)),
        contact ? eq(cpcTest.status, TEST_STATUS.published) : undefined,
      ),
    )
    .orderBy(sql`${cpcTest.startTime} desc`);
}
