/**
 * The demo 文档目录 and 文件: eight folders in two levels and thirty files over 2024 and 2025, most for
 * every institution, a few for 京华理工大学 (JHLG) or 沪江财经大学 (HJCJ), written set-based. The seed has no file
 * store: ensureDemoDocuments writes the bytes of the ones missing at server start (small valid PDF and .xlsx files).
 */
import { inArray, sql } from 'drizzle-orm';
import { FILE_CATEGORY, FOLDER_ROOT } from '../../src/domain/entities/document';
import type { AppContext } from '../context';
import type { Db } from './db-type';
import { SEED_TIME, seedId } from './ids';
import { insertSet } from './seed-business';
import { ORGS } from './seed-business-data';
import { cpcFile, cpcFolder } from './schema';

type Row = Record<string, unknown>;

const org = (code: string) => seedId(17, ORGS.findIndex((o) => o.code === code) + 1);
export const demoFolderId = (n: number) => seedId(35, n);
export const demoFileId = (n: number) => seedId(36, n);

/** [name, parent folder number (0: top level), sort]. */
const FOLDERS: [string, number, number][] = [
  ['考试通知', 0, 1],
  ['考务文件', 0, 2],
  ['2024年', 2, 1],
  ['2025年', 2, 2],
  ['报告模板', 0, 3],
  ['培训资料', 0, 4],
  ['政策文件', 0, 5],
  ['教育部文件', 7, 1],
];

const { notice, report, template, other } = FILE_CATEGORY;

/** [file name, year, organisation code ('' = every institution), category, folder number]. */
// prettier-ignore
export const DEMO_FILES: [string, number, string, string, number][] = [
  ['关于2024年春季专业能力考试报名工作的通知.pdf', 2024, '', notice, 1],
  ['关于2024年秋季计算机基础考试安排的通知.pdf', 2024, '', notice, 1],
  ['2024年考试工作日程安排.xlsx', 2024, '', notice, 1],
  ['关于2025年春季专业能力考试报名工作的通知.pdf', 2025, '', notice, 1],
  ['关于2025年大学英语水平考试报名的通知.pdf', 2025, '', notice, 1],
  ['2025年考试工作日程安排.xlsx', 2025, '', notice, 1],
  ['2024年考务工作手册.pdf', 2024, '', other, 3],
  ['2024年考场规则.pdf', 2024, '', other, 3],
  ['2024年监考人员守则.pdf', 2024, '', other, 3],
  ['2024年考点信息汇总表.xlsx', 2024, '', other, 3],
  ['2025年考务工作手册.pdf', 2025, '', other, 4],
  ['2025年考场规则.pdf', 2025, '', other, 4],
  ['2025年监考人员守则.pdf', 2025, '', other, 4],
  ['2025年考点信息汇总表.xlsx', 2025, '', other, 4],
  ['院校考试成绩分析报告模板.pdf', 2024, '', template, 5],
  ['考试工作总结报告模板.pdf', 2024, '', template, 5],
  ['考生信息导入模板.xlsx', 2025, '', template, 5],
  ['成绩复核申请表模板.pdf', 2025, '', template, 5],
  ['2024年考务人员培训课件.pdf', 2024, '', other, 6],
  ['命题与试卷质量讲座讲义.pdf', 2024, '', other, 6],
  ['2025年考务人员培训课件.pdf', 2025, '', other, 6],
  ['国家职业教育考试管理办法.pdf', 2024, '', other, 8],
  ['关于加强考试安全管理工作的意见.pdf', 2025, '', notice, 8],
  ['考试违规处理办法.pdf', 2025, '', other, 7],
  ['京华理工大学2024年春季考试成绩报告.pdf', 2024, 'JHLG', report, 1],
  ['京华理工大学2024年考生名单.xlsx', 2024, 'JHLG', other, 3],
  ['京华理工大学2025年考点安排通知.pdf', 2025, 'JHLG', notice, 1],
  ['沪江财经大学2024年春季考试成绩报告.pdf', 2024, 'HJCJ', report, 1],
  ['沪江财经大学2025年考点安排通知.pdf', 2025, 'HJCJ', notice, 1],
  ['沪江财经大学2025年考生名单.xlsx', 2025, 'HJCJ', other, 4],
];

/** Where demo file `n` is stored (under the upload folder). */
export function demoFilePath(n: number): string {
  const name = DEMO_FILES[n - 1]![0];
  return `cpcfile/demo/file-${String(n).padStart(2, '0')}${name.slice(name.lastIndexOf('.'))}`;
}

export function buildFolders(): Row[] {
  return FOLDERS.map(([name, parent, sortNo], i) => ({
    id: demoFolderId(i + 1),
    parentId: parent ? demoFolderId(parent) : FOLDER_ROOT,
    name,
    sortNo,
    description: null,
    createBy: 'admin',
    createTime: SEED_TIME,
  }));
}

export function buildFiles(): Row[] {
  return DEMO_FILES.map(([fileName, year, code, fileCategory, folder], i) => ({
    id: demoFileId(i + 1),
    fileName,
    filePath: demoFilePath(i + 1),
    // The real size is written with the bytes (ensureDemoDocuments).
    fileSize: 0,
    year,
    organizationId: code ? org(code) : null,
    fileCategory,
    folderId: demoFolderId(folder),
    // Deterministic, varied counts.
    downloadCount: (i * 7) % 23,
    description: null,
    createBy: 'admin',
    createTime: `${year}-0${1 + (i % 9)}-1${i % 10} 09:00:00`,
  }));
}

export async function seedDocuments(db: Pick<Db, 'execute'>): Promise<void> {
  await insertSet(db, cpcFolder, buildFolders());
  await insertSet(db, cpcFile, buildFiles());
}

/** A one-page PDF saying `lines` (ASCII: the standard fonts have no Chinese), with a correct cross-reference table. */
export function minimalPdf(lines: string[]): Buffer {
  const escape = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${lines.map((l) => `(${escape(l)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function demoBytes(n: number): Promise<Buffer> {
  const [name, year] = DEMO_FILES[n - 1]!;
  if (!name.endsWith('.xlsx'))
    return minimalPdf([`Demo document ${n} (${year})`, 'Exam management system - sample file']);
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  const rows = [['序号', '名称', '年份'], ...[1, 2, 3].map((i) => [i, `${name.replace('.xlsx', '')} ${i}`, year])];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * Writes the bytes of the demo files whose rows exist and whose stored file is missing, and their sizes (once: a
 * later start finds them there). Idempotent and quick when nothing is missing (one query, a stat per file).
 */
export async function ensureDemoDocuments(ctx: Pick<AppContext, 'db' | 'files'>): Promise<void> {
  const ids = DEMO_FILES.map((_, i) => demoFileId(i + 1));
  const rows = await ctx.db.select({ id: cpcFile.id }).from(cpcFile).where(inArray(cpcFile.id, ids));
  const present = new Set(rows.map((r) => r.id));
  const written: { id: string; size: number }[] = [];
  await Promise.all(
    ids.map(async (id, i) => {
      const path = demoFilePath(i + 1);
      if (!present.has(id) || (await ctx.files.stat(path))) return;
      const bytes = await demoBytes(i + 1);
      await ctx.files.put(path, bytes);
      written.push({ id, size: bytes.length });
    }),
  );
  if (written.length === 0) return;
  const values = sql.join(
    written.map((w) => sql`(${w.id}, ${w.size}::integer)`),
    sql`, `,
  );
  await ctx.db.execute(
    sql`update ${cpcFile} set file_size = v.size from (values ${values}) as v(id, size) where ${cpcFile.id} = v.id`,
  );
}
