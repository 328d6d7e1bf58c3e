/**
 * Request rates per client address, on the routes an attacker hammers: sign-in, SMS codes,
 * captcha images and imports. Over the limit the answer is HTTP 429 with the envelope (plugins/errors.ts). On
 * PostgreSQL the counts live in the database (sys_rate_limit), so several instances behind a load balancer count
 * against one limit; on the embedded database, which one process owns, in that process. The database-backed
 * counters of services/login-guard do the per-account work.
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db-type';
import { sysRateLimit } from '../db/schema';
import { sharedPool } from '../db/shared-pool';

const MINUTE = 60_000;

export const RATE_LIMITS = {
  signIn: { max: 60, timeWindow: MINUTE },
  sms: { max: 20, timeWindow: MINUTE },
  captcha: { max: 120, timeWindow: MINUTE },
  import: { max: 20, timeWindow: MINUTE },
  /** 多数据源's 测试连接: each test may wait 5 s on another host. */
  connectionTest: { max: 10, timeWindow: MINUTE },
  /** Reads anyone may make without signing in (考试日程). */
  publicRead: { max: 60, timeWindow: MINUTE },
} as const;

export const RATE_LIMITED_MESSAGE = '操作过于频繁，请稍后再试';

export async function installRateLimits(app: FastifyInstance, db: Db): Promise<void> {
  // Only routes that ask for it (`config.rateLimit`) are limited.
  await app.register(rateLimit, {
    global: false,
    ...(sharedPool(db) ? { store: databaseStore(db), skipOnError: false } : {}),
  });
}

type Counted = { current: number; ttl: number };
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * @fastify/rate-limit's store interface on sys_rate_limit: one row per route and client address, counted and
 * reset in one statement (as the sign-in counters are), so parallel requests on any instance cannot slip past.
 */
function databaseStore(db: Db) {
  let purgedAt = 0;
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      const now = Date.now();
      const t = sysRateLimit;
      const expired = sql`${now} - ${t.windowStart} >= ${timeWindow}`;
      db.insert(t)
        .values({ key: `${this.route} ${key}`.slice(0, 300), hits: 1, windowStart: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${t.hits} + 1 end`,
            windowStart: sql`case when ${expired} then ${now} else ${t.windowStart} end`,
          },
        })
        .returning({ hits: t.hits, windowStart: t.windowStart })
        .then(([row]) => done(null, { current: row!.hits, ttl: Math.max(0, row!.windowStart + timeWindow - now) }))
        .catch((error: Error) => done(error));
      if (now - purgedAt > PURGE_EVERY_MS) {
        purgedAt = now;
        // Rows of windows long over (the longest window is a minute).
        void db
          .delete(t)
          .where(lt(t.windowStart, now - 3600_000))
          .catch(() => undefined);
      }
    }

    // Called with the route's merged limit options (its `routeInfo`), whatever the typings say.
    child(options: object): FastifyRateLimitStore {
      const { groupId, routeInfo } = options as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
      return new DatabaseRateLimitStore(options, groupId ?? `${String(routeInfo?.method)} ${routeInfo?.url}`);
    }
  };
}
