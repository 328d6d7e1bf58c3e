/**
 * 多数据源 (SysDataSourceController). Permission codes as JeecgBoot HEAD's: system:datasource:list
 * (list, queryById), :add, :edit, :delete (delete and deleteBatch), :export, :import; options online:report:add.
 * The password is stored AES-encrypted as JeecgBoot stores it (so a JeecgBoot database reads the same) and is
 * never sent back, neither in clear nor encrypted: an edit with an empty 密码 keeps the stored one.
 * Addresses with JDBC options that read local files or run code are refused, as JdbcSecurityUtil does.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DATA_SOURCE_CODE_MESSAGE,
  DATA_SOURCE_CODE_PATTERN,
  dataSourceEntity,
  dataSourceUrlError,
} from '../../../src/domain/entities/data-source';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import type { AppContext } from '../../context';
import { toRecord } from '../../crud/entity-table';
import { entityTableByName } from '../../crud/entity-tables';
import { LIST_QUERY_SCHEMA, param, queryOf } from '../../crud/list-query';
import { id, ID_QUERY, IDS_QUERY_OR_BODY, NO_PARAMETERS, routeSchema, text } from '../../http/route-schemas';
import { trimmed } from '../../http/text';
import { RATE_LIMITS } from '../../plugins/rate-limits';
import { testConnection } from '../../services/data-source-connection';
import { BAD_PARAM_MESSAGE, idList, listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { bodyOf, deleteRows, findRows, NOT_FOUND_MESSAGE } from '../../crud/writes';
import { sysDataSource } from '../../db/schema';
import { BizError, ok, okMessage, plain } from '../../http/envelope';
import { decryptDataSourcePassword, encryptDataSourcePassword } from '../../lib/data-source-secret';

export const DATA_SOURCE_TABLE = entityTableByName(dataSourceEntity.table)!;

const OPTIONS_PERMISSION = 'online:report:add';
const perm = (action: string) => ({ permission: permissionCode(dataSourceEntity, action) });

function checkBody(body: Row): void {
  if (typeof body.code === 'string' && body.code.trim() && !DATA_SOURCE_CODE_PATTERN.test(body.code.trim()))
    throw new BizError(DATA_SOURCE_CODE_MESSAGE);
  const urlError = dataSourceUrlError(body.dbUrl);
  if (urlError) throw new BizError(`操作失败：${urlError}`);
}

/** The stored form of the password in `values`; an empty one on edit leaves the stored password alone. */
function storePassword(values: Row, mode: 'add' | 'edit' | 'import'): void {
  const password = typeof values.dbPassword === 'string' ? values.dbPassword : '';
  if (password) values.dbPassword = encryptDataSourcePassword(password);
  else if (mode === 'edit') delete values.dbPassword;
  else values.dbPassword = null;
}

export const dataSourceSpec: CrudSpec = {
  et: DATA_SOURCE_TABLE,
  check: async (_w, body) => checkBody(body),
  beforeAdd: async (w, values) => storePassword(values, w.mode),
  beforeEdit: async (_w, values) => storePassword(values, 'edit'),
};

export async function sysDataSourceRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, dataSourceSpec, ['list', 'queryById', 'deleteBatch']);

  app.get(
    '/sys/dataSource/list',
    { config: perm('list'), schema: { querystring: LIST_QUERY_SCHEMA } },
    async (request) => plain(await listRecords(dataSourceSpec, ctx, request, queryOf(request))),
  );

  app.get('/sys/dataSource/queryById', { config: perm('list'), schema: ID_QUERY }, async (request) => {
    const [row] = await findRows(ctx, DATA_SOURCE_TABLE, [param(queryOf(request), 'id')]);
    if (!row) throw new BizError(NOT_FOUND_MESSAGE);
    return ok(toRecord(DATA_SOURCE_TABLE, row));
  });

  app.delete('/sys/dataSource/deleteBatch', { config: perm('delete'), schema: IDS_QUERY_OR_BODY }, async (request) => {
    const ids = idList(param(queryOf(request), 'ids') ?? String(bodyOf(request).ids ?? ''));
    if (ids.length === 0) throw new BizError(BAD_PARAM_MESSAGE);
    if (ids.length > 1000) throw new BizError('一次最多删除1000条数据');
    await deleteRows(dataSourceSpec, request, ctx, await findRows(ctx, DATA_SOURCE_TABLE, ids));
    return okMessage('批量删除成功!');
  });

  app.get(
    '/sys/dataSource/options',
    { config: { permission: OPTIONS_PERMISSION }, schema: NO_PARAMETERS },
    async () => {
      const rows = await ctx.db
        .select({ code: sysDataSource.code, name: sysDataSource.name })
        .from(sysDataSource)
        .orderBy(asc(sysDataSource.name));
      return ok(rows.map((r) => ({ value: r.code, label: r.name, text: r.name })));
    },
  );

  // 测试连接 (JeecgBoot's is in its closed online module, at this address): the form's values; an empty 密码 on an
  // edit tests the stored one. Needs the edit button, as the form it serves.
  app.post(
    '/online/cgreport/api/testConnection',
    {
      config: { ...perm('edit'), rateLimit: RATE_LIMITS.connectionTest },
      schema: routeSchema({
        body: {
          id,
          dbUrl: text('数据源地址'),
          dbUsername: text('用户名'),
          dbPassword: text('密码'),
        },
      }),
    },
    async (request) => {
      const body = bodyOf(request);
      let password = trimmed(body.dbPassword) ? String(body.dbPassword) : '';
      const recordId = trimmed(body.id);
      if (!password && recordId) {
        const [row] = await findRows(ctx, DATA_SOURCE_TABLE, [recordId]);
        const stored = row?.dbPassword;
        password = typeof stored === 'string' && stored ? (decryptDataSourcePassword(stored) ?? '') : '';
      }
      await testConnection({ dbUrl: trimmed(body.dbUrl), dbUsername: trimmed(body.dbUsername), password });
      return okMessage('连接成功');
    },
  );
}
