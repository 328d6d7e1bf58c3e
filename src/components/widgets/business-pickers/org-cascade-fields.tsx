import { useState } from 'react';
import { Field, Select } from '@fluentui/react-components';
import { PROGRAMME_KINDS, type ProgrammeKind } from './business-picker-options';
import { CollegePicker, InstitutionPicker, ProgrammePicker } from './index';

/** Where in an institution: its id, then one of its colleges, then a programme (empty: any). */
export interface OrgPlace {
  organizationId?: string;
  collegeId?: string;
  programmeId?: string;
}

export interface OrgCascadeFieldsProps {
  value: OrgPlace;
  /** The whole place after a change: a new institution clears the college and programme, a new college the programme. */
  onChange: (next: OrgPlace) => void;
  /** Each field's class (the query form's or the page's layout). */
  fieldClassName?: string;
  /** The class of the 专业类型 select. */
  selectClassName?: string;
}

/**
 * 院校 → 学院 → 专业类型 → 专业 for filters: the college picker lists the chosen institution's colleges (disabled until
 * one is chosen), the programme picker the chosen kind's programmes of that college or institution.
 */
export function OrgCascadeFields({ value, onChange, fieldClassName, selectClassName }: OrgCascadeFieldsProps) {
  // No kind until one is chosen: the select shows its placeholder, and the programme picker waits for it.
  const [kind, setKind] = useState<ProgrammeKind | ''>('');
  const { organizationId, collegeId, programmeId } = value;
  const change = (next: OrgPlace) => {
    const place = { ...value, ...next };
    if (place.organizationId !== organizationId) onChange({ organizationId: place.organizationId });
    else if (place.collegeId !== collegeId) onChange({ organizationId, collegeId: place.collegeId });
    else if (place.programmeId !== programmeId) onChange(place);
  };
  return (
    <>
      <Field label="院校" className={fieldClassName}>
        <InstitutionPicker
          label="院校"
          value={organizationId ?? ''}
          onChange={(v) => change({ organizationId: v || undefined })}
        />
      </Field>
      <Field label="学院" className={fieldClassName}>
        <CollegePicker
          label="学院"
          institutionId={organizationId}
          disabled={!organizationId}
          value={collegeId ?? ''}
          onChange={(v) => change({ collegeId: v || undefined })}
        />
      </Field>
      <Field label="专业类型" className={fieldClassName}>
        <Select
          className={selectClassName}
          value={kind}
          onChange={(_, d) => {
            setKind(d.value as ProgrammeKind | '');
            if (programmeId) onChange({ organizationId, collegeId });
          }}
        >
          <option value="">请选择专业类型</option>
          {Object.entries(PROGRAMME_KINDS).map(([key, k]) => (
            <option key={key} value={key}>
              {k.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="专业" className={fieldClassName}>
        <ProgrammePicker
          kind={kind || 'undergraduate'}
          disabled={!kind}
          label="专业"
          institutionId={organizationId}
          collegeId={collegeId}
          value={programmeId ?? ''}
          onChange={(v) => change({ programmeId: v || undefined })}
        />
      </Field>
    </>
  );
}
