/**
 * PostgreSQL refuses NUL characters in text, so one would turn any bound value into a database
 * error. Every API request whose query, path parameters or JSON body hold one is refused up front.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/domain/api';
import { envelope } from '../http/envelope';
import { isPlainObject } from '../http/text';

export const ILLEGAL_CHARS_MESSAGE = '请求参数包含非法字符';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  // Parsed JSON only: a body passed on as a stream (a file's part) is bytes, not parameters.
  if (!isPlainObject(value)) return false;
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\0') || hasNul(v, depth + 1));
}

export function installParamGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!request.routeOptions.url?.startsWith(API_PREFIX)) return undefined;
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body))
      return reply.send(envelope(false, 500, ILLEGAL_CHARS_MESSAGE, null));
    return undefined;
  });
}
