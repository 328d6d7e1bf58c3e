import { useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { DocumentArrowDownRegular } from '@fluentui/react-icons';
import { DOWNLOAD_FAILED, saveBlob } from '@/components/crud';
import { downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import type { GradeImportResult } from '../api/grade-api';
import { AppLink } from '@/components/widgets/app-link';
import { gradeListPath } from './grade-links';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px' },
  scroll: { overflowX: 'auto' },
  reason: { overflowWrap: 'anywhere' },
});

/** 共 N 行，成功 x（新增 a，更新 u），失败 e. */
export const importCounts = (r: GradeImportResult) =>
  `共 ${r.totalCount} 行，成功 ${r.successCount}（新增 ${r.addCount}，更新 ${r.updateCount}），失败 ${r.errorCount}`;

/** The error file (the refused rows with 错误原因), saved under its own name. */
async function downloadErrorFile(fileUrl: string, fileName: string | undefined) {
  try {
    const { blob, fileName: sent } = await downloadFile(fileUrl, undefined, { silent: true });
    if (blob.size === 0) throw new Error(DOWNLOAD_FAILED);
    saveBlob(blob, fileName || sent || '成绩导入错误.xlsx');
  } catch {
    notify({ intent: 'warning', message: DOWNLOAD_FAILED });
  }
}

export interface ImportResultProps {
  testId: string;
  message: string;
  /** Null when the answer carries no counts. */
  result: GradeImportResult | null;
}

/** An import's answer: the counts, the refused rows (row, 学号, reason), 下载错误文件 and 查看成绩. */
export function ImportResult({ testId, message, result }: ImportResultProps) {
  const styles = useStyles();
  const [downloading, setDownloading] = useState(false);
  const errors = result?.errors ?? [];
  const failed = (result?.errorCount ?? 0) > 0;
  return (
    <section className={styles.root} aria-label="导入结果">
      <MessageBar intent={failed ? 'warning' : 'success'}>
        <MessageBarBody>
          <MessageBarTitle>{message}</MessageBarTitle>
          {result && importCounts(result)}
        </MessageBarBody>
      </MessageBar>
      {errors.length > 0 && (
        <div className={styles.scroll}>
          <Table size="small" aria-label="失败的行">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>行号</TableHeaderCell>
                <TableHeaderCell>学号</TableHeaderCell>
                <TableHeaderCell>原因</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {errors.map((e, i) => (
                <TableRow key={`${e.row}-${i}`}>
                  <TableCell>{e.row}</TableCell>
                  <TableCell>{e.studentNo || '—'}</TableCell>
                  <TableCell className={styles.reason}>{e.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {result && result.errorCount > errors.length && (
        <Text>仅列出前 {errors.length} 行，全部失败的行见错误文件。</Text>
      )}
      <div className={styles.actions}>
        {result?.fileUrl && (
          <Button
            icon={<DocumentArrowDownRegular />}
            disabled={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadErrorFile(result.fileUrl!, result.fileName).finally(() => setDownloading(false));
            }}
          >
            下载错误文件
          </Button>
        )}
        <AppLink to={gradeListPath(testId)}>查看成绩</AppLink>
      </div>
    </section>
  );
}
