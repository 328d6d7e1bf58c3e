import { lazy, Suspense } from 'react';
import type { FieldInputProps, ListFormProps } from '@/components/crud';
import type { OnlineFormItem } from '../api/form-data-api';
import { readOnlyFieldsOf } from '../online-entity';

// A 只读 field's input, from the forms' chunk (the form dialog that shows it came from there).
const FormFieldInput = lazy(() => import('@/components/crud/forms').then((m) => ({ default: m.FormFieldInput })));

/** The inputs of a form's 只读 fields: shown, disabled. */
export function readOnlyRenderers(formItem: OnlineFormItem): NonNullable<ListFormProps['fieldRenderers']> {
  const shown = (props: FieldInputProps) => (
    <Suspense fallback={null}>
      <FormFieldInput {...props} disabled />
    </Suspense>
  );
  return Object.fromEntries(readOnlyFieldsOf(formItem).map((name) => [name, shown]));
}
