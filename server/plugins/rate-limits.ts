/**
 * Request rates per client address, on the routes an attacker hammers: sign-in, SMS codes,
 * captcha images and imports. Over the limit the answer is HTTP 429 with the envelope (plugins/errors.ts). The
 * counts live in this process (one server per embedded database; behind several PostgreSQL instances each
 * instance counts for itself). The database-backed counters of services/login-guard do the per-account work.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

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

export async function installRateLimits(app: FastifyInstance): Promise<void> {
  // Only routes that ask for it (`config.rateLimit`) are limited.
  await app.register(rateLimit, { global: false });
}
