/**
 * 系统通告 on the server: the admin CRUD (drafts, recipients, refusals), 发布 / 撤销, listByUser (its
 * send rows, categories and totals), read marks, 我的消息 (getMyAnnouncementSend, getOne), queryById, the show page
 * (cleaned HTML under a CSP that runs nothing), the permission codes and PublishScheduledAnnouncementsJob.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../src/domain/api';
import type { AppContext } from '../../server/context';
import { sysAnnouncement, sysAnnouncementSend, sysUser } from '../../server/db/schema';
import { SHOW_CONTENT_SECURITY_POLICY } from '../../server/routes/system/announcements';
import { publishScheduledAnnouncements } from '../../server/services/announcements';
import { sanitizeHtmlServer } from '../../server/services/html-sanitize';
import { formatDateTime } from '../../server/time';
import { apiUrl, client, startTestServer, tokenFor, type TestServer } from './helpers';

type Rec = Record<string, unknown>;
type Bell = { anntMsgList: Rec[]; anntMsgTotal: number; sysMsgList: Rec[]; sysMsgTotal: number };
type Api = ReturnType<typeof client>;

let server: TestServer;
let admin: Api;
let jeecg: Api;
let wang: Api;
let jeecgToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  admin = client(server.app, await tokenFor(server.app, 'admin'));
  jeecgToken = await tokenFor(server.app, 'jeecg');
  jeecg = client(server.app, jeecgToken);
  wang = client(server.app, await tokenFor(server.app, 'wangqiang'));
  for (const u of await server.opened.db.select().from(sysUser)) ids[u.username] = u.id;
});
afterAll(async () => server?.close());

const inDays = (days: number) => formatDateTime(new Date(server.clock.ms() + days * 86_400_000));

/** A draft saved through the API (as the form sends it); its id. */
async function addDraft(extra: Rec = {}): Promise<string> {
  const titile = String(extra.titile ?? `测试通告${Math.random().toString(36).slice(2, 8)}`);
  const res = await admin.post('/sys/annountCement/add', {
    titile,
    msgCategory: '1',
    msgAbstract: '摘要',
    endTime: inDays(30),
    msgType: 'ALL',
    priority: 'M',
    msgContent: '<p>正文</p>',
    ...extra,
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: '添加成功！' });
  const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, titile));
  return row!.id;
}

const bell = async (api: Api, pageSize?: number) =>
  (await api.get<Bell>('/sys/annountCement/listByUser', { pageSize })).body.result;
const titles = (list: Rec[]) => list.map((r) => r.titile);
const release = (id: string) => admin.get('/sys/annountCement/doReleaseData', { id });
const revoke = (id: string) => admin.get('/sys/annountCement/doReovkeData', { id });

describe('the demo notices in the bell (listByUser)', () => {
  it('splits the unread published notices into 通知 (category 1) and 系统消息 (category 2), with totals', async () => {
    const mine = await bell(jeecg);
    expect(titles(mine.anntMsgList)).toEqual([
      '请审核华东区域考点申报材料',
      '考试管理系统周末升级维护公告',
      '关于2024年下半年全国考试报名工作的通知',
    ]);
    expect(mine.anntMsgTotal).toBe(3);
    expect(titles(mine.sysMsgList)).toEqual(['成绩统计功能上线']);
    expect(mine.sysMsgTotal).toBe(1);
    // Full records, no dictionary texts; drafts, revoked and scheduled notices are not there.
    expect(mine.anntMsgList[0]).toMatchObject({ msgType: 'USER', openType: 'url', openPage: '/test/manager' });
    expect(Object.keys(mine.anntMsgList[0]!).some((k) => k.endsWith('_dictText'))).toBe(false);

    // The 指定用户 notice is jeecg's alone.
    const other = await bell(wang);
    expect(other.anntMsgTotal).toBe(2);
    expect(titles(other.anntMsgList)).not.toContain('请审核华东区域考点申报材料');
  });

  it('answers pageSize items (default 5) and the whole totals; the send rows are made once', async () => {
    const one = await bell(jeecg, 1);
    expect(one.anntMsgList).toHaveLength(1);
    expect(one.anntMsgTotal).toBe(3);
    await bell(jeecg);
    const rows = await server.opened.db
      .select()
      .from(sysAnnouncementSend)
      .where(eq(sysAnnouncementSend.userId, ids.jeecg!));
    expect(rows).toHaveLength(4);
  });
});

