/**
 * The run log (quartz_job_log): a row is claimed when a run starts and finished when it ends. The claim
 * is what keeps several server instances on one database from running a job twice: it takes an advisory
 * lock on the job, refuses while another run of the job is still 'running' on a live instance (its beat, written
 * every BEAT_MS, younger than STALE_RUN_MS: an older one is a killed instance's, closed as interrupted), and the
 * unique (job_id, fire_time) index lets only one instance claim a scheduled second.
 */
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { newId } from '../db/ids';
import { quartzJobLog, type QuartzJobLogRow } from '../db/schema';
import { formatDateTime } from '../time';

export type RunTrigger = 'schedule' | 'manual';
export type RunResult = 'running' | 'success' | 'error';

/** How often an instance writes the beat of its running runs. */
export const BEAT_MS = 10_000;
/**
 * A 'running' row whose last beat (or start) is older than this is the leftover of a stopped instance (killed, or
 * its machine gone): it no longer holds its job, and is closed as interrupted.
 */
export const STALE_RUN_MS = 3 * BEAT_MS;
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

/** A run's last sign of life: its beat, else its start. */
const lastBeat = sql`coalesce(${quartzJobLog.beatTime}, ${quartzJobLog.startTime})`;

export async function claimRun(db: Db, run: RunStart): Promise<Claim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${run.jobId}))`);
    await closeInterruptedRuns(tx, run.now, run.now - STALE_RUN_MS, run.jobId);
    const [busy] = await tx
      .select({ id: quartzJobLog.id })
      .from(quartzJobLog)
      .where(and(eq(quartzJobLog.jobId, run.jobId), eq(quartzJobLog.result, 'running')))
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
        beatTime: formatDateTime(new Date(run.now)),
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
/**
 * Closes 'running' runs as interrupted: all of them (`before` null: the database is this process's alone), or those
 * whose last beat came before `before` (of one job, when given).
 */
export async function closeInterruptedRuns(
  db: Pick<Db, 'update'>,
  now: number,
  before: number | null,
  jobId?: string,
): Promise<number> {
  const conditions = [eq(quartzJobLog.result, 'running')];
  if (before !== null) conditions.push(sql`${lastBeat} < ${formatDateTime(new Date(before))}::timestamp`);
  if (jobId !== undefined) conditions.push(eq(quartzJobLog.jobId, jobId));
  const rows = await db
    .update(quartzJobLog)
    .set({ result: 'error', endTime: formatDateTime(new Date(now)), message: INTERRUPTED_MESSAGE })
    .where(and(...conditions))
    .returning({ id: quartzJobLog.id });
  return rows.length;
}

/** Writes the beat of these running runs (this instance's). */
export async function beatRuns(db: Pick<Db, 'update'>, ids: string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(quartzJobLog)
    .set({ beatTime: formatDateTime(new Date(now)) })
    .where(and(inArray(quartzJobLog.id, ids), eq(quartzJobLog.result, 'running')));
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
