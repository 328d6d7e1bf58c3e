/**
 * 定时任务 (/sys/quartzJob): the generic CRUD, with add / edit / delete keeping the scheduler in
 * step (add schedules a status-0 job, edit reschedules or pauses, delete unschedules; imports are saved
 * stopped), plus GET pause, resume and execute (runs once about 100 ms later) and the run log (logList).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUARTZ_STATUS, quartzJobClass } from '../../../src/domain/entities/quartz-job';
import type { AppContext } from '../../context';
import { QUARTZ_JOB_TABLE } from '../../crud/entity-tables';
import { paging, param, type Query } from '../../crud/list-query';
import { BAD_PARAM_MESSAGE, idList, listRecords, registerCrud } from '../../crud/routes';
import type { CrudSpec, Row } from '../../crud/spec';
import { bodyOf, deleteRows, findRows, insertRecord, updateRecord, writeContext } from '../../crud/writes';
import { quartzJob, type QuartzJobRow } from '../../db/schema';
import { currentUser } from '../../plugins/auth';
import { BizError, ok, okMessage } from '../../http/envelope';
import { unknownClassMessage } from '../../jobs/job-classes';
import { listRuns } from '../../jobs/job-log';
import type { JobScheduler, JobSpec } from '../../jobs/scheduler';
import { formatDateTime } from '../../time';
import { READERS } from '../../services/readers';
import { bodySchema } from '../../crud/body-schema';
import { ID_QUERY, IDS_QUERY, pagedQuery, routeSchema, text } from '../../http/route-schemas';

export const QUARTZ_MESSAGES = {
  added: '创建定时任务成功',
  edited: '更新定时任务成功!',
  deleted: '删除定时任务成功',
  paused: '停止定时任务成功',
  resumed: '启动定时任务成功',
  executed: '执行成功!',
  notFound: '定时任务不存在！',
  busy: '该任务正在运行中，请稍后再试',
  badStatus: '状态只能是 0（正常）或 -1（停止）',
} as const;

const BASE = '/sys/quartzJob';
const perm = (action: string) => ({ permission: `system:quartzJob:${action}` });

export const quartzJobSpec: CrudSpec = {
  et: QUARTZ_JOB_TABLE,
  readers: READERS.quartzJob,
  async check(_w, body, existing) {
    const className = body.jobClassName ?? existing?.jobClassName;
    if (!quartzJobClass(className)) throw new BizError(unknownClassMessage(String(className ?? '').trim()));
    const status = body.status;
    if (status !== undefined && status !== null && status !== '') {
      const n = Number(status);
      if (n !== QUARTZ_STATUS.running && n !== QUARTZ_STATUS.stopped) throw new BizError(QUARTZ_MESSAGES.badStatus);
    }
  },
  async beforeAdd(w, values) {
    // Imported jobs wait until someone starts them (JeecgBoot saves them stopped).
    if (w.mode === 'import') values.status = QUARTZ_STATUS.stopped;
  },
  async beforeEdit(w, values) {
    // An import that updates a job never starts or stops it (pause and resume keep the scheduler in step).
    if (w.mode === 'import') delete values.status;
  },
};

const SCHEMA = {
  list: routeSchema({ query: pagedQuery() }),
  add: { body: bodySchema(QUARTZ_JOB_TABLE, 'add') },
  edit: { body: bodySchema(QUARTZ_JOB_TABLE, 'edit') },
  log: routeSchema({ query: pagedQuery({ jobId: text('任务编号') }) }),
};

const asSpec = (row: Row): JobSpec => row as unknown as JobSpec;

export async function sysQuartzRoutes(app: FastifyInstance, ctx: AppContext, scheduler: JobScheduler) {
  await registerCrud(app, ctx, quartzJobSpec, ['list', 'add', 'edit', 'delete', 'deleteBatch']);
  const query = (request: FastifyRequest) => (request.query ?? {}) as Query;

  const jobById = async (request: FastifyRequest): Promise<QuartzJobRow> => {
    const id = param(query(request), 'id')?.trim();
    if (!id) throw new BizError(BAD_PARAM_MESSAGE);
    const [row] = await ctx.db.select().from(quartzJob).where(eq(quartzJob.id, id)).limit(1);
    if (!row) throw new BizError(QUARTZ_MESSAGES.notFound);
    return row;
  };

  const setStatus = async (request: FastifyRequest, row: QuartzJobRow, status: number): Promise<QuartzJobRow> => {
    const [updated] = await ctx.db
      .update(quartzJob)
      .set({ status, updateBy: currentUser(request).username, updateTime: formatDateTime(new Date(ctx.now())) })
      .where(eq(quartzJob.id, row.id))
      .returning();
    return updated ?? row;
  };

  // JeecgBoot's quartz list answers code 200 (Result.OK), unlike the bare Result of most lists.
  app.get(`${BASE}/list`, { config: { readers: READERS.quartzJob }, schema: SCHEMA.list }, async (request) =>
    ok(await listRecords(quartzJobSpec, ctx, request, query(request))),
  );

  app.post(`${BASE}/add`, { config: perm('add'), schema: SCHEMA.add }, async (request) => {
    const row = await insertRecord(quartzJobSpec, writeContext(ctx, request, 'add'), bodyOf(request));
    scheduler.schedule(asSpec(row));
    return okMessage(QUARTZ_MESSAGES.added);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: `${BASE}/edit`,
    config: perm('edit'),
    schema: SCHEMA.edit,
    handler: async (request) => {
      const row = await updateRecord(quartzJobSpec, writeContext(ctx, request, 'edit'), bodyOf(request));
      scheduler.schedule(asSpec(row));
      return okMessage(QUARTZ_MESSAGES.edited);
    },
  });

  const remove = async (request: FastifyRequest, ids: string[]) => {
    if (ids.length === 0) throw new BizError(BAD_PARAM_MESSAGE);
    if (ids.length > 1000) throw new BizError('一次最多删除1000条数据');
    const rows = await findRows(ctx, QUARTZ_JOB_TABLE, ids);
    if (rows.length === 0) throw new BizError(QUARTZ_MESSAGES.notFound);
    await deleteRows(quartzJobSpec, request, ctx, rows);
    for (const row of rows) scheduler.unschedule(String(row.id));
    return okMessage(QUARTZ_MESSAGES.deleted);
  };
  app.delete(`${BASE}/delete`, { config: perm('delete'), schema: ID_QUERY }, async (request) =>
    remove(request, idList(param(query(request), 'id'))),
  );
  app.delete(`${BASE}/deleteBatch`, { config: perm('deleteBatch'), schema: IDS_QUERY }, async (request) =>
    remove(request, idList(param(query(request), 'ids'))),
  );

  app.get(`${BASE}/pause`, { config: { ...perm('pause'), getWrite: true }, schema: ID_QUERY }, async (request) => {
    const row = await setStatus(request, await jobById(request), QUARTZ_STATUS.stopped);
    scheduler.unschedule(row.id);
    return okMessage(QUARTZ_MESSAGES.paused);
  });

  app.get(`${BASE}/resume`, { config: { ...perm('resume'), getWrite: true }, schema: ID_QUERY }, async (request) => {
    const job = await jobById(request);
    if (!quartzJobClass(job.jobClassName)) throw new BizError(unknownClassMessage(job.jobClassName));
    const row = await setStatus(request, job, QUARTZ_STATUS.running);
    scheduler.schedule(row);
    return okMessage(QUARTZ_MESSAGES.resumed);
  });

  app.get(`${BASE}/execute`, { config: { ...perm('execute'), getWrite: true }, schema: ID_QUERY }, async (request) => {
    const row = await jobById(request);
    if (!quartzJobClass(row.jobClassName)) throw new BizError(unknownClassMessage(row.jobClassName));
    if (scheduler.isBusy(row.id)) throw new BizError(QUARTZ_MESSAGES.busy);
    scheduler.runOnce(row);
    return okMessage(QUARTZ_MESSAGES.executed);
  });

  /** The runs of one job, newest first: ?jobId=&pageNo=&pageSize= */
  app.get(`${BASE}/logList`, { config: { readers: READERS.quartzJob }, schema: SCHEMA.log }, async (request) => {
    const jobId = param(query(request), 'jobId')?.trim();
    if (!jobId) throw new BizError(BAD_PARAM_MESSAGE);
    const { pageNo, pageSize } = paging(query(request));
    return ok(await listRuns(ctx.db, jobId, pageNo, pageSize));
  });
}
