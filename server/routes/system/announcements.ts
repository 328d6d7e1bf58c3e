/**
 * 系统通告 under /sys/annountCement (sic):
 * - the CRUD of its definition: reading by the 系统通告 menu or any system:sysAnnouncement: button, each write by its
 *   button; add saves a draft (sendStatus 0, sender = who saved it) and, for 指定用户, one unread send row per user;
 *   only drafts are edited, and a published notice is revoked before it is deleted (logical delete);
 * - doReleaseData / doReovkeData (GET, as JeecgBoot's; buttons system:sysAnnouncement:doReleaseData / doReovkeData):
 *   publish (sendStatus 1, sendTime, sender = the publisher) or revoke (sendStatus 2, cancelTime), each pushed over
 *   the websocket so the bells reload;
 * - syncNotic: the push again (the stock client calls it after 撤销 and after reading);
 * - listByUser: the signed-in user's unread notices (anntMsgList, category 1) and system messages (sysMsgList,
 *   category 2) with their totals, first making the send rows of published 全体用户 notices they lack;
 * - queryById: any live notice for its readers, otherwise a notice the user received;
 * - show/{id}: the notice as a page of its own, its HTML cleaned on the server and sent with a CSP that runs no
 *   script; signed-in users only (token as ?token=, which the stock client's 查看 iframe sends).
 */
import { escapeHtml } from '../../lib/html';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  announcementEntity,
  joinUserIds,
  MSG_CATEGORY,
  MSG_TYPE,
  SEND_STATUS,
} from '../../../src/domain/entities/announcement';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import { API_PREFIX } from '../../../src/domain/api';
import type { AppContext } from '../../context';
import { toRecord } from '../../crud/entity-table';
import { param, queryOf } from '../../crud/list-query';
import { registerCrud } from '../../crud/routes';
import type { CrudSpec, Row, WriteContext } from '../../crud/spec';
import { sysAnnouncement, sysUser, type SysUserRow } from '../../db/schema';
import { currentUser, requestToken } from '../../plugins/auth';
import { BizError, ok, okMessage, plain } from '../../http/envelope';
import {
  announcementFrame,
  ANNOUNCEMENT_TABLE,
  ensureBroadcastRows,
  isRecipient,
  liveAnnouncement,
  liveUserIds,
  pushAnnouncement,
  receivedBy,
  syncRecipients,
  userIdsOf,
  type AnnouncementRow,
} from '../../services/announcements';
import { sanitizeHtmlServer } from '../../services/html-sanitize';
import { countAttempt } from '../../services/login-guard';
import { userPermissionCodes } from '../../services/permissions';
import { mayRead, READERS } from '../../services/readers';
import { resolveSession } from '../../services/sessions';
import { formatDateTime } from '../../time';
import { ID_QUERY, NO_PARAMETERS, routeSchema, text, token, whole } from '../../http/route-schemas';
import { unread, unreadCount } from '../../services/unread-notices';
import { NOT_FOUND_ENTITY } from '../../services/announcements';

/** Who reads every notice (the admin list): the 系统通告 menu or any of its buttons. */
/** Pushes of one notice to all its recipients again per counting window (services/login-guard's WINDOW_MS). */
export const NOTICE_REPUSHES = 5;
/** The bell's default page size (JeecgBoot's listByUser). */
export const LIST_BY_USER_SIZE = 5;
/** show/{id}: nothing runs, nothing loads but this origin's pictures and data: URLs; inline styles only. */
export const SHOW_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const SCHEMA = {
  sync: routeSchema({ query: { anntId: text('通告编号') } }),
  byUser: routeSchema({ query: { pageSize: whole('每页条数') } }),
  show: routeSchema({ params: { id: text('编号') }, query: { token } }),
};

const nowText = (ctx: AppContext) => formatDateTime(new Date(ctx.now()));

/** 指定用户 needs users that exist; 全体用户 keeps none. */
async function checkRecipients(w: WriteContext, values: Row, existing?: Row) {
  const msgType = values.msgType ?? existing?.msgType;
  if (msgType !== MSG_TYPE.user) {
    values.userIds = null;
    return;
  }
  const ids = userIdsOf(String(('userIds' in values ? values.userIds : existing?.userIds) ?? ''));
  if (ids.length === 0) throw new BizError('指定用户不能为空！');
  if ((await liveUserIds(w.db, ids)).length !== ids.length) throw new BizError('指定用户不存在或已删除');
  values.userIds = joinUserIds(ids);
}

