/**
 * 试卷 and 题目: a paper saved with its topics (renumbered, total score kept), the unique code,
 * the topic rules, the reads (queryPaperTopicByMainId, checkNumberOfUsedByid, paperTopicList with its filters), the
 * delete refusal of a paper in use, the demo papers, who may call what, and 0017 on a database seeded before it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { cpcPaper, cpcPaperTopic, schemaMigrations } from '../../server/db/schema';
import { PAPER_USAGE } from '../../server/routes/business/papers';
import { client, startTestServer, tokenFor, type TestServer } from './helpers';
import { page, type Api, type Rec } from './business-helpers';

const PAPER = '/papermanagement/cpcPaperManagement';
const TOPIC = '/paperTopic/cpcPaperTopic';

let server: TestServer;
let admin: Api;
let staff: Api;
let customer: Api;

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  staff = client(server.app, await tokenFor(server.app, 'jeecg'));
  customer = client(server.app, await tokenFor(server.app, 'customer'));
});
afterAll(async () => server?.close());
afterEach(() => vi.restoreAllMocks());

const db = () => server.opened.db;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

const topics = [
  { topicType: '1', content: '1+1=?', optionA: '1', optionB: '2', answer: 'B', score: 10, difficulty: 1 },
  { topicType: '3', content: '地球是圆的。', answer: '对', score: 5, knowledgePoint: '地理常识', difficulty: 2 },
  { topicType: '5', content: '简述牛顿第一定律。', answer: '惯性定律', score: 15.5, difficulty: 4 },
];

async function paperByCode(code: string) {
  return (await db().select().from(cpcPaper).where(eq(cpcPaper.paperCode, code)))[0];
}

describe('a paper with its topics', () => {
  let id: string;

  it('adds the paper and its topics in one save, numbered in order, the total kept by the server', async () => {
    const res = await staff.post(`${PAPER}/add`, {
      paperName: '测试试卷',
      paperCode: 'CS001',
      subject: '3',
      year: 2025,
      duration: 60,
      totalScore: 999,
      cpcPaperTopicList: topics.map((t) => ({ ...t, topicNo: 7 })),
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const paper = (await paperByCode('CS001'))!;
    id = paper.id;
    expect(paper).toMatchObject({ totalScore: 30.5, status: '0' });
    const read = await staff.get<Rec[]>(`${PAPER}/queryPaperTopicByMainId`, { id });
    expect(read.body.result.map((t) => [t.topicNo, t.content, t.topicType_dictText, t.score])).toEqual([
      [1, '1+1=?', '单选', 10],
      [2, '地球是圆的。', '判断', 5],
      [3, '简述牛顿第一定律。', '简答', 15.5],
    ]);
    const listed = await page(staff, `${PAPER}/list`, { paperCode: 'CS001' });
    expect(listed.records).toEqual([
      expect.objectContaining({
        paperName: '测试试卷',
        totalScore: 30.5,
        subject_dictText: '计算机',
        status_dictText: '草稿',
      }),
    ]);
  });

  it('reorders, changes and removes topics on edit; the total follows; an edit without the list keeps them', async () => {
    const saved = (await staff.get<Rec[]>(`${PAPER}/queryPaperTopicByMainId`, { id })).body.result;
    const res = await staff.put(`${PAPER}/edit`, {
      id,
      cpcPaperTopicList: [{ ...saved[2], score: 20 }, saved[0]],
    });
    expect(res.body).toMatchObject({ success: true });
    const after = (await staff.get<Rec[]>(`${PAPER}/queryPaperTopicByMainId`, { id })).body.result;
    expect(after.map((t) => [t.id, t.topicNo, t.score])).toEqual([
      [saved[2]!.id, 1, 20],
      [saved[0]!.id, 2, 10],
    ]);
    expect((await paperByCode('CS001'))!.totalScore).toBe(30);
    await staff.put(`${PAPER}/edit`, { id, description: '改了说明' });
    expect((await paperByCode('CS001'))!).toMatchObject({ totalScore: 30, description: '改了说明' });
    expect(await db().select().from(cpcPaperTopic).where(eq(cpcPaperTopic.paperId, id))).toHaveLength(2);
  });

  it('refuses a taken code and bad topics, saving nothing of the refused write', async () => {
    const taken = await staff.post(`${PAPER}/add`, {
      paperName: '重复',
      paperCode: 'CS001',
      subject: '1',
      year: 2025,
      duration: 60,
    });
    expect(taken.body).toMatchObject({ success: false, message: '试卷编码「CS001」已存在' });
    const cases: [Rec, string][] = [
      [{ ...topics[1], score: 0 }, '题目第 1 行：分值必须大于0'],
      [{ ...topics[0], optionB: '' }, '题目第 1 行：选择题至少需要两个选项'],
      [{ ...topics[0], answer: 'C' }, '题目第 1 行：答案应为已填写选项的字母'],
      [{ ...topics[0], answer: 'AB' }, '题目第 1 行：单选题只能有一个答案'],
    ];
    for (const [row, message] of cases) {
      const res = await staff.put(`${PAPER}/edit`, { id, paperName: '不该保存', cpcPaperTopicList: [row] });
      expect(res.body).toMatchObject({ success: false, message });
    }
    const missing = await staff.put(`${PAPER}/edit`, { id, cpcPaperTopicList: [{ topicType: '4', score: 2 }] });
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toMatch(/^题目第 1 行：/);
    expect((await paperByCode('CS001'))!.paperName).toBe('测试试卷');
    expect(await db().select().from(cpcPaperTopic).where(eq(cpcPaperTopic.paperId, id))).toHaveLength(2);
  });

  it('answers how many tests use the paper and refuses deleting one in use with that number', async () => {
    expect((await staff.get(`${PAPER}/checkNumberOfUsedByid`, { id })).body).toMatchObject({
      success: true,
      result: 0,
    });
    const count = vi
      .spyOn(PAPER_USAGE, 'count')
      .mockImplementation(async (_db, ids) => new Map(ids.map((p) => [p, p === id ? 3 : 0])));
    expect((await staff.get(`${PAPER}/checkNumberOfUsedByid`, { id })).body.result).toBe(3);
    const refused = await staff.del(`${PAPER}/delete`, { id });
    expect(refused.body).toMatchObject({ success: false, message: '该试卷已被 3 场考试使用，不能删除' });
    expect(await paperByCode('CS001')).toBeDefined();
    count.mockRestore();
    expect((await staff.del(`${PAPER}/delete`, { id })).body).toMatchObject({ success: true });
    expect(await paperByCode('CS001')).toBeUndefined();
    expect(await db().select().from(cpcPaperTopic).where(eq(cpcPaperTopic.paperId, id))).toHaveLength(0);
    expect((await staff.get(`${PAPER}/queryPaperTopicByMainId`, { id })).body.success).toBe(false);
  });
});

describe('the demo papers and the topic list', () => {
  it('has six papers of 20–40 topics of every type, each scoring 100', async () => {
    const papers = await db().select().from(cpcPaper);
    expect(papers).toHaveLength(6);
    const all = await db().select().from(cpcPaperTopic);
    for (const paper of papers) {
      const own = all.filter((t) => t.paperId === paper.id);
      expect(own.length).toBeGreaterThanOrEqual(20);
      expect(own.length).toBeLessThanOrEqual(40);
      expect(own.reduce((s, t) => s + t.score, 0)).toBe(100);
      expect(paper.totalScore).toBe(100);
      expect(new Set(own.map((t) => t.topicType))).toEqual(new Set(['1', '2', '3', '4', '5']));
      expect(own.map((t) => t.topicNo).sort((a, b) => a - b)).toEqual(own.map((_, i) => i + 1));
    }
  });

  it('pages every topic with its paper name and filters by paper, type, knowledge point and difficulty', async () => {
    const all = await page(staff, `${TOPIC}/paperTopicList`, { pageSize: 5 });
    expect(all.total).toBe(178);
    expect(all.records).toHaveLength(5);
    expect(all.records[0]).toMatchObject({ topicNo: 1, paperName: expect.any(String), topicType_dictText: '单选' });
    const paper = (await paperByCode('SJ2024003'))!;
    const own = await page(staff, `${TOPIC}/paperTopicList`, { paperId: paper.id, pageSize: 100 });
    expect(own.total).toBe(40);
    expect(new Set(own.records.map((r) => r.paperName))).toEqual(new Set(['计算机基础知识测试']));
    expect(own.records.map((r) => r.topicNo)).toEqual(own.records.map((_, i) => i + 1));
    const filtered = await page(staff, `${TOPIC}/paperTopicList`, {
      paperId: paper.id,
      topicType: '1',
      knowledgePoint: '网络',
      difficulty: 3,
      pageSize: 100,
    });
    const expected = (await db().select().from(cpcPaperTopic).where(eq(cpcPaperTopic.paperId, paper.id))).filter(
      (t) => t.topicType === '1' && t.knowledgePoint?.includes('网络') && t.difficulty === 3,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.records.map((r) => r.id).sort()).toEqual(expected.map((t) => t.id).sort());
  });
});

describe('who may call the paper routes', () => {
  it('refuses a customer account every read and write, and lets staff read and write', async () => {
    const paper = (await paperByCode('SJ2024001'))!;
    for (const res of [
      await customer.get(`${PAPER}/list`),
      await customer.get(`${PAPER}/queryById`, { id: paper.id }),
      await customer.get(`${PAPER}/queryPaperTopicByMainId`, { id: paper.id }),
      await customer.get(`${PAPER}/checkNumberOfUsedByid`, { id: paper.id }),
      await customer.get(`${TOPIC}/paperTopicList`),
      await customer.post(`${PAPER}/add`, { paperName: 'x', paperCode: 'X1', subject: '1', year: 2025, duration: 1 }),
      await customer.put(`${PAPER}/edit`, { id: paper.id, paperName: 'x' }),
      await customer.del(`${PAPER}/delete`, { id: paper.id }),
    ])
      expect(res.body.success).toBe(false);
    expect((await paperByCode('SJ2024001'))!.paperName).toBe(paper.paperName);
    expect((await staff.get(`${PAPER}/queryById`, { id: paper.id })).body.result).toMatchObject({ totalScore: 100 });
    expect((await admin.get(`${TOPIC}/paperTopicList`)).body.success).toBe(true);
  });
});

describe('0017 paper menu and dictionaries', () => {
  it('adds the buttons, grants and dictionaries to a database seeded without them, once', async () => {
    const snapshot = async () => ({
      buttons: await rows<{ perms: string; roles: string }>(sql`
        select b.perms,
          (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
             join sys_role r on r.id = rp.role_id where rp.permission_id = b.id) as roles
        from sys_permission b where b.perms like 'cpc:paper:%' order by b.perms`),
      pages: await rows<{ url: string; leaf: boolean; roles: string }>(sql`
        select p.url, p.is_leaf as leaf,
          (select string_agg(r.role_code, ',' order by r.role_code) from sys_role_permission rp
             join sys_role r on r.id = rp.role_id where rp.permission_id = p.id) as roles
        from sys_permission p where p.url like '/paper%' and p.menu_type <> 2 order by p.url`),
      dicts: await rows<{ code: string; items: string }>(sql`
        select d.dict_code as code, string_agg(i.item_value || '=' || i.item_text, ',' order by i.sort_order) as items
        from sys_dict d join sys_dict_item i on i.dict_id = d.id
        where d.dict_code in ('paper_subject', 'paper_status', 'topic_type') group by d.dict_code order by d.dict_code`),
    });
    const seeded = await snapshot();
    expect(seeded.buttons).toHaveLength(6);
    expect(seeded.buttons.every((b) => b.roles === 'admin,staff')).toBe(true);
    expect(seeded.pages.map((p) => p.roles)).toEqual(['admin,staff', 'admin,staff', 'admin,staff', 'admin,staff']);
    expect(seeded.dicts.find((d) => d.code === 'paper_status')!.items).toBe('0=草稿,1=已发布,2=已归档');

    await db().execute(sql`delete from sys_role_permission where permission_id in
      (select id from sys_permission where perms like 'cpc:paper:%')`);
    await db().execute(sql`delete from sys_permission where perms like 'cpc:paper:%'`);
    await db().execute(sql`delete from sys_role_permission where role_id in (select id from sys_role where
      role_code = 'staff') and permission_id in (select id from sys_permission where url like '/paper%')`);
    await db().execute(sql`update sys_permission set is_leaf = true where url = '/paper/list' and menu_type <> 2`);
    await db().execute(sql`delete from sys_dict_item where dict_id in (select id from sys_dict where dict_code in
      ('paper_subject', 'paper_status', 'topic_type'))`);
    await db().execute(sql`delete from sys_dict where dict_code in ('paper_subject', 'paper_status', 'topic_type')`);
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, '0017_paper_menu_dicts.sql'));

    expect(await migrate(db())).toEqual(['0017_paper_menu_dicts.sql']);
    expect(await snapshot()).toEqual(seeded);
    await db().delete(schemaMigrations).where(eq(schemaMigrations.name, '0017_paper_menu_dicts.sql'));
    await migrate(db());
    expect(await snapshot()).toEqual(seeded);
  });
});
