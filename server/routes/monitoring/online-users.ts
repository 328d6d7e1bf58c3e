/**
 * 在线用户 (/sys/online, SysUserOnlineController), from the server's sessions (sys_session) instead of
 * Redis: one row per live session (idle and absolute expiry as services/sessions.ts), newest sign-in first, so a user
 * signed in twice is listed twice. `token` is the session's key (the SHA-256 of its token: the token itself is never
 * stored); `id` is the same key (JeecgBoot answers the user's id there; here it is `userId`), so each row has its own.
 * 强退 (`POST /sys/online/forceLogout {token}`) ends that session and writes a login-type log.
 * Permission codes as JeecgBoot HEAD's: system:online:list, system:online:forceLogout.
 */
import { and, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, param, queryOf } from '../../crud/list-query';
import { bodyOf } from '../../crud/writes';
import { sysSession, sysUser } from '../../db/schema';
import { BizError, okMessage, plain } from '../../http/envelope';
import { dictItemsByCode } from '../../services/dicts';
import { logForcedSignOut } from '../../services/system-log';
import { formatDateTime } from '../../time';
import { pagedQuery, routeSchema, text, token } from '../../http/route-schemas';

export const ONLINE_MESSAGES = {
  loggedOut: '退出登录成功！',
  failed: '退出登录失败！',
  invalid: 'Token无效!',
} as const;

const perm = (action: 'list' | 'forceLogout') => ({ permission: `system:online:${action}` });

/** A positive whole number of a query value, else the default. */
function wholeNumber(raw: string | undefined, fallback: number, most: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isInteger(n) && n > 0 ? Math.min(n, most) : fallback;
}

const SCHEMA = {
  list: routeSchema({ query: pagedQuery({ username: text('用户账号') }) }),
  forceLogout: routeSchema({ body: { token } }),
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function sysOnlineRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/online/list', { config: perm('list'), schema: SCHEMA.list }, async (request) => {
    const query = queryOf(request);
    const pageNo = wholeNumber(param(query, 'pageNo'), 1, 10_000_000);
    const pageSize = wholeNumber(param(query, 'pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    // A contains match, as JeecgBoot's; the `*` of a list platform's like search are dropped.
    const username = param(query, 'username')?.replace(/\*/g, '').trim();
    const now = ctx.now();
    const conditions: (SQL | undefined)[] = [
      gt(sysSession.expiresAt, now),
      gt(sysSession.lastSeenAt, now - ctx.sessionIdleMs),
      eq(sysUser.delFlag, 0),
      username ? ilike(sysUser.username, likePattern(username.slice(0, 100))) : undefined,
    ];
    const rows = await ctx.db
      .select({
        userId: sysUser.id,
        token: sysSession.tokenHash,
        username: sysUser.username,
        realname: sysUser.realname,
        avatar: sysUser.avatar,
        birthday: sysUser.birthday,
        sex: sysUser.sex,
        phone: sysUser.phone,
        ip: sysSession.ip,
        createdAt: sysSession.createdAt,
        lastSeenAt: sysSession.lastSeenAt,
      })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
      .where(and(...conditions))
      .orderBy(desc(sysSession.seq));
    const sexText = new Map((await dictItemsByCode(ctx, 'sex')).map((i) => [i.value, i.text]));
    const total = rows.length;
    const records = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(({ createdAt, lastSeenAt, ...r }) => ({
      ...r,
      // One row per session (a user signed in twice is listed twice): the row's id is its session, as VUE2's rowKey.
      id: r.token,
      birthday: r.birthday ? String(r.birthday).slice(0, 10) : null,
      sex_dictText: sexText.get(String(r.sex ?? '')) ?? null,
      loginTime: formatDateTime(new Date(createdAt)),
      lastSeenTime: formatDateTime(new Date(lastSeenAt)),
      current: r.token === request.session?.tokenHash,
    }));
    return plain({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
  });

  app.post('/sys/online/forceLogout', { config: perm('forceLogout'), schema: SCHEMA.forceLogout }, async (request) => {
    const token = bodyOf(request).token;
    if (typeof token !== 'string' || !token.trim()) throw new BizError(ONLINE_MESSAGES.failed);
    const key = token.trim();
    if (!/^[0-9a-f]{64}$/.test(key)) throw new BizError(ONLINE_MESSAGES.invalid);
    const [ended] = await ctx.db
      .delete(sysSession)
      .where(eq(sysSession.tokenHash, key))
      .returning({ userId: sysSession.userId });
    if (!ended) throw new BizError(ONLINE_MESSAGES.invalid);
    const [user] = await ctx.db
      .select({ username: sysUser.username, realname: sysUser.realname })
      .from(sysUser)
      .where(eq(sysUser.id, ended.userId))
      .limit(1);
    if (user) await logForcedSignOut(ctx, user, request.ip);
    return okMessage(ONLINE_MESSAGES.loggedOut);
  });
}
