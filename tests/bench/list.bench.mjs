// List benchmark (budget: a filtered, sorted, paged list over 100,000 rows under 30 ms median on
// the embedded database). Run: npx tsx tests/bench/list.bench.mjs — seeds 100,000 users (and their
// department links) into a fresh PGlite in a temp dir, then times GET /sys/user/list through the real
// route (app.inject) and an export of 10,000 rows. Exits 1 over budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { openDb } from '../../server/db/open-db.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../server/db/schema.ts';

const ROWS = 100_000;
const BATCH = 2_000;
const RUNS = 50;
const WARMUP = 5;
const BUDGET_MS = 30;
const EXPORT_ROWS = 10_000;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉力宁斌浩凯鹏飞云瑞欣怡佳琪晨阳思雨梓涵子轩宇航博文雅婷';
const POSTS = [
  'ks_director',
  'kw_supervisor',
  'kw_specialist',
  'mt_expert',
  'mt_editor',
  'yj_leader',
  'yj_marker',
  'jk_invigilator',
  'it_engineer',
  'yx_liaison',
  'cp_researcher',
  'xz_assistant',
];
const BASE_TIME = Date.UTC(2023, 0, 1, 0, 0, 0);

const pad = (n) => String(n).padStart(2, '0');
/** Row i was created i minutes after 2023-01-01 00:00:00, so any 10,000 consecutive rows span a known range. */
function createTime(i) {
  const d = new Date(BASE_TIME + i * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
}
/** A small deterministic generator (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => `${v.toFixed(1)} ms`;

const dataDir = process.env.BENCH_KEEP_DIR || mkdtempSync(join(tmpdir(), 'exam-list-bench-'));
try {
  let t = performance.now();
  const opened = await openDb({ dataDir });
  const { db } = opened;
  console.log(`fresh database (migrated, demo data): ${ms(performance.now() - t)}`);

  t = performance.now();
  const departs = (await db.select({ id: sysDepart.id }).from(sysDepart)).map((d) => d.id);
  const random = rng(42);
  const pick = (list) => list[Math.floor(random() * list.length)];
  for (let start = 0; start < ROWS; start += BATCH) {
    const users = [];
    const links = [];
    for (let i = start; i < Math.min(start + BATCH, ROWS); i++) {
      const id = String(1_800_000_000_000_000_000n + BigInt(i));
      users.push({
        id,
        username: `bench${String(i).padStart(6, '0')}`,
        realname: pick(SURNAMES) + pick(GIVEN) + (random() < 0.6 ? pick(GIVEN) : ''),
        password: 'scrypt$bench',
        salt: 'bench',
        sex: random() < 0.5 ? 1 : 2,
        birthday: `${1960 + Math.floor(random() * 45)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
        phone: `139${String(i).padStart(8, '0')}`,
        email: `bench${i}@exam-center.cn`,
        status: random() < 0.9 ? 1 : 2,
        delFlag: random() < 0.02 ? 1 : 0,
        workNo: `BN${String(i).padStart(6, '0')}`,
        post: pick(POSTS),
        relTenantIds: random() < 0.8 ? '1' : '1,2',
        createBy: 'admin',
        createTime: createTime(i),
      });
      links.push({ id: String(1_810_000_000_000_000_000n + BigInt(i)), userId: id, depId: pick(departs) });
    }
    await db.insert(sysUser).values(users);
    await db.insert(sysUserDepart).values(links);
  }
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${ROWS.toLocaleString('en')} users and their department links: ${ms(performance.now() - t)}`);

  const app = await buildApp({ db, uploadDir: join(dataDir, 'upload') });
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: '123456' },
  });
  const token = login.json().result.token;
  const headers = { 'x-access-token': token };

  async function time(url, runs = RUNS) {
    for (let i = 0; i < WARMUP; i++) await app.inject({ method: 'GET', url, headers });
    const samples = [];
    let last;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      last = await app.inject({ method: 'GET', url, headers });
      samples.push(performance.now() - start);
    }
    if (last.statusCode !== 200) throw new Error(`${url}: HTTP ${last.statusCode}`);
    samples.sort((a, b) => a - b);
    return { median: percentile(samples, 50), p95: percentile(samples, 95), last };
  }

  const listUrl =
    '/jeecg-boot/sys/user/list?sex=2&status=1&createTime_begin=2023-03-01&createTime_end=2023-12-31' +
    '&column=createTime&order=desc&pageNo=3&pageSize=10';
  const list = await time(listUrl);
  const body = list.last.json();
  if (!body.success || body.result.records.length !== 10) throw new Error(`unexpected list answer: ${body.message}`);
  const ok = list.median < BUDGET_MS;
  console.log(
    `filtered, sorted, paged list (sex, status, createTime range; ${body.result.total.toLocaleString('en')} matches, page 3): ` +
      `median ${ms(list.median)}, p95 ${ms(list.p95)} over ${RUNS} runs — ${ok ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );
  const plain = await time('/jeecg-boot/sys/user/list?pageNo=1&pageSize=10');
  console.log(`default list (createTime desc, page 1): median ${ms(plain.median)}, p95 ${ms(plain.p95)}`);
  const like = await time('/jeecg-boot/sys/user/list?realname=*%E4%B8%BD*&column=createTime&order=desc', 20);
  console.log(`wildcard name search (realname=*丽*): median ${ms(like.median)}, p95 ${ms(like.p95)} (no budget)`);

  const exportUrl = `/jeecg-boot/sys/user/exportXls?createTime_begin=${encodeURIComponent(createTime(0))}&createTime_end=${encodeURIComponent(createTime(EXPORT_ROWS - 1))}`;
  const count = await app.inject({
    method: 'GET',
    url: exportUrl.replace('exportXls', 'list') + '&pageSize=1',
    headers,
  });
  const exportStart = performance.now();
  const exported = await app.inject({ method: 'GET', url: exportUrl, headers });
  const exportMs = performance.now() - exportStart;
  if (exported.statusCode !== 200) throw new Error(`export: HTTP ${exported.statusCode}`);
  console.log(
    `export of ${count.json().result.total.toLocaleString('en')} users to .xls: ${ms(exportMs)} (${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB)`,
  );

  // An Online表单's rows (the demo 考场巡查记录) over 100,000 rows, through getData: the same budget.
  t = performance.now();
  await db.execute(sql`insert into exam_inspection (id, create_by, create_time, room_name, inspect_date, inspector,
      result, score)
    select 'bench' || g, 'admin', timestamp '2023-01-01' + g * interval '1 minute', '第' || (g % 500) || '考场',
      date '2023-01-01' + (g % 700), (array['王强', '李娜', '张伟', '赵敏'])[1 + g % 4], (1 + g % 2)::text, 60 + g % 40
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`vacuum analyze exam_inspection`);
  console.log(`seeded ${ROWS.toLocaleString('en')} 考场巡查记录 rows: ${ms(performance.now() - t)}`);
  const online = await time(
    '/jeecg-boot/online/cgform/api/getData/onlform_exam_inspection?result=2&inspect_date_begin=2023-06-01' +
      '&inspect_date_end=2024-06-30&column=inspect_date&order=desc&pageNo=3&pageSize=10',
  );
  const onlineBody = online.last.json();
  if (!onlineBody.success || onlineBody.result.records.length !== 10)
    throw new Error(`unexpected online list answer: ${onlineBody.message}`);
  const onlineOk = online.median < BUDGET_MS;
  console.log(
    `Online表单 list (巡查结果, 巡查日期 range, sorted, page 3 of ${onlineBody.result.total.toLocaleString('en')} matches): ` +
      `median ${ms(online.median)}, p95 ${ms(online.p95)} over ${RUNS} runs — ${onlineOk ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`,
  );

  await app.close();
  await opened.close();
  if (!ok || !onlineOk) process.exitCode = 1;
} finally {
  if (!process.env.BENCH_KEEP_DIR) rmSync(dataDir, { recursive: true, force: true });
}
