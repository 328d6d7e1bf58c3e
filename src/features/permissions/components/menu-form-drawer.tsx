import { useState } from 'react';
import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Switch,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { editLabel, reportSave, useWrite } from '@/components/crud';
import { TreePicker } from '@/components/widgets/dict/tree-picker';
import { useIsPhone } from '@/components/widgets/use-media-query';
import { sessionKeys } from '@/lib/query-keys';
import { MENU_RESOURCE, MENU_URLS, type MenuType } from '../api/menu-api';
import {
  MENU_TYPE_OPTIONS,
  menuPayload,
  PERMS_TYPE_OPTIONS,
  validateMenu,
  withMenuType,
  type MenuFormErrors,
  type MenuFormValues,
} from '../hooks/menu-form-model';
import { findParent, parentOptions } from '../hooks/menu-tree-model';
import { fetchGrantTree, type PermissionNode } from '@/components/widgets/permission-grant';
import { resourceKeys } from '@/lib/resource-keys';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px', paddingBottom: '8px' },
  switches: { display: 'flex', flexWrap: 'wrap', columnGap: '24px', rowGap: '4px' },
  footer: { display: 'flex', gap: '8px', justifyContent: 'flex-end' },
});

export interface MenuFormDrawerProps {
  /** 新增 / 添加下级 (no id) or 编辑 (with id). */
  initial: MenuFormValues;
  onClose: () => void;
}

type TextKey = 'name' | 'url' | 'component' | 'redirect' | 'perms' | 'icon' | 'sortNo';
type FlagKey = 'route' | 'hidden' | 'keepAlive' | 'alwaysShow';

/**
 * The 菜单 drawer (VUE2 PermissionModal, width 700; full width on a phone): 菜单类型 decides the fields; the form's
 * checks run before sending, the server's refusal is shown above the fields and what was typed stays.
 */
const NO_NODES: readonly PermissionNode[] = [];

const parentTreeQuery = {
  queryKey: resourceKeys(MENU_RESOURCE).part('parent-tree'),
  queryFn: () => fetchGrantTree('/sys/permission/queryTreeList'),
  staleTime: 0,
};

