import { lazy, Suspense, useState } from 'react';
import {
  EntityListPage,
  useButtonAccess,
  type EntityRecord,
  type FieldInputProps,
  type FormContext,
  type ListFormProps,
} from '@/components/crud';
import { FILL_RULE_TEST_PERMISSION } from '@/domain/entities/fill-rule';
import { fillRuleListOptions } from '../list-options';
import { FillRuleClassInput, FillRuleCodeInput, FillRuleParamsInput } from './fill-rule-inputs';
import { RowActionButton } from './row-action-button';

// 功能测试's dialog loads when first opened.
const FillRuleTestDialog = lazy(() =>
  import('./fill-rule-test-dialog').then((m) => ({ default: m.FillRuleTestDialog })),
);

const form: ListFormProps = {
  fieldRenderers: {
    ruleCode: (props: FieldInputProps, context: FormContext) => <FillRuleCodeInput {...props} mode={context.mode} />,
    ruleClass: (props: FieldInputProps) => <FillRuleClassInput {...props} />,
    ruleParams: (props: FieldInputProps) => <FillRuleParamsInput {...props} />,
  },
};

/**
 * 填值规则 (system/SysFillRuleList): rules that make values (order numbers, category and department codes) for
 * forms; 功能测试 shows what a rule makes now. Writes are for the admin role (the server checks it).
 */
export default function FillRuleListPage() {
  const testAccess = useButtonAccess(FILL_RULE_TEST_PERMISSION);
  const [testing, setTesting] = useState<EntityRecord | null>(null);
  return (
    <>
      <EntityListPage
        {...fillRuleListOptions}
        form={form}
        rowActionsExtra={(record) => (
          <RowActionButton access={testAccess} onClick={() => setTesting(record)}>
            功能测试
          </RowActionButton>
        )}
      />
      <Suspense fallback={null}>
        {testing && <FillRuleTestDialog ruleCode={String(testing.ruleCode ?? '')} onClose={() => setTesting(null)} />}
      </Suspense>
    </>
  );
}
