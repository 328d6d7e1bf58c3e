import type { LinkDef } from '@/components/crud';
import { userEntity } from '@/domain/entities';

/** A department's users (contract §8, /sys/user/departUserList …): linked through sys_user_depart. */
export const DEPART_USER_LINK: LinkDef = {
  entity: userEntity,
  title: '部门用户',
  ownerParam: 'depId',
  listUrl: '/sys/user/departUserList',
  addUrl: '/sys/user/editSysDepartWithUser',
  removeUrl: '/sys/user/deleteUserInDepart',
  removeBatchUrl: '/sys/user/deleteUserInDepartBatch',
  columns: ['username', 'realname', 'sex', 'phone', 'status'],
  pickColumns: ['username', 'realname', 'sex', 'phone', 'orgCodeTxt'],
  saveCode: 'depart-user-list-users',
};
