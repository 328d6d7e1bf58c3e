import { defineEntity } from './entity-types';

/** 字典项 (sys_dict_item): listed per dictionary (`list?dictId=`), sorted by sortOrder. */
export const dictItemEntity = defineEntity({
  name: 'dictItem',
  title: '字典项',
  table: 'sys_dict_item',
  apiPath: '/sys/dictItem',
  permissionPrefix: 'system:dictItem',
  defaultSort: { column: 'sortOrder', order: 'asc' },
  fields: [
    { name: 'dictId', label: '字典', type: 'string', required: true, maxLength: 32, form: false },
    { name: 'itemText', label: '名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    { name: 'itemValue', label: '数据值', type: 'string', required: true, maxLength: 100, list: true },
    { name: 'description', label: '描述', type: 'string', maxLength: 255, list: true },
    {
      name: 'sortOrder',
      label: '排序值',
      type: 'integer',
      min: 0,
      defaultValue: 1,
      list: { sorter: true },
      column: { notNull: true, default: 0 },
    },
    {
      name: 'status',
      label: '是否启用',
      type: 'radio',
      dictCode: 'dict_item_status',
      defaultValue: 1,
      column: { integer: true, notNull: true, default: 1 },
      list: true,
      search: 'eq',
    },
  ],
});
