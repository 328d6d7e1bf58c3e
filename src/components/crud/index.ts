export { EntityListPage, EntityListLayout, type EntityListPageProps } from './entity-list-page';
export {
  useEntityListController,
  LIST_MESSAGES,
  READ_ONLY_LIST,
  type EntityListController,
  type EntityListOptions,
  type ListCapabilities,
  type ListContext,
} from './list-controller';
export { EntityListBase, EntityListProvider, useEntityListContext } from './list-context';
export {
  ListActions,
  ListDialogs,
  ListPagination,
  ListQueryForm,
  ListRecords,
  ListStatus,
  type ListFormProps,
  type QueryFormRender,
} from './list-parts';
// The forms' values come from './forms' (a lazy chunk); their types from here.
export type { EntityFormDialogProps, FormContext } from './entity-form-dialog';
export type { SubTableDef, SubTablesResult } from './form-sub-tables';
export type { FieldInputProps, FieldWidget } from './form-field-input';
export { useEntityList, DOWNLOAD_FAILED, type EntityListState } from './use-entity-list';
export { entityUrls, MISSING_URL, type EntityUrls } from './entity-urls';
export { rowId, type EntityRecord } from './entity-list-api';
export { CellValue } from './cell-value';
export { shownText } from './shown-text';
export { ListPager, totalText } from './list-pager';
export { useButtonAccess, useNoAuthCodes, type ButtonAccess } from './use-button-access';
export { saveBlob } from '@/lib/save-blob';
export type { FormMode, FormValues } from './form-values';
export { LinkedRecordsPanel, type LinkDef } from './linked-records-panel';
export { RecordPickerDialog } from './record-picker-dialog';
export { useWrite } from './use-write';
export { prefetchList, type ListPrefetchOptions } from './list-prefetch';
export { editLabel, reportSave, saveEdit, type SaveResult } from './offline-edits';
export {
  QueryCell,
  QueryDictField,
  QueryFormFrame,
  QueryTextField,
  useQueryFormStyles,
  useQueryFormValues,
} from './query-form';
export { TreeRows, type TreeChildrenQuery, type TreeRowsProps } from './tree-rows';
