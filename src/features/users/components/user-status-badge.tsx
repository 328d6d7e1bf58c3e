import { Badge } from '@fluentui/react-components';
import type { RecordOf } from '@/domain/entities';
import { USER_STATUS, type userEntity } from '@/domain/entities/user';
import { DictText } from '@/components/widgets/dict/dict-text';

/** 状态 by its user_status text (正常 / 冻结), coloured. */
export function UserStatusBadge({ record }: { record: RecordOf<typeof userEntity> }) {
  const frozen = record.status === USER_STATUS.frozen;
  const text = record.status_dictText;
  return (
    <Badge appearance="tint" color={frozen ? 'danger' : 'success'}>
      {text ? text : <DictText dictCode="user_status" value={record.status} />}
    </Badge>
  );
}
