import { COLLEGE_DICT, ORGANIZATION_DICT } from './college';
import { defineEntity } from './entity-types';
import { TEST_DICT } from './test';

/** training_type: 1 培训班, 2 讲座, 3 研讨会. */
export const TRAINING_TYPE = { course: '1', lecture: '2', seminar: '3' } as const;

/**
 * 人才培养 (cpc_training): a course, lecture or seminar for institution staff. No
 * organisation means it is open to every institution; it may follow a test (`testId`, queryTelnetInfoByTestId).
 * `enrolled` never exceeds `quota`; the end date is not before the start.
 */
export const trainingEntity = defineEntity({
  name: 'training',
  title: '人才培养',
  table: 'cpc_training',
  apiPath: '/talnetManager/cpcTelnet',
  permissionPrefix: 'cpc:training',
  exportFileName: '人才培养',
  defaultSort: { column: 'startDate', order: 'desc' },
  fields: [
    { name: 'title', label: '培训名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'trainingType',
      label: '培训类型',
      type: 'select',
      dictCode: 'training_type',
      required: true,
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'organizationId',
      label: '面向院校',
      type: 'select',
      dictCode: ORGANIZATION_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'collegeId', label: '面向学院', type: 'select', dictCode: COLLEGE_DICT, column: { length: 32 } },
    {
      name: 'testId',
      label: '关联考试',
      type: 'select',
      dictCode: TEST_DICT,
      column: { length: 32 },
      list: true,
      search: 'eq',
    },
    { name: 'startDate', label: '开始日期', type: 'date', required: true, list: { sorter: true } },
    { name: 'endDate', label: '结束日期', type: 'date', required: true, list: true },
    { name: 'location', label: '地点', type: 'string', maxLength: 200, list: true },
    { name: 'quota', label: '名额', type: 'integer', required: true, min: 1, max: 10000, list: true },
    { name: 'enrolled', label: '已报名', type: 'integer', min: 0, max: 10000, defaultValue: 0, list: true },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      dictCode: 'valid_status',
      required: true,
      column: { length: 1 },
      defaultValue: '1',
      list: true,
      search: 'eq',
    },
    { name: 'content', label: '培训内容', type: 'richText' },
  ],
});
