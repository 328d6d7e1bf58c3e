import { Button, makeStyles } from '@fluentui/react-components';
import type { ButtonAccess } from '@/components/crud';
import type { QuartzJob } from '../hooks/use-quartz-job-actions';
import { QUARTZ_STATUS } from '@/domain/entities/quartz-job';
import type { QuartzAction } from '../hooks/use-quartz-job-actions';

/** Row actions stay narrow (the 操作 column is shared by several buttons). */
const useStyles = makeStyles({ compact: { minWidth: 'auto' } });

export interface JobRowActionsProps {
  record: QuartzJob;
  access: Record<QuartzAction, ButtonAccess>;
  pending: boolean;
  onAction: (action: QuartzAction) => void;
  onLogs: () => void;
}

/** 启动 (a stopped job) or 停止 (a running one), 执行一次 and 日志. */
export function JobRowActions({ record, access, pending, onAction, onLogs }: JobRowActionsProps) {
  const styles = useStyles();
  const running = record.status === QUARTZ_STATUS.running;
  const toggle: QuartzAction = running ? 'pause' : 'resume';
  const button = (action: QuartzAction, label: string) =>
    access[action].visible && (
      <Button
        size="small"
        appearance="transparent"
        className={styles.compact}
        disabled={access[action].disabled || pending}
        onClick={() => onAction(action)}
      >
        {label}
      </Button>
    );
  return (
    <>
      {button(toggle, running ? '停止' : '启动')}
      {button('execute', '执行一次')}
      <Button size="small" appearance="transparent" className={styles.compact} onClick={onLogs}>
        日志
      </Button>
    </>
  );
}
