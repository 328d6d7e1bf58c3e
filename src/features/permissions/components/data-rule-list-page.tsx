import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import {
  EntityListLayout,
  EntityListProvider,
  useButtonAccess,
  useEntityListController,
  type FormValues,
  type ListFormProps,
} from '@/components/crud';
import { AppLink } from '@/components/widgets/app-link';
import type { FieldDef } from '@/domain/entities/entity-types';
import { DATA_RULE_PERMISSIONS, permissionDataRuleEntity, USE_SQL_RULES } from '@/domain/entities/permission-data-rule';
import { DATA_RULE_CAPABILITIES, DATA_RULE_URLS } from '../api/data-rule-api';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '12px', minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

export const DATA_RULE_TEXT = {
  noMenu: '请从「菜单管理」中某个菜单的「数据规则」打开此页面。',
  back: '返回菜单管理',
  hint: '规则字段填实体属性名（如 createBy、sysOrgCode），规则值可用系统变量 #{sys_user_code}、#{sys_org_code}；自定义SQL表达式不需要规则字段。',
} as const;

/** 规则字段 leaves the form when the condition is a SQL expression (VUE2 PermissionDataRuleModal). */
const formFields = (fields: FieldDef[], values: FormValues) =>
  values.ruleConditions === USE_SQL_RULES ? fields.filter((f) => f.name !== 'ruleColumn') : fields;

function DataRuleList({ permissionId, menuName }: { permissionId: string; menuName: string }) {
  const extraParams = useMemo(() => ({ permissionId }), [permissionId]);
  const controller = useEntityListController({
    entity: permissionDataRuleEntity,
    urls: DATA_RULE_URLS,
    extraParams,
    actions: DATA_RULE_CAPABILITIES,
    title: menuName ? `${menuName} 的数据规则` : undefined,
    saveCode: 'permission-data-rules',
  });
  // JeecgBoot's own codes for rules (system:permission:addRule …), not the definition's CRUD codes.
  const add = useButtonAccess(DATA_RULE_PERMISSIONS.add);
  const edit = useButtonAccess(DATA_RULE_PERMISSIONS.edit);
  const remove = useButtonAccess(DATA_RULE_PERMISSIONS.delete);
  const value = { ...controller, access: { ...controller.access, add, edit, delete: remove } };
  const form = useMemo<ListFormProps>(
    () => ({
      formFields,
      transformSubmit: (payload) => ({
        ...payload,
        permissionId,
        ruleColumn: payload.ruleConditions === USE_SQL_RULES ? '' : payload.ruleColumn,
      }),
    }),
    [permissionId],
  );
  return (
    <EntityListProvider value={value}>
      <EntityListLayout form={form} />
    </EntityListProvider>
  );
}

/**
 * 数据规则 (system/PermissionDataRuleList, hidden; opened from 菜单管理 with `?permissionId=`): the rules of one
 * menu, searched by 规则名称 and 规则值, added, edited and deleted.
 */
export default function DataRuleListPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const permissionId = (params.get('permissionId') ?? params.get('id') ?? '').trim();
  const menuName = (params.get('name') ?? '').trim();
  if (!permissionId)
    return (
      <MessageBar intent="info">
        <MessageBarBody>
          {DATA_RULE_TEXT.noMenu} <AppLink to="/isystem/permission">{DATA_RULE_TEXT.back}</AppLink>
        </MessageBarBody>
      </MessageBar>
    );
  return (
    <div className={styles.page}>
      <Text size={200} className={styles.hint}>
        {DATA_RULE_TEXT.hint}
      </Text>
      <DataRuleList key={permissionId} permissionId={permissionId} menuName={menuName} />
    </div>
  );
}
