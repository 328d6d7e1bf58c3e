import { useState } from 'react';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { PlugConnectedRegular } from '@fluentui/react-icons';
import type { FormContext } from '@/components/crud';
import { valueText } from '@/domain/validation';
import { testConnection } from '../api/test-connection';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'start' } });

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * 测试连接 under the 多数据源 form: the address, user and password as typed (an empty password on an edit tests the
 * stored one); the answer shows below the button, a failure titled 连接失败 with the server's reason.
 */
export function DataSourceConnectionTest({ form }: { form: FormContext }) {
  const styles = useStyles();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = () => {
    setRunning(true);
    setOutcome(null);
    testConnection({
      id: form.record ? valueText(form.record.id) : undefined,
      dbUrl: valueText(form.values.dbUrl).trim(),
      dbUsername: valueText(form.values.dbUsername).trim(),
      dbPassword: valueText(form.values.dbPassword),
    })
      .then((message) => setOutcome({ ok: true, message }))
      .catch((error: Error) => setOutcome({ ok: false, message: error.message.replace(/^连接失败：/, '') }))
      .finally(() => setRunning(false));
  };
  return (
    <div className={styles.root}>
      <Button icon={<PlugConnectedRegular />} disabled={running || form.disabled} onClick={run}>
        {running ? '连接中…' : '测试连接'}
      </Button>
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'} role="status">
          <MessageBarBody>
            {outcome.ok ? (
              outcome.message
            ) : (
              <>
                <MessageBarTitle>连接失败</MessageBarTitle>
                {outcome.message}
              </>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
