import {
  EntityListPage,
  QueryDictField,
  QueryFormFrame,
  QueryTextField,
  READ_ONLY_LIST,
  useQueryFormValues,
  type QueryFormRender,
} from '@/components/crud';
import { fileEntity } from '@/domain/entities/document';
import { DownloadButton, FILE_CELLS } from './file-manager-page';

const EMPTY = { fileName: '', fileCategory: '' };

function CustomerFileFilters(list: Parameters<QueryFormRender>[0]) {
  const { values, set, frame } = useQueryFormValues(EMPTY, list);
  return (
    <QueryFormFrame {...frame}>
      <QueryTextField label="文件名称" value={values.fileName} onChange={set('fileName')} />
      <QueryDictField
        label="文件类别"
        dictCode="file_category"
        value={values.fileCategory}
        onChange={set('fileCategory')}
      />
    </QueryFormFrame>
  );
}

const ACTIONS = { ...READ_ONLY_LIST, detail: false, superQuery: false };

/**
 * The files an institution's contact may see (the server keeps it to every institution's and his own), read only,
 * cards on a phone, each with 下载.
 */
export function CustomerFileList({
  extraParams,
  columns,
}: {
  extraParams?: Record<string, unknown>;
  columns: string[];
}) {
  return (
    <EntityListPage
      entity={fileEntity}
      title="文件"
      columns={columns}
      cells={FILE_CELLS}
      extraParams={extraParams}
      actions={ACTIONS}
      queryForm={(props) => <CustomerFileFilters {...props} />}
      rowActionsExtra={(record, context) => <DownloadButton record={record} onDone={() => void context.refresh()} />}
    />
  );
}
