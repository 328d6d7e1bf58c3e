import { defineEntity } from './entity-types';

/** send_status: 0 未发布 (draft), 1 已发布, 2 已撤销. */
export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;

/** msg_category: 1 通知公告 (the bell's 通知 tab), 2 系统消息. */
export const MSG_CATEGORY = { notice: '1', system: '2' } as const;

/** msg_type: everyone, or the users of `userIds`. */
export const MSG_TYPE = { all: 'ALL', user: 'USER' } as const;

/** JeecgBoot's comma list of user ids with its trailing comma ("id1,id2,"); empty for none. */
export function joinUserIds(ids: readonly string[]): string {
  return ids.length > 0 ? `${ids.join(',')},` : '';
}

/**
 * 系统通告 (sys_announcement). Not a plain screen: its routes add 发布 / 撤销, the
 * user's read marks and the realtime push (server/routes/system/announcements.ts), and its screen (menu component
 * system/SysAnnouncementList) has those row actions. `titile` is spelled as the API spells it. A draft with a start
 * time is published by PublishScheduledAnnouncementsJob when that time comes. `userIds` is shown by the screen only
 * when 通告对象 is 指定用户.
 */
export const announcementEntity = defineEntity({
  name: 'announcement',
  title: '系统通告',
  table: 'sys_announcement',
  apiPath: '/sys/annountCement',
  permissionPrefix: 'system:sysAnnouncement',
  exportFileName: '系统通告',
  softDelete: true,
  fields: [
    {
      name: 'msgCategory',
      label: '消息类型',
      type: 'radio',
      dictCode: 'msg_category',
      required: true,
      defaultValue: MSG_CATEGORY.notice,
      column: { length: 10, default: MSG_CATEGORY.system },
      list: true,
      search: 'eq',
    },
    { name: 'titile', label: '标题', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    { name: 'msgAbstract', label: '摘要', type: 'textarea', required: true, column: { notNull: false } },
    { name: 'startTime', label: '开始时间', type: 'datetime', placeholder: '留空则手动发布；到点自动发布' },
    {
      name: 'endTime',
      label: '结束时间',
      type: 'datetime',
      required: true,
      column: { notNull: false },
      list: true,
    },
    {
      name: 'msgType',
      label: '通告对象',
      type: 'radio',
      dictCode: 'msg_type',
      required: true,
      defaultValue: MSG_TYPE.all,
      column: { length: 10, notNull: false },
      list: true,
      search: 'eq',
    },
    { name: 'userIds', label: '指定用户', type: 'user', multiple: true, maxLength: 4000, form: false },
    {
      name: 'priority',
      label: '优先级',
      type: 'radio',
      dictCode: 'priority',
      required: true,
      defaultValue: 'H',
      column: { notNull: false },
      list: true,
      search: 'eq',
    },
    { name: 'openType', label: '打开方式', type: 'select', dictCode: 'open_type', column: { length: 20 } },
    { name: 'openPage', label: '打开页面', type: 'string', maxLength: 255, placeholder: '路由地址或组件路径' },
    { name: 'busId', label: '业务ID', type: 'string', maxLength: 50 },
    { name: 'busType', label: '业务类型', type: 'string', maxLength: 20 },
    { name: 'msgContent', label: '内容', type: 'richText' },
    { name: 'sender', label: '发布人', type: 'string', maxLength: 100, readOnly: true, list: true, search: 'like' },
    {
      name: 'sendStatus',
      label: '发布状态',
      type: 'select',
      dictCode: 'send_status',
      readOnly: true,
      column: { length: 10 },
      list: true,
      search: 'eq',
    },
    { name: 'sendTime', label: '发布时间', type: 'datetime', readOnly: true, list: { sorter: true } },
    { name: 'cancelTime', label: '撤销时间', type: 'datetime', readOnly: true, list: true },
  ],
});