const spec: CrudSpec = {
  et: ANNOUNCEMENT_TABLE,
  readers: READERS.announcement,
  async check(_w, _body, existing) {
    if (existing && existing.sendStatus !== SEND_STATUS.draft) throw new BizError('只能编辑未发布的系统通告');
  },
  async beforeAdd(w, values) {
    Object.assign(values, { sendStatus: SEND_STATUS.draft, delFlag: '0', sender: w.user.username });
    await checkRecipients(w, values);
  },
  async afterAdd(w, row) {
    await syncRecipients(w.db, row as AnnouncementRow, w.user.username, w.now);
  },
  async beforeEdit(w, values, _body, existing) {
    await checkRecipients(w, values, existing);
  },
  async afterEdit(w, row) {
    await syncRecipients(w.db, row as AnnouncementRow, w.user.username, w.now);
  },
  async beforeDelete(_ctx, rows) {
    if (rows.some((r) => r.sendStatus === SEND_STATUS.published))
      throw new BizError('已发布的系统通告不能删除，请先撤销');
  },
};

async function findLive(ctx: AppContext, id: string | undefined): Promise<AnnouncementRow | undefined> {
  if (!id?.trim()) return undefined;
  const [row] = await ctx.db
    .select()
    .from(sysAnnouncement)
    .where(and(eq(sysAnnouncement.id, id.trim()), liveAnnouncement))
    .limit(1);
  return row;
}

/** A notice the user may open: any for the admin list's readers, otherwise one they received. */
async function mayView(ctx: AppContext, user: SysUserRow, a: AnnouncementRow): Promise<boolean> {
  return (await receivedBy(ctx.db, a, user.id)) || mayRead(ctx, user.id, READERS.announcement);
}

/** Stored pictures (signed-in only) carry the viewer's token, as the app's SafeHtml does. */
function withToken(html: string, token: string): string {
  const prefix = `${API_PREFIX}/sys/common/static/`;
  return html.replace(/ src="([^"]*)"/g, (whole, src: string) =>
    src.startsWith(prefix) && !/[?&]token=/.test(src)
      ? ` src="${src}${src.includes('?') ? '&amp;' : '?'}token=${encodeURIComponent(token)}"`
      : whole,
  );
}

