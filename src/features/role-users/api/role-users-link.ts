import type { LinkDef } from '@/components/crud';
import { userEntity } from '@/domain/entities';

/** A role's users (contract §8, /sys/user/userRoleList …): the user list's conventions, linked through sys_user_role. */
export const ROLE_USER_LINK: LinkDef = {
  entity: userEntity,
  title: '角色用户',
  ownerParam: 'roleId',
  listUrl: '/sys/user/userRoleList',
  addUrl: '/sys/user/addSysUserRole',
  removeUrl: '/sys/user/deleteUserRole',
  removeBatchUrl: '/sys/user/deleteUserRoleBatch',
  columns: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt', 'status'],
  pickColumns: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt'],
  saveCode: 'role-user-list-users',
};
