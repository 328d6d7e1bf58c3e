import { defineEntity } from './entity-types';
import { TEST_DICT } from './test';

/** activity_type: 1 通知, 2 报名, 3 考试, 4 阅卷, 5 发布. */
export const ACTIVITY_TYPE = { notice: '1', signUp: '2', test: '3', marking: '4', publish: '5' } as const;

/**
 * 考试活动 (cpc_test_activity): the timeline of a test — notices, sign-up, the sitting, marking and
 * publication — with attachments (uploaded files, comma-joined paths).
 */
export const testActivityEntity = defineEntity({
  name: 'testActivity',
  title: '考试活动',
  table: 'cpc_test_activity',
  apiPath: '/cpctestmanager/cpcTestActivity',
  permissionPrefix: 'cpc:testActivity',
  exportFileName: '考试活动',
  defaultSort: { column: 'activityTime', order: 'desc' },
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
    { name: 'title', label: '活动标题', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'activityType',
      label: '活动类型',
      type: 'select',
      dictCode: 'activity_type',
      required: true,
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    { name: 'activityTime', label: '活动时间', type: 'datetime', required: true, list: { sorter: true } },
    { name: 'content', label: '活动内容', type: 'richText' },
    { name: 'attachments', label: '附件', type: 'file', maxLength: 1000 },
  ],
});
