import type { FieldInputProps, FormContext } from '@/components/crud';
import { FormFieldInput } from '@/components/crud/form-field-input';
import { CollegePicker, InstitutionPicker } from '@/components/widgets/business-pickers';
import { valueText } from '@/domain/validation';
import { ProfessionPickers } from './profession-pickers';

/** The contact form's own inputs: pickers limited by the institution chosen, the account name fixed once saved. */
export const linkUserFieldRenderers = {
  institutionId: (p: FieldInputProps, form: FormContext) => (
    <InstitutionPicker
      label="所属院校"
      value={valueText(p.value)}
      disabled={p.disabled}
      onChange={(value) => {
        if (value === valueText(p.value)) return;
        p.onChange(value);
        // Another institution: its colleges and programmes are others.
        form.setValue('collegeId', '');
        form.setValue('professionIds', '');
      }}
    />
  ),
  collegeId: (p: FieldInputProps, form: FormContext) => {
    const institutionId = valueText(form.values.institutionId);
    return (
      <CollegePicker
        label="所属学院"
        institutionId={institutionId || undefined}
        value={valueText(p.value)}
        disabled={p.disabled || !institutionId}
        onChange={(value) => p.onChange(value)}
      />
    );
  },
  // The server never renames an account: the name is typed once, on add.
  username: (p: FieldInputProps, form: FormContext) => (
    <FormFieldInput {...p} disabled={p.disabled || form.mode !== 'add'} />
  ),
};

/** 负责专业 under the fields: the programmes of the chosen institution (and college). */
export function LinkUserProfessions({ context }: { context: FormContext }) {
  return (
    <ProfessionPickers
      value={valueText(context.values.professionIds)}
      institutionId={valueText(context.values.institutionId)}
      collegeId={valueText(context.values.collegeId)}
      disabled={context.disabled || !valueText(context.values.institutionId)}
      onChange={(value) => context.setValue('professionIds', value)}
    />
  );
}
