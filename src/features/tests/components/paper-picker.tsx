import type { FieldInputProps } from '@/components/crud';
import type { PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { RecordPicker, type RecordPickerOptions } from '@/components/widgets/record-picker';
import { paperEntity } from '@/domain/entities/paper';

/** 试卷: the paper list (/papermanagement/cpcPaperManagement/list); the value holds the id, the chip shows paperName. */
export const PAPER_PICKER: RecordPickerOptions = {
  entity: paperEntity,
  columns: ['paperName', 'paperCode', 'subject', 'year', 'totalScore'],
  search: ['paperName', 'paperCode'],
  textKey: 'paperName',
};

/** 试卷 (one paper id, its paperName on the chip). */
export function PaperPicker({ label = '试卷', ...props }: PickerProps) {
  return <RecordPicker {...PAPER_PICKER} {...props} label={label} />;
}

/** The test form's 试卷 field. */
export const paperInput = ({ field, value, onChange, disabled }: FieldInputProps) => (
  <PaperPicker
    label={field.label}
    value={value === undefined || value === null ? '' : String(value)}
    onChange={(next) => onChange(next)}
    disabled={disabled}
  />
);
