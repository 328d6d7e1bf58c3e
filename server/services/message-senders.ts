/**
 * Sending messages (消息模板's 发送测试, and any server code that notifies someone). One interface per channel:
 * - system (站内消息): a 系统消息 announcement to the receiver, published at once and pushed to their bell;
 * - email and sms: written to the server log, as the SMS login code is — a real mail server or SMS gateway would be
 *   another implementation of MessageSender.
 * Every send, successful or not, is recorded in sys_sms (消息管理) with its channel, receiver, status and result.
 */
import { inArray } from 'drizzle-orm';
import { MSG_CATEGORY, MSG_TYPE, SEND_STATUS, joinUserIds } from '../../src/domain/entities/announcement';
import { MESSAGE_CHANNELS, SEND_RESULT, type MessageChannel } from '../../src/domain/entities/message';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { sysAnnouncement, sysAnnouncementSend, sysSms, sysUser, type SysUserRow } from '../db/schema';
import { BizError } from '../http/envelope';
import { formatDateTime } from '../time';
import { pushAnnouncement } from './announcements';

export interface OutgoingMessage {
  title: string;
  content: string;
  /** The username of who sends it (the announcement's 发布人). */
  from: string;
  /** The parameters it was rendered with (JSON), kept with the record. */
  param?: string;
}

export interface MessageSender {
  channel: MessageChannel;
  /** Where this channel reaches the user (username, address, phone), or null when it cannot. */
  address(user: SysUserRow): string | null;
  /** Sends one message; throws (with a Chinese message) when it fails. */
  send(ctx: AppContext, user: SysUserRow, message: OutgoingMessage): Promise<void>;
}

/** 站内消息: a published 系统消息 (msgCategory 2, priority M) to this user, with its send row, pushed to the bell. */
export const systemSender: MessageSender = {
  channel: 'system',
  address: (user) => user.username,
  async send(ctx, user, message) {
    const now = formatDateTime(new Date(ctx.now()));
    const annt = {
      id: newId(ctx.now()),
      titile: message.title.slice(0, 100),
      msgContent: message.content,
      msgAbstract: message.content.replace(/<[^>]*>/g, '').slice(0, 100),
      msgCategory: MSG_CATEGORY.system,
      msgType: MSG_TYPE.user,
      userIds: joinUserIds([user.id]),
      priority: 'M',
      sender: message.from,
      sendStatus: SEND_STATUS.published,
      sendTime: now,
      delFlag: '0',
      createBy: message.from,
      createTime: now,
    };
    await ctx.db.transaction(async (tx) => {
      await tx.insert(sysAnnouncement).values(annt);
      await tx
        .insert(sysAnnouncementSend)
        .values({ id: newId(ctx.now()), anntId: annt.id, userId: user.id, readFlag: '0', createTime: now });
    });
    await pushAnnouncement(ctx, annt, { withUserId: true });
  },
};

/** Stands in for a mail server: the mail is written to the server log. */
export const emailSender: MessageSender = {
  channel: 'email',
  address: (user) => user.email || null,
  async send(ctx, user, message) {
    ctx.log.info(`[邮件] 收件人：${user.email}（${user.realname}） 标题：${message.title} 内容：${message.content}`);
  },
};

/** Stands in for an SMS gateway: the text is written to the server log. */
export const smsSender: MessageSender = {
  channel: 'sms',
  address: (user) => user.phone || null,
  async send(ctx, user, message) {
    ctx.log.info(`[短信] 接收号码：${user.phone}（${user.realname}） 内容：${message.content}`);
  },
};

export const MESSAGE_SENDERS: Record<MessageChannel, MessageSender> = {
  system: systemSender,
  email: emailSender,
  sms: smsSender,
};

const NO_ADDRESS: Record<MessageChannel, string> = {
  system: '接收人不存在',
  email: '接收人没有邮箱地址',
  sms: '接收人没有手机号',
};

export function isChannel(value: unknown): value is MessageChannel {
  return (MESSAGE_CHANNELS as readonly unknown[]).includes(value);
}

export interface SendOutcome {
  receiver: string;
  ok: boolean;
  error?: string;
}

/**
 * Sends one message to each user (by username) over a channel and records each send in sys_sms. A failure of one
 * receiver does not stop the others; the outcomes say who got it.
 */
export async function sendMessages(
  ctx: AppContext,
  channel: MessageChannel,
  usernames: readonly string[],
  message: OutgoingMessage,
): Promise<SendOutcome[]> {
  const sender = MESSAGE_SENDERS[channel];
  const names = [...new Set(usernames.map((u) => u.trim()).filter(Boolean))];
  if (names.length === 0) throw new BizError('请选择消息接收方');
  if (names.length > 100) throw new BizError('一次最多发送给100个接收方');
  const users = await ctx.db.select().from(sysUser).where(inArray(sysUser.username, names));
  const outcomes: SendOutcome[] = [];
  for (const name of names) {
    const user = users.find((u) => u.username === name && u.delFlag === 0);
    const address = user ? sender.address(user) : null;
    let error: string | undefined;
    if (!user || !address) error = user ? NO_ADDRESS[channel] : `接收人不存在：${name}`;
    else {
      try {
        await sender.send(ctx, user, message);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        ctx.log.warn({ err: e, channel, receiver: name }, 'message not sent');
      }
    }
    const now = formatDateTime(new Date(ctx.now()));
    await ctx.db.insert(sysSms).values({
      id: newId(ctx.now()),
      esTitle: message.title.slice(0, 100),
      esType: channel,
      esReceiver: (address ?? name).slice(0, 100),
      esParam: message.param?.slice(0, 1000) ?? null,
      esContent: message.content,
      esSendTime: now,
      esSendStatus: error ? SEND_RESULT.failed : SEND_RESULT.sent,
      esSendNum: 1,
      esResult: error?.slice(0, 255) ?? null,
      createBy: message.from,
      createTime: now,
    });
    outcomes.push({ receiver: name, ok: !error, error });
  }
  return outcomes;
}
