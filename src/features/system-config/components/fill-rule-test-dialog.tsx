import { useEffect, useState } from 'react';
import { Field, Input, Spinner } from '@fluentui/react-components';
import { FormDialog } from '@/components/widgets/form-dialog';
import { testFillRule } from '../api/test-fill-rule';

export interface FillRuleTestDialogProps {
  ruleCode: string;
  onClose: () => void;
}

type State = { kind: 'running' } | { kind: 'done'; value: string } | { kind: 'failed'; message: string };

/** 功能测试 (JeecgBoot's SysFillRuleList): the value the rule makes now; 确定 runs it again. */
export function FillRuleTestDialog({ ruleCode, onClose }: FillRuleTestDialogProps) {
  const [state, setState] = useState<State>({ kind: 'running' });
  const [run, setRun] = useState(0);
  useEffect(() => {
    let live = true;
    testFillRule(ruleCode).then(
      (value) => live && setState({ kind: 'done', value: value === null ? '（规则没有生成值）' : String(value) }),
      (error: Error) => live && setState({ kind: 'failed', message: error.message || '功能测试失败' }),
    );
    return () => {
      live = false;
    };
  }, [ruleCode, run]);
  return (
    <FormDialog
      title="填值规则功能测试"
      narrow
      onClose={onClose}
      saving={state.kind === 'running'}
      onSubmit={() => {
        setState({ kind: 'running' });
        setRun((n) => n + 1);
      }}
    >
      {state.kind === 'running' ? (
        <Spinner size="tiny" label="生成中…" />
      ) : (
        <Field
          label="生成结果："
          validationState={state.kind === 'failed' ? 'error' : 'none'}
          validationMessage={state.kind === 'failed' ? state.message : undefined}
        >
          <Input readOnly value={state.kind === 'done' ? state.value : ''} />
        </Field>
      )}
    </FormDialog>
  );
}
