import { LinkedRecordsPanel } from '@/components/crud';
import { DEPART_USERS } from '../api/depart-users-link';

export interface DepartUsersPanelProps {
  departId: string;
  departName: string;
  /** Whether the user may change the department's users (system:depart:edit). */
  canEdit: boolean;
}

/** 部门用户: the users of a department, 添加已有用户 and 取消关联. Mount one per department (key). */
export function DepartUsersPanel({ departId, departName, canEdit }: DepartUsersPanelProps) {
  return (
    <LinkedRecordsPanel link={DEPART_USERS} ownerId={departId} ownerLabel={`部门「${departName}」`} canEdit={canEdit} />
  );
}
