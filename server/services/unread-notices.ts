/**
 * A user's unread published notices (the bell, the portal's 通知).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { SEND_STATUS } from '../../src/domain/entities/announcement';
import type { AppContext } from '../context';
import { toRecord } from '../crud/entity-table';
import { sysAnnouncement, sysAnnouncementSend } from '../db/schema';
import { ANNOUNCEMENT_TABLE, liveAnnouncement } from './announcements';

/** How many published notices and system messages the user has not read. */
export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(sysAnnouncement)
    .innerJoin(
      sysAnnouncementSend,
      and(
        eq(sysAnnouncementSend.anntId, sysAnnouncement.id),
        eq(sysAnnouncementSend.userId, userId),
        eq(sysAnnouncementSend.readFlag, '0'),
      ),
    )
    .where(and(liveAnnouncement, eq(sysAnnouncement.sendStatus, SEND_STATUS.published)));
  return Number(row?.n ?? 0);
}

/** The user's unread published notices of one category, newest first, and how many there are. */
export async function unread(ctx: AppContext, userId: string, category: string, limit: number) {
  const joined = and(
    eq(sysAnnouncementSend.anntId, sysAnnouncement.id),
    eq(sysAnnouncementSend.userId, userId),
    eq(sysAnnouncementSend.readFlag, '0'),
  );
  const where = and(
    liveAnnouncement,
    eq(sysAnnouncement.sendStatus, SEND_STATUS.published),
    eq(sysAnnouncement.msgCategory, category),
  );
  const rows = await ctx.db
    .select({ a: sysAnnouncement })
    .from(sysAnnouncement)
    .innerJoin(sysAnnouncementSend, joined)
    .where(where)
    .orderBy(desc(sysAnnouncement.sendTime), desc(sysAnnouncement.createTime), desc(sysAnnouncement.id))
    .limit(limit);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(sysAnnouncement)
    .innerJoin(sysAnnouncementSend, joined)
    .where(where);
  return { list: rows.map((r) => toRecord(ANNOUNCEMENT_TABLE, r.a)), total: Number(total?.n ?? 0) };
}