describe('add, edit and delete (system:sysAnnouncement:add / edit / delete)', () => {
  it('saves a draft with the saver as sender; it reaches no bell', async () => {
    const id = await addDraft({ titile: '草稿通告' });
    const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row).toMatchObject({ sendStatus: '0', delFlag: '0', sender: 'admin', userIds: null });
    expect(titles((await bell(wang)).anntMsgList)).not.toContain('草稿通告');
    const list = await admin.get<PageResult<Rec>>('/sys/annountCement/list', { titile: '草稿通告' });
    expect(list.body.result.records[0]).toMatchObject({ sendStatus_dictText: '未发布', msgType_dictText: '全体用户' });
  });

  it('ignores a sendStatus in the body, and refuses a 指定用户 notice without users', async () => {
    const id = await addDraft({ sendStatus: '1', sendTime: inDays(0) });
    const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row).toMatchObject({ sendStatus: '0', sendTime: null });
    const res = await admin.post('/sys/annountCement/add', {
      titile: '没有用户',
      msgCategory: '1',
      msgAbstract: '摘要',
      endTime: inDays(3),
      msgType: 'USER',
      priority: 'H',
      userIds: '',
    });
    expect(res.body).toMatchObject({ success: false, message: '指定用户不能为空！' });
    const unknown = await admin.post('/sys/annountCement/add', {
      titile: '不存在的用户',
      msgCategory: '1',
      msgAbstract: '摘要',
      endTime: inDays(3),
      msgType: 'USER',
      priority: 'H',
      userIds: 'nobody,',
    });
    expect(unknown.body).toMatchObject({ success: false, message: '指定用户不存在或已删除' });
  });

  it('makes the send rows of 指定用户 at save time (trailing comma kept) and follows an edit of the list', async () => {
    const id = await addDraft({ msgType: 'USER', userIds: `${ids.jeecg},${ids.wangqiang}` });
    const recipients = async () =>
      (
        await server.opened.db
          .select({ userId: sysAnnouncementSend.userId, readFlag: sysAnnouncementSend.readFlag })
          .from(sysAnnouncementSend)
          .where(eq(sysAnnouncementSend.anntId, id))
      )
        .map((r) => r.userId)
        .sort();
    expect(await recipients()).toEqual([ids.jeecg, ids.wangqiang].sort());
    const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row!.userIds).toBe(`${ids.jeecg},${ids.wangqiang},`);

    const edit = await admin.put('/sys/annountCement/edit', { id, msgType: 'USER', userIds: `${ids.chenjing},` });
    expect(edit.body.success).toBe(true);
    expect(await recipients()).toEqual([ids.chenjing]);
    // Still a draft: nobody's bell has it.
    expect((await bell(jeecg)).anntMsgTotal).toBe(3);
  });

  it('edits only drafts and deletes only what is not published (logically)', async () => {
    const id = await addDraft({ titile: '将发布' });
    expect((await release(id)).body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    expect((await admin.put('/sys/annountCement/edit', { id, titile: '改标题' })).body).toMatchObject({
      success: false,
      message: '只能编辑未发布的系统通告',
    });
    expect((await admin.del('/sys/annountCement/delete', { id })).body).toMatchObject({
      success: false,
      message: '已发布的系统通告不能删除，请先撤销',
    });
    expect((await revoke(id)).body.success).toBe(true);
    expect((await admin.del('/sys/annountCement/delete', { id })).body).toMatchObject({ success: true });
    const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row!.delFlag).toBe('1');
    const list = await admin.get<PageResult<Rec>>('/sys/annountCement/list', { titile: '将发布' });
    expect(list.body.result.total).toBe(0);
  });
});

