// National-size bench (docs/performance.md "National size"), on PostgreSQL: a throw-away cluster, the demo data
// plus `npm run seed:scale` (2,000 institutions, 500,000 students, one published test with 500,000 grades × 30
// topics; BENCH_SCALE_STUDENTS / BENCH_SCALE_INSTITUTIONS make it smaller), then the built server on it, through HTTP:
// - 成绩统计 of the test (summary, 院校 comparison, 题目分析): computed after a change of its grades, the time the
//   background computation takes, and read kept;
// - the grade list of the test: page 1, a deep page (the first after a change keeps its bookmarks), the last page;
// - the export of the test's grades (streamed .xlsx) and the server's peak RSS meanwhile;
// - the import of that file into a second test (every row new), through the resumable upload, and of the same rows as
//   a CSV into a third: rows per second and the server's peak RSS (budget ≥ 5,000 rows/s, flat memory).
// Run: node tests/bench/national.bench.mjs (after npm run build); npm run bench runs it last.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { postgresBin, startPostgres } from '../../scripts/postgres-cluster.mjs';
import { startServer } from '../../scripts/run-support.mjs';
import { mb, rssOf } from './process-memory.mjs';

const root = new URL('../../', import.meta.url).pathname;
const STUDENTS = Number(process.env.BENCH_SCALE_STUDENTS ?? 500_000);
const INSTITUTIONS = Number(process.env.BENCH_SCALE_INSTITUTIONS ?? 2000);
const SCALE_TEST_ID = '1740290010000000001';
const ms = (v) => `${Math.round(v)} ms`;
const line = (label, value, note = '') => console.log(`${label.padEnd(62)} ${String(value).padStart(14)}  ${note}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server's peak RSS while `work` runs (sampled every 50 ms), and what `work` gave. */
async function peakRss(pid, work) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

if (!postgresBin()) {
  console.log('National-size bench: skipped (PostgreSQL is not installed: Debian package postgresql)');
  process.exit(0);
}
console.log(`\nNational size on PostgreSQL (${INSTITUTIONS} institutions, ${STUDENTS} students × 30 topics)`);
const cluster = await startPostgres();
const databaseUrl = cluster.url.replace(/\/postgres$/, '/national');
const dataDir = mkdtempSync(join(tmpdir(), 'exam-national-bench-'));
let server;
try {
  spawnSync('psql', [cluster.url, '-qc', 'create database national'], { stdio: 'inherit' });
  let t = performance.now();
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SCALE_STUDENTS: String(STUDENTS),
      SCALE_INSTITUTIONS: String(INSTITUTIONS),
    },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(seeded.stderr || seeded.stdout);
  line('npm run seed:scale (demo data first)', ms(performance.now() - t));

  server = await startServer({
    dataDir,
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', UPLOAD_DIR: join(dataDir, 'upload') },
  });
  const base = `${server.url}/jeecg-boot`;
  const login = await (
    await fetch(`${base}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: '123456' }),
    })
  ).json();
  const headers = { 'x-access-token': login.result.token };
  const get = async (path) => {
    const started = performance.now();
    const body = await (await fetch(`${base}${path}`, { headers })).json();
    if (!body.success) throw new Error(`${path}: ${body.message}`);
    return { ms: performance.now() - started, body };
  };
  line('Server RSS after start', mb(rssOf(server.pid)));

  // 成绩统计: the screen's three calls side by side, as it makes them.
  const GRADE = '/testGrade/cpcTestGrade';
  const statistics = async (testId) => {
    const started = performance.now();
    await Promise.all(
      [`summary?testId=${testId}`, `compare?testId=${testId}&groupBy=organization`, `topics?testId=${testId}`].map(
        (p) => get(`${GRADE}/statistics/${p}`),
      ),
    );
    return performance.now() - started;
  };
  line('成绩统计 computed (nothing kept yet)', ms(await statistics(SCALE_TEST_ID)), 'budget < 2 s once kept');
  line(
    '成绩统计 read kept',
    ms(median([await statistics(SCALE_TEST_ID), await statistics(SCALE_TEST_ID)])),
    'budget < 2 s',
  );
  // A corrected grade: the figures are computed again in the background; how long until they are kept.
  const one = (await get(`${GRADE}/list?testId=${SCALE_TEST_ID}&pageNo=1&pageSize=1`)).body.result.records[0];
  const edited = performance.now();
  await fetch(`${base}${GRADE}/edit`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id: one.id, absent: one.absent }),
  });
  let after;
  for (;;) {
    after = await statistics(SCALE_TEST_ID);
    if (after < 500) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  line('成绩统计 after a grade is edited: kept again after', ms(performance.now() - edited), 'computed ahead');

  // The grade list of the test.
  const pages = Math.ceil(STUDENTS / 10);
  const listAt = async (pageNo) => (await get(`${GRADE}/list?testId=${SCALE_TEST_ID}&pageNo=${pageNo}&pageSize=10`)).ms;
  line('Grade list page 1', ms(median([await listAt(1), await listAt(1), await listAt(1)])), 'budget < 50 ms');
  line('Grade list, middle page, first (keeps the bookmarks)', ms(await listAt(Math.floor(pages / 2))));
  const deep = [];
  for (const p of [Math.floor(pages / 2), Math.floor(pages / 3), pages - 1, pages, 2, 12_345 % pages])
    deep.push(await listAt(p));
  line(
    'Grade list, any page once kept (median / max of 6)',
    `${ms(median(deep))} / ${ms(Math.max(...deep))}`,
    'budget < 50 ms',
  );

  // Export: the whole test, streamed.
  const xlsx = join(dataDir, 'national.xlsx');
  t = performance.now();
  const exported = await peakRss(server.pid, async () => {
    const res = await fetch(`${base}${GRADE}/exportXls?testId=${SCALE_TEST_ID}`, { headers });
    await pipeline(Readable.fromWeb(res.body), createWriteStream(xlsx));
  });
  const exportSeconds = (performance.now() - t) / 1000;
  line(
    `Export of ${STUDENTS} grades (.xlsx ${mb(statSync(xlsx).size)})`,
    `${exportSeconds.toFixed(1)} s`,
    `${(STUDENTS / exportSeconds).toFixed(0)} rows/s, server peak RSS ${mb(exported.peak)}`,
  );

  // The same rows as CSV (the streaming reader, in this process).
  const { sheetRows, fileSource } = await import('../../server/lib/sheet-stream.ts');
  const csv = join(dataDir, 'national.csv');
  const out = createWriteStream(csv);
  const quote = (c) => (c === null ? '' : /[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c));
  for await (const row of sheetRows(await fileSource(xlsx), 'xlsx', { maxUnzippedBytes: 2 ** 34, maxColumns: 200 }))
    if (!out.write(`${row.cells.map(quote).join(',')}\n`)) await new Promise((resolve) => out.once('drain', resolve));
  await new Promise((resolve) => out.end(resolve));

  // Two more tests on the same paper and institutions, being marked, without grades.
  for (const [suffix, name] of [
    ['2', '2026年全国统一测试（补考甲）'],
    ['3', '2026年全国统一测试（补考乙）'],
  ]) {
    const id = `${SCALE_TEST_ID.slice(0, -1)}${suffix}`;
    spawnSync(
      'psql',
      [
        databaseUrl,
        '-qc',
        `insert into cpc_test (id, test_name, test_code, paper_id, sign_up_start, sign_up_end, start_time, end_time, mode, status)
         select '${id}', '${name}', 'KS2026QG${suffix}', paper_id, sign_up_start, sign_up_end, start_time, end_time, mode, '4'
         from cpc_test where id = '${SCALE_TEST_ID}';
         insert into cpc_test_institution (id, test_id, institution_id, planned_count)
         select id || '${suffix}', '${id}', institution_id, planned_count from cpc_test_institution where test_id = '${SCALE_TEST_ID}'`,
      ],
      { stdio: 'inherit' },
    );
  }

  /** Uploads `path` in 8 MB parts, starts the import into `testId`, waits for its answer. */
  const importFile = async (path, testId, fileName) => {
    const uploadId = `bench${Date.now()}`;
    const size = statSync(path).size;
    const file = await open(path);
    const started = performance.now();
    try {
      for (let at = 0; at < size;) {
        const part = Buffer.alloc(Math.min(8 * 1024 * 1024, size - at));
        await file.read(part, 0, part.length, at);
        const res = await fetch(`${base}${GRADE}/importUpload?uploadId=${uploadId}&offset=${at}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/octet-stream' },
          body: part,
        });
        at = (await res.json()).result.received;
      }
    } finally {
      await file.close();
    }
    const uploaded = performance.now();
    const start = await (
      await fetch(`${base}${GRADE}/importStart`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ uploadId, testId, fileName }),
      })
    ).json();
    if (!start.success) throw new Error(start.message);
    let progress;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      progress = (await get(`${GRADE}/importProgress?importId=${start.result.importId}`)).body.result;
    } while (!progress.done);
    if (!progress.answer.success) throw new Error(progress.answer.message);
    return { upload: uploaded - started, work: performance.now() - uploaded, answer: progress.answer.result };
  };
  for (const [path, suffix, label] of [
    [xlsx, '2', '.xlsx'],
    [csv, '3', '.csv'],
  ]) {
    const before = rssOf(server.pid);
    const { result, peak } = await peakRss(server.pid, () =>
      importFile(path, `${SCALE_TEST_ID.slice(0, -1)}${suffix}`, `national${label}`),
    );
    const seconds = result.work / 1000;
    line(
      `Import of ${result.answer.successCount} rows ${label} (${mb(statSync(path).size)}), after the upload`,
      `${seconds.toFixed(1)} s`,
      `${(result.answer.successCount / seconds).toFixed(0)} rows/s (budget ≥ 5,000), upload ${ms(result.upload)}`,
    );
    line(`  server RSS before / peak during`, `${mb(before)} / ${mb(peak)}`, 'flat: the file is never held whole');
    // The figures of the test are computed ahead after the import: waited for, so the next import is measured alone.
    const testId = `${SCALE_TEST_ID.slice(0, -1)}${suffix}`;
    while ((await get(`${GRADE}/statistics/summary?testId=${testId}`)).ms > 500)
      await new Promise((resolve) => setTimeout(resolve, 500));
    if (result.answer.errorCount > 0)
      line(`  refused rows`, result.answer.errorCount, JSON.stringify(result.answer.errors.slice(0, 3)));
  }
  line('Server RSS at the end', mb(rssOf(server.pid)));
} finally {
  await server?.stop();
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
