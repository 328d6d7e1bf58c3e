import { defineEntity } from './entity-types';

/** 数据字典 (sys_dict); deletes are logical. Its items are `dictItemEntity`. */
export const dictEntity = defineEntity({
  name: 'dict',
  title: '字典',
  table: 'sys_dict',
  apiPath: '/sys/dict',
  permissionPrefix: 'system:dict',
  softDelete: true,
  fields: [
    { name: 'dictName', label: '字典名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'dictCode',
      label: '字典编码',
      type: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      list: { sorter: true },
      search: 'like',
    },
    { name: 'description', label: '描述', type: 'string', maxLength: 255, list: true },
  ],
});