describe('发布 and 撤销', () => {
  it('publishes to everyone: sendStatus 1, send time, sender = the publisher; revoking takes it off the bells', async () => {
    const id = await addDraft({ titile: '全员通知', msgCategory: '2' });
    server.clock.advance(1000);
    const before = (await bell(wang)).sysMsgTotal;
    expect((await release(id)).body).toMatchObject({ success: true, code: 200, message: '该系统通知发布成功' });
    const [row] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(row).toMatchObject({ sendStatus: '1', sender: 'admin', sendTime: formatDateTime(server.clock.now()) });
    expect((await release(id)).body).toMatchObject({ success: false, message: '只能发布未发布的系统通知' });

    const after = await bell(wang);
    expect(after.sysMsgTotal).toBe(before + 1);
    expect(titles(after.sysMsgList)[0]).toBe('全员通知');

    expect((await revoke(id)).body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    const [revoked] = await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
    expect(revoked).toMatchObject({ sendStatus: '2', cancelTime: formatDateTime(server.clock.now()) });
    expect((await bell(wang)).sysMsgTotal).toBe(before);
    expect((await revoke(id)).body).toMatchObject({ success: false, message: '只能撤销已发布的系统通知' });
    expect((await admin.get('/sys/annountCement/doReleaseData', { id: 'missing' })).body).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
  });

  it('publishes 指定用户 notices to those users only', async () => {
    const id = await addDraft({ titile: '只给王强', msgType: 'USER', userIds: `${ids.wangqiang},` });
    await release(id);
    expect(titles((await bell(wang)).anntMsgList)).toContain('只给王强');
    expect(titles((await bell(jeecg)).anntMsgList)).not.toContain('只给王强');
  });

  it('an ALL notice ending before a user was created never reaches that user (JeecgBoot), one without end does', async () => {
    const ended = await addDraft({ titile: '很久以前', endTime: '2020-01-01 00:00:00' });
    await release(ended);
    expect(titles((await bell(wang)).anntMsgList)).not.toContain('很久以前');
    await server.opened.db.update(sysAnnouncement).set({ endTime: null }).where(eq(sysAnnouncement.id, ended));
    expect(titles((await bell(wang)).anntMsgList)).toContain('很久以前');
  });
});

describe('read marks', () => {
  it('editByAnntIdAndUserId (PUT) marks one read for the current user only', async () => {
    const id = await addDraft({ titile: '请阅读' });
    await release(id);
    const total = (await bell(jeecg)).anntMsgTotal;
    const res = await jeecg.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id });
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect((await bell(jeecg)).anntMsgTotal).toBe(total - 1);
    expect(titles((await bell(wang)).anntMsgList)).toContain('请阅读');
    const [row] = await server.opened.db
      .select()
      .from(sysAnnouncementSend)
      .where(and(eq(sysAnnouncementSend.anntId, id), eq(sysAnnouncementSend.userId, ids.jeecg!)));
    expect(row).toMatchObject({ readFlag: '1', readTime: formatDateTime(server.clock.now()) });
  });

  it('marks a 全体用户 notice read even before the bell listed it', async () => {
    const id = await addDraft({ titile: '先读后列' });
    await release(id);
    const chen = client(server.app, await tokenFor(server.app, 'chenjing'));
    await chen.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id });
    expect(titles((await bell(chen)).anntMsgList)).not.toContain('先读后列');
  });

  it('readAll marks everything read and answers 全部已读', async () => {
    const yang = client(server.app, await tokenFor(server.app, 'yangfan'));
    expect((await bell(yang)).anntMsgTotal).toBeGreaterThan(0);
    const res = await yang.put('/sys/sysAnnouncementSend/readAll', {});
    expect(res.body).toMatchObject({ success: true, message: '全部已读' });
    expect(await bell(yang)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0, anntMsgList: [], sysMsgList: [] });
  });
});

