import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Field, makeStyles, Spinner } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import type { EntityDef, FieldDef } from '@/domain/entities/entity-types';
import type { EntityRecord } from './entity-list-api';
import { FormFieldInput, WIDE_FIELD_TYPES, type FieldInputProps } from './form-field-input';
import type { FormSubTablesHandle, SubTableDef } from './form-sub-tables';
import type { FormMode, FormValues } from './form-values';
import { useEntityForm } from './use-entity-form';

// The editable grid comes with the first form that has sub-tables, not with every form.
const FormSubTables = lazy(() => import('./form-sub-tables'));

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '12px 16px',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
});

export const FORM_TITLES: Record<FormMode, string> = { add: '新增', edit: '编辑', detail: '详情' };

/** What custom form content gets: the form's state, to show and set extra values. */
export interface FormContext {
  mode: FormMode;
  record?: EntityRecord;
  values: FormValues;
  setValue: (name: string, value: unknown) => void;
  disabled: boolean;
}

export interface EntityFormDialogProps {
  entity: EntityDef;
  mode: FormMode;
  open: boolean;
  record?: EntityRecord;
  addUrl: string | null;
  editUrl: string | null;
  onClose: () => void;
  /** After a save the server accepted (the list refreshes). */
  onSaved: () => void;
  /** Replaces the input of a field (it stays labelled by its Field); the form's state comes second. */
  fieldRenderers?: Record<string, (props: FieldInputProps, form: FormContext) => ReactNode>;
  /** The fields as the current values make them (see useEntityForm). */
  formFields?: (fields: FieldDef[], values: FormValues, mode: FormMode) => FieldDef[];
  /** The success message from the server's answer (see useEntityForm). */
  savedMessage?: (result: unknown, mode: 'add' | 'edit') => string | undefined;
  /** Extra content under the fields (e.g. a user's roles). Values set through it are sent too. */
  renderExtra?: (context: FormContext) => ReactNode;
  transformSubmit?: (payload: FormValues, mode: 'add' | 'edit') => FormValues;
  title?: string;
  /** Start from these values instead of the record's (a refused edit reopened to fix it). */
  initialValues?: FormValues;
  /** The refused outbox entry that this save replaces. */
  replaces?: string;
  /**
   * Tabs of editable grids under the fields (a master record's sub-tables): checked after the fields, in order, and
   * sent with the record as `{ ...fields, [table.key]: rows }`.
   */
  subTables?: readonly SubTableDef[];
}

/**
 * The add / edit / detail dialog of an entity (titles 新增, 编辑, 详情; detail is read-only and cannot be
 * submitted), with a fullscreen toggle. Mount it afresh for each opening (its state starts from `record`).
 */
export function EntityFormDialog(props: EntityFormDialogProps) {
  const styles = useStyles();
  const { entity, mode, record, onClose, subTables } = props;
  const subTablesRef = useRef<FormSubTablesHandle>(null);
  const hasSubTables = Boolean(subTables?.length);
  const form = useEntityForm({
    entity,
    mode,
    record,
    addUrl: props.addUrl,
    editUrl: props.editUrl,
    transformSubmit: props.transformSubmit,
    initial: props.initialValues,
    replaces: props.replaces,
    formFields: props.formFields,
    savedMessage: props.savedMessage,
    completeSubmit: hasSubTables
      ? async () => {
          // Not loaded yet (its chunk is on the way): the record is saved without them, the server keeps their rows.
          const result = await subTablesRef.current?.collect();
          if (!result) return {};
          return result.ok ? result.values : null;
        }
      : undefined,
    onSaved: () => {
      props.onSaved();
      onClose();
    },
  });
  const readOnly = mode === 'detail';
  const context: FormContext = { mode, record, values: form.values, setValue: form.setValue, disabled: readOnly };

  return (
    <FormDialog
      open={props.open}
      title={props.title ?? FORM_TITLES[mode]}
      onClose={onClose}
      onSubmit={form.submit}
      saving={form.saving}
      readOnly={readOnly}
      fullscreenToggle
    >
      <div className={styles.grid}>
        {form.fields.map((field) => {
          const inputProps: FieldInputProps = {
            field,
            value: form.values[field.name],
            onChange: (value) => form.setValue(field.name, value),
            onBlur: () => void form.blur(field.name),
            disabled: readOnly || form.saving,
          };
          return (
            <Field
              key={field.name}
              label={field.label}
              required={field.required && !readOnly}
              validationMessage={form.errors[field.name]}
              className={WIDE_FIELD_TYPES.has(field.type) ? styles.wide : undefined}
            >
              {props.fieldRenderers?.[field.name]?.(inputProps, context) ?? <FormFieldInput {...inputProps} />}
            </Field>
          );
        })}
        {props.renderExtra && <div className={styles.wide}>{props.renderExtra(context)}</div>}
        {hasSubTables && (
          <div className={styles.wide}>
            <Suspense fallback={<Spinner size="tiny" label="加载中…" />}>
              <FormSubTables
                ref={subTablesRef}
                tables={subTables!}
                entityName={entity.name}
                mode={mode}
                record={record}
                initialValues={props.initialValues}
                disabled={readOnly || form.saving}
              />
            </Suspense>
          </div>
        )}
      </div>
    </FormDialog>
  );
}
