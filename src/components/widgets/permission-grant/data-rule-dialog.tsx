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
  tokens,
} from '@fluentui/react-components';
import { reportSave, useWrite } from '@/components/crud';
import { accepted, getAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { grantKeys, type GrantTarget } from './grant-target';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: '4px' },
  muted: { color: tokens.colorNeutralForeground3 },
  off: { color: tokens.colorNeutralForegroundDisabled },
});

interface Rule {
  id: string;
  ruleName: string;
  status?: string;
}

/** Said when the menu has no rules (JeecgBoot answers it as a refusal). */
const NO_RULES = '未找到权限配置信息';

/** The rules offered for a menu and the ones the grant chose; null when the menu has none. */
async function fetchRules(target: GrantTarget, menuId: string): Promise<{ rules: Rule[]; chosen: string[] } | null> {
  const ids = [menuId, ...target.rules.path].map(encodeURIComponent).join('/');
  const envelope = await getAction<{ datarule?: Rule[]; drChecked?: string }>(`${target.rules.url}/${ids}`);
  if (!envelope.success && envelope.message === NO_RULES) return null;
  const result = accepted(envelope, '数据规则加载失败').result;
  return { rules: result?.datarule ?? [], chosen: (result?.drChecked ?? '').split(',').filter(Boolean) };
}

export interface DataRuleDialogProps {
  target: GrantTarget;
  menu: { key: string; title: string };
  canSave: boolean;
  onClose: () => void;
}

/** 数据规则 of one menu for a grant (JeecgBoot's RoleDataruleModal): the rules as check boxes, 保存. */
export function DataRuleDialog({ target, menu, canSave, onClose }: DataRuleDialogProps) {
  const styles = useStyles();
  const rules = useQuery({ queryKey: grantKeys(target).rules(menu.key), queryFn: () => fetchRules(target, menu.key) });
  const [edited, setEdited] = useState<ReadonlySet<string> | null>(null);
  const writer = useWrite();
  const chosen = edited ?? new Set(rules.data?.chosen ?? []);

  const save = async () => {
    if (chosen.size === 0) notify({ intent: 'warning', message: '请注意，现未勾选任何数据权限!' });
    const result = await writer.send({
      method: 'POST',
      url: target.rules.url,
      data: { ...target.rules.body, permissionId: menu.key, dataRuleIds: [...chosen].join(',') },
      meta: { scope: target.resource, kind: 'action', label: `数据规则 ${menu.title}`, recordIds: [target.id] },
    });
    if (reportSave(result, '保存成功!')) onClose();
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>数据规则（{menu.title}）</DialogTitle>
          <DialogContent>
            {rules.isLoading && <Spinner size="small" label="加载中…" />}
            {rules.isError && <Text>数据规则加载失败，请关闭后重试。</Text>}
            {rules.data === null && <Text className={styles.muted}>无配置信息!</Text>}
            {rules.data && (
              <div className={styles.list} role="group" aria-label="数据规则">
                {rules.data.rules.map((rule) => (
                  <Checkbox
                    key={rule.id}
                    label={
                      <span className={rule.status === '0' ? styles.off : undefined}>
                        {rule.ruleName}
                        {rule.status === '0' ? '（无效）' : ''}
                      </span>
                    }
                    checked={chosen.has(rule.id)}
                    disabled={!canSave}
                    onChange={(_, data) => {
                      const next = new Set(chosen);
                      if (data.checked === true) next.add(rule.id);
                      else next.delete(rule.id);
                      setEdited(next);
                    }}
                  />
                ))}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
            {canSave && rules.data && (
              <Button appearance="primary" disabled={writer.busy} onClick={() => void save()}>
                保存
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
