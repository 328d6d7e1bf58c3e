/** Error and not-found handling: always the envelope, never a stack or SQL text. */
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { API_PREFIX } from '../../src/domain/api';
import { BizError, envelope } from '../http/envelope';
import { pgError, UNIQUE_VIOLATION } from '../http/pg-error';
import { RATE_LIMITED_MESSAGE } from './rate-limits';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

const CLIENT_ERRORS: Record<number, string> = {
  400: '操作失败，请求数据格式不正确',
  413: '操作失败，请求数据过大',
  415: '操作失败，不支持的请求数据类型',
  429: RATE_LIMITED_MESSAGE,
};

const TYPE_WORDS: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
};

/**
 * A schema refusal in Chinese: the field's label is the `title` of the failing schema (ajv `verbose` gives it as
 * parentSchema), what it expects from the first of its types, e.g. 「用户账号」格式不正确，应为文本. Without a title
 * (the body itself is not an object) the plain 400 message.
 */
function schemaErrorMessage(errors: FastifySchemaValidationError[]): string {
  const error = errors[0];
  const schema = (error as { parentSchema?: { title?: unknown; type?: unknown } } | undefined)?.parentSchema;
  if (!error || typeof schema?.title !== 'string') return CLIENT_ERRORS[400]!;
  const expected = error.keyword === 'type' ? TYPE_WORDS[String([schema.type].flat()[0])] : undefined;
  return `「${schema.title}」格式不正确${expected ? `，应为${expected}` : ''}`;
}

export function installErrorHandling(
  app: FastifyInstance,
  fallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BizError) {
      return reply.code(error.httpStatus).send(envelope(false, error.code, error.message, null));
    }
    if (error.validation) {
      return reply.code(400).send(envelope(false, 400, schemaErrorMessage(error.validation), null));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_ERRORS[status] ?? '操作失败，请求无效';
      return reply.code(status).send(envelope(false, status, message, null));
    }
    if (pgError(error)?.code === UNIQUE_VIOLATION) {
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
