import { Button } from '@fluentui/react-components';
import { LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useButtonAccess, type ListContext } from '@/components/crud';
import { useConfirm } from '@/components/widgets/confirm/use-confirm';
import { useFreezeUsers } from '../hooks/use-freeze-users';

/** 冻结 / 解冻 of the selected users, for those holding system:user:frozen. */
export function FreezeButtons({ context }: { context: ListContext }) {
  const access = useButtonAccess('system:user:frozen');
  const { confirm, element } = useConfirm();
  const freeze = useFreezeUsers(confirm);
  if (!access.visible) return null;
  const disabled = access.disabled || freeze.pending;
  return (
    <>
      <Button icon={<LockClosedRegular />} disabled={disabled} onClick={() => void freeze.run(context, 2)}>
        冻结
      </Button>
      <Button icon={<LockOpenRegular />} disabled={disabled} onClick={() => void freeze.run(context, 1)}>
        解冻
      </Button>
      {element}
    </>
  );
}
