/**
 * Deep pages of a large list without reading every row before them (docs/performance.md "National size"). For a
 * list whose rows carry a data version (the grades: their tests' cpc_grade_version), this process keeps, per
 * statement and version, the list's total and the sort key of every 1,000th row; page n then starts at the
 * bookmark before it (`(keys) < (bookmark)` on the sort index) and skips fewer than 1,000 rows. Kept only where the
 * sort columns are never null and the conditions read this table alone: a condition on another table could change
 * its answer without changing the version.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbLike } from './spec';

export const BOOKMARK_EVERY = 1000;
const MAX_LISTS = 32;
const dialect = new PgDialect();

interface Kept {
  total: number;
  /** marks[i]: the sort key (as text) of row (i + 1) × BOOKMARK_EVERY; computed on the first deep page. */
  marks?: string[][];
}

const kept = new WeakMap<DbLike, Map<string, Kept>>();

export interface ListSort {
  columns: PgColumn[];
  ascending: boolean;
}

/** May this list keep bookmarks (its conditions read its own table only, its sort columns are never null)? */
export function bookmarkable(where: SQL | undefined, sort: ListSort): boolean {
  if (!sort.columns.every((c) => c.notNull)) return false;
  return !where || !/\bselect\b/i.test(dialect.sqlToQuery(where).sql);
}

function entry(db: DbLike, key: string): Kept | undefined {
  const found = kept.get(db)?.get(key);
  if (found) {
    kept.get(db)!.delete(key);
    kept.get(db)!.set(key, found);
  }
  return found;
}

function keep(db: DbLike, key: string, value: Kept) {
  let lists = kept.get(db);
  if (!lists) kept.set(db, (lists = new Map()));
  lists.set(key, value);
  if (lists.size > MAX_LISTS) lists.delete(lists.keys().next().value!);
}

const rowsOf = async <T>(db: DbLike, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The total and the rows of one page of `table where … order by sort`, from the kept total and bookmarks of
 * `version` where there are some (else they are computed and kept). `rows(after, offset)` reads the page: the list's
 * rows after the `after` condition (none on the first 1,000 rows), skipping `offset` of them.
 */
export async function bookmarkedPage<T>(
  db: DbLike,
  list: { table: SQL; where: SQL | undefined; sort: ListSort; version: string; offset: number },
  rows: (after: SQL | undefined, offset: number) => Promise<T[]>,
): Promise<{ total: number; rows: T[] }> {
  const { table, sort } = list;
  const condition = list.where ?? sql`true`;
  const { sql: text, params } = dialect.sqlToQuery(sql`${table} ${condition} ${sort.columns} ${sort.ascending}`);
  const key = JSON.stringify([list.version, text, params]);
  let found = entry(db, key);
  if (!found) {
    const [row] = await rowsOf<{ n: string }>(db, sql`select count(*) as n from ${table} where ${condition}`);
    keep(db, key, (found = { total: Number(row?.n ?? 0) }));
  }
  const total = found.total;
  const block = Math.floor(list.offset / BOOKMARK_EVERY);
  if (list.offset >= total) return { total, rows: [] };
  if (block === 0) return { total, rows: await rows(undefined, list.offset) };
  if (!found.marks) {
    const direction = sort.ascending ? sql`asc` : sql`desc`;
    const order = sql.join(
      sort.columns.map((c) => sql`${c} ${direction}`),
      sql`, `,
    );
    const keys = sql.join(
      sort.columns.map((c, i) => sql`${c}::text as ${sql.identifier(`k${i}`)}`),
      sql`, `,
    );
    const marks = await rowsOf<Record<string, string>>(
      db,
      sql`select * from (select ${keys}, row_number() over (order by ${order}) as rn from ${table} where ${condition}) s
        where rn % ${BOOKMARK_EVERY} = 0 order by rn`,
    );
    found.marks = marks.map((m) => sort.columns.map((_, i) => m[`k${i}`]!));
  }
  const mark = found.marks[block - 1]!;
  const after = sql`(${sql.join(sort.columns, sql`, `)}) ${sort.ascending ? sql`>` : sql`<`} (${sql.join(
    sort.columns.map((c, i) => sql`${mark[i]}::${sql.raw(c.getSQLType())}`),
    sql`, `,
  )})`;
  return { total, rows: await rows(after, list.offset - block * BOOKMARK_EVERY) };
}
