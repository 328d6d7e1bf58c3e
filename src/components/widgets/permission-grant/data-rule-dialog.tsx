import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import { reportSave, useWrite } from '@/components/crud';
import { CheckListDialog } from '@/components/widgets/check-list-dialog';
import { accepted, getAction } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { grantKeys, type GrantTarget } from './grant-target';

const useStyles = makeStyles({ off: { color: tokens.colorNeutralForegroundDisabled } });

interface Rule {
  id: string;
  ruleName: string;
  status?: string;
}

/** Said when the menu has no rules (JeecgBoot answers it as a refusal). */
const NO_RULES = '未找到权限配置信息';

/** The rules offered for a menu and the ones the grant chose; no rules when the menu has none. */
async function fetchRules(target: GrantTarget, menuId: string): Promise<{ rules: Rule[]; chosen: string[] }> {
  const ids = [menuId, ...target.rules.path].map(encodeURIComponent).join('/');
  const envelope = await getAction<{ datarule?: Rule[]; drChecked?: string }>(`${target.rules.url}/${ids}`);
  if (!envelope.success && envelope.message === NO_RULES) return { rules: [], chosen: [] };
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
    <CheckListDialog
      title={`数据规则（${menu.title}）`}
      label="数据规则"
      items={rules.data?.rules.map((rule) => ({
        value: rule.id,
        label: rule.status === '0' ? <span className={styles.off}>{rule.ruleName}（无效）</span> : rule.ruleName,
      }))}
      failed={rules.isError ? '数据规则加载失败，请关闭后重试。' : undefined}
      emptyText="无配置信息!"
      chosen={chosen}
      onChange={setEdited}
      canSave={canSave}
      saving={writer.busy}
      onSave={() => void save()}
      onClose={onClose}
    />
  );
}
