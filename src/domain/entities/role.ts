import { defineEntity } from './entity-types';

/** 角色 (sys_role). */
export const roleEntity = defineEntity({
  name: 'role',
  title: '角色',
  table: 'sys_role',
  apiPath: '/sys/role',
  permissionPrefix: 'system:role',
  fields: [
    { name: 'roleName', label: '角色名称', type: 'string', required: true, maxLength: 200, list: true, search: 'like' },
    {
      name: 'roleCode',
      label: '角色编码',
      type: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      list: { sorter: true },
      search: 'like',
    },
    { name: 'description', label: '描述', type: 'textarea', maxLength: 255, list: true },
    {
      name: 'createTime',
      label: '创建时间',
      type: 'datetime',
      readOnly: true,
      form: false,
      list: { sorter: true },
      search: 'range',
    },
  ],
});
