import { defineEntity } from './entity-types';

/** The condition whose value is raw SQL: its rule has no 规则字段. */
export const USE_SQL_RULES = 'USE_SQL_RULES';

/** The 数据规则 codes the server checks (JeecgBoot HEAD). */
export const DATA_RULE_PERMISSIONS = {
  add: 'system:permission:addRule',
  edit: 'system:permission:editRule',
  delete: 'system:permission:deleteRule',
} as const;

/**
 * 数据规则 (sys_permission_data_rule): the rules of one menu (`permissionId`). Not in ENTITIES: its
 * calls are JeecgBoot's own under /sys/permission (getPermRuleListByPermId, queryPermissionRule, addPermissionRule,
 * editPermissionRule, deletePermissionRule; server/routes/system/menus.ts) with the codes above, and its screen
 * (system/PermissionDataRuleList) is opened from 菜单管理 with the menu's id.
 */
export const permissionDataRuleEntity = defineEntity({
  name: 'permissionDataRule',
  title: '数据规则',
  table: 'sys_permission_data_rule',
  apiPath: '/sys/permission',
  permissionPrefix: 'system:permission',
  fields: [
    { name: 'permissionId', label: '菜单', type: 'string', required: true, maxLength: 32, form: false },
    { name: 'ruleName', label: '规则名称', type: 'string', required: true, maxLength: 50, list: true, search: 'like' },
    { name: 'ruleColumn', label: '规则字段', type: 'string', maxLength: 50, list: true },
    {
      name: 'ruleConditions',
      label: '条件规则',
      type: 'select',
      dictCode: 'rule_conditions',
      required: true,
      maxLength: 50,
      list: true,
    },
    { name: 'ruleValue', label: '规则值', type: 'string', required: true, maxLength: 300, list: true, search: 'like' },
    {
      name: 'status',
      label: '状态',
      type: 'radio',
      dictCode: 'valid_status',
      defaultValue: '1',
      maxLength: 3,
      list: true,
    },
  ],
});
