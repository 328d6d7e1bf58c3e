import type { FieldDef } from '@/domain/entities/entity-types';
import { isFormField, valueText } from '@/domain/validation';
import type { EntityRecord } from './entity-list-api';

export type FormMode = 'add' | 'edit' | 'detail';
export type FormValues = Record<string, unknown>;

/** Fields the dialog shows: the form fields of add / edit; detail shows those of edit. */
export const formFieldsOf = (fields: FieldDef[], mode: FormMode): FieldDef[] =>
  fields.filter((f) => isFormField(f, mode === 'add' ? 'add' : 'edit'));

/** Initial values: the record's (dates cut to their format) on edit / detail, the defaults on add. */
export function initialValues(fields: FieldDef[], mode: FormMode, record: EntityRecord | undefined): FormValues {
  const values: FormValues = {};
  for (const field of formFieldsOf(fields, mode)) {
    const raw = mode === 'add' ? field.defaultValue : record?.[field.name];
    if (raw === undefined || raw === null) {
      values[field.name] = field.type === 'switch' ? (field.switchValues ?? ['Y', 'N'])[1] : '';
      continue;
    }
    const text = valueText(raw);
    values[field.name] = field.type === 'date' ? text.slice(0, 10) : text;
  }
  return values;
}

/** What is sent: numbers as numbers (empty as null), everything else as typed; id on edit. */
export function toPayload(fields: FieldDef[], values: FormValues, record: EntityRecord | undefined): FormValues {
  const payload: FormValues = { ...values };
  for (const field of fields) {
    if (!(field.name in payload)) continue;
    if (field.type === 'number' || field.type === 'integer') {
      const text = valueText(payload[field.name]).trim();
      payload[field.name] = text === '' ? null : Number(text);
    }
  }
  if (record?.id !== undefined) payload.id = record.id;
  return payload;
}
