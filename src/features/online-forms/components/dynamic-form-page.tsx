import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Button, Field, makeStyles } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useButtonAccess, type EntityRecord } from '@/components/crud';
import { WIDE_FIELD_TYPES } from '@/components/crud/form-field-input';
import { FormFieldInput, useEntityForm } from '@/components/crud/forms';
import { usePageTitle } from '@/components/layout/use-page-title';
import { PageHeader } from '@/components/widgets/page-header';
import type { EntityDef } from '@/domain/entities/entity-types';
import { permissionCode } from '@/domain/entities/crud-actions';
import { RefusedError } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';
import { fetchFormItemByTable, fetchFormRecord, type OnlineFormItemWithHead } from '../api/dynamic-form-api';
import { formDataKeys, NOT_SYNCED, type OnlineFormItem } from '../api/form-data-api';
import type { FormProblem } from '../hooks/use-online-form';
import { onlineEntityOf, onlineFormUrls, readOnlyFieldsOf } from '../online-entity';
import { FormProblemView } from './form-problems';
import { OnlineButtons } from './online-buttons';

/** JeecgBoot's texts of 动态表单. */
export const DF_TEXTS = { submit: '提交', saving: '保存中…', saved: '修改成功！' } as const;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minWidth: 0, maxWidth: '960px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '12px 16px',
    '@media (max-width: 767.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', justifyContent: 'flex-end', marginTop: '16px' },
  // A phone's thumb: the whole width, 44 px high.
  submit: { '@media (max-width: 767.98px)': { width: '100%', minHeight: '44px' } },
});

/** `/online/df/<table>/<id>`: the last two segments. */
function targetOf(pathname: string): { table: string; id: string } {
  const [table = '', id = ''] = pathname.split('/').filter(Boolean).slice(-2).map(decoded);
  return { table, id };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function problemOf(error: unknown): FormProblem {
  if (error instanceof RefusedError)
    return error.message === NOT_SYNCED ? { kind: 'notSynced' } : { kind: 'refused', message: error.message };
  return { kind: 'failed' };
}

// The page tells each refusal itself.
const QUIET = { quiet: true };

/** The form's own fields: a 主表's sub-tables (view `tab`) are not shown here, and a save keeps their rows. */
const ownFields = (formItem: OnlineFormItem): OnlineFormItem => ({
  schema: {
    ...formItem.schema,
    properties: Object.fromEntries(Object.entries(formItem.schema.properties).filter(([, p]) => p.view !== 'tab')),
  },
});

/**
 * AUTO动态表单 (OnlineDynamicForm, `/online/df/<table>/<id>`): one record of the form on that table
 * (getFormItemBytbname, then form/<code>/<id>) in the fields and widgets of the form dialog, on the page; read only
 * unless the user holds the form's 编辑 (`online:<table>:edit` or 表单开发's `online:form:edit`), then 提交 saves it
 * (PUT form/<code>). A form or record that is not there says so.
 */
export default function DynamicFormPage() {
  const { pathname } = useLocation();
  const { table, id } = targetOf(pathname);
  const formItem = useQuery({
    queryKey: formDataKeys.part('by-table', table),
    queryFn: () => fetchFormItemByTable(table),
    meta: QUIET,
  });
  const code = formItem.data?.head.id ?? '';
  const record = useQuery({
    queryKey: resourceKeys(`online_${table}`).detail(id),
    queryFn: () => fetchFormRecord(code, id),
    enabled: Boolean(code),
    meta: QUIET,
  });
  usePageTitle(formItem.data?.head.tableTxt ?? undefined);

  const failed = formItem.error ?? record.error;
  if (failed || !formItem.data || !record.data) {
    const retry = () => void (formItem.isError ? formItem.refetch() : record.refetch());
    return <FormProblemView problem={failed ? problemOf(failed) : undefined} loaded={false} retry={retry} />;
  }
  return (
    <RecordForm
      key={`${code}/${id}`}
      code={code}
      table={table}
      formItem={formItem.data}
      record={record.data}
      onSaved={() => void record.refetch()}
    />
  );
}

interface RecordFormProps {
  code: string;
  table: string;
  formItem: OnlineFormItemWithHead;
  record: EntityRecord;
  onSaved: () => void;
}

function RecordForm(props: RecordFormProps) {
  const { code, table, formItem } = props;
  const entity = useMemo(() => {
    const { tableName, tableTxt } = formItem.head;
    const columns = { columns: [], description: tableTxt || table, currentTableName: tableName || table };
    return onlineEntityOf(code, { columns, formItem: ownFields(formItem), queryInfo: [] });
  }, [code, table, formItem]);
  return (
    <OnlineButtons entity={entity}>
      <RecordFields {...props} entity={entity} />
    </OnlineButtons>
  );
}

function RecordFields({ code, formItem, record, onSaved, entity }: RecordFormProps & { entity: EntityDef }) {
  const styles = useStyles();
  const edit = useButtonAccess(permissionCode(entity, 'edit'));
  const editable = edit.visible && !edit.disabled;
  const readOnly = useMemo(() => new Set(readOnlyFieldsOf(formItem)), [formItem]);
  const form = useEntityForm({
    entity,
    mode: editable ? 'edit' : 'detail',
    record,
    addUrl: null,
    editUrl: onlineFormUrls(code).edit,
    savedMessage: () => DF_TEXTS.saved,
    onSaved,
  });

  return (
    <section className={styles.page} aria-label={entity.title}>
      <PageHeader title={entity.title} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (editable && !form.saving) void form.submit();
        }}
      >
        <div className={styles.grid}>
          {form.fields.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              required={editable && field.required}
              validationMessage={form.errors[field.name]}
              className={WIDE_FIELD_TYPES.has(field.type) ? styles.wide : undefined}
            >
              <FormFieldInput
                field={field}
                value={form.values[field.name]}
                onChange={(value) => form.setValue(field.name, value)}
                onBlur={() => void form.blur(field.name)}
                disabled={!editable || form.saving || readOnly.has(field.name)}
              />
            </Field>
          ))}
        </div>
        {editable && (
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" className={styles.submit} disabled={form.saving}>
              {form.saving ? DF_TEXTS.saving : DF_TEXTS.submit}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
