/**
 * 网关路由 (SysGatewayRouteController): the unpaged list, updateAll (add or edit one route) and delete.
 * Permission codes as JeecgBoot HEAD's: system:gateway:updateAll, system:getway:delete (sic); reading needs the
 * screen's menu or one of its buttons. This server runs no Spring Cloud gateway and no Redis: the rows are kept for a
 * gateway to read (in JeecgBoot's monolith the screen is the same bookkeeping), and clearRedis has nothing to clear.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gatewayRouteEntity, parseJsonArray } from '../../../src/domain/entities/gateway-route';
import type { AppContext } from '../../context';
import { bindEntity, toRecord } from '../../crud/entity-table';
import { param, queryOf } from '../../crud/list-query';
import { BAD_PARAM_MESSAGE } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import {
  bodyOf,
  deleteRows,
  findRows,
  insertRecord,
  NOT_FOUND_MESSAGE,
  updateRecord,
  writeContext,
} from '../../crud/writes';
import { sysGatewayRoute } from '../../db/schema';
import { BizError, okMessage, plain } from '../../http/envelope';
import {
  flag as flagValue,
  id,
  ID_QUERY,
  jsonList,
  NO_PARAMETERS,
  record,
  routeSchema,
  text,
} from '../../http/route-schemas';
import { READERS } from '../../services/readers';

export const GATEWAY_ROUTE_TABLE = bindEntity(gatewayRouteEntity, sysGatewayRoute);
const spec: CrudSpec = { et: GATEWAY_ROUTE_TABLE };

export const GATEWAY_UPDATE_PERMISSION = 'system:gateway:updateAll';
export const GATEWAY_DELETE_PERMISSION = 'system:getway:delete';

const LABELS = { predicates: '路由条件', filters: '过滤器' } as const;

/** A JSON array text from a list or its text; anything else is refused with the field's name. */
function jsonArrayText(value: unknown, name: keyof typeof LABELS): string {
  if (value === undefined || value === null || value === '') return '[]';
  if (Array.isArray(value)) return JSON.stringify(value);
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return JSON.stringify(parsed);
    } catch {
      // refused below
    }
  }
  throw new BizError(`${LABELS[name]}必须是JSON数组`);
}

/** JeecgBoot coerces the switch: true / 1 / "1" → 1, false / 0 / "0" → 0, missing → 1. */
function flag(value: unknown, missing: number): number {
  if (value === undefined || value === null || value === '') return missing;
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

function recordOf(row: Row): Row {
  const record = toRecord(GATEWAY_ROUTE_TABLE, row);
  record.predicates = parseJsonArray(row.predicates);
  record.filters = parseJsonArray(row.filters);
  return record;
}

const UPDATE_ALL = routeSchema({
  body: {
    router: record('路由', {
      id,
      routerId: text('路由ID'),
      name: text('路由名称'),
      uri: text('路由URI'),
      predicates: jsonList(LABELS.predicates),
      filters: jsonList(LABELS.filters),
      status: flagValue('状态'),
      retryable: flagValue('是否重试'),
      stripPrefix: flagValue('忽略前缀'),
      persistable: flagValue('保留数据'),
      showApi: flagValue('在线文档'),
    }),
  },
});

export async function sysGatewayRouteRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/sys/gatewayRoute/list', { config: { readers: READERS.gatewayRoute }, schema: NO_PARAMETERS }, async () => {
    const rows = (await ctx.db
      .select()
      .from(sysGatewayRoute)
      .orderBy(asc(sysGatewayRoute.createTime), asc(sysGatewayRoute.id))) as Row[];
    return plain(rows.map(recordOf));
  });

  // POST as JeecgBoot's client sends it; PUT too (the list platform's edit form).
  app.route({
    method: ['POST', 'PUT'],
    url: '/sys/gatewayRoute/updateAll',
    config: { permission: GATEWAY_UPDATE_PERMISSION },
    schema: UPDATE_ALL,
    handler: async (request) => {
      const router = bodyOf(request).router;
      if (!router || typeof router !== 'object' || Array.isArray(router)) throw new BizError(BAD_PARAM_MESSAGE);
      const input = router as Row;
      const body: Row = {
        routerId: typeof input.routerId === 'string' ? input.routerId.trim() : input.routerId,
        name: typeof input.name === 'string' ? input.name.trim() : input.name,
        uri: typeof input.uri === 'string' ? input.uri.trim() : input.uri,
        predicates: jsonArrayText(input.predicates, 'predicates'),
        filters: jsonArrayText(input.filters, 'filters'),
        status: flag(input.status, 1),
      };
      for (const name of ['retryable', 'stripPrefix', 'persistable', 'showApi'] as const)
        if (input[name] !== undefined) body[name] = flag(input[name], 0);
      const id = typeof input.id === 'string' || typeof input.id === 'number' ? String(input.id).trim() : '';
      if (id) await updateRecord(spec, writeContext(ctx, request, 'edit'), { ...body, id });
      else await insertRecord(spec, writeContext(ctx, request, 'add'), body);
      return okMessage('操作成功！');
    },
  });

  app.delete(
    '/sys/gatewayRoute/delete',
    { config: { permission: GATEWAY_DELETE_PERMISSION }, schema: ID_QUERY },
    async (request) => {
      const id = param(queryOf(request), 'id')?.trim() ?? '';
      if (!id) throw new BizError(BAD_PARAM_MESSAGE);
      const rows = await findRows(ctx, GATEWAY_ROUTE_TABLE, [id]);
      if (rows.length === 0) throw new BizError(NOT_FOUND_MESSAGE);
      await deleteRows(spec, request, ctx, rows);
      return okMessage('删除路由成功');
    },
  );

  app.get(
    '/sys/gatewayRoute/clearRedis',
    { config: { permission: GATEWAY_UPDATE_PERMISSION }, schema: NO_PARAMETERS },
    async () => okMessage('清除成功！'),
  );
}
