import { Button } from '@fluentui/react-components';
import { ArrowForwardRegular } from '@fluentui/react-icons';
import { useButtonAccess, useWrite } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { testEntity, TEST_STATUS_PERMISSION } from '@/domain/entities/test';
import { NEXT_STATUS_URL, type Test } from '../api/test-api';
import { nextStatus, TEST_STATUS_TEXT } from '../components/test-status';

export const advanceText = (next: string) => `推进到「${TEST_STATUS_TEXT[next]}」`;

export const advanceConfirm = (from: string, to: string) =>
  `确定将考试状态从「${TEST_STATUS_TEXT[from]}」推进到「${TEST_STATUS_TEXT[to]}」吗？`;

/**
 * 推进到「next」 for holders of cpc:test:status: a confirmation naming both statuses, then POST nextStatus with the
 * status expected next (the server refuses any other step); the tests are read again once the server has it.
 * `button(record)` is null at 成绩已发布 or without the permission; render `element` once.
 */
export function useNextStatus() {
  const access = useButtonAccess(TEST_STATUS_PERMISSION);
  const { confirm, element } = useConfirm();
  const { busy, write } = useWrite();
  const run = async (record: Test, from: string, to: string) => {
    if (!(await confirm({ title: '推进考试状态', message: advanceConfirm(from, to) }))) return;
    const { id } = record;
    await write(
      {
        method: 'POST',
        url: NEXT_STATUS_URL,
        data: { id, status: to },
        meta: {
          scope: testEntity.name,
          kind: 'action',
          label: `推进${testEntity.title}「${record.testName}」到「${TEST_STATUS_TEXT[to]}」`,
          recordIds: [id],
        },
      },
      `考试状态已更新为「${TEST_STATUS_TEXT[to]}」`,
    );
  };
  const button = (record: Test, props: { size?: 'small' | 'medium'; className?: string } = {}) => {
    const from = record.status;
    const to = nextStatus(from);
    if (!access.visible || !to) return null;
    return (
      <Button
        size={props.size ?? 'small'}
        appearance={props.size === 'medium' ? 'primary' : 'transparent'}
        className={props.className}
        icon={props.size === 'medium' ? <ArrowForwardRegular /> : undefined}
        disabled={access.disabled || busy}
        onClick={() => void run(record, from, to)}
      >
        {advanceText(to)}
      </Button>
    );
  };
  return { button, element };
}
