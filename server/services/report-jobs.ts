/**
 * 批量生成: one background job per test generating the report of every institution with grades in it (within the
 * caller's scope), in this process: a map of jobs and an async loop that yields between institutions. A second
 * start while one runs answers the running job. `done` counts the institutions handled, `failed` those of them that
 * failed (their messages in `errors`).
 */
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { AppContext } from '../context';
import { NOT_FOUND_MESSAGE } from '../crud/writes';
import { cpcOrganization, cpcTest, cpcTestGrade } from '../db/schema';
import { BizError } from '../http/envelope';
import { organizationCondition, type CpcScope } from './cpc-scope';
import { generateReport, REPORT_MESSAGES } from './report-generate';

export interface ReportJob {
  testId: string;
  total: number;
  done: number;
  failed: number;
  running: boolean;
  errors: string[];
}

const jobsOf = new WeakMap<AppContext, Map<string, ReportJob>>();

function jobs(ctx: AppContext): Map<string, ReportJob> {
  let map = jobsOf.get(ctx);
  if (!map) jobsOf.set(ctx, (map = new Map()));
  return map;
}

export function reportJob(ctx: AppContext, testId: string): ReportJob {
  return jobs(ctx).get(testId) ?? { testId, total: 0, done: 0, failed: 0, running: false, errors: [] };
}

export async function startReportJob(ctx: AppContext, testId: string, by: string, scope: CpcScope) {
  const running = jobs(ctx).get(testId);
  if (running?.running) return running;
  // Taken before the first await, so a second start meanwhile answers this job.
  const job: ReportJob = { testId, total: 0, done: 0, failed: 0, running: true, errors: [] };
  jobs(ctx).set(testId, job);
  let orgs: { id: string; name: string }[];
  try {
    orgs = await institutionsOf(ctx, testId, scope);
  } catch (error) {
    jobs(ctx).delete(testId);
    throw error;
  }
  job.total = orgs.length;
  void (async () => {
    for (const org of orgs) {
      await yieldToLoop();
      try {
        await generateReport(ctx, testId, org.id, by, scope);
      } catch (error) {
        job.failed += 1;
        job.errors.push(`${org.name}：${error instanceof Error ? error.message : String(error)}`);
      }
      job.done += 1;
    }
    job.running = false;
  })();
  return job;
}

/** The institutions with grades in the published test `testId`, within the scope. */
async function institutionsOf(ctx: AppContext, testId: string, scope: CpcScope) {
  const [test] = await ctx.db.select({ status: cpcTest.status }).from(cpcTest).where(eq(cpcTest.id, testId)).limit(1);
  if (!test) throw new BizError(NOT_FOUND_MESSAGE);
  if (test.status !== TEST_STATUS.published) throw new BizError(REPORT_MESSAGES.notPublished);
  const orgs = await ctx.db
    .selectDistinct({ id: cpcTestGrade.organizationId, name: cpcOrganization.orgName })
    .from(cpcTestGrade)
    .innerJoin(cpcOrganization, eq(cpcOrganization.id, cpcTestGrade.organizationId))
    .where(and(eq(cpcTestGrade.testId, testId), organizationCondition(ctx.db, scope, cpcTestGrade.organizationId)))
    .orderBy(cpcOrganization.orgName);
  if (orgs.length === 0) throw new BizError('该考试没有可生成报告的院校成绩');
  return orgs;
}
