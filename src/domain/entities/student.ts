import { COLLEGE_DICT, ORGANIZATION_DICT, PROGRAMME_DICT } from './college';
import { defineEntity } from './entity-types';

/** degree_level: 1 本科, 2 硕士, 3 博士. */
export const DEGREE_LEVEL = { bachelor: '1', master: '2', doctor: '3' } as const;

/** Who sees students' ID numbers whole (the admin role holds it); everyone else gets them masked. */
export const STUDENT_ID_CARD_PERMISSION = 'cpc:student:idCardNo';

/** An ID number as non-admins see it: the first 6 and the last 4 characters, stars between (same length). */
export function maskIdCardNo(value: string): string {
  if (value.length <= 10) return '*'.repeat(value.length);
  return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}

/** Does this text look like a masked ID number (as maskIdCardNo makes it)? */
export const isMaskedIdCardNo = (value: string): boolean => value.includes('*');

/**
 * 学生 (cpc_student). `studentNo` is unique within its organisation; `idCardNo` is checked with the
 * national ID rule and shown masked (maskIdCardNo) in lists, queryById and exports to everyone without
 * STUDENT_ID_CARD_PERMISSION. Imports name the institution, college and programme by their names (or ids).
 */
export const studentEntity = defineEntity({
  name: 'student',
  title: '学生',
  table: 'cpc_student',
  apiPath: '/studentManagement/cpcStudent',
  permissionPrefix: 'cpc:student',
  exportFileName: '学生信息',
  fields: [
    {
      name: 'organizationId',
      label: '所属院校',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'collegeId',
      label: '所属学院',
      type: 'select',
      dictCode: COLLEGE_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'programmeId',
      label: '所学专业',
      type: 'select',
      dictCode: PROGRAMME_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    {
      name: 'studentNo',
      label: '学号',
      type: 'string',
      required: true,
      rules: ['code20'],
      maxLength: 20,
      list: { sorter: true },
      search: 'like',
    },
    { name: 'name', label: '姓名', type: 'string', required: true, maxLength: 50, list: true, search: 'like' },
    {
      name: 'sex',
      label: '性别',
      type: 'select',
      dictCode: 'sex',
      column: { integer: true },
      list: true,
      search: 'eq',
    },
    { name: 'idCardNo', label: '身份证号', type: 'string', rules: ['nationalId'], maxLength: 18, list: true },
    { name: 'birthday', label: '出生日期', type: 'date', excel: true },
    {
      name: 'enrollYear',
      label: '入学年份',
      type: 'integer',
      min: 1950,
      max: 2100,
      list: { sorter: true },
      search: 'eq',
    },
    {
      name: 'degreeLevel',
      label: '培养层次',
      type: 'select',
      dictCode: 'degree_level',
      column: { length: 10 },
      list: true,
      search: 'eq',
    },
    { name: 'phone', label: '手机号码', type: 'string', maxLength: 20, excel: true },
    { name: 'email', label: '电子邮箱', type: 'string', rules: ['email'], maxLength: 100, excel: true },
    {
      name: 'status',
      label: '学籍状态',
      type: 'select',
      dictCode: 'student_status',
      defaultValue: '1',
      column: { length: 10, notNull: true, default: '1' },
      list: true,
      search: 'eq',
    },
  ],
});
