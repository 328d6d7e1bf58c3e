/**
 * Contract §9: duplicate check, check rules, and the public static file route (uploads and import
 * error logs under DATA_DIR/upload). Duplicate checks see only tables and fields of entity definitions.
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { findQueryable } from '../crud/entity-table';
import { entityTableByName } from '../crud/entity-tables';
import { param, type Query } from '../crud/list-query';
import { typedId } from '../crud/writes';
import { filterValue } from '../crud/values';
import { BizError, envelope, fail, ok, okMessage } from '../http/envelope';
import { requestToken } from '../http/auth';
import { checkValue, findCheckRule, MAX_CHECK_VALUE_LENGTH } from '../services/check-rules';
import { resolveSession } from '../services/sessions';
import { parseCompactDateTime } from '../time';

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};

/** Java's URLDecoder: '+' is a space; malformed escapes leave the text as it is. */
function urlDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Import error files live a day. */
export const ERROR_FILE_TTL_MS = 24 * 3600 * 1000;
const ERROR_FILE = /^logs\/([^/]+)\/\d{8}\/\w+ImportExcelErrorLog(\d{14})[0-9a-f]{24}\.txt$/;

/** An import error file: only to the user who imported (by the token), and for a day. */
async function mayReadLog(ctx: AppContext, path: string, token: string | null): Promise<boolean> {
  const match = ERROR_FILE.exec(path);
  if (!match) return false;
  const found = await resolveSession(ctx, token);
  if (!found || found.user.id !== match[1]) return false;
  const written = parseCompactDateTime(match[2]!);
  return ctx.now() - written <= ERROR_FILE_TTL_MS;
}

export async function sysCommonRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/duplicate/check', { config: {} }, async (request) => {
    const query = request.query as Query;
    const fieldVal = param(query, 'fieldVal') ?? '';
    if (!fieldVal) return envelope(true, 500, '数据为空,不作处理！', null);
    const et = entityTableByName(param(query, 'tableName')?.trim() ?? '');
    const info = et ? findQueryable(et, param(query, 'fieldName')?.trim() ?? '') : undefined;
    if (!et || !info || !info.field) throw new BizError('校验的表或字段不存在！');
    let value: string | number | boolean;
    try {
      value = filterValue(info.kind, fieldVal, info.label);
    } catch {
      // A value that cannot be stored in this column cannot be taken either.
      return okMessage('该值可用！');
    }
    const conditions: SQL[] = [eq(info.column, value)];
    const dataId = typedId(et, param(query, 'dataId'));
    if (dataId !== null) conditions.push(ne(et.idColumn, dataId));
    const [row] = await ctx.db
      .select({ n: count() })
      .from(et.table)
      .where(and(...conditions));
    return Number(row?.n ?? 0) > 0 ? fail('该值不可用，系统中已存在！') : okMessage('该值可用！');
  });

  app.get('/sys/checkRule/checkByCode', { config: {} }, async (request) => {
    const query = request.query as Query;
    const rule = await findCheckRule(ctx, param(query, 'ruleCode')?.trim() ?? '');
    if (!rule) return fail('该编码不存在');
    const value = urlDecode(param(query, 'value') ?? '');
    if (value.length > MAX_CHECK_VALUE_LENGTH) return fail(`输入内容不能超过${MAX_CHECK_VALUE_LENGTH}个字符`);
    const failure = checkValue(rule.ruleJson, value);
    if (!failure) return ok(null);
    return envelope(false, 500, failure.message, failure);
  });

  const staticConfig = { public: true, queryToken: true } as const;
  app.get<{ Params: { '*': string } }>('/sys/common/static/*', { config: staticConfig }, async (request, reply) => {
    const path = (request.params['*'] ?? '').replace(/,+$/, '');
    const missing = () => reply.code(404).send(envelope(false, 404, '文件不存在', null));
    if (path.startsWith('logs/') && !(await mayReadLog(ctx, path, requestToken(request)))) return missing();
    const file = await ctx.files.open(path);
    if (!file) return missing();
    const name = path.slice(path.lastIndexOf('/') + 1);
    const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
    const image = IMAGE_TYPES[extension];
    const encoded = encodeURIComponent(name);
    return reply
      .header('content-type', image ?? 'application/force-download')
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${image ? 'inline' : 'attachment'}; filename="${encoded}"; filename*=UTF-8''${encoded}`,
      )
      .send(file.stream);
  });
}
