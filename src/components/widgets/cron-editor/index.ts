export { CronEditor, type CronEditorProps } from './cron-editor';
export { CronInput, type CronInputProps } from './cron-input';
export { CronPreview } from './cron-preview';
