import { useState } from 'react';
import { Badge, FieldContextProvider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EntityListPage, useButtonAccess, type FieldInputProps } from '@/components/crud';
import { CronInput } from '@/components/widgets/cron-editor';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { quartzJobEntity } from '@/domain/entities';
import { QUARTZ_STATUS, quartzJobClass } from '@/domain/entities/quartz-job';
import { valueText } from '@/domain/validation';
import { useQuartzJobActions, type QuartzJob } from '../hooks/use-quartz-job-actions';
import { JobClassInput, shortClassName } from './job-class-input';
import { JobLogDialog } from './job-log-dialog';
import { JobRowActions } from './job-row-actions';

const useStyles = makeStyles({
  className: { display: 'flex', flexDirection: 'column' },
  hint: { color: tokens.colorNeutralForeground3 },
});

function JobClassCell({ record }: { record: QuartzJob }) {
  const styles = useStyles();
  const className = record.jobClassName;
  return (
    <span className={styles.className} title={className}>
      <span>{shortClassName(className)}</span>
      <Text size={200} className={styles.hint}>
        {quartzJobClass(className)?.title ?? className}
      </Text>
    </span>
  );
}

function StatusCell({ record }: { record: QuartzJob }) {
  const running = record.status === QUARTZ_STATUS.running;
  const text = record.status_dictText || (running ? '正常' : '停止');
  return (
    <Badge appearance="tint" color={running ? 'success' : 'informative'}>
      {text}
    </Badge>
  );
}

/**
 * The Cron表达式 field: the text input with 选择, which opens the editor; 确定 writes the expression.
 * The form's Field context is cut off here: React context crosses the editor dialog's portal, and every
 * checkbox and number input of the editor would otherwise take the Field's control id, its label and its
 * required mark (the input keeps its own name, Cron表达式; the Field still shows the message).
 */
function CronField({ value, onChange, onBlur, disabled }: FieldInputProps) {
  return (
    // Focus leaving the input and its 选择 button (into the editor dialog, or elsewhere) validates the field.
    <div
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      <FieldContextProvider value={undefined}>
        <CronInput value={valueText(value)} onChange={onChange} disabled={disabled} aria-label="Cron表达式" />
      </FieldContextProvider>
    </div>
  );
}

const cells = {
  jobClassName: (record: QuartzJob) => <JobClassCell record={record} />,
  status: (record: QuartzJob) => <StatusCell record={record} />,
};
const form = {
  fieldRenderers: {
    jobClassName: (props: FieldInputProps) => <JobClassInput {...props} />,
    cronExpression: (props: FieldInputProps) => <CronField {...props} />,
  },
};

/**
 * 定时任务 (system/QuartzJobList): the jobs the server runs at their Quartz cron times. The form edits the
 * expression in the cron editor; rows have 启动 / 停止, 执行一次 and 日志 (the job's runs).
 */
export default function QuartzJobListPage() {
  const { confirm, element } = useConfirm();
  const actions = useQuartzJobActions(confirm);
  const access = {
    pause: useButtonAccess('system:quartzJob:pause'),
    resume: useButtonAccess('system:quartzJob:resume'),
    execute: useButtonAccess('system:quartzJob:execute'),
  };
  const [logsOf, setLogsOf] = useState<QuartzJob | null>(null);
  return (
    <>
      <EntityListPage
        entity={quartzJobEntity}
        cells={cells}
        form={form}
        rowActionsExtra={(record) => (
          <JobRowActions
            record={record}
            access={access}
            pending={actions.pending}
            onAction={(action) => void actions.run(action, record)}
            onLogs={() => setLogsOf(record)}
          />
        )}
      />
      {logsOf && <JobLogDialog jobId={logsOf.id} jobClassName={logsOf.jobClassName} onClose={() => setLogsOf(null)} />}
      {element}
    </>
  );
}
