/**
 * What the grade routes and the import share: which grades a caller reaches, a test with its paper and topics, the
 * rules of a per-topic score, and the participants' actualCount kept from the grades.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { TOPIC_TYPE } from '../../src/domain/entities/paper';
import { TEST_STATUS } from '../../src/domain/entities/test';
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
export const isChoice = (topicType: string) => topicType === TOPIC_TYPE.single || topicType === TOPIC_TYPE.multiple;

/** `第k题` as the import's header and messages name a topic. */
export const topicLabel = (topicNo: number) => `第${topicNo}题`;

/** A score cell or field: a number from 0 to the topic's score; answers the number or the refusal. */
export function scoreOf(topic: GradeTopic, value: unknown): number | string {
  const label = topicLabel(topic.topicNo);
  const raw = typeof value === 'string' ? value.trim() : value;
  if (raw === '' || raw === null || raw === undefined) return 0;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (typeof raw === 'boolean' || !Number.isFinite(n)) return `${label}得分「${String(raw)}」不是数字`;
  if (n < 0) return `${label}得分不能小于0`;
  if (n > topic.score + 1e-9) return `${label}得分超出满分 ${topic.score}`;
  return n;
}

/** A choice answer: letters A–F, upper-cased, without separators; answers the letters or the refusal. */
export function answerOf(topic: GradeTopic, value: unknown): string | null | { problem: string } {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') return null;
  const label = topicLabel(topic.topicNo);
  if (!isChoice(topic.topicType)) return { problem: `${label}不是选择题，不能填写作答` };
  const letters = text.toUpperCase().replace(/[\s,，、]/g, '');
  if (!/^[A-F]{1,6}$/.test(letters)) return { problem: `${label}作答「${text}」应为选项字母 A–F` };
  return letters;
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
