/**
 * 日志管理 (/sys/log, SysLogController): the generic list (logType, operateType, createTime range;
 * `keyWord` searches the content), queryById, delete, deleteBatch (`ids=allclear` empties the log) and exportXls.
 * JeecgBoot checks no code here; reading needs the 日志管理 menu (or one of its buttons), each write its button:
 * system:log:delete, system:log:deleteBatch, system:log:export. Nobody adds or edits a log through the API.
 */
import { ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { logEntity } from '../../../src/domain/entities/data-log';
import { permissionCode } from '../../../src/domain/entities/crud-actions';
import type { AppContext } from '../../context';
import { bindEntity } from '../../crud/entity-table';
import { param, queryOf } from '../../crud/list-query';
import { BAD_PARAM_MESSAGE, idList, registerCrud } from '../../crud/routes';
import type { CrudSpec } from '../../crud/spec';
import { bodyOf, deleteRows, findRows } from '../../crud/writes';
import { sysLog } from '../../db/schema';
import { BizError, okMessage } from '../../http/envelope';
import { hasIllegalChars } from '../../crud/values';
import { IDS_QUERY_OR_BODY } from '../../http/route-schemas';
import { READERS } from '../../services/readers';

export const LOG_TABLE = bindEntity(logEntity, sysLog);
/** deleteBatch's `ids` that empties the whole log (JeecgBoot's). */
export const CLEAR_ALL = 'allclear';
export const LOG_MESSAGES = {
  deleted: '删除成功!',
  cleared: '清除成功!',
  tooMany: '一次最多删除1000条数据',
} as const;

/** `%`, `_` and `\` typed in 搜索日志 are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const logSpec: CrudSpec = {
  et: LOG_TABLE,
  readers: READERS.log,
  listParams: ['keyWord'],
  listWhere(_ctx, query) {
    const keyWord = param(query, 'keyWord')?.trim();
    if (!keyWord) return [];
    if (hasIllegalChars(keyWord)) throw new BizError('查询条件包含非法字符');
    return [ilike(sysLog.logContent, likePattern(keyWord))];
  },
};

export async function sysLogRoutes(app: FastifyInstance, ctx: AppContext) {
  await registerCrud(app, ctx, logSpec, ['add', 'edit', 'deleteBatch', 'importExcel']);

  app.delete(
    '/sys/log/deleteBatch',
    { config: { permission: permissionCode(logEntity, 'deleteBatch') }, schema: IDS_QUERY_OR_BODY },
    async (request) => {
      const raw = param(queryOf(request), 'ids') ?? String(bodyOf(request).ids ?? '');
      if (raw.trim() === CLEAR_ALL) {
        await ctx.db.delete(sysLog);
        return okMessage(LOG_MESSAGES.cleared);
      }
      const ids = idList(raw);
      if (ids.length === 0) throw new BizError(BAD_PARAM_MESSAGE);
      if (ids.length > 1000) throw new BizError(LOG_MESSAGES.tooMany);
      await deleteRows(logSpec, request, ctx, await findRows(ctx, LOG_TABLE, ids));
      return okMessage(LOG_MESSAGES.deleted);
    },
  );
}
