import { resourceKeys } from '@/lib/resource-keys';

const role = resourceKeys('role');

/** Keys of the roles feature, from the one resource-keyed builder. */
export const roleKeys = {
  all: role.all,
  permissionTree: () => resourceKeys('permission').part('tree'),
  permissions: (roleId: string) => role.detail(roleId, 'permissions'),
};