export default function MenuFormDrawer({ initial, onClose }: MenuFormDrawerProps) {
  const styles = useStyles();
  const isPhone = useIsPhone();
  const client = useQueryClient();
  const { send, busy } = useWrite();
  // The 上级菜单 picker offers the menus of the whole tree (PermissionModal's /sys/permission/queryTreeList).
  const roots = useQuery(parentTreeQuery).data?.treeList ?? NO_NODES;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MenuFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const editing = !!initial.id;
  const isButton = values.menuType === 2;
  const parentTitle = values.parentId ? findParent(roots, values.parentId)?.title : undefined;

  const set = <K extends keyof MenuFormValues>(key: K, value: MenuFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const save = async () => {
    const found = validateMenu(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setRefusal(null);
    const kind = editing ? 'edit' : 'add';
    const result = await send({
      method: editing ? 'PUT' : 'POST',
      url: editing ? MENU_URLS.edit : MENU_URLS.add,
      data: menuPayload(values),
      meta: {
        scope: MENU_RESOURCE,
        kind,
        label: editLabel(kind, '菜单', values.name.trim()),
        ...(values.id ? { recordIds: [values.id] } : {}),
        values: { ...values },
      },
    });
    if (result.type === 'refused') {
      setRefusal(result.message || '操作失败');
      return;
    }
    reportSave(result, editing ? '修改成功！' : '添加成功！');
    // The signed-in menu follows the change (getUserPermissionByToken).
    if (result.type === 'saved') void client.invalidateQueries({ queryKey: sessionKeys.permissions() });
    onClose();
  };

  const text = (key: TextKey, label: string, options: { required?: boolean; hint?: string; placeholder?: string }) => (
    <Field
      label={label}
      required={options.required}
      validationMessage={errors[key]}
      validationState={errors[key] ? 'error' : 'none'}
      hint={options.hint}
    >
      <Input
        value={values[key]}
        placeholder={options.placeholder ?? `请输入${label}`}
        onChange={(_, d) => set(key, d.value)}
      />
    </Field>
  );
  const flag = (key: FlagKey, label: string) => (
    <Switch label={label} checked={values[key]} onChange={(_, d) => set(key, d.checked)} />
  );

  return (
    <OverlayDrawer
      open
      position="end"
      size={isPhone ? 'full' : 'medium'}
      style={isPhone ? undefined : { width: '700px', maxWidth: '100vw' }}
      onOpenChange={(_, d) => !d.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}
        >
          {editing ? '编辑' : '新增'}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <form
          className={styles.form}
          aria-label="菜单"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {refusal && (
            <MessageBar intent="error">
              <MessageBarBody>{refusal}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="菜单类型">
            <RadioGroup
              layout="horizontal"
              value={String(values.menuType)}
              onChange={(_, d) => setValues((prev) => withMenuType(prev, Number(d.value) as MenuType))}
            >
              {MENU_TYPE_OPTIONS.map((o) => (
                <Radio key={o.value} value={String(o.value)} label={o.label} />
              ))}
            </RadioGroup>
          </Field>
          {text('name', isButton ? '按钮/权限' : '菜单名称', { required: true })}
          {values.menuType !== 0 && (
            <Field
              label="上级菜单"
              required
              validationMessage={errors.parentId}
              validationState={errors.parentId ? 'error' : 'none'}
            >
              <TreePicker
                aria-label="上级菜单"
                placeholder="请选择上级菜单"
                value={values.parentId || undefined}
                valueText={parentTitle}
                loadRoots={async () => parentOptions(roots, values.id)}
                onChange={(value) => set('parentId', value)}
              />
            </Field>
          )}
          {text('url', '菜单路径', { required: !isButton, placeholder: '请输入菜单路径，如 /isystem/user' })}
          {!isButton &&
            text('component', '前端组件', { required: values.menuType === 1, placeholder: '如 system/UserList' })}
          {values.menuType === 0 && text('redirect', '默认跳转地址', {})}
          {isButton ? (
            <>
              {text('perms', '授权标识', {
                required: true,
                placeholder: '多个用逗号分隔，如 user:list,user:create',
              })}
              <Field label="授权策略" required>
                <RadioGroup value={values.permsType} onChange={(_, d) => set('permsType', d.value === '2' ? '2' : '1')}>
                  {PERMS_TYPE_OPTIONS.map((o) => (
                    <Radio key={o.value} value={o.value} label={o.label} />
                  ))}
                </RadioGroup>
              </Field>
              <Field label="状态">
                <RadioGroup
                  layout="horizontal"
                  value={values.status}
                  onChange={(_, d) => set('status', d.value === '0' ? '0' : '1')}
                >
                  <Radio value="1" label="有效" />
                  <Radio value="0" label="无效" />
                </RadioGroup>
              </Field>
            </>
          ) : (
            <>
              {text('icon', '菜单图标', { placeholder: 'Ant Design 图标名，如 setting、user' })}
              {text('sortNo', '排序', { placeholder: '数字越小越靠前' })}
              <div className={styles.switches}>
                {flag('route', '是否路由菜单')}
                {flag('hidden', '隐藏路由')}
                {flag('keepAlive', '是否缓存路由')}
                {flag('alwaysShow', '聚合路由')}
                <Switch
                  label={values.internalOrExternal ? '打开方式：外部' : '打开方式：内部'}
                  checked={values.internalOrExternal}
                  onChange={(_, d) => set('internalOrExternal', d.checked)}
                />
              </div>
            </>
          )}
          {/* Enter in a field saves, as in the other forms. */}
          <button type="submit" hidden />
        </form>
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <Button onClick={onClose}>关闭</Button>
        <Button appearance="primary" disabled={busy} onClick={() => void save()}>
          {busy ? '保存中…' : '确定'}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
