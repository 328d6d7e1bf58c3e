import type { LinkDef } from '@/components/crud';
import { userEntity } from '@/domain/entities';

/** A role's users: listed with the user list's conventions, linked through sys_user_role. */
export const ROLE_USERS: LinkDef = {
  entity: userEntity,
  title: '角色用户',
  ownerParam: 'roleId',
  listUrl: '/sys/user/userRoleList',
  addUrl: '/sys/user/addSysUserRole',
  removeUrl: '/sys/user/deleteUserRole',
  removeBatchUrl: '/sys/user/deleteUserRoleBatch',
  columns: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt', 'status'],
  pickColumns: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt'],
  saveCode: 'role-users',
};
