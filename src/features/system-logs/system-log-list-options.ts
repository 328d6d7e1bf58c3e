/** The log screens' list options, shared by the pages and their prefetch (the same first request). */
import { prefetchList, type ListPrefetchOptions } from '@/components/crud/list-prefetch';
import { dataLogEntity, LOG_TYPE, logEntity } from '@/domain/entities/data-log';
import { defineEntity, type EntityDef } from '@/domain/entities/entity-types';

/**
 * 在线用户 as the list platform reads it: one row per live session from GET /sys/online/list (no
 * table; `id` is the session's key). Nothing is written through it but 强退 (system:online:forceLogout).
 */
export const onlineUserEntity = defineEntity({
  name: 'onlineUser',
  title: '在线用户',
  table: 'sys_session',
  apiPath: '/sys/online',
  permissionPrefix: 'system:online',
  labelField: 'realname',
  defaultSort: { column: 'loginTime', order: 'desc' },
  fields: [
    { name: 'username', label: '用户账号', type: 'string', list: true, search: 'eq' },
    { name: 'realname', label: '用户姓名', type: 'string', list: { width: 130 } },
    { name: 'avatar', label: '头像', type: 'image', list: true },
    { name: 'birthday', label: '生日', type: 'date', list: true },
    { name: 'sex', label: '性别', type: 'select', dictCode: 'sex', list: true },
    { name: 'phone', label: '手机号', type: 'string', list: true },
    { name: 'ip', label: '登录IP', type: 'string', list: true },
    { name: 'loginTime', label: '登录时间', type: 'datetime', list: { width: 150 } },
    { name: 'lastSeenTime', label: '最后访问', type: 'datetime', list: { width: 150 } },
  ],
});

export type LogTab = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/** The columns of each tab: 操作类型 only on 操作日志 (before 创建时间), as VUE2's LogList. */
const LOGIN_COLUMNS = ['logContent', 'userid', 'username', 'ip', 'costTime', 'logType', 'createTime'] as const;
const OPERATION_COLUMNS = [
  'logContent',
  'userid',
  'username',
  'ip',
  'costTime',
  'logType',
  'operateType',
  'createTime',
] as const;

const LOGIN_PARAMS = { logType: LOG_TYPE.login };
const OPERATION_PARAMS = { logType: LOG_TYPE.operation };

/** 登录日志 is searched without 操作类型 (VUE2 shows it on 操作日志 only). */
const loginLogEntity: EntityDef = {
  ...logEntity,
  fields: logEntity.fields.map((f) => (f.name === 'operateType' ? { ...f, search: undefined } : f)),
};

/** 日志管理's list on a tab (登录日志 first). */
export const logListOptions = (tab: LogTab) =>
  ({
    entity: tab === LOG_TYPE.login ? loginLogEntity : logEntity,
    extraParams: tab === LOG_TYPE.login ? LOGIN_PARAMS : OPERATION_PARAMS,
    columns: tab === LOG_TYPE.login ? LOGIN_COLUMNS : OPERATION_COLUMNS,
    title: tab === LOG_TYPE.login ? '登录日志' : '操作日志',
  }) satisfies ListPrefetchOptions;

export const dataLogListOptions = { entity: dataLogEntity } satisfies ListPrefetchOptions;
export const onlineUserListOptions = { entity: onlineUserEntity } satisfies ListPrefetchOptions;

export const prefetchLogList = async () => {
  await prefetchList(logListOptions(LOG_TYPE.login));
};
export const prefetchDataLogList = async () => {
  await prefetchList(dataLogListOptions);
};
export const prefetchOnlineUserList = async () => {
  await prefetchList(onlineUserListOptions);
};
