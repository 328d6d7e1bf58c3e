// npm run db:export [-- <file>]: the embedded database (DATA_DIR/pgdata; DATA_DIR defaults to ./data) written as a
// PostgreSQL dump (pg_dump of PGlite's own version, run in WebAssembly), for `psql "$DATABASE_URL" -f <file>`: how a
// system moves from the embedded database to PostgreSQL (docs/operations.md). Stop the server first: the embedded
// database belongs to one process at a time.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const out = resolve(process.argv[2] ?? 'exam-admin.sql');
const pgdata = join(dataDir, 'pgdata');
if (!existsSync(join(pgdata, 'PG_VERSION'))) {
  console.error(`没有内置数据库 / no embedded database in ${pgdata}`);
  process.exit(1);
}
const started = performance.now();
const pg = await PGlite.create(pgdata);
try {
  const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
  // PostgreSQL before 17 does not know this setting of pg_dump 18's preamble (psql would print an error for it).
  const text = (await dump.text()).replace(/^SET transaction_timeout = 0;\n/m, '');
  await writeFile(out, text);
  const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  console.log(`已导出 / exported ${pgdata} → ${out} (${mb} MB, ${Math.round(performance.now() - started)} ms)`);
  console.log(`导入 PostgreSQL / load into PostgreSQL:  psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q -f ${out}`);
} finally {
  await pg.close();
}
