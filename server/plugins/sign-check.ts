/** X-Sign verification for the dictionary endpoints a JeecgBoot server signs. */
import { isPlainObject } from '../http/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/domain/api';
import { computeSign, needsSignature, SIGN_MAX_AGE_MS } from '../../src/domain/sign';
import type { AppContext } from '../context';
import { parseCompactDateTime } from '../time';
import { envelope } from '../http/envelope';

export const SIGN_FAILED_MESSAGE = 'Sign签名校验失败！';

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Epoch ms from `X-TIMESTAMP`: epoch milliseconds or yyyyMMddHHmmss (GMT+8). */
export function parseSignTimestamp(text: string): number {
  if (/^\d{14}$/.test(text)) return parseCompactDateTime(text);
  if (/^\d{10,13}$/.test(text)) return Number(text);
  return Number.NaN;
}

export function isSignValid(request: FastifyRequest, now: number, secret: string): boolean {
  const sign = header(request, 'x-sign');
  const time = parseSignTimestamp(header(request, 'x-timestamp'));
  if (!sign || Number.isNaN(time) || Math.abs(now - time) > SIGN_MAX_AGE_MS) return false;
  const path = request.url.slice(API_PREFIX.length);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.method !== 'GET' && isPlainObject(request.body) ? (request.body as Record<string, unknown>) : undefined;
  return computeSign(path, query, body, secret) === sign.toUpperCase();
}

export function installSignCheck(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (request, reply) => {
    const url = request.routeOptions.url;
    if (request.is404 || !url?.startsWith(API_PREFIX)) return undefined;
    const path = request.url.split('?')[0]!.slice(API_PREFIX.length);
    if (!needsSignature(path) || isSignValid(request, ctx.now(), ctx.signSecret)) return undefined;
    return reply.send(envelope(false, 500, SIGN_FAILED_MESSAGE, null));
  });
}
