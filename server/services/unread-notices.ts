/**
 * A user's unread published notices (the bell, the portal's 通知).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { SEND_STATUS } from '../../src/domain/entities/announcement';
import type { AppContext } from '../context';
import { toRecord } from '../crud/entity-table';
import { sysAnnouncement, sysAnnouncementSend } from '../db/schema';
import { ANNOUNCEMENT_TABLE, liveAnnouncement } from './announcements';

/** The user's unread send rows of live published notices (of one category, when given). */
function unreadRows(userId: string, category?: string) {
  return {
    joined: and(
      eq(sysAnnouncementSend.anntId, sysAnnouncement.id),
      eq(sysAnnouncementSend.userId, userId),
      eq(sysAnnouncementSend.readFlag, '0'),
    ),
    where: and(
      liveAnnouncement,
      eq(sysAnnouncement.sendStatus, SEND_STATUS.published),
      category ? eq(sysAnnouncement.msgCategory, category) : undefined,
    ),
  };
}

/** How many notices and system messages (or of one category) the user has not read. */
export async function unreadCount(ctx: AppContext, userId: string, category?: string): Promise<number> {
  const { joined, where } = unreadRows(userId, category);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(sysAnnouncement)
    .innerJoin(sysAnnouncementSend, joined)
    .where(where);
  return Number(total?.n ?? 0);
}

/** The user's unread published notices of one category, newest first, and how many there are. */
export async function unread(ctx: AppContext, userId: string, category: string, limit: number) {
  const { joined, where } = unreadRows(userId, category);
  const rows = await ctx.db
    .select({ a: sysAnnouncement })
    .from(sysAnnouncement)
    .innerJoin(sysAnnouncementSend, joined)
    .where(where)
    .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.createTime), desc(sysAnnouncement.id))
    .limit(limit);
  return { list: rows.map((r) => toRecord(ANNOUNCEMENT_TABLE, r.a)), total: await unreadCount(ctx, userId, category) };
}
