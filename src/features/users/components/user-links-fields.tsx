import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import type { FormContext } from '@/components/crud';
import { DepartPicker } from '@/components/widgets/depart-picker';
import { splitValues } from '@/components/widgets/dict';
import { useRoleOptions } from '../api/fetch-role-options';
import { useUserDeparts } from '../api/fetch-user-departs';
import { useUserRoleIds } from '../api/fetch-user-role-ids';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '12px 16px',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** Form values that travel beside the user record (comma-joined ids). */
export const ROLES_KEY = 'selectedroles';
export const DEPARTS_KEY = 'selecteddeparts';

const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * 角色分配 (a dropdown of every role) and 部门分配 (the department picker) of the user form. On edit and detail the current roles (queryUserRole) and
 * departments (userDepartList) show until the user changes them; only a changed choice is sent, so an
 * untouched edit keeps the user's links as they are.
 */
export function UserLinksFields({ context }: { context: FormContext }) {
  const styles = useStyles();
  const userId = context.mode === 'add' || context.record?.id === undefined ? undefined : String(context.record.id);
  const roles = useRoleOptions();
  const currentRoles = useUserRoleIds(userId);
  const currentDeparts = useUserDeparts(userId);

  const roleValue = asText(context.values[ROLES_KEY]) ?? (currentRoles.data ?? []).join(',');
  const selectedRoles = splitValues(roleValue);
  const roleText = selectedRoles
    .map((id) => roles.data?.find((r) => r.id === id)?.roleName ?? id)
    .filter(Boolean)
    .join(',');

  const departValue = asText(context.values[DEPARTS_KEY]) ?? (currentDeparts.data ?? []).map((d) => d.key).join(',');

  return (
    <div className={styles.grid}>
      <Field label="角色分配">
        <Dropdown
          multiselect
          placeholder="请选择用户角色"
          value={roleText}
          selectedOptions={selectedRoles}
          disabled={context.disabled || roles.isLoading}
          onOptionSelect={(_, data) => context.setValue(ROLES_KEY, data.selectedOptions.join(','))}
        >
          {(roles.data ?? []).map((role) => (
            <Option key={role.id} value={role.id}>
              {role.roleName}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="部门分配">
        <DepartPicker
          multiple
          value={departValue}
          disabled={context.disabled || (userId !== undefined && currentDeparts.isLoading)}
          onChange={(value) => context.setValue(DEPARTS_KEY, value)}
        />
      </Field>
    </div>
  );
}
