export { ImportDialog, notExcelMessage, type ImportDialogProps } from './import-dialog';
export { ImportErrorDialog, errorFileHref, type ImportErrorInfo } from './import-error-dialog';
