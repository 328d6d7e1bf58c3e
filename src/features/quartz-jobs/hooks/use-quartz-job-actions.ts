import { useQueryClient } from '@tanstack/react-query';
import { rowId, type EntityRecord, type ListContext } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import type { ApiEnvelope } from '@/domain/api';
import { notify } from '@/lib/notifier';
import { useExecuteQuartzJobMutation } from '../api/execute-quartz-job';
import { usePauseQuartzJobMutation } from '../api/pause-quartz-job';
import { quartzKeys } from '../api/quartz-keys';
import { useResumeQuartzJobMutation } from '../api/resume-quartz-job';

/** Confirmation texts of JeecgBoot's QuartzJobList (resumeJob, pauseJob, executeImmediately). */
export const QUARTZ_CONFIRMS = {
  resume: { title: '确认启动', message: '是否启动选中任务?' },
  pause: { title: '确认暂停', message: '是否暂停选中任务?' },
  execute: { title: '确认提示', message: '立即执行一次?' },
} as const satisfies Record<string, ConfirmOptions>;

export type QuartzAction = keyof typeof QUARTZ_CONFIRMS;

/**
 * 启动 (resume), 停止 (pause) and 执行一次 (execute) of one job: a confirmation, the GET call, the server's
 * message, then a fresh list (and, after 执行一次, fresh run logs of that job).
 */
export function useQuartzJobActions(confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const queryClient = useQueryClient();
  const pause = usePauseQuartzJobMutation();
  const resume = useResumeQuartzJobMutation();
  const execute = useExecuteQuartzJobMutation();
  const mutations = { pause, resume, execute };

  const run = async (action: QuartzAction, record: EntityRecord, context: ListContext): Promise<void> => {
    if (!(await confirm(QUARTZ_CONFIRMS[action]))) return;
    const id = rowId(record);
    let res: ApiEnvelope;
    try {
      res = await mutations[action].mutateAsync(id);
    } catch {
      return; // the http layer showed why
    }
    if (!res.success) {
      if (res.code !== 510) notify({ intent: 'warning', message: res.message || '操作失败' });
      return;
    }
    notify({ intent: 'success', message: res.message || '操作成功' });
    if (action === 'execute') {
      // The run starts about 100 ms later; an open 日志 dialog shows it on its next refresh.
      void queryClient.invalidateQueries({ queryKey: quartzKeys.logsOf(id) });
    } else {
      await context.refresh();
    }
  };

  return { run, pending: pause.isPending || resume.isPending || execute.isPending };
}
