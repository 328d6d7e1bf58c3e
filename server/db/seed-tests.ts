/**
 * The demo tests: four tests over 2024 and 2025 on the demo papers — two 成绩已发布, one
 * 阅卷中, one 报名中 — each with 12–24 institutions picked deterministically (a stride through the demo
 * organisations, so every test mixes provinces) and written set-based.
 */
import { TEST_MODE, TEST_STATUS } from '../../src/domain/entities/test';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { ORGS } from './seed-business-data';
import { DEMO_PAPERS } from './seed-papers';
import { cpcTest, cpcTestInstitution } from './schema';

type Row = Record<string, unknown>;
const audit = { createBy: 'admin', createTime: SEED_TIME };

/** [code, name, paper code, sign-up start, sign-up end, start, end, mode, status, institution count]. */
export const DEMO_TESTS: [string, string, string, string, string, string, string, string, string, number][] = [
  [
    'KS2024001',
    '2024年春季综合能力考试',
    'SJ2024001',
    '2024-03-01 09:00:00',
    '2024-03-31 17:00:00',
    '2024-04-20 09:00:00',
    '2024-04-20 11:00:00',
    TEST_MODE.offline,
    TEST_STATUS.published,
    24,
  ],
  [
    'KS2024002',
    '2024年秋季计算机基础考试',
    'SJ2024003',
    '2024-09-01 09:00:00',
    '2024-09-30 17:00:00',
    '2024-10-26 14:00:00',
    '2024-10-26 15:40:00',
    TEST_MODE.online,
    TEST_STATUS.published,
    18,
  ],
  [
    'KS2025001',
    '2025年春季专业基础考试',
    'SJ2024002',
    '2025-03-01 09:00:00',
    '2025-03-31 17:00:00',
    '2025-04-19 09:00:00',
    '2025-04-19 10:30:00',
    TEST_MODE.online,
    TEST_STATUS.marking,
    15,
  ],
  [
    'KS2025002',
    '2025年秋季大学英语水平考试',
    'SJ2025001',
    '2025-09-01 09:00:00',
    '2025-10-15 17:00:00',
    '2025-11-15 09:00:00',
    '2025-11-15 11:00:00',
    TEST_MODE.offline,
    TEST_STATUS.signUp,
    12,
  ],
];

/** Steps through the organisations; coprime with their number, so a test never names one twice. */
const STRIDE = 7;

export function buildTests(): { tests: Row[]; institutions: Row[] } {
  const tests: Row[] = [];
  const institutions: Row[] = [];
  DEMO_TESTS.forEach(([code, name, paperCode, signUpStart, signUpEnd, startTime, endTime, mode, status, n], t) => {
    const testId = seedId(29, t + 1);
    const paper = DEMO_PAPERS.findIndex((p) => p[0] === paperCode);
    tests.push({
      id: testId,
      testName: name,
      testCode: code,
      paperId: seedId(28, paper + 1),
      signUpStart,
      signUpEnd,
      startTime,
      endTime,
      mode,
      status,
      description: `${name}，使用试卷「${DEMO_PAPERS[paper]![1]}」。`,
      ...audit,
    });
    const sat = Number(status) >= Number(TEST_STATUS.testing);
    for (let i = 0; i < n; i++) {
      const plannedCount = 20 + ((i * 13 + t * 5) % 60);
      institutions.push({
        id: seedId(30, institutions.length + 1),
        testId,
        institutionId: seedId(17, ((i * STRIDE + t * 3) % ORGS.length) + 1),
        plannedCount,
        actualCount: sat ? plannedCount - (i % 4) : null,
        ...audit,
      });
    }
  });
  return { tests, institutions };
}

export async function seedTests(tx: Pick<Db, 'execute'>): Promise<void> {
  const { tests, institutions } = buildTests();
  await insertSet(tx, cpcTest, tests);
  await insertSet(tx, cpcTestInstitution, institutions);
}
