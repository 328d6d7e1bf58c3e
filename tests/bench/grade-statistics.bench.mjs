// Grade statistics benchmark (budget: one test's statistics with 10,000 grades under 300 ms). Run:
// npx tsx tests/bench/grade-statistics.bench.mjs — a fresh PGlite with the demo data plus a national-size test
// (41 institutions, 246 colleges, 10,000 grades × 40 topics, tests/server/national-test-fixture.ts), then each
// statistics call through the real route (app.inject) as admin after one warm-up: the median of 4 calls that follow a
// write to the test's grades (computed afresh) and of 4 that do not (题目分析 and 题目详情 come from the cache), and the
// CPU time of all 8 (steadier than the wall time on a shared machine).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/open-db.ts';
import { sql } from 'drizzle-orm';
import { insertNationalTest } from '../server/national-test-fixture.ts';

const RUNS = 8;
const ms = (v) => `${Math.round(v)} ms`;
const line = (label, value) => console.log(`${label.padEnd(58)} ${String(value).padStart(12)}`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'exam-stats-bench-'));
try {
  const opened = await openDb({ dataDir });
  let t = performance.now();
  const { test } = await insertNationalTest(opened.db, { grades: 10_000, topics: 40, institutions: 41 });
  line('Statistics bench: 10,000 grades × 40 topics written', ms(performance.now() - t));
  const app = await buildApp({ db: opened.db, uploadDir: join(dataDir, 'upload') });
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: '123456' },
  });
  const headers = { 'x-access-token': login.json().result.token };
  const base = `/jeecg-boot/testGrade/cpcTestGrade/statistics`;
  const detail = 'nt-d1-1';
  const calls = [
    ['summary', `summary?testId=${test}`],
    ['compare by 院校', `compare?testId=${test}&groupBy=organization`],
    ['compare by 学院', `compare?testId=${test}&groupBy=college`],
    ['topics (题目分析)', `topics?testId=${test}`],
    ['topic (题目详情 of one topic)', `topic?testId=${test}&topicId=nt-t1`],
    ['topics of one institution', `topics?testId=${test}&organizationId=nt-o1`],
  ];
  for (const [label, path] of calls) {
    const times = [];
    const cpus = [];
    const firsts = [];
    for (let i = 0; i <= RUNS; i++) {
      // Every other run follows a corrected score: the heavier figures are computed again, not read from the cache.
      const changed = i % 2 === 0;
      if (changed) await opened.db.execute(sql`update cpc_test_grade_detail set score = score where id = ${detail}`);
      t = performance.now();
      const cpu = process.cpuUsage();
      const res = await app.inject({ method: 'GET', url: `${base}/${path}`, headers });
      const used = process.cpuUsage(cpu);
      if (!res.json().success) throw new Error(`${label}: ${res.json().message}`);
      if (i === 0) continue;
      (changed ? firsts : times).push(performance.now() - t);
      cpus.push((used.user + used.system) / 1000);
    }
    line(
      `Statistics of 10,000 grades: ${label}, after a write / again`,
      `${ms(median(firsts))} / ${ms(median(times))}`,
    );
    line('  its CPU time (the database runs in this process)', ms(median(cpus)));
  }
  await app.close();
  await opened.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
