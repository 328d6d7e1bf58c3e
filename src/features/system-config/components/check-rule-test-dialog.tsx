import { useState } from 'react';
import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import { testCheckRule, type CheckRuleTestResult } from '../api/test-check-rule';

export interface CheckRuleTestDialogProps {
  ruleCode: string;
  ruleName: string;
  onClose: () => void;
}

/** 测试 (JeecgBoot's SysCheckRuleTestModal): a value checked against the saved rule by the server. */
export function CheckRuleTestDialog({ ruleCode, ruleName, onClose }: CheckRuleTestDialogProps) {
  const [value, setValue] = useState('');
  const [result, setResult] = useState<CheckRuleTestResult | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      setResult(await testCheckRule(ruleCode, value));
    } catch (error) {
      setResult({ passed: false, message: (error as Error).message || '校验失败' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog title={`测试「${ruleName}」`} narrow onClose={onClose} onSubmit={submit} saving={busy}>
      <Field label="需要测试的值" hint="为空时总是通过">
        <Input
          value={value}
          onChange={(_, d) => {
            setValue(d.value);
            setResult(null);
          }}
        />
      </Field>
      {result && (
        <MessageBar intent={result.passed ? 'success' : 'error'} role="status">
          <MessageBarBody>{result.passed ? '校验通过' : result.message}</MessageBarBody>
        </MessageBar>
      )}
    </FormDialog>
  );
}
