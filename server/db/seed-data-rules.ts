/**
 * Demo 数据规则 (JeecgBoot's own examples): rules on 用户管理 and 租户管理, the two lists JeecgBoot
 * 3.4.3 applies rules to. Ids: the permission block (6) from 5001 on, past every menu row.
 */
import { SEED_TIME, seedId } from './ids';
import type { PermissionSeed } from './seed-menu';

interface RuleDef {
  url: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

const RULES: RuleDef[] = [
  {
    url: '/isystem/user',
    ruleName: '只看本部门用户',
    ruleColumn: 'orgCode',
    ruleConditions: 'RIGHT_LIKE',
    ruleValue: '#{sys_org_code}',
    status: '1',
  },
  {
    url: '/isystem/user',
    ruleName: '只看自己创建的用户',
    ruleColumn: 'createBy',
    ruleConditions: '=',
    ruleValue: '#{sys_user_code}',
    status: '1',
  },
  {
    url: '/isystem/user',
    ruleName: '排除已冻结用户',
    ruleColumn: '',
    ruleConditions: 'USE_SQL_RULES',
    ruleValue: 'status <> 2',
    status: '0',
  },
  {
    url: '/isystem/tenant',
    ruleName: '只看本人租户',
    ruleColumn: 'id',
    ruleConditions: 'IN',
    ruleValue: '#{tenant_id}',
    status: '1',
  },
];

/** The demo rules of the seeded menu, and the ids of the menus that have some (their `ruleFlag` is 1). */
export function buildDataRules(permissions: readonly PermissionSeed[]) {
  const flagged = new Set<string>();
  const rows = RULES.flatMap((rule, index) => {
    const menu = permissions.find((p) => p.url === rule.url && p.menuType !== 2);
    if (!menu) return [];
    flagged.add(menu.id);
    const { url: _url, ...values } = rule;
    return [
      {
        id: seedId(6, 5001 + index),
        permissionId: menu.id,
        ...values,
        ruleColumn: values.ruleColumn || null,
        createBy: 'admin',
        createTime: SEED_TIME,
      },
    ];
  });
  return { rows, flagged };
}
