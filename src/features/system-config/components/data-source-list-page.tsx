import { EntityListPage, type FieldInputProps, type FormContext, type ListFormProps } from '@/components/crud';
import { dataSourceEntity } from '@/domain/entities/data-source';
import { dataSourceListOptions } from '../list-options';
import { DataSourceConnectionTest } from './data-source-connection-test';
import { DataSourceCodeInput, DataSourceUrlInput, dataSourceFormFields, DbTypeInput } from './data-source-inputs';

const passwordField = dataSourceEntity.fields.find((f) => f.name === 'dbPassword')!;

const form: ListFormProps = {
  fieldRenderers: {
    code: (props: FieldInputProps) => <DataSourceCodeInput {...props} />,
    dbUrl: (props: FieldInputProps) => <DataSourceUrlInput {...props} />,
    dbType: (props: FieldInputProps, context: FormContext) => <DbTypeInput {...props} form={context} />,
  },
  formFields: dataSourceFormFields(passwordField),
  renderExtra: (context: FormContext) => context.mode !== 'detail' && <DataSourceConnectionTest form={context} />,
};

/**
 * 多数据源 (system/SysDataSourceList): the databases reports and online forms may read. The password is stored
 * encrypted and never comes back; left empty on edit it stays as it was. The form tests a PostgreSQL connection.
 */
export default function DataSourceListPage() {
  return <EntityListPage {...dataSourceListOptions} form={form} />;
}
