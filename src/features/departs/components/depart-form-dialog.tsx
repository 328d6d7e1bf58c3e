import { useMemo } from 'react';
import { Field, Input } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldInputProps } from '@/components/crud';
import { EntityFormDialog } from '@/components/crud/forms';
import { TreePicker, useTreeLoader } from '@/components/widgets/dict';
import { departEntity, type EntityDef } from '@/domain/entities';
import { valueText } from '@/domain/validation';
import { departKeys } from '../api/depart-keys';
import type { DepartIndex } from '../hooks/use-depart-tree';
import type { DepartFormRequest } from '../hooks/use-depart-actions';

const ADD_URL = '/sys/sysDepart/add';
const EDIT_URL = '/sys/sysDepart/edit';

/** The definition with a new department's defaults: its parent, and 部门 (2) under a parent, else 公司 (1). */
function withAddDefaults(parentId: string | undefined): EntityDef {
  return {
    ...departEntity,
    fields: departEntity.fields.map((f) => {
      if (f.name === 'parentId') return { ...f, defaultValue: parentId ?? '' };
      if (f.name === 'orgCategory') return { ...f, defaultValue: parentId ? '2' : '1' };
      return f;
    }),
  };
}

export interface DepartFormDialogProps {
  request: DepartFormRequest;
  index: DepartIndex;
  onClose: () => void;
}

/** 新增 / 编辑 of a department; 机构编码 is shown read-only (the server generates it). */
export function DepartFormDialog({ request, index, onClose }: DepartFormDialogProps) {
  const client = useQueryClient();
  const loadTree = useTreeLoader('depart');
  const entity = useMemo(
    () => (request.mode === 'add' ? withAddDefaults(request.parentId) : departEntity),
    [request.mode, request.parentId],
  );
  const parentPicker = (props: FieldInputProps) => {
    const value = valueText(props.value);
    return (
      <TreePicker
        value={value}
        valueText={index.byId.get(value)?.title}
        placeholder="无（顶级部门）"
        disabled={props.disabled}
        loadRoots={() => loadTree('/sys/sysDepart/queryIdTree')}
        onChange={(next) => {
          props.onChange(next);
          props.onBlur();
        }}
      />
    );
  };
  const orgCode = request.record?.orgCode ?? '';

  return (
    <EntityFormDialog
      entity={entity}
      mode={request.mode}
      record={request.record}
      open
      addUrl={ADD_URL}
      editUrl={EDIT_URL}
      onClose={onClose}
      onSaved={() => void client.invalidateQueries({ queryKey: departKeys.all() })}
      fieldRenderers={{ parentId: parentPicker }}
      renderExtra={() => (
        <Field label="机构编码" hint={orgCode ? undefined : '保存后由系统生成'}>
          <Input readOnly value={orgCode} placeholder="系统生成" />
        </Field>
      )}
    />
  );
}
