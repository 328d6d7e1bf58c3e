// npm run seed:scale: adds the national-size data (server/db/seed-scale.ts: 2,000 institutions, 500,000 students, one
// test with 500,000 grades × 30 topics) to the database the server would open: DATABASE_URL (meant for PostgreSQL),
// else the embedded one in DATA_DIR. SCALE_INSTITUTIONS / SCALE_STUDENTS make it smaller. Stop an embedded server
// first: the embedded database belongs to one process at a time. docs/performance.md "National size".
import { openDb } from '../server/db/open-db';
import { NATIONAL_SIZE, seedScale } from '../server/db/seed-scale';

const options = {
  institutions: Number(process.env.SCALE_INSTITUTIONS ?? NATIONAL_SIZE.institutions),
  students: Number(process.env.SCALE_STUDENTS ?? NATIONAL_SIZE.students),
};
const started = performance.now();
const opened = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  console.log(`规模数据 / scale data → ${opened.location}: ${options.institutions} 院校, ${options.students} 学生 …`);
  const written = await seedScale(opened.db, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(written ? `已写入 / written in ${seconds} s` : '已有规模数据，未改动 / already there, nothing written');
} finally {
  await opened.close();
}
