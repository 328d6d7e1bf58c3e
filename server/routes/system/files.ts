/**
 * Common calls: duplicate check, check rules, uploads (POST /sys/common/upload) and the stored files route (uploads
 * and import error logs under DATA_DIR/upload, signed-in users only). Duplicate checks see only tables and fields of
 * entity definitions. What uploads accept and how files are named: services/uploads.ts.
 */
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findQueryable } from '../../crud/entity-table';
import { entityTableByName } from '../../crud/entity-tables';
import { param, type Query } from '../../crud/list-query';
import { typedId } from '../../crud/writes';
import { filterValue } from '../../crud/values';
import { BizError, envelope, fail, ok, okMessage } from '../../http/envelope';
import { currentUser } from '../../plugins/auth';
import { parseRange } from '../../http/byte-range';
import { contentDisposition } from '../../http/content-disposition';
import { checkValue, findCheckRule, MAX_CHECK_VALUE_LENGTH } from '../../services/check-rules';
import { assertBizWritable, mayReadStoredFile, storeUpload } from '../../services/upload-ledger';
import { checkBiz, originalName, receiveUpload, storedPath, uploadMaxBytes } from '../../services/uploads';
import { servedType } from '../../lib/served-types';
import { parseCompactDateTime } from '../../time';
import { scopeOfUser } from '../../services/cpc-scope';
import { FILE_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';
import { MULTIPART_UPLOAD, routeSchema, text, token } from '../../http/route-schemas';

/** Java's URLDecoder: '+' is a space; malformed escapes leave the text as it is. */
function urlDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Import error files live a day. */
/** The scopes of customer accounts (contacts, and customer accounts that are nobody's contact). */
const CUSTOMER_SCOPES = { institution: true, college: true, none: true };
export const ERROR_FILE_TTL_MS = 24 * 3600 * 1000;
const ERROR_FILE = /^logs\/([^/]+)\/\d{8}\/\w+ImportExcelErrorLog(\d{14})[0-9a-f]{24}\.(txt|xlsx)$/;

/** An import error file: only to the user who imported, and for a day. */
async function mayReadLog(ctx: AppContext, path: string, userId: string): Promise<boolean> {
  const match = ERROR_FILE.exec(path);
  if (!match || userId !== match[1]) return false;
  const written = parseCompactDateTime(match[2]!);
  return ctx.now() - written <= ERROR_FILE_TTL_MS;
}

const SCHEMA = {
  duplicate: routeSchema({
    query: { tableName: text('表名'), fieldName: text('字段名'), fieldVal: text('字段值'), dataId: text('数据ID') },
  }),
  checkRule: routeSchema({ query: { ruleCode: text('规则编码'), value: text('校验值') } }),
  file: routeSchema({ params: { '*': text('文件路径') }, query: { token } }),
};

export async function sysCommonRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/duplicate/check', { config: { signedIn: true }, schema: SCHEMA.duplicate }, async (request) => {
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

  app.get('/sys/checkRule/checkByCode', { config: { signedIn: true }, schema: SCHEMA.checkRule }, async (request) => {
    const query = request.query as Query;
    const rule = await findCheckRule(ctx, param(query, 'ruleCode')?.trim() ?? '');
    if (!rule) return fail('该编码不存在');
    const value = urlDecode(param(query, 'value') ?? '');
    if (value.length > MAX_CHECK_VALUE_LENGTH) return fail(`输入内容不能超过${MAX_CHECK_VALUE_LENGTH}个字符`);
    const failure = checkValue(rule.ruleJson, value);
    if (!failure) return ok(null);
    return envelope(false, 500, failure.message, failure);
  });

  const maxBytes = uploadMaxBytes();

  // Upload form: `file` plus `biz` (default temp); `isup` (upload cells) and `jeditor` (the rich-text editor) are
  // accepted and ignored as JeecgBoot 3.4 does, so the editor too gets the stored path (never "local").
  app.post('/sys/common/upload', { config: { signedIn: true }, schema: MULTIPART_UPLOAD }, async (request) => {
    const upload = await receiveUpload(request, maxBytes);
    try {
      const biz = checkBiz(upload.fields.biz);
      await assertBizWritable(ctx, request, biz);
      const path = storedPath(biz, upload.name, ctx.now());
      await storeUpload(ctx, request, upload, path);
      return envelope(true, 0, path, null);
    } finally {
      await upload.dispose();
    }
  });

  /**
   * Stored files whose rows carry access rules are read through their own routes only: 网盘, generated reports and
   * the grade imports' uploads never here, 文件管理's files not by customer accounts (whose institution the download route checks).
   */
  const ownRouteOnly = async (path: string, userId: string) =>
    path.startsWith('netdisk/') ||
    path.startsWith('reports/') ||
    path.startsWith('imports/') ||
    (path.startsWith('cpcfile/') && (await scopeOfUser(ctx.db, userId)).kind in CUSTOMER_SCOPES);

  // Stored files to signed-in users (the token may be `?token=` for <img> and links); import error files to their
  // importer only. Served with their type, inline only for images and PDF, sandboxed, never cached, with ranges.
  app.get<{ Params: { '*': string } }>(
    '/sys/common/static/*',
    { config: { signedIn: true, queryToken: true }, schema: SCHEMA.file, compress: false },
    async (request, reply) => {
      const path = (request.params['*'] ?? '').replace(/,+$/, '');
      const missing = () => reply.code(404).send(envelope(false, 404, '文件不存在', null));
      if (path.startsWith('logs/') && !(await mayReadLog(ctx, path, currentUser(request).id))) return missing();
      if (await ownRouteOnly(path, currentUser(request).id)) return missing();
      if (!(await mayReadStoredFile(ctx, request, path))) return missing();
      const found = await ctx.files.stat(path);
      if (!found) return missing();
      reply
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_CONTENT_SECURITY_POLICY)
        .header('cache-control', 'private, no-store')
        .header('accept-ranges', 'bytes');
      const ifRange = request.headers['if-range'];
      const answer = parseRange(request.headers.range, found.size, ifRange === undefined ? undefined : String(ifRange));
      if (answer.kind === 'unsatisfiable')
        return reply
          .code(416)
          .header('content-range', `bytes */${found.size}`)
          .send(envelope(false, 416, '请求的文件范围无效', null));
      const range = answer.kind === 'partial' ? answer.range : undefined;
      const file = await ctx.files.open(path, range);
      if (!file) return missing();
      const name = path.slice(path.lastIndexOf('/') + 1);
      const served = servedType(name);
      reply
        .header('content-type', served.type)
        .header('content-disposition', contentDisposition(served.inline ? 'inline' : 'attachment', originalName(name)));
      if (range)
        reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
          .header('content-length', range.end - range.start + 1);
      else reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
}
