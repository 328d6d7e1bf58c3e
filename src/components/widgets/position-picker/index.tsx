import type { PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { RecordPicker } from '@/components/widgets/record-picker';
import { POSITION_PICKER } from './position-options';

export { POSITION_PICKER, POSITION_SOURCE } from './position-options';

export interface PositionPickerProps extends PickerProps {
  /** The value holds ids instead of codes. */
  returnId?: boolean;
}

/** 职务 (JSelectPosition): position codes (ids with returnId), names as chips; onChange also gives id and code. */
export function PositionPicker({ label = '职务', returnId = false, ...props }: PositionPickerProps) {
  return <RecordPicker {...POSITION_PICKER} {...props} label={label} valueKey={returnId ? 'id' : 'code'} />;
}
