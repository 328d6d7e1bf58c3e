import { useMemo } from 'react';
import type { PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { RecordPicker } from '@/components/widgets/record-picker';
import {
  COLLEGE_PICKER,
  filters,
  INSTITUTION_PICKER,
  PROGRAMME_KINDS,
  programmePicker,
  type ProgrammeKind,
} from './business-picker-options';

export { PROGRAMME_KINDS, type ProgrammeKind } from './business-picker-options';

/** 机构 (organisation ids, orgName chips), single or multiple. */
export function InstitutionPicker({ label = '机构', ...props }: PickerProps) {
  return <RecordPicker {...INSTITUTION_PICKER} {...props} label={label} />;
}

export interface CollegePickerProps extends PickerProps {
  /** Only this institution's colleges. */
  institutionId?: string;
}

/** 学院 (college ids, collegeName chips), limited to one institution when given. */
export function CollegePicker({ label = '学院', institutionId, ...props }: CollegePickerProps) {
  const extraParams = useMemo(() => filters({ organizationId: institutionId }), [institutionId]);
  return <RecordPicker {...COLLEGE_PICKER} {...props} extraParams={extraParams} label={label} />;
}

export interface ProgrammePickerProps extends PickerProps {
  kind: ProgrammeKind;
  institutionId?: string;
  collegeId?: string;
}

/**
 * 本科专业 / 专业硕士 / 一级学科硕士点 / 一级学科博士点 (programme ids, item_text chips): the programme pickers,
 * 1200 px wide, limited to an institution or a college when given.
 */
export function ProgrammePicker({ kind, institutionId, collegeId, label, ...props }: ProgrammePickerProps) {
  const options = useMemo(() => programmePicker(kind), [kind]);
  const extraParams = useMemo(() => filters({ institutionId, collegeId }), [institutionId, collegeId]);
  return (
    <RecordPicker {...options} {...props} extraParams={extraParams} label={label ?? PROGRAMME_KINDS[kind].label} />
  );
}
