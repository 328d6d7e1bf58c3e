/**
 * 系统通告 behaviour shared by its routes, the message senders and the scheduled job: recipients (send rows),
 * publishing and the websocket frames that make the bells reload.
 */
import { and, eq, gt, gte, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import { announcementEntity, MSG_TYPE, SEND_STATUS } from '../../src/domain/entities/announcement';
import type { AppContext } from '../context';
import { ENTITY_TABLES } from '../crud/entity-tables';
import type { DbLike } from '../crud/spec';
import { newId } from '../db/ids';
import { sysAnnouncement, sysAnnouncementSend, sysUser, type SysUserRow } from '../db/schema';
import { formatDateTime } from '../time';

export const ANNOUNCEMENT_TABLE = ENTITY_TABLES.find((et) => et.def === announcementEntity)!;

export type AnnouncementRow = typeof sysAnnouncement.$inferSelect;

/** Live (not deleted) announcements. */
export const liveAnnouncement = eq(sysAnnouncement.delFlag, '0');

/** "id1,id2," → ['id1', 'id2']. */
export function userIdsOf(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

type Pushed = Pick<AnnouncementRow, 'id' | 'titile' | 'msgType' | 'userIds'>;

/** The websocket frame that makes a bell reload for this announcement. */
export function announcementFrame(a: Pushed) {
  return { cmd: a.msgType === MSG_TYPE.user ? 'user' : 'topic', msgId: a.id, msgTxt: a.titile };
}

/**
 * The frames of a published (or revoked) announcement: `{"cmd":"topic", msgId, msgTxt}` to everyone for 全体用户,
 * `{"cmd":"user", msgId, msgTxt}` to each recipient for 指定用户 (with the recipient's `userId` for messages sent
 * to one person, as JeecgBoot's system messages carry it).
 */
export async function pushAnnouncement(ctx: AppContext, a: Pushed, options: { withUserId?: boolean } = {}) {
  const frame = announcementFrame(a);
  if (a.msgType !== MSG_TYPE.user) return ctx.realtime.broadcast(frame);
  const ids = userIdsOf(a.userIds);
  if (!options.withUserId) return ctx.realtime.sendToUsers(ids, frame);
  for (const userId of ids) await ctx.realtime.sendToUsers([userId], { ...frame, userId });
}

/** The existing, not deleted users among these ids. */
export async function liveUserIds(db: DbLike, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

/**
 * The send rows of a 指定用户 announcement follow its list (made when saved, as JeecgBoot does): new users get an
 * unread row, users taken off lose theirs. Any other announcement has none until published (listByUser).
 */
export async function syncRecipients(
  db: DbLike,
  annt: Pick<AnnouncementRow, 'id' | 'msgType' | 'userIds'>,
  by: string,
  now: string,
) {
  const ids = annt.msgType === MSG_TYPE.user ? userIdsOf(annt.userIds) : [];
  await db
    .delete(sysAnnouncementSend)
    .where(
      and(
        eq(sysAnnouncementSend.anntId, annt.id),
        ids.length > 0 ? notInArray(sysAnnouncementSend.userId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return;
  await db
    .insert(sysAnnouncementSend)
    .values(
      ids.map((userId) => ({ id: newId(), anntId: annt.id, userId, readFlag: '0', createBy: by, createTime: now })),
    )
    .onConflictDoNothing();
}

/**
 * JeecgBoot's listByUser side effect: an unread send row for each published 全体用户 announcement
 * the user has none for, among those ending after the user was created (or with no end).
 */
export async function ensureBroadcastRows(db: DbLike, user: Pick<SysUserRow, 'id' | 'createTime'>) {
  const missing = await db
    .select({ id: sysAnnouncement.id })
    .from(sysAnnouncement)
    .leftJoin(
      sysAnnouncementSend,
      and(eq(sysAnnouncementSend.anntId, sysAnnouncement.id), eq(sysAnnouncementSend.userId, user.id)),
    )
    .where(
      and(
        liveAnnouncement,
        eq(sysAnnouncement.sendStatus, SEND_STATUS.published),
        eq(sysAnnouncement.msgType, MSG_TYPE.all),
        user.createTime
          ? or(isNull(sysAnnouncement.endTime), gte(sysAnnouncement.endTime, user.createTime))
          : undefined,
        isNull(sysAnnouncementSend.id),
      ),
    );
  if (missing.length === 0) return;
  await db
    .insert(sysAnnouncementSend)
    .values(missing.map((m) => ({ id: newId(), anntId: m.id, userId: user.id, readFlag: '0' })))
    .onConflictDoNothing();
}

/** Whether the user is among an announcement's recipients (everyone for 全体用户, else those with a send row). */
export async function isRecipient(db: DbLike, a: AnnouncementRow, userId: string): Promise<boolean> {
  if (a.msgType !== MSG_TYPE.user) return true;
  const [row] = await db
    .select({ id: sysAnnouncementSend.id })
    .from(sysAnnouncementSend)
    .where(and(eq(sysAnnouncementSend.anntId, a.id), eq(sysAnnouncementSend.userId, userId)))
    .limit(1);
  return !!row;
}

/** A published, live announcement this user received. */
export async function receivedBy(db: DbLike, a: AnnouncementRow, userId: string): Promise<boolean> {
  return a.sendStatus === SEND_STATUS.published && a.delFlag === '0' && isRecipient(db, a, userId);
}

/**
 * PublishScheduledAnnouncementsJob: drafts (not deleted) whose start time has come and whose end time has not
 * passed are published (send_status 1, send time now, the sender they were saved with) and pushed.
 */
export async function publishScheduledAnnouncements(ctx: AppContext): Promise<string> {
  const now = formatDateTime(new Date(ctx.now()));
  const published = await ctx.db
    .update(sysAnnouncement)
    .set({ sendStatus: SEND_STATUS.published, sendTime: now, updateTime: now })
    .where(
      and(
        liveAnnouncement,
        eq(sysAnnouncement.sendStatus, SEND_STATUS.draft),
        lte(sysAnnouncement.startTime, now),
        or(isNull(sysAnnouncement.endTime), gt(sysAnnouncement.endTime, now)),
      ),
    )
    .returning();
  for (const a of published) await pushAnnouncement(ctx, a);
  const message = `已发布到点的系统通告 ${published.length} 条`;
  if (published.length > 0) ctx.log.info(message);
  return message;
}

export const NOT_FOUND_ENTITY = '未找到对应实体';
