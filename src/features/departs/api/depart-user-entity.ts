import type { EntityDef, FieldDef } from '@/domain/entities';
import { userEntity } from '@/domain/entities';

const pick = (names: string[]): FieldDef[] =>
  names.map((name) => userEntity.fields.find((f) => f.name === name)).filter((f): f is FieldDef => f !== undefined);

/**
 * The users of a department (GET /sys/user/departUserList?depId=, the user list's conventions). Its own
 * name and permission prefix: no add / edit / delete / import / export buttons, the list caches apart.
 */
export const departUserEntity: EntityDef = {
  ...userEntity,
  name: 'departUser',
  title: '部门用户',
  permissionPrefix: 'system:departUser',
  fields: pick(['username', 'realname', 'sex', 'phone', 'status']),
};

/** Every user, to add to a department (GET /sys/user/list). */
export const departUserPickEntity: EntityDef = {
  ...userEntity,
  name: 'departUserPick',
  title: '可选用户',
  permissionPrefix: 'system:departUserPick',
  fields: pick(['username', 'realname', 'sex', 'phone', 'orgCodeTxt']),
};

export const DEPART_USER_URLS = {
  list: '/sys/user/departUserList',
  add: null,
  edit: null,
  delete: null,
  deleteBatch: null,
  exportXls: null,
  importExcel: null,
};
