/** Error and not-found handling: always the envelope, never a stack or SQL text. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/domain/api';
import { BizError, envelope } from './envelope';
import { RATE_LIMITED_MESSAGE } from './rate-limits';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const CLIENT_ERRORS: Record<number, string> = {
  400: '操作失败，请求数据格式不正确',
  413: '操作失败，请求数据过大',
  415: '操作失败，不支持的请求数据类型',
  429: RATE_LIMITED_MESSAGE,
};

export function installErrorHandling(
  app: FastifyInstance,
  fallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BizError) {
      return reply.code(error.httpStatus).send(envelope(false, error.code, error.message, null));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERRORS[status] ?? '操作失败，请求无效';
      return reply.code(status).send(envelope(false, status, message, null));
    }
    if (pgErrorCode(error) === '23505') {
      return reply.code(200).send(envelope(false, 500, '数据库中已存在该记录', null));
    }
    request.log.error({ err: error, url: request.url.split('?')[0] }, 'request failed');
    return reply.code(200).send(envelope(false, 500, '操作失败，服务器内部错误', null));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
    if (isApi) {
      const allowed = METHODS.filter((m) => m !== request.method && app.findRoute({ method: m, url: path }));
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send(envelope(false, 405, `不支持'${request.method}'请求方法，支持以下${allowed.join(',')}`, null));
      }
    } else if (fallback && (request.method === 'GET' || request.method === 'HEAD')) {
      return fallback(request, reply);
    }
    return reply.code(404).send(envelope(false, 404, '路径不存在，请检查路径是否正确', null));
  });
}
