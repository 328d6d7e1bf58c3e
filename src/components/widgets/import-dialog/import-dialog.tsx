import { useId, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Switch,
  Text,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { uploadAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { ImportErrorDialog, importCountsText, type ImportErrorInfo } from './import-error-dialog';

const useStyles = makeStyles({
  hidden: { display: 'none' },
  list: { listStyleType: 'none', padding: 0, margin: '8px 0 0' },
  item: { display: 'flex', alignItems: 'center', gap: '6px' },
});

const EXCEL = /\.(xls|xlsx)$/i;

export const notExcelMessage = (name: string) => `${name} 不是Excel文件，只能导入 .xls 或 .xlsx 文件`;

export interface ImportDialogProps {
  open: boolean;
  /** The entity's importExcel address. */
  url: string;
  onClose: () => void;
  /** After an import the server accepted (also code 201): the list refreshes. */
  onImported: () => void;
  title?: string;
  /** An online form's table (sent as isSingleTableImport). */
  biz?: string;
  /** An online main table's foreign keys into its sub-tables (sent as foreignKeys, comma-joined). */
  foreignKeys?: readonly string[];
  /** An online form's import: a 是否开启校验 switch, sent as validateStatus 1 or 0. */
  online?: boolean;
}

/** The counts and error file; JeecgBoot answers a full success with a text. */
type ImportAnswer = Omit<ImportErrorInfo, 'message'> | string | null;

/** The server's message, followed by the added / updated counts when the answer has them and the message does not. */
function successMessage(message: string, result: ImportAnswer): string {
  const counts = typeof result === 'object' && result !== null ? importCountsText(result) : null;
  if (!counts || message.includes(counts)) return message || '导入成功';
  return message ? `${message}（${counts}）` : `导入成功：${counts}`;
}

/** JImportModal: pick .xls / .xlsx files (several), upload them as multipart `files[]` to importExcel. */
export function ImportDialog({
  open,
  url,
  onClose,
  onImported,
  title = '导入EXCEL',
  biz,
  foreignKeys,
  online = false,
}: ImportDialogProps) {
  const styles = useStyles();
  const [validate, setValidate] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errorInfo, setErrorInfo] = useState<ImportErrorInfo | null>(null);

  const addFiles = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    for (const file of picked.filter((f) => !EXCEL.test(f.name))) {
      notify({ intent: 'warning', message: notExcelMessage(file.name) });
    }
    const accepted = picked.filter((f) => EXCEL.test(f.name));
    setFiles((prev) => [...prev, ...accepted.filter((f) => !prev.some((p) => p.name === f.name))]);
    if (input.current) input.current.value = '';
  };

  const close = () => {
    setFiles([]);
    onClose();
  };

  const upload = async () => {
    const form = new FormData();
    for (const file of files) form.append('files[]', file);
    if (biz) form.append('isSingleTableImport', biz);
    if (foreignKeys?.length) form.append('foreignKeys', foreignKeys.join(','));
    if (online) form.append('validateStatus', validate ? '1' : '0');
    setUploading(true);
    try {
      const res = await uploadAction<ImportAnswer>(url, form);
      if (!res.success) {
        if (res.code !== 510) notify({ intent: 'warning', message: `文件上传失败: ${res.message}` });
        return;
      }
      if (res.code === 201)
        setErrorInfo({ message: res.message, ...(typeof res.result === 'object' ? res.result : {}) });
      else notify({ intent: 'success', message: successMessage(res.message, res.result) });
      close();
      onImported();
    } catch (error) {
      notify({ intent: 'warning', message: `文件上传失败: ${(error as Error).message}` });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(_, d) => !d.open && !uploading && close()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <input
                ref={input}
                id={inputId}
                className={styles.hidden}
                type="file"
                multiple
                accept=".xls,.xlsx"
                aria-label="选择文件"
                onChange={(e) => addFiles(e.target.files)}
              />
              <Button icon={<ArrowUploadRegular />} disabled={uploading} onClick={() => input.current?.click()}>
                选择导入文件
              </Button>
              <Text block size={200}>
                只能导入 .xls 或 .xlsx 文件，可选多个
              </Text>
              {online && (
                <Switch
                  label="是否开启校验"
                  checked={validate}
                  disabled={uploading}
                  onChange={(_, d) => setValidate(d.checked)}
                />
              )}
              <ul className={styles.list} aria-label="待导入文件">
                {files.map((file) => (
                  <li key={file.name} className={styles.item}>
                    <DocumentRegular />
                    <span>{file.name}</span>
                    <Button
                      appearance="subtle"
                      size="small"
                      icon={<DismissRegular />}
                      aria-label={`移除 ${file.name}`}
                      disabled={uploading}
                      onClick={() => setFiles((prev) => prev.filter((f) => f !== file))}
                    />
                  </li>
                ))}
              </ul>
            </DialogContent>
            <DialogActions>
              <Button disabled={uploading} onClick={close}>
                关闭
              </Button>
              <Button appearance="primary" disabled={files.length === 0 || uploading} onClick={() => void upload()}>
                {uploading ? '上传中…' : '开始上传'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ImportErrorDialog info={errorInfo} onClose={() => setErrorInfo(null)} />
    </>
  );
}
