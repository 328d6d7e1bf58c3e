/**
 * The demo reports: two uploaded ones (generated N; their PDFs are written at start by ensureDemoReports)
 * and, in one statement, a generated row for every institution with grades in a 成绩已发布 test. No
 * workbook is written here (the first start stays fast): a generated report's bytes are produced on its first
 * download or 查看.
 */
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { TEST_STATUS } from '../../src/domain/entities/test';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { ORGS } from './seed-business-data';
import { cpcReport } from './schema';
import { minimalPdf } from './seed-documents';

const org = (code: string) => seedId(17, ORGS.findIndex((o) => o.code === code) + 1);
const UPLOADED = 2;

export async function seedReports(db: Pick<Db, 'execute'>): Promise<void> {
  const audit = { createBy: 'admin', createTime: SEED_TIME, generated: 'N', downloadCount: 0, fileSize: 0 };
  await insertSet(db, cpcReport, [
    {
      id: seedId(39, 1),
      title: '京华理工大学2024年度考务工作总结报告',
      organizationId: org('JHLG'),
      year: 2024,
      filePath: 'reports/uploaded/京华理工大学2024年度考务工作总结报告_5d1c0e7a9b3f2468.pdf',
      ...audit,
    },
    {
      id: seedId(39, UPLOADED),
      title: '沪江财经大学2024年度考务工作总结报告',
      organizationId: org('HJCJ'),
      year: 2024,
      filePath: 'reports/uploaded/沪江财经大学2024年度考务工作总结报告_8e2f4a6c1b3d5f70.pdf',
      ...audit,
    },
  ]);
  const firstId = BigInt(seedId(39, UPLOADED));
  await db.execute(sql`
    insert into cpc_report (id, title, organization_id, test_id, year, file_path, file_size, generated, download_count,
      create_by, create_time)
    select (${firstId.toString()}::bigint + row_number() over (order by t.start_time, o.org_code))::text,
      o.org_name || '《' || t.test_name || '》成绩分析报告', o.id, t.id, extract(year from t.start_time)::int,
      'reports/' || t.id || '/' || regexp_replace(o.org_code, '[^A-Za-z0-9_-]', '_', 'g') || '_' ||
        substr(md5(o.id || ':' || t.id), 1, 16) || '.xlsx',
      0, 'Y', 0, 'admin', ${SEED_TIME}::timestamp
    from cpc_test_institution ti
      join cpc_test t on t.id = ti.test_id and t.status = ${TEST_STATUS.published}
      join cpc_organization o on o.id = ti.institution_id
    where exists (select 1 from cpc_test_grade g where g.test_id = ti.test_id and g.organization_id = ti.institution_id)`);
}

/** Writes the uploaded demo reports' PDFs that are missing, and their sizes (idempotent; a stat each when present). */
export async function ensureDemoReports(ctx: Pick<AppContext, 'db' | 'files'>): Promise<void> {
  const ids = Array.from({ length: UPLOADED }, (_, i) => seedId(39, i + 1));
  const rows = await ctx.db.select().from(cpcReport).where(inArray(cpcReport.id, ids));
  for (const row of rows) {
    if (await ctx.files.stat(row.filePath)) continue;
    const bytes = minimalPdf([`Annual exam work report ${row.year}`, 'Exam management system - sample report']);
    await ctx.files.put(row.filePath, bytes);
    await ctx.db.execute(sql`update ${cpcReport} set file_size = ${bytes.length} where ${cpcReport.id} = ${row.id}`);
  }
}
