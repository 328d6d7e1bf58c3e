/**
 * The signed-in user's own notices under /sys/sysAnnouncementSend: mark one read
 * (editByAnntIdAndUserId), mark all read (readAll, then `{"cmd":"topic"}` to the user's own sockets so every tab's
 * bell reloads), the 我的消息 page (getMyAnnouncementSend: AnnouncementSendModel records, unread first) and one of
 * them (getOne). Each needs a signed-in user only and reaches only that user's rows.
 */
import { and, asc, count, desc, eq, gte, isNull, like, lte, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SEND_STATUS } from '../../../src/domain/entities/announcement';
import type { AppContext } from '../../context';
import { escapeLike } from '../../crud/conditions';
import { paging, param, type Query, queryOf } from '../../crud/list-query';
import { NO_PARAMETERS, pagedQuery, routeSchema, text } from '../../http/route-schemas';
import { bodyOf } from '../../crud/writes';
import { newId } from '../../db/ids';
import { sysAnnouncement, sysAnnouncementSend } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, ok, okMessage, plain } from '../../http/envelope';
import { ensureBroadcastRows, liveAnnouncement, receivedBy } from '../../services/announcements';
import { formatDateTime } from '../../time';
import { NOT_FOUND_ENTITY } from '../../services/announcements';

/** AnnouncementSendModel: the send row's id with its notice's fields (no `_dictText`). */
const MODEL = {
  id: sysAnnouncementSend.id,
  anntId: sysAnnouncementSend.anntId,
  userId: sysAnnouncementSend.userId,
  titile: sysAnnouncement.titile,
  msgContent: sysAnnouncement.msgContent,
  sender: sysAnnouncement.sender,
  priority: sysAnnouncement.priority,
  readFlag: sysAnnouncementSend.readFlag,
  sendTime: sysAnnouncement.sendTime,
  msgCategory: sysAnnouncement.msgCategory,
  busId: sysAnnouncement.busId,
  busType: sysAnnouncement.busType,
  openType: sysAnnouncement.openType,
  openPage: sysAnnouncement.openPage,
  msgAbstract: sysAnnouncement.msgAbstract,
};
/** Always null in JeecgBoot's model. */
const MODEL_EXTRAS = { pageNo: null, pageSize: null, bizSource: null };

const SCHEMA = {
  read: routeSchema({ query: { anntId: text('通告编号') }, body: { anntId: text('通告编号') } }),
  mine: routeSchema({
    query: pagedQuery({
      titile: text('标题'),
      sender: text('发布人'),
      readFlag: text('阅读状态'),
      busType: text('业务类型'),
      msgCategory: text('消息类型'),
      bizSource: text('业务来源'),
    }),
  }),
  one: routeSchema({ query: { sendId: text('编号') } }),
  vue3List: routeSchema({
    query: pagedQuery({
      fromUser: text('发送人'),
      starFlag: text('标星'),
      rangeDateKey: text('时间范围'),
      beginDate: text('开始时间'),
      endDate: text('结束时间'),
      noticeType: text('消息类型'),
    }),
  }),
};

/** The user's send rows of published, live notices, and the filters of the 我的消息 page. */
function myRows(userId: string, query: Query): SQL | undefined {
  const text = (name: string) => param(query, name)?.trim() || undefined;
  const contains = (value: string | undefined) => (value ? `%${escapeLike(value)}%` : undefined);
  const titile = contains(text('titile'));
  const sender = contains(text('sender'));
  return and(
    eq(sysAnnouncementSend.userId, userId),
    eq(sysAnnouncement.sendStatus, SEND_STATUS.published),
    liveAnnouncement,
    titile ? like(sysAnnouncement.titile, titile) : undefined,
    sender ? like(sysAnnouncement.sender, sender) : undefined,
    text('readFlag') ? eq(sysAnnouncementSend.readFlag, text('readFlag')!) : undefined,
    text('busType') ? eq(sysAnnouncement.busType, text('busType')!) : undefined,
    text('msgCategory') ? eq(sysAnnouncement.msgCategory, text('msgCategory')!) : undefined,
    text('bizSource') === 'isNoBpm'
      ? or(isNull(sysAnnouncement.busType), ne(sysAnnouncement.busType, 'bpm'))
      : undefined,
  );
}

