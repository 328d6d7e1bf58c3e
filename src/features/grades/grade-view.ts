import { gradeEntity } from '@/domain/entities/grade';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';

const STUDENT_FIELDS: FieldDef[] = [
  { name: 'studentNo', label: '学号', type: 'string', virtual: true, list: true, search: 'eq' },
  { name: 'studentName', label: '姓名', type: 'string', virtual: true, list: true, search: 'eq' },
];

/**
 * 成绩 as 成绩列表 shows it: the student's 学号 and 姓名 (list values the server adds; it matches them in part, as
 * typed, and the advanced query leaves them out), 总分 searched as a range; rows are named by 学号 (the first
 * column, 考试, is the same on every row of a test).
 */
export const GRADE_VIEW: EntityDef = {
  ...gradeEntity,
  labelField: 'studentNo',
  fields: [
    ...gradeEntity.fields.map((f) => (f.name === 'totalScore' ? { ...f, search: 'range' as const } : f)),
    ...STUDENT_FIELDS,
  ],
};

export const GRADE_COLUMNS = [
  'testId',
  'organizationId',
  'collegeId',
  'studentNo',
  'studentName',
  'totalScore',
  'level',
  'absent',
] as const;

const number = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value));

/** 总分 as x / 满分 (the paper's total), or x alone when the full score is unknown. */
export function scoreText(score: unknown, fullScore: unknown): string {
  const x = number(score);
  const full = number(fullScore);
  if (x === null) return '—';
  return full === null ? String(x) : `${x} / ${full}`;
}
