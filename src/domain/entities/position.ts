import { defineEntity } from './entity-types';

/** 职务 (sys_position). */
export const positionEntity = defineEntity({
  name: 'position',
  title: '职务',
  table: 'sys_position',
  apiPath: '/sys/position',
  permissionPrefix: 'system:position',
  screen: 'system/SysPositionList',
  fields: [
    { name: 'name', label: '职务名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'code',
      label: '职务编码',
      type: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      checkRule: 'position_code',
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'postRank',
      label: '职级',
      type: 'select',
      dictCode: 'position_rank',
      required: true,
      column: { length: 2, notNull: false },
      list: { sorter: true },
      search: 'eq',
    },
  ],
});
