/**
 * The rows of a test's heavier statistics statements (题目分析, 题目详情), kept in this process and keyed by the
 * statement (its text and parameters, so the filter and the caller's scope are part of the key) and the test's grade
 * version. Triggers raise that version in the database on every write to the test's grades or details, so an
 * instance never answers from rows older than a write any instance has committed (docs/performance.md).
 */
import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { DbLike } from '../crud/spec';
import { cpcGradeVersion } from '../db/schema';

const MAX_ENTRIES = 64;
const dialect = new PgDialect();
/** One cache per database (test servers in one process each have their own). */
const caches = new WeakMap<DbLike, Map<string, unknown[]>>();

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

/** How many results this process keeps for the test's grades as they are now (tests). */
export async function keptResults(db: DbLike, testId: string): Promise<number> {
  const prefix = JSON.stringify([testId, await gradeVersion(db, testId)]).slice(0, -1);
  return [...(caches.get(db)?.keys() ?? [])].filter((key) => key.startsWith(prefix)).length;
}

export async function cachedRows<T>(ctx: AppContext, testId: string, query: SQL): Promise<T[]> {
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map()));
  const { sql, params } = dialect.sqlToQuery(query);
  const key = JSON.stringify([testId, await gradeVersion(ctx.db, testId), sql, params]);
  const kept = cache.get(key);
  if (kept) {
    cache.delete(key);
    cache.set(key, kept);
    return kept as T[];
  }
  const found = await runRows<T>(ctx.db, query);
  cache.set(key, found);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return found;
}
