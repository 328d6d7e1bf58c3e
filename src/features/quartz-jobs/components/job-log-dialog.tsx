import { useState } from 'react';
import {
  Badge,
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ViewDialog } from '@/components/widgets/form-dialog';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { ListPager } from '@/components/crud';
import { useQuartzJobLogs, type QuartzJobRun } from '../api/fetch-quartz-job-logs';
import { shortClassName } from './job-class-input';

const useStyles = makeStyles({
  toolbar: { display: 'flex', alignItems: 'center', gap: '8px', marginBottom: '8px' },
  scroll: { overflowX: 'auto' },
  time: { whiteSpace: 'nowrap' },
  message: { whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const RESULTS: Record<QuartzJobRun['result'], { text: string; color: 'success' | 'danger' | 'informative' }> = {
  success: { text: '成功', color: 'success' },
  error: { text: '失败', color: 'danger' },
  running: { text: '运行中', color: 'informative' },
};

/** 12 ms, 3.4 秒, 2 分 5 秒. */
export function durationText(ms: number | null): string {
  if (ms === null || ms === undefined) return '';
  if (ms < 1000) return `${ms} 毫秒`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(1))} 秒`;
  return `${Math.floor(ms / 60_000)} 分 ${Math.round((ms % 60_000) / 1000)} 秒`;
}

export interface JobLogDialogProps {
  jobId: string;
  jobClassName: string;
  onClose: () => void;
}

/** 日志: the job's runs, newest first (开始时间, 结束时间, 耗时, 结果, 信息), with 刷新 and paging. */
export function JobLogDialog({ jobId, jobClassName, onClose }: JobLogDialogProps) {
  const styles = useStyles();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const logs = useQuartzJobLogs(jobId, pageNo, pageSize);
  const runs = logs.data?.records ?? [];
  const title = `运行日志 - ${shortClassName(jobClassName)}`;

  return (
    <ViewDialog title={title} width="960px" onClose={onClose}>
      <div className={styles.toolbar}>
        <Button icon={<ArrowClockwiseRegular />} disabled={logs.isFetching} onClick={() => void logs.refetch()}>
          刷新
        </Button>
        {logs.isFetching && <Spinner size="tiny" label="加载中…" />}
        {logs.isError && <Text className={styles.hint}>{logs.error.message}</Text>}
      </div>
      <div className={styles.scroll}>
        <Table aria-label="运行日志" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>开始时间</TableHeaderCell>
              <TableHeaderCell>结束时间</TableHeaderCell>
              <TableHeaderCell>耗时</TableHeaderCell>
              <TableHeaderCell>结果</TableHeaderCell>
              <TableHeaderCell>触发方式</TableHeaderCell>
              <TableHeaderCell>信息</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {runs.map((run) => (
              <TableRow key={run.id}>
                <TableCell className={styles.time}>{run.startTime}</TableCell>
                <TableCell className={styles.time}>{run.endTime ?? ''}</TableCell>
                <TableCell className={styles.time}>{durationText(run.durationMs)}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={RESULTS[run.result]?.color ?? 'informative'}>
                    {RESULTS[run.result]?.text ?? run.result}
                  </Badge>
                </TableCell>
                <TableCell className={styles.time}>{run.trigger === 'manual' ? '执行一次' : '定时'}</TableCell>
                <TableCell className={styles.message}>{run.message ?? ''}</TableCell>
              </TableRow>
            ))}
            {!logs.isLoading && runs.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} className={styles.hint}>
                  暂无运行记录
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <ListPager
        pageNo={pageNo}
        pageSize={pageSize}
        total={logs.data?.total ?? 0}
        onPage={setPageNo}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNo(1);
        }}
      />
    </ViewDialog>
  );
}
