// Grade import benchmark (budget: 10,000 rows import in seconds, with flat memory). Run:
// npx tsx tests/bench/grade-import.bench.mjs — a fresh PGlite with the demo data (the seed's time is printed), 10,000
// students added to one institution of the published demo test on a 30-topic paper, then POST importExcel of a
// 10,000-row × 30-topic .xlsx through the real route (app.inject): the time and the process's peak RSS during the
// import (sampled every 10 ms), then the same file again (every row an update) and eight more times, the RSS after the
// ten (collected when run with --expose-gc, as npm run bench does), then the grade list of the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/open-db.ts';
import { cpcPaperTopic, cpcTest } from '../../server/db/schema.ts';
import { mb } from './process-memory.mjs';

const ROWS = 10_000;
const ms = (v) => `${Math.round(v)} ms`;
const line = (label, value) => console.log(`${label.padEnd(58)} ${String(value).padStart(12)}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'exam-grade-bench-'));
try {
  let t = performance.now();
  const opened = await openDb({ dataDir });
  const { db } = opened;
  line('Grade bench: fresh database (migrate + demo seed)', ms(performance.now() - t));
  line('  of which writing the demo data (seed)', ms(opened.seedMs ?? 0));

  const [test] = await db.select().from(cpcTest).where(eq(cpcTest.testCode, 'KS2024001'));
  const topics = await db
    .select()
    .from(cpcPaperTopic)
    .where(eq(cpcPaperTopic.paperId, test.paperId))
    .orderBy(cpcPaperTopic.topicNo);
  const {
    rows: [org],
  } = await db.execute(sql`
    select o.id, o.org_name as name, (select id from cpc_college c where c.organization_id = o.id limit 1) as college
    from cpc_test_institution i join cpc_organization o on o.id = i.institution_id
    where i.test_id = ${test.id} order by o.org_code limit 1`);
  await db.execute(sql`
    insert into cpc_student (id, organization_id, college_id, student_no, name, status)
    select 'bench' || n, ${org.id}, ${org.college}, 'G' || lpad(n::text, 5, '0'), '考生' || n, '1'
    from generate_series(1, ${ROWS}) n`);

  const choices = topics.filter((tp) => tp.topicType === '1' || tp.topicType === '2');
  const header = [
    '院校',
    '学号',
    '姓名',
    '缺考',
    ...topics.map((tp) => `第${tp.topicNo}题`),
    ...choices.map((tp) => `第${tp.topicNo}题作答`),
  ];
  const rows = [header];
  for (let n = 1; n <= ROWS; n++)
    rows.push([
      org.name,
      `G${String(n).padStart(5, '0')}`,
      `考生${n}`,
      n % 40 === 0 ? '是' : null,
      ...topics.map((tp) => (n % 40 === 0 ? null : (n * 7 + tp.topicNo) % (tp.score + 1))),
      ...choices.map((tp, i) => (n % 40 === 0 ? null : (n + i) % 3 === 0 ? 'A' : tp.answer)),
    ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '成绩');
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' });
  rows.length = 0;

  const app = await buildApp({ db, uploadDir: join(dataDir, 'upload') });
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: '123456' },
  });
  const headers = { 'x-access-token': login.json().result.token };

  const boundary = '----gradebench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="testId"\r\n\r\n${test.id}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grades.xlsx"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  async function importOnce() {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const start = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/testGrade/cpcTestGrade/importExcel',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const took = performance.now() - start;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const body = res.json();
    if (body.code !== 200 || body.result.successCount !== ROWS) throw new Error(`import: ${body.message}`);
    return { took, cpu: (used.user + used.system) / 1000, before, peak, result: body.result };
  }

  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  const first = await importOnce();
  const again = await importOnce();
  for (let i = 2; i < 10; i++) await importOnce();
  globalThis.gc?.();
  const afterTen = process.memoryUsage().rss;
  const size = `${(file.length / 1024 / 1024).toFixed(1)} MB`;
  line(
    `Grade import: ${ROWS.toLocaleString('en')} rows × ${topics.length} topics (.xlsx ${size}), new`,
    ms(first.took),
  );
  line('  its CPU time (the database runs in this process)', ms(first.cpu));
  line(`  peak RSS during it (before: ${mb(first.before)})`, `${mb(first.peak)} (+${mb(first.peak - first.before)})`);
  line('Grade import: the same file again (every row an update)', ms(again.took));
  line('  its CPU time', ms(again.cpu));
  line(`  peak RSS during it (before: ${mb(again.before)})`, `${mb(again.peak)} (+${mb(again.peak - again.before)})`);
  console.log(
    `  (${first.result.addCount} added then ${again.result.updateCount} updated; ${ROWS / 40} absent rows have no scores)`,
  );
  line(
    `RSS after ten imports of the file${globalThis.gc ? ', collected' : ' (run with --expose-gc to collect)'}`,
    `${mb(afterTen)} (${afterTen >= start ? '+' : ''}${mb(afterTen - start)})`,
  );

  const list = [];
  let total = 0;
  for (let i = 0; i < 21; i++) {
    const start = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/jeecg-boot/testGrade/cpcTestGrade/list?testId=${test.id}&pageNo=50&pageSize=20`,
      headers,
    });
    list.push(performance.now() - start);
    total = res.json().result.total;
  }
  line(`Grade list of one test (${total.toLocaleString('en')} grades), page 50, median of 21`, ms(median(list)));

  await app.close();
  await opened.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
