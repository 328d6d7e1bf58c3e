import { useMemo } from 'react';
import { linkUserEntity } from '@/domain/entities/link-user';
import type { PickerProps } from '@/components/widgets/picker-parts/picker-field';
import { RecordPicker } from '@/components/widgets/record-picker';
import type { RecordPickerOptions } from '@/components/widgets/record-picker/record-picker-options';

/**
 * 联系人 from the link-user picker's call (queryLinkUsersList): name, account, phone and role; the value holds ids,
 * the chips show realname (a saved value comes back through the same call, `id=a,b,`).
 */
export const LINK_USER_PICKER: RecordPickerOptions = {
  entity: linkUserEntity,
  listUrl: `${linkUserEntity.apiPath}/queryLinkUsersList`,
  columns: ['realname', 'username', 'Phone', 'linkRole'],
  search: ['realname', 'username'],
  textKey: 'realname',
};

export interface LinkUserPickerProps extends PickerProps {
  /** Only this institution's contacts. */
  institutionId?: string;
}

/** 联系人 (contact ids, realname chips), single or multiple, limited to one institution when given. */
export function LinkUserPicker({ label = '联系人', institutionId, ...props }: LinkUserPickerProps) {
  const extraParams = useMemo(() => (institutionId ? { institutionId } : undefined), [institutionId]);
  return <RecordPicker {...LINK_USER_PICKER} {...props} extraParams={extraParams} label={label} />;
}
