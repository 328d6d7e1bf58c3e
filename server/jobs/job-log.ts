/**
 * The run log (quartz_job_log): a row is claimed when a run starts and finished when it ends. The claim
 * is what keeps several server instances on one database from running a job twice: it takes an advisory
 * lock on the job, refuses while another run of the job is still 'running' (younger than STALE_RUN_MS), and
 * the unique (job_id, fire_time) index lets only one instance claim a scheduled second.
 */
import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { newId } from '../db/ids';
import { quartzJobLog, type QuartzJobLogRow } from '../db/schema';
import { formatDateTime } from '../time';

export type RunTrigger = 'schedule' | 'manual';
export type RunResult = 'running' | 'success' | 'error';

/** A 'running' row older than this is taken for the leftover of a stopped process. */
export const STALE_RUN_MS = 2 * 3600 * 1000;
const LOCK_NAMESPACE = 7_243_006;
const MESSAGE_MAX = 2000;

export interface RunStart {
  jobId: string;
  jobClassName: string;
  trigger: RunTrigger;
  /** The scheduled second (epoch ms); null for 执行一次. */
  fireTime: number | null;
  parameter: string | null;
  now: number;
}

export type Claim = { id: string } | { skipped: 'busy' | 'claimed' };

export async function claimRun(db: Db, run: RunStart): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${run.jobId}))`);
    const [busy] = await tx
      .select({ id: quartzJobLog.id })
      .from(quartzJobLog)
      .where(
        and(
          eq(quartzJobLog.jobId, run.jobId),
          eq(quartzJobLog.result, 'running'),
          gt(quartzJobLog.startTime, formatDateTime(new Date(run.now - STALE_RUN_MS))),
        ),
      )
      .limit(1);
    if (busy) return { skipped: 'busy' } as const;
    const inserted = await tx
      .insert(quartzJobLog)
      .values({
        id: newId(run.now),
        jobId: run.jobId,
        jobClassName: run.jobClassName,
        trigger: run.trigger,
        fireTime: run.fireTime,
        startTime: formatDateTime(new Date(run.now)),
        result: 'running',
        parameter: run.parameter,
      })
      .onConflictDoNothing()
      .returning({ id: quartzJobLog.id });
    return inserted[0] ? { id: inserted[0].id } : ({ skipped: 'claimed' } as const);
  });
}

export async function finishRun(
  db: Db,
  id: string,
  end: { now: number; durationMs: number; result: Exclude<RunResult, 'running'>; message: string },
): Promise<void> {
  await db
    .update(quartzJobLog)
    .set({
      endTime: formatDateTime(new Date(end.now)),
      durationMs: Math.max(0, Math.round(end.durationMs)),
      result: end.result,
      message: end.message.slice(0, MESSAGE_MAX),
    })
    .where(eq(quartzJobLog.id, id));
}

export const INTERRUPTED_MESSAGE = '服务器已停止，运行中断';

/** Closes 'running' rows left by a stopped process: all of them (`before` null) or those started before. */
export async function closeInterruptedRuns(db: Db, now: number, before: number | null): Promise<number> {
  const conditions = [eq(quartzJobLog.result, 'running')];
  if (before !== null) conditions.push(lt(quartzJobLog.startTime, formatDateTime(new Date(before))));
  const rows = await db
    .update(quartzJobLog)
    .set({ result: 'error', endTime: formatDateTime(new Date(now)), message: INTERRUPTED_MESSAGE })
    .where(and(...conditions))
    .returning({ id: quartzJobLog.id });
  return rows.length;
}

/** Deletes finished runs that started before `before` (epoch ms); answers how many. */
export async function pruneRuns(db: Pick<Db, 'delete'>, before: number): Promise<number> {
  const rows = await db
    .delete(quartzJobLog)
    .where(and(lt(quartzJobLog.startTime, formatDateTime(new Date(before))), ne(quartzJobLog.result, 'running')))
    .returning({ id: quartzJobLog.id });
  return rows.length;
}

export interface RunPage {
  records: QuartzJobLogRow[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** One page of a job's runs, newest first. */
export async function listRuns(db: Db, jobId: string, pageNo: number, pageSize: number): Promise<RunPage> {
  const where = eq(quartzJobLog.jobId, jobId);
  const [row] = await db.select({ n: count() }).from(quartzJobLog).where(where);
  const total = Number(row?.n ?? 0);
  const records = await db
    .select()
    .from(quartzJobLog)
    .where(where)
    .orderBy(desc(quartzJobLog.startTime), desc(quartzJobLog.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}
