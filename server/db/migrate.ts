import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './db-type';
import { schemaMigrations } from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const STATEMENT_BREAK = '--> statement-breakpoint';
/** Serialises migrations when several server instances start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_243_001;

/** Applies the *.sql files of `dir` not yet recorded in schema_migrations, in name order, in one transaction. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const scripts = await Promise.all(files.map(async (f) => ({ name: f, text: await readFile(join(dir, f), 'utf8') })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name varchar(255) primary key, applied_at bigint not null)`,
    );
    const done = new Set((await tx.select({ name: schemaMigrations.name }).from(schemaMigrations)).map((r) => r.name));
    const applied: string[] = [];
    for (const script of scripts) {
      if (done.has(script.name)) continue;
      const statements = script.text
        .split(STATEMENT_BREAK)
        .map((s) => s.trim())
        .filter((s) => s.replace(/^--.*$/gm, '').trim() !== '');
      // Migration files are static text shipped with the server, never built from input.
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.insert(schemaMigrations).values({ name: script.name, appliedAt: Date.now() });
      applied.push(script.name);
    }
    return applied;
  });
}
