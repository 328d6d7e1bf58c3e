import { useState } from 'react';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import { notify } from '@/lib/notifier';
import { useOutbox } from '@/components/offline/outbox-context';
import { validateField, valueText } from '@/domain/validation';
import { asyncFieldError } from './async-checks';
import type { EntityRecord } from './entity-list-api';
import { editLabel, pendingOf, reportSave, saveEdit, type SaveResult } from './offline-edits';
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
  /** Start from these values (a refused edit reopened to fix it). */
  initial?: FormValues;
  /** The refused outbox entry this save replaces (removed once the new save is accepted or queued). */
  replaces?: string;
  /**
   * Runs once the form's own fields pass: more checks and values sent with the record (the sub-tables' rows);
   * null refuses the save (it has told the user why).
   */
  completeSubmit?: () => Promise<FormValues | null>;
  /**
   * The fields as the current values make them (shown, required, added or left out), e.g. a college required for
   * one role only; they are shown and checked instead of the definition's form fields.
   */
  formFields?: (fields: FieldDef[], values: FormValues, mode: FormMode) => FieldDef[];
  /** The success message from the server's answer (its `result`), e.g. what happened to an account. */
  savedMessage?: (result: unknown, mode: 'add' | 'edit') => string | undefined;
}

/** Values, errors and saving of the add / edit / detail dialog. */
export function useEntityForm(options: EntityFormOptions) {
  const { entity, mode, record, addUrl, editUrl, transformSubmit, onSaved } = options;
  const outbox = useOutbox();
  const [values, setValues] = useState<FormValues>(() => ({
    ...initialValues(entity.fields, mode, record),
    ...options.initial,
  }));
  const definitionFields = formFieldsOf(entity.fields, mode);
  const fields = options.formFields ? options.formFields(definitionFields, values, mode) : definitionFields;
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
    const sync: Record<string, string> = {};
    for (const field of fields) {
      const error = validateField(field, values[field.name]);
      if (error) sync[field.name] = error;
    }
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
    let extra: FormValues = {};
    if (options.completeSubmit) {
      const completed = await options.completeSubmit();
      if (!completed) return false;
      extra = completed;
      payload = { ...payload, ...extra };
    }
    setSaving(true);
    try {
      const result = await save(url, payload, { ...values, ...extra });
      const shown =
        result.type === 'saved'
          ? { ...result, message: options.savedMessage?.(result.result, mode) ?? result.message }
          : result;
      if (!reportSave(shown, '操作成功')) return false;
      if (options.replaces) await outbox.discardEntry(options.replaces);
      onSaved();
      return true;
    } catch (error) {
      notify({ intent: 'error', message: (error as Error).message });
      return false; // everything typed stays
    } finally {
      setSaving(false);
    }
  };

  /** Through the outbox; a record added offline and not yet sent gets its add changed instead. */
  const save = async (url: string, payload: FormValues, typed: FormValues): Promise<SaveResult> => {
    const summaryField = fields[0]?.name;
    const summary = summaryField ? String(values[summaryField] ?? '') : undefined;
    if (mode === 'edit' && pendingOf(record) === 'add' && dataId) {
      const data = { ...payload };
      delete data.id;
      await outbox.updateEntry(dataId, {
        data,
        meta: {
          scope: entity.name,
          kind: 'add',
          label: editLabel('add', entity.title, summary),
          values: typed,
          route: window.location.pathname,
        },
      });
      return { type: 'queued' };
    }
    return saveEdit(outbox, {
      method: mode === 'add' ? 'POST' : 'PUT',
      url,
      data: payload,
      meta: {
        scope: entity.name,
        kind: mode === 'add' ? 'add' : 'edit',
        label: editLabel(mode === 'add' ? 'add' : 'edit', entity.title, summary),
        recordIds: dataId ? [dataId] : undefined,
        values: typed,
        route: window.location.pathname,
      },
    });
  };

  return { fields, values, errors, saving, setValue, blur, submit };
}

export type EntityFormState = ReturnType<typeof useEntityForm>;
