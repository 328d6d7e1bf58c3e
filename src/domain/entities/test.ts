import { ORGANIZATION_DICT } from './college';
import { defineEntity } from './entity-types';
import { PAPER_DICT } from './paper';

/** The body key of a test's participating institutions on add / edit and in queryCpcTestInstitutionByMainId. */
export const TEST_INSTITUTION_LIST = 'cpcTestInstitutionList';

/** The table dictionary of tests (pickers and `_dictText`s of rows naming a test). */
export const TEST_DICT = 'cpc_test,test_name,id';

/** test_status: 1 报名中 → 2 待考试 → 3 考试中 → 4 阅卷中 → 5 成绩已发布, one step forward at a time. */
export const TEST_STATUS = { signUp: '1', waiting: '2', testing: '3', marking: '4', published: '5' } as const;

/** The button moving a test one status forward (nextStatus). */
export const TEST_STATUS_PERMISSION = 'cpc:test:status';

/** test_mode: 1 线上, 2 线下. */
export const TEST_MODE = { online: '1', offline: '2' } as const;

/**
 * 考试 (cpc_test): a paper sat by institutions. Sign-up ends before the start, the start is before
 * the end; `status` moves forward only through nextStatus. Its institutions are a sub-table (testInstitutionEntity),
 * saved with the test as `cpcTestInstitutionList`.
 */
export const testEntity = defineEntity({
  name: 'test',
  title: '考试',
  table: 'cpc_test',
  apiPath: '/cpctestmanager/cpcTestManager',
  permissionPrefix: 'cpc:test',
  exportFileName: '考试信息',
  defaultSort: { column: 'startTime', order: 'desc' },
  fields: [
    { name: 'testName', label: '考试名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'testCode',
      label: '考试编码',
      type: 'string',
      required: true,
      unique: true,
      rules: ['code20'],
      maxLength: 20,
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'paperId',
      label: '试卷',
      type: 'select',
      dictCode: PAPER_DICT,
      required: true,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'signUpStart', label: '报名开始时间', type: 'datetime', required: true, list: true },
    { name: 'signUpEnd', label: '报名截止时间', type: 'datetime', required: true, list: true },
    { name: 'startTime', label: '考试开始时间', type: 'datetime', required: true, list: { sorter: true } },
    { name: 'endTime', label: '考试结束时间', type: 'datetime', required: true, list: true },
    {
      name: 'mode',
      label: '考试方式',
      type: 'select',
      dictCode: 'test_mode',
      required: true,
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      dictCode: 'test_status',
      readOnly: true,
      form: false,
      defaultValue: TEST_STATUS.signUp,
      column: { length: 1, notNull: true, default: TEST_STATUS.signUp },
      list: true,
      search: 'eq',
    },
    { name: 'description', label: '说明', type: 'textarea', maxLength: 1000 },
  ],
});

/** 参考机构 (cpc_test_institution): an institution taking part in a test, once per test. */
export const testInstitutionEntity = defineEntity({
  name: 'testInstitution',
  title: '参考机构',
  table: 'cpc_test_institution',
  apiPath: '/cpctestmanager/cpcTestInstitution',
  permissionPrefix: 'cpc:test',
  fields: [
    { name: 'testId', label: '考试', type: 'string', required: true, column: { length: 32 } },
    {
      name: 'institutionId',
      label: '机构',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      required: true,
      column: { length: 32 },
      list: true,
    },
    { name: 'plannedCount', label: '计划人数', type: 'integer', required: true, min: 0, max: 100000, list: true },
    { name: 'actualCount', label: '实际人数', type: 'integer', min: 0, max: 100000, list: true },
  ],
});
