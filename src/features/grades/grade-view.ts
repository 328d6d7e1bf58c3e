import { gradeEntity } from '@/domain/entities/grade';
import { defineEntity, type RecordOf } from '@/domain/entities/entity-types';

/**
 * 成绩 as 成绩列表 shows it: the student's 学号 and 姓名 (list values the server adds; it matches them in part, as
 * typed, and the advanced query leaves them out), 总分 searched as a range; rows are named by 学号 (the first
 * column, 考试, is the same on every row of a test).
 */
export const GRADE_VIEW = defineEntity({
  ...gradeEntity,
  labelField: 'studentNo',
  fields: [
    ...gradeEntity.fields.map((f) => (f.name === 'totalScore' ? { ...f, search: 'range' as const } : f)),
    { name: 'studentNo', label: '学号', type: 'string', virtual: true, list: true, search: 'eq' },
    { name: 'studentName', label: '姓名', type: 'string', virtual: true, list: true, search: 'eq' },
    // The paper's total, for 总分 as x / 满分.
    { name: 'fullScore', label: '满分', type: 'number', virtual: true, readOnly: true, form: false },
  ],
});

/** A grade as 成绩列表 receives it. */
export type GradeRow = RecordOf<typeof GRADE_VIEW>;

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

/** 总分 as x / 满分 (the paper's total), or x alone when the full score is unknown. */
export function scoreText(score: number | null | undefined, fullScore: number | null | undefined): string {
  if (score === null || score === undefined) return '—';
  return fullScore === null || fullScore === undefined ? `${score}` : `${score} / ${fullScore}`;
}
