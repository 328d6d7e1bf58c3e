import { useState } from 'react';
import type { EntityDef } from '@/domain/entities/entity-types';
import { postAction, putAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { validateField, validateRecord, valueText } from '@/domain/validation';
import { asyncFieldError } from './async-checks';
import type { EntityRecord } from './entity-list-api';
import { formFieldsOf, initialValues, toPayload, type FormMode, type FormValues } from './form-values';

export interface EntityFormOptions {
  entity: EntityDef;
  mode: FormMode;
  record?: EntityRecord;
  addUrl: string | null;
  editUrl: string | null;
  /** Last changes to what is sent (e.g. roles as a comma list). */
  transformSubmit?: (payload: FormValues, mode: 'add' | 'edit') => FormValues;
  onSaved: () => void;
}

/** Values, errors and saving of the add / edit / detail dialog. */
export function useEntityForm({ entity, mode, record, addUrl, editUrl, transformSubmit, onSaved }: EntityFormOptions) {
  const fields = formFieldsOf(entity.fields, mode);
  const [values, setValues] = useState<FormValues>(() => initialValues(entity.fields, mode, record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const dataId = record?.id === undefined ? undefined : String(record.id);

  const setError = (name: string, error: string | null) =>
    setErrors((prev) => {
      if ((prev[name] ?? null) === error) return prev;
      const next = { ...prev };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });

  const setValue = (name: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    const field = fields.find((f) => f.name === name);
    // Once a field shows an error it follows the typing; a fresh field waits for its blur.
    if (field && errors[name]) setError(name, validateField(field, value));
  };

  const blur = async (name: string) => {
    const field = fields.find((f) => f.name === name);
    if (!field || mode === 'detail') return;
    const value = values[name];
    const error = validateField(field, value);
    setError(name, error);
    if (error || (!field.unique && !field.checkRule)) return;
    setError(name, await asyncFieldError(entity, field, valueText(value), dataId));
  };

  const submit = async (): Promise<boolean> => {
    if (mode === 'detail') return false;
    const sync = validateRecord(entity, values, mode);
    const checks = await Promise.all(
      fields
        .filter((f) => (f.unique || f.checkRule) && !sync[f.name])
        .map(async (f) => [f.name, await asyncFieldError(entity, f, valueText(values[f.name]), dataId)] as const),
    );
    const all = { ...sync };
    for (const [name, error] of checks) if (error) all[name] = error;
    setErrors(all);
    if (Object.keys(all).length > 0) return false;

    const url = mode === 'add' ? addUrl : editUrl;
    if (!url) return false;
    let payload = toPayload(fields, values, mode === 'edit' ? record : undefined);
    if (transformSubmit) payload = transformSubmit(payload, mode);
    setSaving(true);
    try {
      const res = mode === 'add' ? await postAction(url, payload) : await putAction(url, payload);
      if (!res.success) {
        if (res.code !== 510) notify({ intent: 'warning', message: res.message || '操作失败' });
        return false;
      }
      notify({ intent: 'success', message: res.message || '操作成功' });
      onSaved();
      return true;
    } catch {
      return false; // the http layer showed why; everything typed stays
    } finally {
      setSaving(false);
    }
  };

  return { fields, values, errors, saving, setValue, blur, submit };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
