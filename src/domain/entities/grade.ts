import { COLLEGE_DICT, ORGANIZATION_DICT, PROGRAMME_DICT } from './college';
import { defineEntity } from './entity-types';
import { TEST_DICT } from './test';

/** grade_level: 1 优秀, 2 良好, 3 合格, 4 不合格. */
export const GRADE_LEVEL = { excellent: '1', good: '2', pass: '3', fail: '4' } as const;

/** The share of the paper's total each level starts at; below the last is 不合格. */
export const GRADE_LEVEL_FLOORS = [
  { level: GRADE_LEVEL.excellent, floor: 0.85 },
  { level: GRADE_LEVEL.good, floor: 0.75 },
  { level: GRADE_LEVEL.pass, floor: 0.6 },
] as const;

/** A total's level on a paper of `fullScore` points. */
export function gradeLevel(totalScore: number, fullScore: number): string {
  const rate = fullScore > 0 ? totalScore / fullScore : 0;
  return GRADE_LEVEL_FLOORS.find((l) => rate >= l.floor - 1e-9)?.level ?? GRADE_LEVEL.fail;
}

/**
 * 成绩 (cpc_test_grade): one student's result in one test. `totalScore` is the sum of its
 * per-topic scores and `level` follows from it (gradeLevel), both kept by the server; `organizationId`, `collegeId`
 * and `programmeId` are the student's, copied on import so statistics group without joins. An absent student
 * (absent = Y) has no scores. Customers see grades only once the test is 成绩已发布.
 */
export const gradeEntity = defineEntity({
  name: 'grade',
  title: '成绩',
  table: 'cpc_test_grade',
  apiPath: '/testGrade/cpcTestGrade',
  permissionPrefix: 'cpc:grade',
  exportFileName: '成绩信息',
  defaultSort: { column: 'totalScore', order: 'desc' },
  fields: [
    {
      name: 'testId',
      label: '考试',
      type: 'select',
      dictCode: TEST_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'studentId', label: '学生', type: 'string', required: true, maxLength: 32 },
    {
      name: 'organizationId',
      label: '院校',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'collegeId',
      label: '学院',
      type: 'select',
      dictCode: COLLEGE_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'programmeId',
      label: '专业',
      type: 'select',
      dictCode: PROGRAMME_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'totalScore', label: '总分', type: 'number', required: true, min: 0, list: { sorter: true } },
    {
      name: 'level',
      label: '等级',
      type: 'select',
      dictCode: 'grade_level',
      // Empty for an absent candidate: no level is not 不合格.
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'absent',
      label: '缺考',
      type: 'switch',
      column: { length: 1, notNull: true, default: 'N' },
      defaultValue: 'N',
      list: true,
      search: 'eq',
    },
  ],
});

/**
 * 成绩明细 (cpc_test_grade_detail): a grade's score on one topic (0 ≤ score ≤ the topic's score) and, for choice
 * topics, the letters chosen (for option frequencies). `testId` is the grade's, so per-topic statistics read one table.
 */
export const gradeDetailEntity = defineEntity({
  name: 'gradeDetail',
  title: '成绩明细',
  table: 'cpc_test_grade_detail',
  apiPath: '/testGrade/cpcTestGradeDetail',
  permissionPrefix: 'cpc:grade',
  fields: [
    { name: 'gradeId', label: '成绩', type: 'string', required: true, column: { length: 32 } },
    { name: 'testId', label: '考试', type: 'string', required: true, column: { length: 32 } },
    { name: 'topicId', label: '题目', type: 'string', required: true, column: { length: 32 } },
    { name: 'score', label: '得分', type: 'number', required: true, min: 0, list: true },
    { name: 'answer', label: '作答', type: 'string', maxLength: 20, list: true },
  ],
});
