import { useMemo, useState } from 'react';
import { RecordPickerDialog } from '@/components/crud/record-picker-dialog';
import type { PickerDialogProps } from '@/components/widgets/picker-parts/picker-field';
import { textOf } from '@/components/widgets/picker-parts/picked';
import { DepartTree } from '@/components/widgets/depart-picker/depart-tree';
import { pickerView } from '@/components/widgets/record-picker/picker-view';
import { USER_PICKER_COLUMNS, USER_SOURCE, USERS_BY_DEPART_URL } from './user-picker-options';
import { userEntity } from '@/domain/entities/user';

const VIEW = pickerView(userEntity, USER_PICKER_COLUMNS, ['username'], undefined);
const URLS = { list: USERS_BY_DEPART_URL };

/**
 * 选择用户 by department (JSelectUserByDep), 1250 px wide: the department tree on the left, the chosen department's
 * users on the right (10 a page of 10, 20, 30; newest first). Choosing another department shows its first page.
 */
export default function UserByDepartModal({ multiple, initial, onPick, onClose }: PickerDialogProps) {
  const [departId, setDepartId] = useState('');
  const extraParams = useMemo(() => (departId ? { departId } : undefined), [departId]);
  const [list] = useState(() => ({ single: !multiple, initialSelected: initial, actions: { superQuery: false } }));
  return (
    <RecordPickerDialog
      title="选择用户"
      entity={VIEW.entity}
      columns={VIEW.columns}
      width={1250}
      list={{ ...list, urls: URLS, extraParams }}
      allowEmpty
      chosenText={(record) => textOf(USER_SOURCE, record)}
      aside={
        <DepartTree
          checked={departId ? [departId] : []}
          onCheck={(node, checked) => setDepartId(checked ? node.key : '')}
        />
      }
      onPick={(_, records) => {
        onPick(records);
        return false; // onPick closes the picker
      }}
      onClose={onClose}
    />
  );
}
