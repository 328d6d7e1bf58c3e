import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { reportSave, useWrite } from '@/components/crud';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: '4px' },
  tools: { display: 'flex', gap: '8px', marginBottom: '8px' },
});

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
  const styles = useStyles();
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
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>部门角色分配（{user.realname}）</DialogTitle>
          <DialogContent>
            {(roles.isLoading || held.isLoading) && <Spinner size="small" label="加载中…" />}
            {(roles.isError || held.isError) && <Text>部门角色加载失败，请关闭后重试。</Text>}
            {roles.data?.length === 0 && <Text>无可配置角色!</Text>}
            {roles.data && roles.data.length > 0 && held.data && (
              <>
                <div className={styles.tools}>
                  <Button size="small" onClick={() => setEdited(new Set(roles.data.map((r) => r.id)))}>
                    全部勾选
                  </Button>
                  <Button size="small" onClick={() => setEdited(new Set())}>
                    取消全选
                  </Button>
                </div>
                <div className={styles.grid} role="group" aria-label="部门角色">
                  {roles.data.map((role) => (
                    <Checkbox
                      key={role.id}
                      label={role.roleName}
                      checked={chosen.has(role.id)}
                      onChange={(_, data) => {
                        const next = new Set(chosen);
                        if (data.checked === true) next.add(role.id);
                        else next.delete(role.id);
                        setEdited(next);
                      }}
                    />
                  ))}
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>取消</Button>
            <Button
              appearance="primary"
              disabled={writer.busy || !roles.data?.length || !held.data}
              onClick={() => void save()}
            >
              保存
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
