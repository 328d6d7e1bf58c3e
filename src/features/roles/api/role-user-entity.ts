import type { EntityDef, FieldDef } from '@/domain/entities';
import { userEntity } from '@/domain/entities';

const pick = (names: string[]): FieldDef[] =>
  names.map((name) => userEntity.fields.find((f) => f.name === name)).filter((f): f is FieldDef => f !== undefined);

/**
 * The users of a role (GET /sys/user/userRoleList?roleId=, the user list's conventions). Its own name
 * and permission prefix: no add / edit / delete / import / export buttons, the list caches apart.
 */
export const roleUserEntity: EntityDef = {
  ...userEntity,
  name: 'roleUser',
  title: '角色用户',
  permissionPrefix: 'system:roleUser',
  fields: pick(['username', 'realname', 'sex', 'phone', 'orgCodeTxt', 'status']),
};

/** Every user, to add to a role (GET /sys/user/list). */
export const userPickEntity: EntityDef = {
  ...userEntity,
  name: 'roleUserPick',
  title: '可选用户',
  permissionPrefix: 'system:roleUserPick',
  fields: pick(['username', 'realname', 'sex', 'phone', 'orgCodeTxt']),
};

export const ROLE_USER_URLS = {
  list: '/sys/user/userRoleList',
  add: null,
  edit: null,
  delete: null,
  deleteBatch: null,
  exportXls: null,
  importExcel: null,
};
