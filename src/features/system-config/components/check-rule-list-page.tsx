import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@fluentui/react-components';
import { EntityListPage, type EntityRecord, type FieldInputProps, type ListFormProps } from '@/components/crud';
import { RowActionButton } from './row-action-button';

// The editor and the test dialog load with the first form or 测试 opened, not with the list.
const CheckRuleEditor = lazy(() => import('./check-rule-editor').then((m) => ({ default: m.CheckRuleEditor })));
const CheckRuleTestDialog = lazy(() =>
  import('./check-rule-test-dialog').then((m) => ({ default: m.CheckRuleTestDialog })),
);
import { checkRuleListOptions } from '../list-options';

const form: ListFormProps = {
  fieldRenderers: {
    ruleJson: ({ value, onChange, onBlur, disabled }: FieldInputProps) => (
      <Suspense fallback={<Spinner size="tiny" label="加载中…" />}>
        <CheckRuleEditor value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} />
      </Suspense>
    ),
  },
};

/**
 * 校验规则 (system/SysCheckRuleList): the rules /sys/checkRule/checkByCode runs for form fields (职务编码, 工号 …).
 * The form edits the rule list in 局部规则 / 全局规则 tabs; 测试 checks a value against the saved rule.
 */
export default function CheckRuleListPage() {
  const [testing, setTesting] = useState<EntityRecord | null>(null);
  return (
    <>
      <EntityListPage
        {...checkRuleListOptions}
        form={form}
        rowActionsExtra={(record) => <RowActionButton onClick={() => setTesting(record)}>测试</RowActionButton>}
      />
      <Suspense fallback={null}>
        {testing && (
          <CheckRuleTestDialog
            ruleCode={String(testing.ruleCode ?? '')}
            ruleName={String(testing.ruleName ?? '')}
            onClose={() => setTesting(null)}
          />
        )}
      </Suspense>
    </>
  );
}
