import { useWrite } from '@/components/crud';
import type { ConfirmOptions } from '@/components/widgets/confirm/use-confirm';
import { quartzJobEntity, type RecordOf } from '@/domain/entities';

/** A job as the API sends it. */
export type QuartzJob = RecordOf<typeof quartzJobEntity>;

/** Confirmation texts of JeecgBoot's QuartzJobList (resumeJob, pauseJob, executeImmediately). */
export const QUARTZ_CONFIRMS = {
  resume: { title: '确认启动', message: '是否启动选中任务?' },
  pause: { title: '确认暂停', message: '是否暂停选中任务?' },
  execute: { title: '确认提示', message: '立即执行一次?' },
} as const satisfies Record<string, ConfirmOptions>;

export type QuartzAction = keyof typeof QUARTZ_CONFIRMS;

const VERBS: Record<QuartzAction, string> = { resume: '启动', pause: '停止', execute: '执行一次' };

/**
 * 启动 (GET resume), 停止 (GET pause) and 执行一次 (GET execute) of one job: a confirmation, then the write
 * through the outbox; the job list and its run logs are read again once the server has it.
 */
export function useQuartzJobActions(confirm: (options: ConfirmOptions) => Promise<boolean>) {
  const { busy, write } = useWrite();
  const run = async (action: QuartzAction, record: QuartzJob): Promise<void> => {
    if (!(await confirm(QUARTZ_CONFIRMS[action]))) return;
    const { id } = record;
    await write(
      {
        method: 'GET',
        url: `${quartzJobEntity.apiPath}/${action}`,
        params: { id },
        meta: {
          scope: quartzJobEntity.name,
          kind: 'action',
          label: `${VERBS[action]} ${quartzJobEntity.title}「${record.jobClassName}」`,
          recordIds: [id],
        },
      },
      '操作成功',
    );
  };
  return { run, pending: busy };
}