describe('我的消息 (getMyAnnouncementSend, getOne)', () => {
  it('pages the user’s published notices as AnnouncementSendModel, unread first, with the filters', async () => {
    const huang = client(server.app, await tokenFor(server.app, 'huangli'));
    await bell(huang);
    const [first] = (await bell(huang)).anntMsgList;
    await huang.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: first!.id });

    const page = await huang.get<PageResult<Rec>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
      pageNo: 1,
      pageSize: 50,
    });
    expect(page.body).toMatchObject({ success: true, code: 0 });
    const records = page.body.result.records;
    expect(page.body.result).toMatchObject({ current: 1, size: 50, total: records.length });
    expect(Object.keys(records[0]!).sort()).toEqual(
      [
        'id',
        'anntId',
        'userId',
        'titile',
        'msgContent',
        'sender',
        'priority',
        'readFlag',
        'sendTime',
        'msgCategory',
        'busId',
        'busType',
        'openType',
        'openPage',
        'msgAbstract',
        'pageNo',
        'pageSize',
        'bizSource',
      ].sort(),
    );
    const flags = records.map((r) => r.readFlag);
    expect(flags).toEqual([...flags].sort());
    expect(records.at(-1)).toMatchObject({ anntId: first!.id, readFlag: '1', userId: ids.huangli });
    expect(records.every((r) => r.id !== r.anntId)).toBe(true);

    const filter = async (params: Record<string, string>) =>
      (await huang.get<PageResult<Rec>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', params)).body.result.records;
    expect((await filter({ titile: '升级维护' })).map((r) => r.titile)).toEqual(['考试管理系统周末升级维护公告']);
    expect((await filter({ readFlag: '1' })).map((r) => r.anntId)).toEqual([first!.id]);
    expect((await filter({ msgCategory: '2' })).every((r) => r.msgCategory === '2')).toBe(true);
    expect((await filter({ sender: 'adm' })).length).toBe(records.length);
    expect(await filter({ sender: 'nobody' })).toEqual([]);
    expect(await filter({ titile: '%' })).toEqual([]);

    const one = await huang.get<Rec>('/sys/sysAnnouncementSend/getOne', { sendId: String(records[0]!.id) });
    expect(one.body).toMatchObject({ success: true, code: 200, result: { id: records[0]!.id } });
    // Someone else's send row is not found.
    const others = await jeecg.get('/sys/sysAnnouncementSend/getOne', { sendId: String(records[0]!.id) });
    expect(others.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });
});