function showPage(a: AnnouncementRow, senderName: string, token: string): string {
  const title = escapeHtml(a.titile);
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{margin:0;padding:24px;font:14px/1.8 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#242424;background:#fff}
article{max-width:960px;margin:0 auto}h1{font-size:20px;margin:0 0 8px}
.meta{color:#616161;font-size:13px;padding-bottom:12px;margin-bottom:16px;border-bottom:1px solid #e0e0e0}
.meta span{margin-right:24px}img{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #d1d1d1;padding:4px 8px}
</style></head>
<body><article><h1>${title}</h1>
<div class="meta"><span>发布人：${escapeHtml(senderName)}</span><span>发布时间：${escapeHtml(a.sendTime ?? '')}</span></div>
<div class="content">${withToken(sanitizeHtmlServer(a.msgContent), token)}</div>
</article></body></html>`;
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>未找到</title></head>
<body><p>未找到该系统通告，或您无权查看。</p></body></html>`;

export async function sysAnnouncementRoutes(app: FastifyInstance, ctx: AppContext) {
  const perm = (action: string) => permissionCode(announcementEntity, action);
  await registerCrud(app, ctx, spec, ['queryById']);

  app.get('/sys/annountCement/queryById', { config: { signedIn: true }, schema: ID_QUERY }, async (request) => {
    const a = await findLive(ctx, param(queryOf(request), 'id'));
    if (!a || !(await mayView(ctx, currentUser(request), a))) throw new BizError(NOT_FOUND_ENTITY);
    return plain(toRecord(ANNOUNCEMENT_TABLE, a));
  });

  app.get(
    '/sys/annountCement/doReleaseData',
    { config: { permission: perm('doReleaseData'), getWrite: true }, schema: ID_QUERY },
    async (request) => {
      const a = await findLive(ctx, param(queryOf(request), 'id'));
      if (!a) throw new BizError(NOT_FOUND_ENTITY);
      const now = nowText(ctx);
      const user = currentUser(request);
      const [released] = await ctx.db
        .update(sysAnnouncement)
        .set({
          sendStatus: SEND_STATUS.published,
          sendTime: now,
          sender: user.username,
          updateBy: user.username,
          updateTime: now,
        })
        .where(and(eq(sysAnnouncement.id, a.id), eq(sysAnnouncement.sendStatus, SEND_STATUS.draft)))
        .returning();
      if (!released) throw new BizError('只能发布未发布的系统通知');
      await pushAnnouncement(ctx, released);
      return okMessage('该系统通知发布成功');
    },
  );

  app.get(
    '/sys/annountCement/doReovkeData',
    { config: { permission: perm('doReovkeData'), getWrite: true }, schema: ID_QUERY },
    async (request) => {
      const a = await findLive(ctx, param(queryOf(request), 'id'));
      if (!a) throw new BizError(NOT_FOUND_ENTITY);
      const now = nowText(ctx);
      const user = currentUser(request);
      const [revoked] = await ctx.db
        .update(sysAnnouncement)
        .set({ sendStatus: SEND_STATUS.revoked, cancelTime: now, updateBy: user.username, updateTime: now })
        .where(and(eq(sysAnnouncement.id, a.id), eq(sysAnnouncement.sendStatus, SEND_STATUS.published)))
        .returning();
      if (!revoked) throw new BizError('只能撤销已发布的系统通知');
      // The bells holding it reload without it (JeecgBoot leaves this to the client's syncNotic).
      await pushAnnouncement(ctx, revoked);
      return okMessage('该系统通知撤销成功');
    },
  );

  app.get(
    '/sys/annountCement/syncNotic',
    { config: { signedIn: true, rateLimit: { max: 60, timeWindow: 60_000 } }, schema: SCHEMA.sync },
    async (request) => {
      const user = currentUser(request);
      const anntId = param(queryOf(request), 'anntId');
      if (!anntId) {
        // After 全部已读: only this user's bells changed.
        await ctx.realtime.sendToUsers([user.id], { cmd: 'topic', msgTxt: '批量设置已读' });
        return plain(null);
      }
      const a = await findLive(ctx, anntId);
      if (!a || a.sendStatus === SEND_STATUS.draft) return plain(null);
      // Its sender or an editor pushes it to every recipient again, a few times per notice; anyone else who may see
      // it only to their own sockets (their other tabs), so a recipient cannot make everyone's bell ring.
      const mayPushAll = a.sender === user.username || (await userPermissionCodes(ctx, user.id)).has(perm('edit'));
      if (mayPushAll && (await countAttempt(ctx, `notice-push:${a.id}`)) <= NOTICE_REPUSHES) {
        await pushAnnouncement(ctx, a);
      } else if ((await isRecipient(ctx.db, a, user.id)) || (await mayRead(ctx, user.id, READERS.announcement))) {
        await ctx.realtime.sendToUsers([user.id], announcementFrame(a));
      }
      return plain(null);
    },
  );

  // The Vue 3 bell's badge: unread messages by kind (this system sends notices and system messages only).
  app.get(
    '/sys/annountCement/getUnreadMessageCount',
    { config: { signedIn: true }, schema: NO_PARAMETERS },
    async (request) => {
      const user = currentUser(request);
      await ensureBroadcastRows(ctx.db, user);
      const systemCount = await unreadCount(ctx, user.id);
      return ok({ systemCount, flowCount: 0, fileCount: 0, planCount: 0, count: systemCount });
    },
  );

  app.get('/sys/annountCement/listByUser', { config: { signedIn: true }, schema: SCHEMA.byUser }, async (request) => {
    const user = currentUser(request);
    const asked = Number.parseInt(param(queryOf(request), 'pageSize') ?? '', 10);
    const size = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 50) : LIST_BY_USER_SIZE;
    await ensureBroadcastRows(ctx.db, user);
    const notices = await unread(ctx, user.id, MSG_CATEGORY.notice, size);
    const system = await unread(ctx, user.id, MSG_CATEGORY.system, size);
    return plain({
      anntMsgList: notices.list,
      anntMsgTotal: notices.total,
      sysMsgList: system.list,
      sysMsgTotal: system.total,
    });
  });

  app.get<{ Params: { id: string } }>(
    '/sys/annountCement/show/:id',
    { config: { public: true, queryToken: true }, schema: SCHEMA.show },
    async (request, reply) => {
      const token = requestToken(request);
      const found = await resolveSession(ctx, token);
      const a = found ? await findLive(ctx, request.params.id) : undefined;
      reply.header('content-security-policy', SHOW_CONTENT_SECURITY_POLICY).header('cache-control', 'no-store');
      if (!found || !token || !a || !(await mayView(ctx, found.user, a)))
        return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      const [sender] = a.sender
        ? await ctx.db.select({ realname: sysUser.realname }).from(sysUser).where(eq(sysUser.username, a.sender))
        : [];
      return reply.type('text/html; charset=utf-8').send(showPage(a, sender?.realname ?? a.sender ?? '', token));
    },
  );
}
