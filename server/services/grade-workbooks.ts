/**
 * The grade workbooks: the import template (院校, 学号, 姓名, 缺考, 第1题 … 第N题, then 第k题作答 for each choice
 * topic) and the export's columns: the list's, then, for one test, the template's topic columns, so an exported
 * file imports back unchanged. The export itself is streamed (routes/business/grades.ts, lib/xlsx-stream).
 */
import type { Row } from '../crud/spec';
import { isChoice, topicLabel, type GradeTopic } from './grade-scoring';

type Cell = string | number | null;

/** The header the import reads. */
export function templateHeader(topics: GradeTopic[]): string[] {
  return [
    '院校',
    '学号',
    '姓名',
    '缺考',
    ...topics.map((t) => topicLabel(t.topicNo)),
    ...topics.filter((t) => isChoice(t.topicType)).map((t) => `${topicLabel(t.topicNo)}作答`),
  ];
}

/** Column widths in characters for a header. */
export const columnWidths = (header: string[]) => header.map((h) => Math.max(10, h.length * 2 + 2));

/** The import template: its header row only. */
export async function templateWorkbook(topics: GradeTopic[]): Promise<Buffer> {
  const XLSX = await import('@e965/xlsx');
  const header = templateHeader(topics);
  const sheet = XLSX.utils.aoa_to_sheet([header]);
  sheet['!cols'] = columnWidths(header).map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '成绩导入');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A grade's recorded score and answer of one topic. */
export interface TopicResult {
  score: number;
  answer: string | null;
}

/** The export's header and the cells of one record (its per-topic results by topic id, for one test's export). */
export function gradeExportColumns(topics: GradeTopic[]) {
  const header = [
    '考试',
    '院校',
    '学院',
    '专业',
    '学号',
    '姓名',
    '总分',
    '等级',
    '缺考',
    ...templateHeader(topics).slice(4),
  ];
  const choices = topics.filter((t) => isChoice(t.topicType));
  const cell = (v: unknown): Cell => (v === null || v === undefined ? null : typeof v === 'number' ? v : String(v));
  const cells = (r: Row, results: Map<string, TopicResult> | undefined): Cell[] => [
    cell(r.testId_dictText),
    cell(r.organizationId_dictText),
    cell(r.collegeId_dictText),
    cell(r.programmeId_dictText),
    cell(r.studentNo),
    cell(r.studentName),
    cell(r.totalScore),
    cell(r.level_dictText),
    r.absent === 'Y' ? '是' : '否',
    ...topics.map((t) => results?.get(t.id)?.score ?? (r.absent === 'Y' ? null : 0)),
    ...choices.map((t) => results?.get(t.id)?.answer ?? null),
  ];
  return { header, cells };
}
