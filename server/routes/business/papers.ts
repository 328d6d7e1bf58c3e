/**
 * 试卷 under /papermanagement/cpcPaperManagement and its topics under /paperTopic/cpcPaperTopic:
 * - the CRUD of its definition, reading by the 试卷管理 screens or any cpc:paper: button, each write by its button;
 *   `paperCode` is unique; add and edit save `cpcPaperTopicList` in the same transaction, renumber the topics
 *   1…n in list order and keep `totalScore` = the sum of their scores; a paper tests use is not deleted;
 * - checkNumberOfUsedByid (how many tests use the paper) and queryPaperTopicByMainId (its topics in order);
 * - paperTopicList: every paper's topics, paged, filtered by paperId, topicType, knowledgePoint (part) and difficulty,
 *   each with its paperName.
 */
import { asc, eq, ilike, inArray, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OPTION_LETTERS, PAPER_TOPIC_LIST, TOPIC_TYPE } from '../../../src/domain/entities/paper';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { listPage, param, queryOf } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, DbLike, Row, WriteContext } from '../../crud/spec';
import { NOT_FOUND_MESSAGE } from '../../crud/writes';
import { cpcPaper, cpcPaperTopic, cpcTest, cpcTestGrade } from '../../db/schema';
import { BizError, plain } from '../../http/envelope';
import { ID_QUERY, pagedQuery, routeSchema, text } from '../../http/route-schemas';
import {
  checkDetailRows,
  deleteDetailRows,
  detailRows,
  detailValues,
  saveDetailRows,
  type DetailTable,
} from '../../services/cpc-details';
import { businessAudit, countBy, PAPER_TABLE, PAPER_TOPIC_TABLE, records } from '../../services/cpc-tables';
import { trimmed } from '../../http/text';
import { READERS } from '../../services/readers';

const TOPIC_LIST_QUERY = routeSchema({ query: pagedQuery({ knowledgePoint: text('知识点') }) });

export const TOPICS: DetailTable = {
  et: PAPER_TOPIC_TABLE,
  key: PAPER_TOPIC_LIST,
  parent: 'paperId',
  title: '题目',
  max: 200,
};

const TOPIC_BASE = '/paperTopic/cpcPaperTopic';

/** How many tests use each paper (an object, so a test can stand in for it). */
export const PAPER_USAGE = {
  async count(db: DbLike, ids: string[]): Promise<Map<string, number>> {
    const counts = await countBy(db, cpcTest.paperId, ids);
    return new Map(ids.map((id) => [id, counts.get(id) ?? 0]));
  },
};

/** Topic rows: the definition's rules, a score above 0, the options a choice needs, an answer among them. */
function checkTopics(rows: Row[], paperId?: string) {
  // The grid numbers the rows itself (drag sort); the server renumbers them, so a missing topicNo is no error.
  const numbered: Row[] = rows.map((row, index) => ({ ...row, topicNo: index + 1 }));
  checkDetailRows(TOPICS, numbered, paperId);
  numbered.forEach((row, index) => {
    const where = `题目第 ${index + 1} 行：`;
    if (!(Number(row.score) > 0)) throw new BizError(`${where}分值必须大于0`);
    const type = trimmed(row.topicType);
    if (type !== TOPIC_TYPE.single && type !== TOPIC_TYPE.multiple) return;
    const letters = OPTION_LETTERS.filter((l) => trimmed(row[`option${l}`]).trim() !== '');
    if (letters.length < 2) throw new BizError(`${where}选择题至少需要两个选项`);
    const answer = trimmed(row.answer)
      .toUpperCase()
      .replace(/[\s,，]/g, '');
    const picked = [...answer];
    if (picked.length === 0 || picked.some((l) => !letters.includes(l as (typeof OPTION_LETTERS)[number])))
      throw new BizError(`${where}答案应为已填写选项的字母`);
    if (type === TOPIC_TYPE.single && picked.length !== 1) throw new BizError(`${where}单选题只能有一个答案`);
  });
}

export const TOPICS_LOCKED_MESSAGE = '该试卷已有考试成绩，题目不能修改';

/** Stored and sent values alike: null, undefined and '' are one; numbers by value. */
function sameValue(sent: unknown, stored: unknown): boolean {
  if ((sent ?? '') === (stored ?? '')) return true;
  return typeof stored === 'number' && sent !== null && sent !== '' && Number(sent) === stored;
}

/**
 * Grades are scored against a paper's topics: once a test of the paper has grades, its topics are sent back as they
 * are (same rows, order and values) or refused.
 */