export async function sysAnnouncementSendRoutes(app: FastifyInstance, ctx: AppContext) {
  const fromSends = () =>
    ctx.db
      .select(MODEL)
      .from(sysAnnouncementSend)
      .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId));

  app.route({
    method: ['PUT', 'POST'],
    url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    config: { signedIn: true },
    schema: SCHEMA.read,
    handler: async (request) => {
      const user = currentUser(request);
      const anntId = String(bodyOf(request).anntId ?? param(queryOf(request), 'anntId') ?? '').trim();
      if (!anntId) throw new BizError('参数不识别！');
      const now = formatDateTime(new Date(ctx.now()));
      const read = { readFlag: '1', readTime: now, updateBy: user.username, updateTime: now };
      const updated = await ctx.db
        .update(sysAnnouncementSend)
        .set(read)
        .where(and(eq(sysAnnouncementSend.anntId, anntId), eq(sysAnnouncementSend.userId, user.id)))
        .returning({ id: sysAnnouncementSend.id });
      if (updated.length === 0) {
        // A 全体用户 notice read before the bell made its row (e.g. from the websocket's 查看详情).
        const [a] = await ctx.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, anntId)).limit(1);
        if (a && (await receivedBy(ctx.db, a, user.id)))
          await ctx.db
            .insert(sysAnnouncementSend)
            .values({ id: newId(ctx.now()), anntId, userId: user.id, createTime: now, ...read })
            .onConflictDoNothing();
      }
      return ok(null);
    },
  });

  // readAll, and the Vue 3 bell's 清空未读 (clearAllUnReadMessage).
  for (const url of ['/sys/sysAnnouncementSend/readAll', '/sys/annountCement/clearAllUnReadMessage'])
    app.route({
      method: ['PUT', 'POST'],
      url,
      config: { signedIn: true },
      schema: NO_PARAMETERS,
      handler: async (request) => {
        const user = currentUser(request);
        await ensureBroadcastRows(ctx.db, user);
        const now = formatDateTime(new Date(ctx.now()));
        await ctx.db
          .update(sysAnnouncementSend)
          .set({ readFlag: '1', readTime: now, updateBy: user.username, updateTime: now })
          .where(and(eq(sysAnnouncementSend.userId, user.id), eq(sysAnnouncementSend.readFlag, '0')));
        await ctx.realtime.sendToUsers([user.id], { cmd: 'topic' });
        return okMessage('全部已读');
      },
    });

  app.get(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    { config: { signedIn: true }, schema: SCHEMA.mine },
    async (request) => {
      const query = queryOf(request);
      const where = myRows(currentUser(request).id, query);
      const { pageNo, pageSize } = paging(query);
      const [total] = await ctx.db
        .select({ n: count() })
        .from(sysAnnouncementSend)
        .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, sysAnnouncementSend.anntId))
        .where(where);
      const n = Number(total?.n ?? 0);
      const rows = await fromSends()
        .where(where)
        .orderBy(asc(sysAnnouncementSend.readFlag), desc(sysAnnouncement.sendTime), desc(sysAnnouncementSend.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return plain({
        records: rows.map((r) => ({ ...r, ...MODEL_EXTRAS })),
        total: n,
        size: pageSize,
        current: pageNo,
        pages: Math.ceil(n / pageSize),
      });
    },
  );

  // The Vue 3 bell's message list: the user's messages, newest first, a bare list page by page (it stops at a short
  // page); fromUser filters by sender, beginDate / endDate by the time sent. Stars are not kept here (starFlag "0").
  app.get('/sys/annountCement/vue3List', { config: { signedIn: true }, schema: SCHEMA.vue3List }, async (request) => {
    const user = currentUser(request);
    await ensureBroadcastRows(ctx.db, user);
    const query = queryOf(request);
    const { pageNo, pageSize } = paging(query);
    const given = (name: string) => param(query, name)?.trim() || undefined;
    const fromUser = given('fromUser');
    const where = and(
      myRows(user.id, query),
      fromUser ? like(sysAnnouncement.sender, `%${escapeLike(fromUser)}%`) : undefined,
      given('beginDate') ? gte(sysAnnouncement.sendTime, given('beginDate')!) : undefined,
      given('endDate') ? lte(sysAnnouncement.sendTime, given('endDate')!) : undefined,
    );
    const rows = await fromSends()
      .where(where)
      .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncementSend.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return plain(rows.map((r) => ({ ...r, ...MODEL_EXTRAS, id: r.anntId, sendId: r.id, starFlag: '0', izTop: 0 })));
  });

  app.get('/sys/sysAnnouncementSend/getOne', { config: { signedIn: true }, schema: SCHEMA.one }, async (request) => {
    const sendId = param(queryOf(request), 'sendId')?.trim();
    const [row] = sendId
      ? await fromSends()
          .where(and(eq(sysAnnouncementSend.id, sendId), myRows(currentUser(request).id, {})))
          .limit(1)
      : [];
    if (!row) throw new BizError(NOT_FOUND_ENTITY);
    return ok({ ...row, ...MODEL_EXTRAS });
  });
}
