import { useMemo } from 'react';
import { Radio, RadioGroup, Select } from '@fluentui/react-components';
import type { FieldInputProps, FormValues, ListFormProps } from '@/components/crud';
import type { FieldDef } from '@/domain/entities/entity-types';
import { ONLINE_RELATION_TYPES, ONLINE_TABLE_TYPES, ONLINE_THEME_TEMPLATES } from '@/domain/entities/online-form';
import { useFormSubTables } from '../hooks/use-form-sub-tables';

/** The settings of one 表类型, shown right after it: 主表 its 主题模板, 附表 its 映射关系 and 附表排序, 单表 是否树. */
const BY_TABLE_TYPE: Record<string, readonly string[]> = {
  [ONLINE_TABLE_TYPES.single]: ['isTree'],
  [ONLINE_TABLE_TYPES.main]: ['themeTemplate'],
  [ONLINE_TABLE_TYPES.sub]: ['relationType', 'tabOrderNum'],
};
const TREE_FIELDS = ['treeParentIdField', 'treeIdField', 'treeFieldname'];
const TREE_PLACEHOLDERS: Record<string, string> = {
  treeParentIdField: '如 pid',
  treeIdField: '如 has_child',
  treeFieldname: '如 name',
};
const CONDITIONAL = new Set([...Object.values(BY_TABLE_TYPE).flat(), ...TREE_FIELDS]);
/** Kept by the server (the 主表's list of its 附表). */
const SERVER_KEPT = new Set(['subTableStr']);

/**
 * The head form's fields for the values typed: after 表类型 only the settings of that type (a tree's three column
 * names, required, once 是否树 is on); the others keep their values but are not shown.
 */
export function headFormFields(fields: FieldDef[], values: FormValues): FieldDef[] {
  const type = String(values.tableType ?? '');
  const byName = new Map(fields.map((f) => [f.name, f]));
  const shown = [...(BY_TABLE_TYPE[type] ?? [])];
  if (shown.includes('isTree') && values.isTree === 'Y') shown.push(...TREE_FIELDS);
  const settings = shown.flatMap((name) => {
    const field = byName.get(name);
    if (!field) return [];
    return TREE_FIELDS.includes(name) ? [{ ...field, required: true, placeholder: TREE_PLACEHOLDERS[name] }] : [field];
  });
  const rest = fields.filter((f) => !CONDITIONAL.has(f.name) && !SERVER_KEPT.has(f.name));
  const at = rest.findIndex((f) => f.name === 'tableType') + 1;
  return [...rest.slice(0, at), ...settings, ...rest.slice(at)];
}

/** A 主题模板 only for a 主表, a tree only for a 单表: a change of 表类型 does not leave the other's setting behind. */
export function headFormPayload(payload: FormValues): FormValues {
  const type = Number(payload.tableType);
  return {
    ...payload,
    ...(type !== ONLINE_TABLE_TYPES.main ? { themeTemplate: 'normal' } : {}),
    ...(type !== ONLINE_TABLE_TYPES.single ? { isTree: 'N' } : {}),
  };
}

function ThemeTemplateSelect({ value, onChange, onBlur, disabled }: FieldInputProps) {
  return (
    <Select
      value={String(value || 'normal')}
      disabled={disabled}
      onChange={(_, data) => {
        onChange(data.value);
        onBlur();
      }}
    >
      {ONLINE_THEME_TEMPLATES.map((theme) => (
        <option key={theme.value} value={theme.value}>
          {theme.text}
        </option>
      ))}
    </Select>
  );
}

function RelationTypeRadios({ value, onChange, onBlur, disabled }: FieldInputProps) {
  return (
    <RadioGroup
      layout="horizontal"
      value={String(value === '' || value === undefined || value === null ? 0 : value)}
      disabled={disabled}
      onChange={(_, data) => {
        onChange(data.value);
        onBlur();
      }}
    >
      {ONLINE_RELATION_TYPES.map((relation) => (
        <Radio key={relation.value} value={String(relation.value)} label={relation.text} />
      ))}
    </RadioGroup>
  );
}

const FIELD_RENDERERS: ListFormProps['fieldRenderers'] = {
  themeTemplate: (props) => <ThemeTemplateSelect {...props} />,
  relationType: (props) => <RelationTypeRadios {...props} />,
};

/**
 * The form of a form's head (表单开发 and its views): JeecgBoot's settings by 表类型 (主题模板; 映射关系 and 附表排序;
 * 是否树 and its columns) and the 数据库属性 tab.
 */
export function useHeadForm(): ListFormProps {
  const subTables = useFormSubTables();
  return useMemo(
    () => ({
      subTables,
      formFields: headFormFields,
      fieldRenderers: FIELD_RENDERERS,
      transformSubmit: headFormPayload,
    }),
    [subTables],
  );
}
