import type { EntityDef } from './entity-types';

/** The button actions every entity screen has; `<permissionPrefix>:<action>` is the code each needs. */
export const CRUD_ACTIONS = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** The verb of each action in seeded button names (用户添加, 职务导出 …). */
export const CRUD_ACTION_VERBS: Record<CrudAction, string> = {
  add: '添加',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  import: '导入',
  export: '导出',
};

/** The permission code of an action on an entity, e.g. `system:user:add`. */
export const permissionCode = (entity: Pick<EntityDef, 'permissionPrefix'>, action: string): string =>
  `${entity.permissionPrefix}:${action}`;
