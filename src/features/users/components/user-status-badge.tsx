import { Badge } from '@fluentui/react-components';
import type { EntityRecord } from '@/components/crud';
import { DictText } from '@/components/widgets/dict/dict-text';

/** 状态 by its user_status text (正常 / 冻结), coloured. */
export function UserStatusBadge({ record }: { record: EntityRecord }) {
  const frozen = String(record.status) === '2';
  const text = record.status_dictText;
  return (
    <Badge appearance="tint" color={frozen ? 'danger' : 'success'}>
      {typeof text === 'string' && text ? text : <DictText dictCode="user_status" value={record.status} />}
    </Badge>
  );
}
