/**
 * The rows of a test's statistics statements (成绩统计, 题目分析, 题目详情), keyed by the statement (its text and
 * parameters, so the filter and the caller's scope are part of the key) and the test's grade version. Triggers raise
 * that version in the database on every write to the test's grades or details, so no instance answers from rows
 * older than a write any instance has committed. Computed rows are kept in this process and in the database
 * (cpc_statistics_cache), where the other instances find them: a national-size test's 题目分析 reads 15 million
 * scores, once per version (docs/performance.md "National size").
 */
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { DbLike } from '../crud/spec';
import { cpcGradeVersion, cpcStatisticsCache } from '../db/schema';

const MAX_ENTRIES = 64;
const dialect = new PgDialect();
/** One cache per database (test servers in one process each have their own). */
const caches = new WeakMap<DbLike, Map<string, unknown[]>>();
/** Statements being computed in this process: a second reader waits for the first. */
const computing = new Map<string, Promise<unknown[]>>();

export async function runRows<T>(db: DbLike, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function gradeVersion(db: DbLike, testId: string): Promise<number> {
  const [row] = await db
    .select({ version: cpcGradeVersion.version })
    .from(cpcGradeVersion)
    .where(eq(cpcGradeVersion.testId, testId));
  return Number(row?.version ?? 0);
}

/**
 * Raises the test's grade version: for a transaction that set cpc.grade_version_deferred (migration 0045), as its
 * last statement.
 */
export async function raiseGradeVersion(db: DbLike, testId: string): Promise<void> {
  await db
    .insert(cpcGradeVersion)
    .values({ testId, version: 1 })
    .onConflictDoUpdate({ target: cpcGradeVersion.testId, set: { version: sql`${cpcGradeVersion.version} + 1` } });
}

/** The sum of every test's grade version: it rises with every write to any grade or per-topic score. */
export async function allGradesVersion(db: DbLike): Promise<string> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${cpcGradeVersion.version}), 0)` })
    .from(cpcGradeVersion);
  return String(row?.version ?? 0);
}

/** How many results this process keeps for the test's grades as they are now (tests). */
export async function keptResults(db: DbLike, testId: string): Promise<number> {
  const prefix = JSON.stringify([testId, await gradeVersion(db, testId)]).slice(0, -1);
  return [...(caches.get(db)?.keys() ?? [])].filter((key) => key.startsWith(prefix)).length;
}

export async function cachedRows<T>(ctx: AppContext, testId: string, query: SQL): Promise<T[]> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const statement = createHash('sha256')
    .update(JSON.stringify([text, params]))
    .digest('hex');
  const version = await gradeVersion(ctx.db, testId);
  const key = JSON.stringify([testId, version, statement]);
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key);
    cache.set(key, kept);
    return kept as T[];
  }
  let pending = computing.get(key);
  if (!pending) {
    pending = keptOrComputed(ctx.db, { testId, statement, version }, query).finally(() => computing.delete(key));
    computing.set(key, pending);
  }
  const found = await pending;
  cache.set(key, found);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return found as T[];
}

/** The rows another instance (or an earlier run of this one) kept for this version, else computed and kept. */
async function keptOrComputed(
  db: DbLike,
  at: { testId: string; statement: string; version: number },
  query: SQL,
): Promise<unknown[]> {
  const [row] = await db
    .select({ rows: cpcStatisticsCache.rows })
    .from(cpcStatisticsCache)
    .where(
      and(
        eq(cpcStatisticsCache.testId, at.testId),
        eq(cpcStatisticsCache.statement, at.statement),
        eq(cpcStatisticsCache.version, at.version),
      ),
    );
  if (row) return row.rows as unknown[];
  // As JSON holds them, so the rows are the same whether computed here or read back (int8 may come as a BigInt).
  const computed = await runRows(db, query);
  const found = JSON.parse(JSON.stringify(computed, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)));
  // A later version kept meanwhile (a write and a faster reader) is not overwritten by an older one.
  await db
    .insert(cpcStatisticsCache)
    .values({ ...at, rows: found, createTime: sql`localtimestamp(0)` as unknown as string })
    .onConflictDoUpdate({
      target: [cpcStatisticsCache.testId, cpcStatisticsCache.statement],
      set: { version: at.version, rows: found, createTime: sql`localtimestamp(0)` as unknown as string },
      setWhere: sql`${cpcStatisticsCache.version} <= ${at.version}`,
    });
  return found;
}
