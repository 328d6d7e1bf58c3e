/**
 * 操作日志 (sys_log, log_type 2): what JeecgBoot's @AutoLog writes for its controllers' writes, here for every signed-in
 * write that succeeded (POST, PUT, DELETE, a GET that writes). The content names the entity and the
 * action (用户-编辑); the parameters are kept without passwords, tokens and codes, cut to 2,000 characters.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ENTITIES } from '../../src/domain/entities';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { sysLog, sysPermission } from '../db/schema';
import { formatDateTime } from '../time';
import { API_PREFIX } from '../../src/domain/api';
import { isPlainObject } from '../http/text';

export const LOG_TYPE_OPERATION = 2;

/** operate_type: 2 添加, 3 修改, 4 删除, 5 导入, 6 导出 (dictionary operate_type); the action's name by the call's last word. */
const ACTIONS: readonly { test: RegExp; type: number; label: string }[] = [
  { test: /^(add|save)/i, type: 2, label: '添加' },
  { test: /^delete/i, type: 4, label: '删除' },
  { test: /^import/i, type: 5, label: '导入' },
  { test: /^export/i, type: 6, label: '导出' },
  { test: /password/i, type: 3, label: '修改密码' },
  { test: /^(edit|update)/i, type: 3, label: '编辑' },
  { test: /^pause/i, type: 3, label: '暂停' },
  { test: /^resume/i, type: 3, label: '启动' },
  { test: /^(execute|run)/i, type: 3, label: '执行' },
  { test: /^(doRelease|publish|release)/i, type: 3, label: '发布' },
  { test: /^(doReovke|revoke)/i, type: 3, label: '撤销' },
  { test: /^frozen/i, type: 3, label: '冻结' },
  { test: /^upload/i, type: 2, label: '上传' },
  { test: /^generate/i, type: 2, label: '生成' },
  { test: /^move/i, type: 3, label: '移动' },
  { test: /^rename/i, type: 3, label: '重命名' },
  { test: /^restore/i, type: 3, label: '恢复' },
];
/** Sign-in, sign-out and 强退 write their own 登录日志 rows; heartbeats and 已读 marks are not operations. */
const NOT_OPERATIONS =
  /^\/sys\/(login|phoneLogin|logout|online\/forceLogout|mLogin|randomImage|sms)|\/(readAll|editByAnntIdAndUserId)$/;
const SECRET_KEY = /password|passwd|pwd|token|captcha|smscode|secret|salt/i;
const MAX_PARAM = 2000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer said success (JeecgBoot's envelope), seen when it was sent. */
    operationSucceeded: boolean;
  }
}

/** The entity whose API a path belongs to (longest apiPath first), for the log's title. */
const BY_PATH = [...ENTITIES].sort((a, b) => b.apiPath.length - a.apiPath.length);

function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v, depth + 1));
  // A body passed on as a stream (a file's part) is not logged.
  if (!isPlainObject(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, withoutSecrets(v, depth + 1)]),
  );
}

/** The request's parameters as logged: query and JSON body, without secrets; a file upload logs none. */
function loggedParams(request: FastifyRequest): string | null {
  const query = withoutSecrets(request.query ?? {}) as Record<string, unknown>;
  const body = request.isMultipart() ? undefined : withoutSecrets(request.body);
  const params = body === undefined || body === null ? query : Object.keys(query).length ? { ...query, body } : body;
  if (params && typeof params === 'object' && Object.keys(params).length === 0) return null;
  const text = JSON.stringify(params);
  return text.length > MAX_PARAM ? `${text.slice(0, MAX_PARAM)}…` : text;
}

const MENU_NAMES_TTL_MS = 60_000;

/**
 * The page a button's permission code belongs to (system:log:delete → 日志管理), from the menu: the log names the
 * page as the user knows it. Read once a minute at most.
 */
function menuNames(ctx: AppContext) {
  let loaded: { at: number; names: Promise<Map<string, string>> } | undefined;
  return (): Promise<Map<string, string>> => {
    if (!loaded || ctx.now() - loaded.at > MENU_NAMES_TTL_MS) {
      const page = alias(sysPermission, 'page');
      const names = ctx.db
        .select({ perms: sysPermission.perms, name: page.name })
        .from(sysPermission)
        .innerJoin(page, eq(page.id, sysPermission.parentId))
        .where(eq(sysPermission.menuType, 2))
        .then((rows) => new Map(rows.flatMap((r) => (r.perms ? [[r.perms, r.name] as const] : []))));
      loaded = { at: ctx.now(), names };
      names.catch(() => (loaded = undefined));
    }
    return loaded.names;
  };
}

/**
 * What the log says of a route: 'title-action' and the operate_type, or null when it is not an operation. The title is
 * the page of the route's button (`pageName`), else the entity whose API it is, else the path.
 */
export function describeOperation(
  method: string,
  path: string,
  getWrite: boolean,
  pageName?: string,
): { content: string; type: number } | null {
  if (NOT_OPERATIONS.test(path)) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const action = ACTIONS.find((a) => a.test.test(last));
  // A read, an export among them, is no operation; a GET that writes (定时任务 启动, 通告 发布) is.
  if (method === 'GET' && !getWrite) return null;
  const entity = BY_PATH.find((def) => path.startsWith(`${def.apiPath}/`));
  const title = pageName ?? entity?.title ?? path;
  return { content: `${title}-${action?.label ?? '操作'}`, type: action?.type ?? 3 };
}

export function installOperationLog(app: FastifyInstance, ctx: AppContext): void {
  const pages = menuNames(ctx);
  app.decorateRequest('operationSucceeded', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.user) {
      request.operationSucceeded =
        typeof payload !== 'string' || !payload.startsWith('{') || payload.includes('"success":true');
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const url = request.routeOptions.url;
    const user = request.user;
    if (!request.operationSucceeded || !user || !url?.startsWith(API_PREFIX) || request.ws) return;
    const path = url.slice(API_PREFIX.length);
    const { permission, getWrite } = request.routeOptions.config;
    const pageName = permission ? (await pages().catch(() => undefined))?.get(permission) : undefined;
    const operation = describeOperation(request.method, path, getWrite === true, pageName);
    if (!operation) return;
    const requestPath = request.url.split('?')[0]!.slice(0, 255);
    await ctx.db
      .insert(sysLog)
      .values({
        id: newId(ctx.now()),
        logType: LOG_TYPE_OPERATION,
        logContent: operation.content.slice(0, 1000),
        operateType: operation.type,
        userid: user.username,
        username: user.realname,
        ip: request.ip,
        method: `${request.method} ${url}`.slice(0, 500),
        requestUrl: requestPath,
        requestParam: loggedParams(request),
        requestType: request.method,
        costTime: Math.round(reply.elapsedTime),
        createBy: user.username,
        createTime: formatDateTime(new Date(ctx.now())),
      })
      .catch((error: unknown) => request.log.warn({ err: error }, '操作日志写入失败'));
  });
}
