import { defineEntity } from './entity-types';

/**
 * 部门角色 (sys_depart_role): roles a department defines for its own people (部门用户's 部门角色 tab). A department
 * role may hold only menus its department holds (部门权限); what it holds counts at sign-in like a role's grants.
 */
export const departRoleEntity = defineEntity({
  name: 'departRole',
  title: '部门角色',
  table: 'sys_depart_role',
  apiPath: '/sys/sysDepartRole',
  permissionPrefix: 'system:depart:role',
  exportFileName: '部门角色',
  fields: [
    {
      name: 'roleName',
      label: '部门角色名称',
      type: 'string',
      required: true,
      minLength: 2,
      maxLength: 30,
      list: true,
      search: 'like',
      column: { length: 200 },
    },
    {
      name: 'roleCode',
      label: '部门角色编码',
      type: 'string',
      required: true,
      maxLength: 64,
      unique: true,
      list: true,
      column: { length: 100 },
    },
    {
      name: 'departId',
      label: '部门',
      type: 'string',
      required: true,
      dictCode: 'sys_depart,depart_name,id',
      list: true,
      form: false,
      column: { length: 32 },
    },
    { name: 'description', label: '描述', type: 'string', maxLength: 126, list: true, column: { length: 255 } },
  ],
});
