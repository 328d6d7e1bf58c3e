import { lazy, Suspense } from 'react';
import { PickerField, type PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { RecordPicker } from '@/components/widgets/record-picker';
import { USER_PICKER, USER_SOURCE } from './user-picker-options';

export { USER_PICKER, USER_PICKER_COLUMNS, USER_SOURCE, USERS_BY_DEPART_URL } from './user-picker-options';

// The department tree and users load when the dialog first opens.
const UserByDepartModal = lazy(() => import('./user-by-depart-modal'));

/**
 * 用户 (JSelectMultiUser): user ids — or usernames (`valueKey="username"`, JeecgBoot's `customReturnField`), found
 * again by `username=a,b,` — real names as chips; the dialog lists every user (search, paging).
 */
export function UserPicker({
  label = '用户',
  valueKey = 'id',
  ...props
}: PickerProps & { valueKey?: 'id' | 'username' }) {
  return <RecordPicker {...USER_PICKER} {...props} valueKey={valueKey} label={label} />;
}

/** 用户 by department (JSelectUserByDep): the same value and chips; the dialog browses users by department. */
export function UserByDepartPicker({ label = '用户', ...props }: PickerProps) {
  return (
    <PickerField
      {...props}
      label={label}
      source={USER_SOURCE}
      dialog={(dialog) => (
        <Suspense fallback={null}>
          <UserByDepartModal {...dialog} />
        </Suspense>
      )}
    />
  );
}
