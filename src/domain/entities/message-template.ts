import { defineEntity } from './entity-types';

/** 模板类型 (dict msgType): 1 文本, 2 富文本 (HTML). */
export const TEMPLATE_TYPE = { text: '1', richText: '2' } as const;

/** 是否应用: an applied template is neither edited nor deleted (only 停用). */
export const TEMPLATE_IN_USE = '1';

/**
 * 消息模板 (sys_sms_template): a message with `${name}` placeholders, filled from JSON parameters when
 * sent. Its routes add 发送测试 (`POST sendMsg`, server/routes/system/messages.ts) and its screen (menu component
 * modules/message/SysMessageTemplateList) the 测试发送 dialog and 应用 / 停用.
 */
export const messageTemplateEntity = defineEntity({
  name: 'messageTemplate',
  title: '消息模板',
  table: 'sys_sms_template',
  apiPath: '/sys/message/sysMessageTemplate',
  permissionPrefix: 'system:messageTemplate',
  exportFileName: '推送消息模板',
  fields: [
    {
      name: 'templateCode',
      label: '模板CODE',
      type: 'string',
      required: true,
      maxLength: 32,
      unique: true,
      list: true,
      search: 'like',
    },
    {
      name: 'templateName',
      label: '模板标题',
      type: 'string',
      required: true,
      maxLength: 50,
      list: true,
      search: 'like',
    },
    {
      name: 'templateType',
      label: '模板类型',
      type: 'radio',
      dictCode: 'msgType',
      required: true,
      defaultValue: TEMPLATE_TYPE.text,
      column: { length: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'templateContent',
      label: '模板内容',
      type: 'textarea',
      required: true,
      maxLength: 1000,
      list: { ellipsis: 25 },
      search: 'like',
      placeholder: '用 ${参数名} 表示要替换的内容，如：${name}同学，您好',
    },
    {
      name: 'templateTestJson',
      label: '测试数据',
      type: 'textarea',
      maxLength: 1000,
      placeholder: 'JSON，如 {"name":"张三"}',
    },
    {
      name: 'useStatus',
      label: '是否应用',
      type: 'switch',
      switchValues: ['1', '0'],
      defaultValue: '0',
      column: { length: 1 },
      list: true,
    },
  ],
});
