import type { LinkDef } from '@/components/crud';
import { userEntity } from '@/domain/entities';

/** A department's users: listed with the user list's conventions, linked through sys_user_depart. */
export const DEPART_USERS: LinkDef = {
  entity: userEntity,
  title: '部门用户',
  ownerParam: 'depId',
  listUrl: '/sys/user/departUserList',
  addUrl: '/sys/user/editSysDepartWithUser',
  removeUrl: '/sys/user/deleteUserInDepart',
  removeBatchUrl: '/sys/user/deleteUserInDepartBatch',
  columns: ['username', 'realname', 'sex', 'phone', 'status'],
  pickColumns: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt'],
  saveCode: 'depart-users',
};
