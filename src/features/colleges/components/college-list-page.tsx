import { useMemo } from 'react';
import { EntityListPage, type FieldInputProps } from '@/components/crud';
import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { collegeEntity } from '@/domain/entities/college';
import { useProgrammeSubTables } from '../hooks/use-programme-sub-tables';

const institutionInput = ({ field, value, onChange, disabled }: FieldInputProps) => (
  <InstitutionPicker
    label={field.label}
    value={value === undefined || value === null ? '' : String(value)}
    onChange={(next) => onChange(next)}
    disabled={disabled}
  />
);

// The college's name first: it names each row (its actions, its card on a phone).
const COLUMNS = [
  'collegeName',
  'collegeCode',
  'organizationId',
  'dean',
  'phone',
  'sortNo',
  'programmeCount',
  'studentCount',
] as const;

/**
 * 院校列表 (cpc/CollegeList): the colleges with their programme and student counts; the form picks the 所属机构 in
 * the institution picker and edits the 学院专业 in the editable grid, saved with the college.
 */
export default function CollegeListPage() {
  const subTables = useProgrammeSubTables();
  const form = useMemo(() => ({ subTables, fieldRenderers: { organizationId: institutionInput } }), [subTables]);
  return <EntityListPage entity={collegeEntity} columns={COLUMNS} form={form} />;
}
