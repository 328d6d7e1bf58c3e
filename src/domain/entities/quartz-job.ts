import { defineEntity } from './entity-types';

/** 0 正常 (scheduled), -1 停止: the quartz_status dictionary. */
export const QUARTZ_STATUS = { running: 0, stopped: -1 } as const;

/** A job class the reference server ships (JeecgBoot-style fully qualified names). */
export interface QuartzJobClass {
  className: string;
  /** Chinese name shown beside the class in the form and the list. */
  title: string;
  /** What the 参数 field means for this class (empty: the class takes none). */
  parameterHint: string;
}

const PACKAGE = 'org.jeecg.modules.quartz.job';

export const QUARTZ_JOB_CLASSES: readonly QuartzJobClass[] = [
  { className: `${PACKAGE}.SampleJob`, title: '示例任务（无参数）', parameterHint: '' },
  { className: `${PACKAGE}.SampleParamJob`, title: '示例任务（带参数，写一行日志）', parameterHint: '任意文本' },
  { className: `${PACKAGE}.AsyncJob`, title: '示例耗时任务（默认运行 10 秒）', parameterHint: '运行秒数，1–3600' },
  {
    className: `${PACKAGE}.CleanExpiredSessionsJob`,
    title: '清理过期会话、登录失败记录与验证码',
    parameterHint: '',
  },
  {
    className: `${PACKAGE}.PublishScheduledAnnouncementsJob`,
    title: '发布到点的系统通告',
    parameterHint: '',
  },
];

export function quartzJobClass(className: unknown): QuartzJobClass | undefined {
  const name = typeof className === 'string' ? className.trim() : '';
  return QUARTZ_JOB_CLASSES.find((c) => c.className === name);
}

/** 定时任务 (quartz_job). Status 0 jobs are scheduled by the server at their cron times. */
export const quartzJobEntity = defineEntity({
  name: 'quartzJob',
  title: '定时任务',
  table: 'quartz_job',
  apiPath: '/sys/quartzJob',
  permissionPrefix: 'system:quartzJob',
  exportFileName: '定时任务',
  fields: [
    {
      name: 'jobClassName',
      label: '任务类名',
      type: 'string',
      required: true,
      maxLength: 255,
      unique: true,
      list: { width: 320, sorter: true },
      search: 'like',
      placeholder: '请选择或输入任务类名',
      column: { uniqueIndex: 'uniq_quartz_job_class_name' },
    },
    {
      name: 'cronExpression',
      label: 'Cron表达式',
      type: 'string',
      required: true,
      maxLength: 255,
      rules: ['cron'],
      list: true,
      defaultValue: '* * * * * ? *',
    },
    { name: 'parameter', label: '参数', type: 'textarea', maxLength: 255, list: { ellipsis: 30 } },
    { name: 'description', label: '描述', type: 'textarea', maxLength: 255, list: { ellipsis: 30 } },
    {
      name: 'status',
      label: '状态',
      type: 'radio',
      dictCode: 'quartz_status',
      required: true,
      defaultValue: QUARTZ_STATUS.running,
      column: { integer: true, default: QUARTZ_STATUS.stopped },
      list: true,
      search: 'eq',
    },
  ],
});
