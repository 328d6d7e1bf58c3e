import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { reportSave, useWrite } from '@/components/crud';
import { CheckListDialog } from '@/components/widgets/check-list-dialog';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

interface Role {
  id: string;
  roleName: string;
}

const keys = resourceKeys('departRole');

/**
 * 部门角色分配 of one department user (VUE2 DeptRoleUserModal): the department's roles as check boxes, the ones the user
 * holds ticked; 保存 sends what changed (`newRoleId`, `oldRoleId`).
 */
export function DepartRoleAssignDialog(props: {
  departId: string;
  user: { id: string; realname: string };
  onClose: () => void;
}) {
  const { departId, user, onClose } = props;
  const roles = useQuery({
    queryKey: keys.part('of-depart', departId),
    queryFn: async () =>
      (await fetchResult<Role[]>('/sys/sysDepartRole/getDeptRoleList', { departId, userId: user.id })) ?? [],
  });
  const held = useQuery({
    queryKey: keys.part('of-user', departId, user.id),
    queryFn: async () =>
      (
        (await fetchResult<{ droleId: string }[]>('/sys/sysDepartRole/getDeptRoleByUserId', {
          departId,
          userId: user.id,
        })) ?? []
      ).map((r) => r.droleId),
  });
  const [edited, setEdited] = useState<ReadonlySet<string> | null>(null);
  const chosen = edited ?? new Set(held.data ?? []);
  const writer = useWrite();

  const save = async () => {
    const result = await writer.send({
      method: 'POST',
      url: '/sys/sysDepartRole/deptRoleUserAdd',
      data: { userId: user.id, newRoleId: [...chosen].join(','), oldRoleId: (held.data ?? []).join(',') },
      meta: { scope: 'departRole', kind: 'action', label: `部门角色分配「${user.realname}」`, recordIds: [user.id] },
    });
    if (reportSave(result, '添加成功！')) onClose();
  };

  return (
    <CheckListDialog
      title={`部门角色分配（${user.realname}）`}
      label="部门角色"
      items={held.data && roles.data?.map((role) => ({ value: role.id, label: role.roleName }))}
      failed={roles.isError || held.isError ? '部门角色加载失败，请关闭后重试。' : undefined}
      emptyText="无可配置角色!"
      chosen={chosen}
      onChange={setEdited}
      bulk
      grid
      canSave
      saving={writer.busy}
      onSave={() => void save()}
      onClose={onClose}
    />
  );
}
