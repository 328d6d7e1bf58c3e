import { defineEntity } from './entity-types';

/** 发送方式 (dict messageType): the channels of server/services/message-senders.ts. */
export const MESSAGE_CHANNELS = ['system', 'email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** 发送状态 (dict msgSendStatus). */
export const SEND_RESULT = { pending: '0', sent: '1', failed: '2' } as const;

/**
 * 消息管理 (sys_sms): one record per message sent (a template's 发送测试 and the server's own sends),
 * with its channel, receiver, status, tries and result. A plain list screen (modules/message/SysMessageList).
 */
export const messageEntity = defineEntity({
  name: 'message',
  title: '消息',
  table: 'sys_sms',
  apiPath: '/sys/message/sysMessage',
  permissionPrefix: 'system:message',
  screen: 'modules/message/SysMessageList',
  exportFileName: '消息',
  fields: [
    { name: 'esTitle', label: '消息标题', type: 'string', maxLength: 100, list: true, search: 'like' },
    { name: 'esContent', label: '发送内容', type: 'textarea', list: { ellipsis: 25 }, search: 'like' },
    { name: 'esReceiver', label: '接收人', type: 'string', maxLength: 100, list: true, search: 'like' },
    { name: 'esSendNum', label: '发送次数', type: 'integer', min: 0, list: true },
    {
      name: 'esSendStatus',
      label: '发送状态',
      type: 'select',
      dictCode: 'msgSendStatus',
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    { name: 'esSendTime', label: '发送时间', type: 'datetime', list: { sorter: true }, search: 'range' },
    {
      name: 'esType',
      label: '发送方式',
      type: 'select',
      dictCode: 'messageType',
      column: { length: 50 },
      list: true,
      search: 'eq',
    },
    { name: 'esParam', label: '发送所需参数', type: 'textarea', maxLength: 1000 },
    { name: 'esResult', label: '发送失败原因', type: 'string', maxLength: 255 },
    { name: 'remark', label: '备注', type: 'textarea', maxLength: 500 },
  ],
});
