import { defineEntity } from './entity-types';

/**
 * The log screens' records: 日志管理 (sys_log, menu component system/LogList) and 数据日志 (sys_data_log,
 * system/DataLogList). Not in ENTITIES: their routes are special (server/routes/system/logs.ts, server/routes/system/data-logs.ts) and
 * their screens are features (src/features/system-logs). Nobody adds or edits a log through the API.
 */

/** log_type: 1 登录日志, 2 操作日志. */
export const LOG_TYPE = { login: '1', operation: '2' } as const;

export const logEntity = defineEntity({
  name: 'log',
  title: '日志',
  table: 'sys_log',
  apiPath: '/sys/log',
  permissionPrefix: 'system:log',
  labelField: 'logContent',
  exportFileName: '日志列表',
  fields: [
    /** JeecgBoot's 搜索日志: a LIKE on log_content (server/routes/system/logs.ts). */
    { name: 'keyWord', label: '搜索日志', type: 'string', virtual: true, search: 'eq', excel: false },
    { name: 'logContent', label: '日志内容', type: 'textarea', maxLength: 1000, list: { width: 260, ellipsis: 60 } },
    /** The username, despite the name (JeecgBoot's). */
    { name: 'userid', label: '操作人ID', type: 'string', maxLength: 32, list: true },
    /** The realname. */
    { name: 'username', label: '操作人名称', type: 'string', maxLength: 100, list: true },
    { name: 'ip', label: 'IP', type: 'string', maxLength: 100, list: true },
    { name: 'costTime', label: '耗时(毫秒)', type: 'integer', list: { sorter: true } },
    {
      name: 'logType',
      label: '日志类型',
      type: 'select',
      dictCode: 'log_type',
      required: true,
      list: true,
      column: { integer: true },
    },
    {
      name: 'operateType',
      label: '操作类型',
      type: 'select',
      dictCode: 'operate_type',
      list: true,
      search: 'eq',
      column: { integer: true },
    },
    { name: 'method', label: '请求方法', type: 'string', maxLength: 500 },
    { name: 'requestUrl', label: '请求地址', type: 'string', maxLength: 255 },
    { name: 'requestType', label: '请求类型', type: 'string', maxLength: 10 },
    { name: 'requestParam', label: '请求参数', type: 'textarea' },
    {
      name: 'createTime',
      label: '创建时间',
      type: 'datetime',
      readOnly: true,
      list: { sorter: true, width: 150 },
      search: 'range',
    },
  ],
});

export const dataLogEntity = defineEntity({
  name: 'dataLog',
  title: '数据日志',
  table: 'sys_data_log',
  apiPath: '/sys/dataLog',
  permissionPrefix: 'system:dataLog',
  labelField: 'dataTable',
  fields: [
    { name: 'dataTable', label: '表名', type: 'string', maxLength: 32, list: true, search: 'like' },
    { name: 'dataId', label: '数据ID', type: 'string', maxLength: 32, list: true, search: 'like' },
    /** An integer column; the API answers it as text, as JeecgBoot's String property. */
    { name: 'dataVersion', label: '版本号', type: 'integer', list: { sorter: true } },
    /** The whole record as a JSON object. */
    { name: 'dataContent', label: '数据内容', type: 'textarea', list: { ellipsis: 80 } },
    { name: 'createBy', label: '创建人', type: 'string', readOnly: true, list: true },
    { name: 'createTime', label: '创建时间', type: 'datetime', readOnly: true, list: { sorter: true } },
  ],
});
