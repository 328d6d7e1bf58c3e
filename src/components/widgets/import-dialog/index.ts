export { ImportDialog, notExcelMessage, type ImportDialogProps } from './import-dialog';
export { ImportErrorDialog, errorFileHref, importCountsText, type ImportErrorInfo } from './import-error-dialog';
