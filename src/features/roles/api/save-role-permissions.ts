import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope } from '@/domain/api';
import { postAction } from '@/lib/api-client';
import { roleKeys, roleMutations } from './role-keys';

export interface SaveRolePermissionsInput {
  roleId: string;
  /** The checked ids, comma-joined. */
  permissionIds: string;
  /** The ids the role held when the tree was loaded, comma-joined (the server applies the difference). */
  lastpermissionIds: string;
}

/** POST /sys/permission/saveRolePermission. */
export const saveRolePermissions = (input: SaveRolePermissionsInput): Promise<ApiEnvelope> =>
  postAction('/sys/permission/saveRolePermission', input);

/** After a save the role's permissions are read again (they are the next `lastpermissionIds`). */
export function useSaveRolePermissionsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: roleMutations.savePermissions,
    mutationFn: saveRolePermissions,
    onSuccess: (res, input) =>
      res.success ? client.invalidateQueries({ queryKey: roleKeys.permissions(input.roleId) }) : undefined,
  });
}
