import type { EntityListPageProps, FormValues } from '@/components/crud';
import { isMaskedIdCardNo } from '@/domain/entities/student';
import type { FieldDef } from '@/domain/entities/entity-types';
import { CollegeSelect, InstitutionSelect, ProgrammeSelect } from './cascade-selects';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A masked ID number (what those without 学生身份证号查看 are shown) is not checked here: sent back unchanged, the
 * server keeps the stored one, so nobody has to type it again; anything else typed is checked as usual.
 */
export function studentFormFields(fields: FieldDef[], values: FormValues): FieldDef[] {
  if (!isMaskedIdCardNo(text(values.idCardNo))) return fields;
  return fields.map((f) => (f.name === 'idCardNo' ? { ...f, rules: [] } : f));
}

/**
 * The form's 所属院校 → 所属学院 → 所学专业 cascade: the colleges of the chosen institution, the programmes of the
 * chosen college; changing one clears the choices below it. The server still refuses a college of another
 * institution (its message is shown and the form keeps what was typed).
 */
export const STUDENT_FORM: NonNullable<EntityListPageProps['form']> = {
  formFields: studentFormFields,
  fieldRenderers: {
    organizationId: (props, form) => (
      <InstitutionSelect
        value={text(props.value)}
        disabled={props.disabled}
        onBlur={props.onBlur}
        onChange={(value) => {
          props.onChange(value);
          form.setValue('collegeId', '');
          form.setValue('programmeId', '');
        }}
      />
    ),
    collegeId: (props, form) => (
      <CollegeSelect
        organizationId={text(form.values.organizationId)}
        currentText={text(form.record?.collegeId_dictText)}
        value={text(props.value)}
        disabled={props.disabled}
        onBlur={props.onBlur}
        onChange={(value) => {
          props.onChange(value);
          form.setValue('programmeId', '');
        }}
      />
    ),
    programmeId: (props, form) => (
      <ProgrammeSelect
        collegeId={text(form.values.collegeId)}
        currentText={text(form.record?.programmeId_dictText)}
        value={text(props.value)}
        disabled={props.disabled}
        onBlur={props.onBlur}
        onChange={props.onChange}
      />
    ),
  },
};