describe('queryById and the show page', () => {
  it('gives a user the notices they received, and the admin list every notice', async () => {
    const draft = await addDraft({ titile: '未发布的' });
    const published = await addDraft({ titile: '已发布的' });
    await release(published);
    expect((await jeecg.get<Rec>('/sys/annountCement/queryById', { id: published })).body.result).toMatchObject({
      titile: '已发布的',
    });
    expect((await jeecg.get('/sys/annountCement/queryById', { id: draft })).body).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
    expect((await admin.get<Rec>('/sys/annountCement/queryById', { id: draft })).body.result).toMatchObject({
      titile: '未发布的',
    });
  });

  it('renders cleaned HTML under a CSP that runs no script, for signed-in viewers only', async () => {
    const id = await addDraft({
      titile: '<b>标题</b>',
      msgContent:
        '<p onclick="alert(1)">正文<img src="x" onerror="alert(2)"><script>alert(3)</script>' +
        '<a href="javascript:alert(4)">链接</a><img src="/jeecg-boot/sys/common/static/jeditor/a.png"></p>',
    });
    await release(id);
    const res = await server.app.inject({ url: apiUrl(`/sys/annountCement/show/${id}`, { token: jeecgToken }) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toBe(SHOW_CONTENT_SECURITY_POLICY);
    expect(SHOW_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<title>&lt;b&gt;标题&lt;/b&gt;</title>');
    expect(html).toContain('发布人：管理员');
    expect(html).toContain('<p>正文<img src="x">');
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/i);
    expect(html).toContain(`src="/jeecg-boot/sys/common/static/jeditor/a.png?token=${jeecgToken}"`);

    expect((await server.app.inject({ url: apiUrl(`/sys/annountCement/show/${id}`) })).statusCode).toBe(404);
    const draft = await addDraft();
    const hidden = await server.app.inject({ url: apiUrl(`/sys/annountCement/show/${draft}`, { token: jeecgToken }) });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('server-side HTML cleaning', () => {
  it.each([
    ['<p>正文</p><script>alert(1)</script>后', '<p>正文</p>后'],
    ['<img src=x onerror=alert(1)>', '<img src="x">'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="//evil.example">x</a><a href="/ok" target="_blank">y</a>',
      '<a>x</a><a href="/ok" target="_blank" rel="noopener noreferrer">y</a>',
    ],
    ['<svg><script>alert(1)</script></svg><iframe src="x"></iframe><style>p{}</style>留下', '留下'],
    ['<p style="color:red">红</p><p style="background:url(x)">u</p>', '<p style="color:red">红</p><p>u</p>'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<div><p>未闭合', '<div><p>未闭合</p></div>'],
    ['a < b &amp; c', 'a &lt; b &amp; c'],
    [
      '<img src="data:image/svg+xml;base64,AA"><img src="data:image/png;base64,AA">',
      '<img><img src="data:image/png;base64,AA">',
    ],
    ['<!-- <script>x</script> -->注释后', '注释后'],
    ['<p title=\'a"b\' onclick="x">t</p>', '<p title="a&quot;b">t</p>'],
  ])('%s', (input, output) => {
    expect(sanitizeHtmlServer(input)).toBe(output);
  });
});

describe('permission codes', () => {
  it('a user without the buttons may not list, add, edit, delete, publish or revoke', async () => {
    const id = await addDraft();
    expect((await jeecg.get('/sys/annountCement/list')).body).toMatchObject({ code: 510 });
    expect((await jeecg.post('/sys/annountCement/add', { titile: 'x' })).body).toMatchObject({ code: 510 });
    expect((await jeecg.put('/sys/annountCement/edit', { id, titile: 'x' })).body).toMatchObject({ code: 510 });
    expect((await jeecg.del('/sys/annountCement/delete', { id })).body).toMatchObject({ code: 510 });
    expect((await jeecg.get('/sys/annountCement/doReleaseData', { id })).body).toMatchObject({ code: 510 });
    expect((await jeecg.get('/sys/annountCement/doReovkeData', { id })).body).toMatchObject({ code: 510 });
    const routes = server.app.routeTable.filter((r) => r.url.startsWith('/jeecg-boot/sys/annountCement/'));
    const code = (url: string) => routes.find((r) => r.url === `/jeecg-boot/sys/annountCement/${url}`)?.permission;
    expect(code('add')).toBe('system:sysAnnouncement:add');
    expect(code('doReleaseData')).toBe('system:sysAnnouncement:doReleaseData');
    expect(code('doReovkeData')).toBe('system:sysAnnouncement:doReovkeData');
    // The bell's calls need a signed-in user only.
    for (const url of ['listByUser', 'queryById', 'syncNotic']) expect(code(url)).toBeUndefined();
  });
});

describe('PublishScheduledAnnouncementsJob', () => {
  it('publishes the drafts whose start time has come (not those still ahead, ended or without one)', async () => {
    const due = await addDraft({ titile: '到点发布', startTime: inDays(-1) });
    const ahead = await addDraft({ titile: '还没到', startTime: inDays(1) });
    const manual = await addDraft({ titile: '手动发布' });
    const ctx = {
      db: server.opened.db,
      now: () => server.clock.ms(),
      log: server.app.log,
      realtime: server.app.realtime,
    } as unknown as AppContext;
    const message = await publishScheduledAnnouncements(ctx);
    expect(message).toMatch(/^已发布到点的系统通告 \d+ 条$/);
    const status = async (id: string) =>
      (await server.opened.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id)))[0]!;
    expect(await status(due)).toMatchObject({ sendStatus: '1', sender: 'admin' });
    expect((await status(ahead)).sendStatus).toBe('0');
    expect((await status(manual)).sendStatus).toBe('0');
    expect(titles((await bell(wang)).anntMsgList)).toContain('到点发布');

    server.clock.advance(2 * 86_400_000);
    await publishScheduledAnnouncements(ctx);
    expect((await status(ahead)).sendStatus).toBe('1');
  });
});
