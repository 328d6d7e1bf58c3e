import type { PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { RecordPicker } from '@/components/widgets/record-picker';
import { ROLE_PICKER } from './role-options';

export { ROLE_PICKER, ROLE_SOURCE } from './role-options';

/** 角色 (JSelectRole): role ids, names as chips. */
export function RolePicker({ label = '角色', ...props }: PickerProps) {
  return <RecordPicker {...ROLE_PICKER} {...props} label={label} />;
}
