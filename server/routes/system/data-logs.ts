/**
 * 数据日志 (/sys/dataLog, SysDataLogController): the versions services/data-log.ts writes when the
 * generic CRUD edits a business record. list (type 'json' only; 表名 / 数据ID filters), queryDataVerList (the
 * versions of one record, newest first) and queryCompareList (two log rows by their own ids). Read only; JeecgBoot
 * checks no code: reading needs the 数据日志 menu (or a system:dataLog: code). A student's ID number stays masked
 * for a reader without cpc:student:idCardNo, as on the student list.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dataLogEntity } from '../../../src/domain/entities/data-log';
import { maskIdCardNo, STUDENT_ID_CARD_PERMISSION } from '../../../src/domain/entities/student';
import type { AppContext } from '../../context';
import { bindEntity, toRecord } from '../../crud/entity-table';
import { param, queryOf } from '../../crud/list-query';
import { pagedQuery, routeSchema, text as textValue } from '../../http/route-schemas';
import { listRecords } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { sysDataLog } from '../../db/schema';
import { BizError, plain } from '../../http/envelope';
import { callerPermissionCodes } from '../../services/permissions';
import { READERS } from '../../services/readers';

export const DATA_LOG_TABLE = bindEntity(dataLogEntity, sysDataLog);
export const DATA_LOG_MESSAGES = {
  noVersions: '未找到版本信息',
  badParams: '请选择两条数据',
  notFound: '未找到对应数据',
} as const;

const JSON_TYPE = eq(sysDataLog.type, 'json');

const dataTableParam = textValue('表名');
const dataIdParam = textValue('数据ID');
const SCHEMA = {
  list: routeSchema({ query: pagedQuery({ dataTable: dataTableParam, dataId: dataIdParam }) }),
  versions: routeSchema({ query: { dataTable: dataTableParam, dataId: dataIdParam } }),
  compare: routeSchema({ query: { dataId1: textValue('数据1'), dataId2: textValue('数据2') } }),
};

const spec: CrudSpec = {
  et: DATA_LOG_TABLE,
  readers: READERS.dataLog,
  listWhere: () => [JSON_TYPE],
};

/** As JeecgBoot answers them: the version as text; a student's ID number masked for readers without its code. */
async function shown(ctx: AppContext, request: FastifyRequest, records: Row[]): Promise<Row[]> {
  const students = records.some((r) => r.dataTable === 'cpc_student');
  const mask = students && !(await callerPermissionCodes(ctx, request)).has(STUDENT_ID_CARD_PERMISSION);
  for (const record of records) {
    if (record.dataVersion !== null && record.dataVersion !== undefined)
      record.dataVersion = String(record.dataVersion);
    if (!mask || record.dataTable !== 'cpc_student' || typeof record.dataContent !== 'string') continue;
    try {
      const content = JSON.parse(record.dataContent) as Row;
      if (typeof content.idCardNo === 'string' && content.idCardNo) content.idCardNo = maskIdCardNo(content.idCardNo);
      record.dataContent = JSON.stringify(content);
    } catch {
      record.dataContent = null;
    }
  }
  return records;
}

const text = (request: FastifyRequest, name: string) => param(queryOf(request), name)?.trim() ?? '';

export async function sysDataLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const config = { readers: READERS.dataLog };

  app.get('/sys/dataLog/list', { config, schema: SCHEMA.list }, async (request) => {
    const page = await listRecords(spec, ctx, request, queryOf(request));
    await shown(ctx, request, page.records);
    return plain(page);
  });

  app.get('/sys/dataLog/queryDataVerList', { config, schema: SCHEMA.versions }, async (request) => {
    const dataTable = text(request, 'dataTable');
    const dataId = text(request, 'dataId');
    const rows =
      dataTable && dataId
        ? await ctx.db
            .select()
            .from(sysDataLog)
            .where(and(eq(sysDataLog.dataTable, dataTable), eq(sysDataLog.dataId, dataId), JSON_TYPE))
            .orderBy(desc(sysDataLog.createTime), desc(sysDataLog.dataVersion))
            .limit(1000)
        : [];
    if (rows.length === 0) throw new BizError(DATA_LOG_MESSAGES.noVersions);
    return plain(
      await shown(
        ctx,
        request,
        rows.map((r) => toRecord(DATA_LOG_TABLE, r)),
      ),
    );
  });

  app.get('/sys/dataLog/queryCompareList', { config, schema: SCHEMA.compare }, async (request) => {
    const ids = [text(request, 'dataId1'), text(request, 'dataId2')];
    if (ids.some((id) => !id || id.length > 32)) throw new BizError(DATA_LOG_MESSAGES.badParams);
    const rows = await ctx.db.select().from(sysDataLog).where(inArray(sysDataLog.id, ids));
    if (rows.length === 0) throw new BizError(DATA_LOG_MESSAGES.notFound);
    // In the order asked (JeecgBoot's listByIds order is the database's).
    rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return plain(
      await shown(
        ctx,
        request,
        rows.map((r) => toRecord(DATA_LOG_TABLE, r)),
      ),
    );
  });
}