async function checkTopicLock(w: WriteContext, paperId: string, rows: Row[]) {
  const [graded] = await w.db
    .select({ id: cpcTestGrade.id })
    .from(cpcTestGrade)
    .innerJoin(cpcTest, eq(cpcTest.id, cpcTestGrade.testId))
    .where(eq(cpcTest.paperId, paperId))
    .limit(1);
  if (!graded) return;
  const stored = (await w.db
    .select()
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, paperId))
    .orderBy(asc(cpcPaperTopic.topicNo), asc(cpcPaperTopic.id))) as Row[];
  const same =
    rows.length === stored.length &&
    rows.every((row, index) => {
      const topic = stored[index]!;
      if (trimmed(row.id) !== topic.id) return false;
      const values = detailValues(TOPICS, { ...row, topicNo: index + 1 }, index, paperId);
      return Object.entries(values).every(([name, value]) => sameValue(value, topic[name]));
    });
  if (!same) throw new BizError(TOPICS_LOCKED_MESSAGE);
}

/** Saves the topics numbered in list order and keeps the paper's total score. */
async function saveTopics(w: WriteContext, paperId: string, body: Row) {
  const rows = detailRows(TOPICS, body);
  if (rows)
    await saveDetailRows(
      w,
      TOPICS,
      paperId,
      rows.map((row, index) => ({ ...row, topicNo: index + 1 })),
    );
  const [total] = await w.db
    .select({ n: sum(cpcPaperTopic.score) })
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, paperId));
  await w.db
    .update(cpcPaper)
    .set({ totalScore: Number(total?.n ?? 0) })
    .where(eq(cpcPaper.id, paperId));
}

export const paperSpec: CrudSpec = {
  et: PAPER_TABLE,
  readers: READERS.paper,
  async check(w, body, existing) {
    const rows = detailRows(TOPICS, body);
    if (rows) checkTopics(rows, existing ? String(existing.id) : undefined);
    if (rows && existing) await checkTopicLock(w, String(existing.id), rows);
  },
  async beforeAdd(w, values) {
    businessAudit(w, values);
  },
  async afterAdd(w, row, body) {
    await saveTopics(w, String(row.id), body);
  },
  async afterEdit(w, row, body) {
    await saveTopics(w, String(row.id), body);
  },
  async beforeDelete(ctx, rows) {
    const used = await PAPER_USAGE.count(
      ctx.db,
      rows.map((r) => String(r.id)),
    );
    for (const r of rows) {
      const n = used.get(String(r.id)) ?? 0;
      if (n > 0) throw new BizError(`该试卷已被 ${n} 场考试使用，不能删除`);
    }
  },
  async afterDelete(db, ids) {
    await deleteDetailRows(db, TOPICS, ids);
  },
};

/** A paper's topics in order. */
export async function topicsOf(ctx: AppContext, paperId: string): Promise<Row[]> {
  const rows = await ctx.db
    .select()
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, paperId))
    .orderBy(asc(cpcPaperTopic.topicNo), asc(cpcPaperTopic.id));
  return records(ctx, PAPER_TOPIC_TABLE, rows);
}

async function paperExists(ctx: AppContext, id: string | undefined): Promise<string> {
  const [row] = id?.trim()
    ? await ctx.db.select({ id: cpcPaper.id }).from(cpcPaper).where(eq(cpcPaper.id, id.trim())).limit(1)
    : [];
  if (!row) throw new BizError(NOT_FOUND_MESSAGE);
  return row.id;
}

export async function cpcPaperRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, paperSpec);
  const base = PAPER_TABLE.def.apiPath;
  const config = { readers: READERS.paper };

  app.get(`${base}/checkNumberOfUsedByid`, { config, schema: ID_QUERY }, async (request) => {
    const id = await paperExists(ctx, param(queryOf(request), 'id'));
    return plain((await PAPER_USAGE.count(ctx.db, [id])).get(id) ?? 0);
  });

  app.get(`${base}/queryPaperTopicByMainId`, { config, schema: ID_QUERY }, async (request) =>
    plain(await topicsOf(ctx, await paperExists(ctx, param(queryOf(request), 'id')))),
  );

  app.get(`${TOPIC_BASE}/paperTopicList`, { config, schema: TOPIC_LIST_QUERY }, async (request) => {
    const query = { ...queryOf(request) };
    if (!param(query, 'column')) Object.assign(query, { column: 'paperId,topicNo', order: 'asc' });
    const point = param(query, 'knowledgePoint')
      ?.replace(/^\*|\*$/g, '')
      .trim();
    const page = await listPage(ctx, PAPER_TOPIC_TABLE, query, {
      ignore: ['knowledgePoint'],
      where: [point ? ilike(cpcPaperTopic.knowledgePoint, `%${escapeLike(point)}%`) : undefined],
    });
    const list = await records(ctx, PAPER_TOPIC_TABLE, page.records);
    const ids = [...new Set(list.map((r) => String(r.paperId)))];
    const papers = ids.length
      ? await ctx.db
          .select({ id: cpcPaper.id, name: cpcPaper.paperName })
          .from(cpcPaper)
          .where(inArray(cpcPaper.id, ids))
      : [];
    const names = new Map(papers.map((p) => [p.id, p.name]));
    return plain({ ...page, records: list.map((r) => ({ ...r, paperName: names.get(String(r.paperId)) ?? null })) });
  });
}
