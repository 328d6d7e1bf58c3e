import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  Select,
  Text,
} from '@fluentui/react-components';
import { useWrite } from '@/components/crud';
import { reportEntity } from '@/domain/entities/report';
import { notify } from '@/lib/notifier';
import {
  downloadReport,
  fetchGenerateOptions,
  REPORT_URLS,
  reportKeys,
  STAFF_VIEW_PATH,
  viewPath,
  type ReportRecord,
} from '../api/report-api';

const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: '100vw' },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
  done: { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'center' },
});

export const GENERATE_TEXTS = {
  title: '生成报告',
  test: '考试（成绩已发布）',
  organization: '院校（有该考试成绩）',
  noOptions: '没有可生成报告的考试：只有成绩已发布且有成绩的考试才能生成报告',
  generated: '报告已生成',
} as const;

/** 生成报告: a published test, then an institution with grades in it; once generated, 查看 and 下载. */
export function GenerateDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const options = useQuery({ queryKey: reportKeys.part('generateOptions'), queryFn: fetchGenerateOptions });
  const [testId, setTestId] = useState('');
  const [organizationId, setOrganizationId] = useState('');
  const [done, setDone] = useState<ReportRecord>();
  const { busy, send } = useWrite();
  const navigate = useNavigate();
  const tests = options.data ?? [];
  const organizations = tests.find((t) => t.id === testId)?.organizations ?? [];

  const generate = async () => {
    const result = await send({
      method: 'POST',
      url: REPORT_URLS.generate,
      data: { testId, organizationId },
      meta: { scope: reportEntity.name, kind: 'action', label: GENERATE_TEXTS.title, recordIds: [] },
    });
    if (result.type === 'refused') notify({ intent: 'warning', message: result.message || '生成失败' });
    else if (result.type === 'queued') notify({ intent: 'info', message: '网络不可用，报告将在联网后生成' });
    else {
      notify({ intent: 'success', message: GENERATE_TEXTS.generated });
      setDone(result.result as ReportRecord);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{GENERATE_TEXTS.title}</DialogTitle>
          <DialogContent className={styles.fields}>
            {options.isSuccess && tests.length === 0 && (
              <MessageBar intent="info">{GENERATE_TEXTS.noOptions}</MessageBar>
            )}
            <Field label={GENERATE_TEXTS.test} required>
              <Select
                value={testId}
                onChange={(_, d) => {
                  setTestId(d.value);
                  setOrganizationId('');
                  setDone(undefined);
                }}
              >
                <option value="">请选择考试</option>
                {tests.map((t) => (
                  <option key={t.id} value={t.id}>{`${t.testName}（${t.testCode}）`}</option>
                ))}
              </Select>
            </Field>
            <Field label={GENERATE_TEXTS.organization} required>
              <Select
                value={organizationId}
                disabled={!testId}
                onChange={(_, d) => {
                  setOrganizationId(d.value);
                  setDone(undefined);
                }}
              >
                <option value="">请选择院校</option>
                {organizations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </Select>
            </Field>
            {done && (
              <div className={styles.done} role="status">
                <Text weight="semibold">{done.title}</Text>
                <Button
                  size="small"
                  appearance="primary"
                  onClick={() => {
                    onClose();
                    void navigate(viewPath(STAFF_VIEW_PATH, done.id));
                  }}
                >
                  查看
                </Button>
                <Button size="small" onClick={() => void downloadReport(done).catch(() => undefined)}>
                  下载
                </Button>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
            <Button appearance="primary" disabled={!testId || !organizationId || busy} onClick={() => void generate()}>
              {busy ? '正在生成…' : '生成'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
