import { useRef, useState, type DragEvent } from 'react';
import {
  Button,
  Field,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  shorthands,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentArrowDownRegular, DocumentRegular } from '@fluentui/react-icons';
import { DOWNLOAD_FAILED, saveBlob, useButtonAccess } from '@/components/crud';
import type { RecordOf } from '@/domain/entities';
import { permissionCode } from '@/domain/entities/crud-actions';
import { gradeEntity } from '@/domain/entities/grade';
import type { testEntity } from '@/domain/entities/test';
import { downloadFile } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import {
  GRADE_API,
  importGrades,
  useImportableTests,
  type GradeImportProgress,
  type GradeImportResult,
} from '../api/grade-api';
import { ImportResult } from './import-result';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '960px', minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '8px 12px' },
  testField: { flexGrow: 1, minWidth: 0, maxWidth: '480px', width: '100%' },
  // A native select is as wide as its longest option (a test's full name): it shrinks with a phone's screen instead.
  testSelect: { minWidth: 0 },
  hidden: { display: 'none' },
  drop: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    padding: '24px 12px',
    textAlign: 'center',
    ...shorthands.border('1px', 'dashed', tokens.colorNeutralStroke1),
    borderRadius: tokens.borderRadiusMedium,
  },
  dragging: { ...shorthands.borderColor(tokens.colorBrandStroke1), backgroundColor: tokens.colorBrandBackground2 },
  file: { display: 'flex', alignItems: 'center', gap: '6px', overflowWrap: 'anywhere' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const GRADE_FILE = /\.(xls|xlsx|csv)$/i;
const notGradeFileMessage = (name: string) => `${name} 不是成绩文件，只能导入 .xls、.xlsx 或 .csv 文件`;
const IMPORTABLE = '只有「阅卷中」或「成绩已发布」的考试可以导入成绩';

const testLabel = (t: RecordOf<typeof testEntity>) => `${t.testName}（${t.testCode}，${t.status_dictText ?? ''}）`;

interface Done {
  testId: string;
  message: string;
  result: GradeImportResult | null;
}

/**
 * 成绩导入 (cpc/TestGradeImport, /grade/import): choose a 阅卷中 or 成绩已发布 test, download its template, pick or drop
 * an .xls / .xlsx / .csv file and upload it (in parts, resumed after a dropped connection, with its progress; the
 * server then imports it in the background, its progress shown); the answer lists the counts and the refused rows,
 * with the error file. A corrected file is imported the same way (a student's grade is replaced, never doubled).
 */
export default function GradeImportPage() {
  const styles = useStyles();
  const access = useButtonAccess(permissionCode(gradeEntity, 'import'));
  const tests = useImportableTests();
  const [testId, setTestId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [server, setServer] = useState<GradeImportProgress | null>(null);
  const [refusal, setRefusal] = useState('');
  const [done, setDone] = useState<Done | null>(null);
  const [templating, setTemplating] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<(() => void) | null>(null);
  const uploading = percent !== null;
  const test = tests.data?.find((t) => t.id === testId);

  const pick = (files: FileList | null | undefined) => {
    const chosen = files?.[0];
    if (input.current) input.current.value = '';
    if (!chosen) return;
    if (!GRADE_FILE.test(chosen.name)) {
      notify({ intent: 'warning', message: notGradeFileMessage(chosen.name) });
      return;
    }
    setFile(chosen);
    setRefusal('');
  };

  const downloadTemplate = async () => {
    setTemplating(true);
    try {
      const { blob, fileName } = await downloadFile(`${GRADE_API}/importTemplate`, { testId });
      if (blob.size === 0) throw new Error(DOWNLOAD_FAILED);
      saveBlob(blob, fileName || `成绩导入模板_${String(test?.testCode ?? '')}.xlsx`);
    } catch {
      notify({ intent: 'warning', message: DOWNLOAD_FAILED });
    } finally {
      setTemplating(false);
    }
  };

  const upload = async () => {
    if (!file || !testId) return;
    setRefusal('');
    setPercent(0);
    setServer(null);
    const sent = importGrades(testId, file, setPercent, setServer);
    abort.current = sent.abort;
    const outcome = await sent.outcome;
    abort.current = null;
    setPercent(null);
    setServer(null);
    if (outcome.ok) {
      setDone({ testId, message: outcome.message, result: outcome.result });
      setFile(null);
    } else if ('message' in outcome) {
      setRefusal(`导入失败：${outcome.message}`);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) pick(event.dataTransfer.files);
  };

  const noTests = tests.isSuccess && tests.data.length === 0;
  return (
    <div className={styles.root}>
      <section aria-label="选择考试">
        <Subtitle2 as="h2">1. 选择考试</Subtitle2>
        <div className={styles.row}>
          <Field label="考试" className={styles.testField} hint={IMPORTABLE}>
            <Select
              className={styles.testSelect}
              value={testId}
              disabled={uploading}
              onChange={(_, d) => {
                setTestId(d.value);
                setDone(null);
                setRefusal('');
              }}
            >
              <option value="">{tests.isLoading ? '加载中…' : '请选择考试'}</option>
              {tests.data?.map((t) => (
                <option key={t.id} value={t.id}>
                  {testLabel(t)}
                </option>
              ))}
            </Select>
          </Field>
          {access.visible && (
            <Button
              icon={<DocumentArrowDownRegular />}
              disabled={access.disabled || !testId || templating}
              onClick={() => void downloadTemplate()}
            >
              下载导入模板
            </Button>
          )}
        </div>
        {noTests && <Text className={styles.hint}>暂无可导入成绩的考试</Text>}
      </section>

      <section aria-label="上传文件">
        <Subtitle2 as="h2">2. 上传成绩文件</Subtitle2>
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept=".xls,.xlsx,.csv"
          aria-label="选择文件"
          onChange={(e) => pick(e.target.files)}
        />
        <div
          className={mergeClasses(styles.drop, dragging && styles.dragging)}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
        >
          <Text>将 .xls、.xlsx 或 .csv 文件拖到这里，或</Text>
          <Button icon={<ArrowUploadRegular />} disabled={uploading} onClick={() => input.current?.click()}>
            选择文件
          </Button>
          {file && (
            <Text className={styles.file} aria-label="已选文件">
              <DocumentRegular />
              {file.name}
            </Text>
          )}
        </div>
      </section>

      <div className={styles.row}>
        {access.visible && (
          <Button
            appearance="primary"
            disabled={access.disabled || !testId || !file || uploading}
            onClick={() => void upload()}
          >
            {uploading ? '导入中…' : '开始导入'}
          </Button>
        )}
        {uploading && <Button onClick={() => abort.current?.()}>取消</Button>}
      </div>
      {uploading && (
        <Field label="上传进度" validationMessage={`${percent}%`} validationState="none">
          <ProgressBar value={percent / 100} />
        </Field>
      )}
      {uploading && server && (server.total > 0 || server.share !== undefined) && (
        <Field
          label="导入进度"
          validationMessage={
            server.total > 0
              ? `已检查 ${server.checked} / ${server.total} 行，已写入 ${server.written} 行`
              : `已读取 ${Math.floor((server.share ?? 0) * 100)}%，已检查 ${server.checked} 行，已写入 ${server.written} 行`
          }
          validationState="none"
        >
          <ProgressBar
            value={server.total > 0 ? (server.checked + server.written) / (2 * server.total) : (server.share ?? 0)}
          />
        </Field>
      )}
      {refusal && (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      {done && <ImportResult {...done} />}
    </div>
  );
}
