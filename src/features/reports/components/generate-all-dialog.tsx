import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
  ProgressBar,
  Select,
  Text,
} from '@fluentui/react-components';
import { useWrite } from '@/components/crud';
import { reportEntity } from '@/domain/entities/report';
import { notify } from '@/lib/notifier';
import { fetchGenerateOptions, fetchProgress, REPORT_URLS, reportKeys, type ReportJob } from '../api/report-api';

const useStyles = makeStyles({
  surface: { width: '520px', maxWidth: '100vw' },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
  errors: { margin: 0, paddingLeft: '20px', maxHeight: '160px', overflowY: 'auto', overflowWrap: 'anywhere' },
});

export const POLL_MS = 1000;

export const progressText = (job: ReportJob) =>
  `${job.running ? '正在生成' : '已完成'}：${job.done}/${job.total}${job.failed > 0 ? `，失败 ${job.failed}` : ''}`;

/** The job of the test last chosen: reopening the dialog keeps following it. */
let lastTestId = '';

/**
 * 批量生成: every institution with grades in the chosen test, as a server job; the progress is polled every second
 * while it runs (also when the dialog is reopened), with the failures listed.
 */
export function GenerateAllDialog({ onClose }: { onClose: () => void }) {
  const styles = useStyles();
  const client = useQueryClient();
  const options = useQuery({ queryKey: reportKeys.part('generateOptions'), queryFn: fetchGenerateOptions });
  const [testId, setTestId] = useState(lastTestId);
  const { busy: starting, send } = useWrite();
  const progress = useQuery({
    queryKey: reportKeys.part('generateProgress', testId),
    queryFn: () => fetchProgress(testId),
    enabled: Boolean(testId),
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
  });
  const job = progress.data;
  const running = Boolean(job?.running);
  const seenRunning = useRef(false);
  useEffect(() => {
    // The list shows the new reports once the job is over.
    if (seenRunning.current && !running) void client.invalidateQueries({ queryKey: reportKeys.lists() });
    seenRunning.current = running;
  }, [running, client]);

  const start = async () => {
    const result = await send({
      method: 'POST',
      url: REPORT_URLS.generateAll,
      data: { testId },
      meta: { scope: reportEntity.name, kind: 'action', label: '批量生成报告', recordIds: [] },
    });
    if (result.type === 'refused') notify({ intent: 'warning', message: result.message || '批量生成失败' });
    else if (result.type === 'queued') notify({ intent: 'info', message: '网络不可用，将在联网后开始生成' });
    // Once saved, the write's refresh of the report queries reads the running job (and the polling starts).
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>批量生成</DialogTitle>
          <DialogContent className={styles.fields}>
            <Text>为所选考试的每个有成绩的院校生成报告（已有的报告会重新生成）。</Text>
            <Field label="考试（成绩已发布）" required>
              <Select
                value={testId}
                onChange={(_, d) => {
                  lastTestId = d.value;
                  setTestId(d.value);
                }}
              >
                <option value="">请选择考试</option>
                {(options.data ?? []).map((t) => (
                  <option
                    key={t.id}
                    value={t.id}
                  >{`${t.testName}（${t.testCode}，${t.organizations.length} 所院校）`}</option>
                ))}
              </Select>
            </Field>
            {job && job.total > 0 && (
              <Field label="进度" validationMessage={progressText(job)} validationState="none">
                <ProgressBar value={job.done / job.total} aria-label="生成进度" />
              </Field>
            )}
            {job && job.errors.length > 0 && (
              <MessageBar intent="warning">
                <ul className={styles.errors} aria-label="生成失败的院校">
                  {job.errors.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
            <Button
              appearance="primary"
              disabled={!testId || starting || Boolean(job?.running)}
              onClick={() => void start()}
            >
              {job?.running ? '正在生成…' : '开始生成'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
