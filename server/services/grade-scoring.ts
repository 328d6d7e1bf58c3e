/**
 * What the grade routes and the import share: which grades a caller reaches, a test with its paper and topics, the
 * rules of a per-topic score, and the participants' actualCount kept from the grades.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TEST_STATUS } from '../../src/domain/entities/test';
import { checkAnswer, checkScore, isChoiceTopic } from '../../src/domain/grade-rules';
import type { DbLike } from '../crud/spec';
import { cpcPaper, cpcPaperTopic, cpcTest, cpcTestGrade, cpcTestInstitution } from '../db/schema';
import { collegeCondition, organizationCondition, type CpcScope } from './cpc-scope';

/**
 * The grades a scope reaches: staff all, a national manager those of his provinces' institutions, a contact those
 * of his institution (a 学院联系人 his college) in published tests only. Undefined: no limit.
 */
export function gradeScopeCondition(db: DbLike, scope: CpcScope): SQL | undefined {
  const org = collegeCondition(db, scope, cpcTestGrade.organizationId, cpcTestGrade.collegeId);
  if (scope.kind !== 'institution' && scope.kind !== 'college') return org;
  const published = db.select({ id: cpcTest.id }).from(cpcTest).where(eq(cpcTest.status, TEST_STATUS.published));
  return and(org, inArray(cpcTestGrade.testId, published));
}

/** The tests a scope reaches: those with one of its institutions taking part (all for staff). */
export function testScopeCondition(db: DbLike, scope: CpcScope): SQL | undefined {
  const org = organizationCondition(db, scope, cpcTestInstitution.institutionId);
  if (!org) return undefined;
  return inArray(cpcTest.id, db.select({ id: cpcTestInstitution.testId }).from(cpcTestInstitution).where(org));
}

export interface GradeTopic {
  id: string;
  topicNo: number;
  topicType: string;
  score: number;
  answer: string;
  knowledgePoint: string | null;
}

export interface TestPaper {
  test: typeof cpcTest.$inferSelect;
  paper: typeof cpcPaper.$inferSelect;
  /** In topicNo order. */
  topics: GradeTopic[];
}

/** A test with its paper and the paper's topics in order; undefined when the test (or its paper) is missing. */
export async function testPaper(db: DbLike, testId: string, where?: SQL): Promise<TestPaper | undefined> {
  const [row] = await db
    .select({ test: cpcTest, paper: cpcPaper })
    .from(cpcTest)
    .innerJoin(cpcPaper, eq(cpcPaper.id, cpcTest.paperId))
    .where(and(eq(cpcTest.id, testId), where))
    .limit(1);
  if (!row) return undefined;
  const topics = await db
    .select({
      id: cpcPaperTopic.id,
      topicNo: cpcPaperTopic.topicNo,
      topicType: cpcPaperTopic.topicType,
      score: cpcPaperTopic.score,
      answer: cpcPaperTopic.answer,
      knowledgePoint: cpcPaperTopic.knowledgePoint,
    })
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, row.paper.id))
    .orderBy(asc(cpcPaperTopic.topicNo), asc(cpcPaperTopic.id));
  return { ...row, topics };
}

/** 单选 and 多选 record the letters chosen. */
export const isChoice = isChoiceTopic;

/** `第k题` as the import's header and messages name a topic. */
export const topicLabel = (topicNo: number) => `第${topicNo}题`;

/** A score cell or field of a topic: the number, or the refusal naming the topic. */
export function scoreOf(topic: GradeTopic, value: unknown): number | string {
  const score = checkScore(value, topic.score);
  return typeof score === 'number' ? score : `${topicLabel(topic.topicNo)}${score.problem}`;
}

/** A choice answer of a topic: the letters, null when blank, or the refusal naming the topic. */
export function answerOf(topic: GradeTopic, value: unknown): string | null | { problem: string } {
  const answer = checkAnswer(value, topic.topicType);
  return answer !== null && typeof answer === 'object'
    ? { problem: `${topicLabel(topic.topicNo)}${answer.problem}` }
    : answer;
}

/** The participants' actualCount of these tests: their grades not absent. */
export async function refreshActualCounts(db: DbLike, testIds: string[]): Promise<void> {
  if (testIds.length === 0) return;
  await db.execute(sql`
    update cpc_test_institution i
    set actual_count = (select count(*)::int from cpc_test_grade g
      where g.test_id = i.test_id and g.organization_id = i.institution_id and g.absent = 'N')
    where i.test_id in (${sql.join(
      testIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
