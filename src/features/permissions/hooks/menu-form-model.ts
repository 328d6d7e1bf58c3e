/**
 * The 菜单 form (VUE2 PermissionModal): its values, defaults, the rules of each 菜单类型 and the body a
 * save sends. The server checks the same (server/services/permission-menus.ts) with the same messages.
 */
import type { MenuNode, MenuType } from '../api/menu-api';

export interface MenuFormValues {
  id?: string;
  menuType: MenuType;
  name: string;
  parentId: string;
  url: string;
  component: string;
  componentName: string;
  redirect: string;
  perms: string;
  permsType: '1' | '2';
  status: '1' | '0';
  icon: string;
  sortNo: string;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
}

export const ROUTE_VIEW = 'layouts/RouteView';

export const MENU_TYPE_OPTIONS: { value: MenuType; label: string }[] = [
  { value: 0, label: '一级菜单' },
  { value: 1, label: '子菜单' },
  { value: 2, label: '按钮/权限' },
];

/** 授权策略 (dict global_perms_type). */
export const PERMS_TYPE_OPTIONS = [
  { value: '1', label: '可见/可访问(授权后可见/可访问)' },
  { value: '2', label: '可编辑(未授权时禁用)' },
] as const;

export const FORM_MESSAGES = {
  name: '请输入菜单标题!',
  buttonName: '请输入按钮/权限!',
  parent: '请检查你填的类型以及信息是否正确！',
  url: '请输入菜单路径!',
  urlFormat: '菜单路径格式不正确：应以 / 开头（外部链接以 http:// 或 https:// 开头），不能含空格、引号或尖括号',
  component: '请输入前端组件!',
  componentFormat: '前端组件格式不正确：应为 views 下的组件路径，如 system/UserList（只含字母、数字、-、_ 和 /）',
  perms: '请输入授权标识!',
  permsFormat: '授权标识格式不正确：只能含字母、数字、:、_、-、.，多个用逗号分隔，如 system:user:add',
  sortNo: '排序必须是数字',
} as const;

const blank = (): MenuFormValues => ({
  menuType: 0,
  name: '',
  parentId: '',
  url: '',
  component: ROUTE_VIEW,
  componentName: '',
  redirect: '',
  perms: '',
  permsType: '1',
  status: '1',
  icon: '',
  sortNo: '1',
  route: true,
  hidden: false,
  keepAlive: false,
  alwaysShow: false,
  internalOrExternal: false,
});

/** 新增: a top menu (VUE2 defaults). 添加下级: a sub-menu under `parent`. */
export function newMenuValues(parent?: MenuNode): MenuFormValues {
  const values = blank();
  if (!parent) return values;
  return { ...values, menuType: 1, parentId: parent.id, component: '' };
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** 编辑: the node as the form shows it. */
export function editMenuValues(node: MenuNode): MenuFormValues {
  return {
    id: node.id,
    menuType: ([0, 1, 2] as const).includes(node.menuType) ? node.menuType : 1,
    name: str(node.name),
    parentId: str(node.parentId),
    url: str(node.url),
    component: str(node.component),
    componentName: str(node.componentName),
    redirect: str(node.redirect),
    perms: str(node.perms),
    permsType: node.permsType === '2' ? '2' : '1',
    status: node.status === '0' ? '0' : '1',
    icon: str(node.icon),
    sortNo: node.sortNo === null || node.sortNo === undefined ? '' : String(node.sortNo),
    route: node.route !== false,
    hidden: node.hidden === true,
    keepAlive: node.keepAlive === true,
    alwaysShow: node.alwaysShow === true,
    internalOrExternal: node.internalOrExternal === true,
  };
}

/** Switching 菜单类型 of a new record to 子菜单 clears the default layouts/RouteView (VUE2). */
export function withMenuType(values: MenuFormValues, menuType: MenuType): MenuFormValues {
  const next = { ...values, menuType };
  if (!values.id && menuType !== 0 && values.component === ROUTE_VIEW) next.component = '';
  if (!values.id && menuType === 0 && values.component === '') next.component = ROUTE_VIEW;
  return next;
}

const URL_OK = /^(\/[^\s"'<>`\\]*|https?:\/\/[^\s"'<>`\\]+|\{\{[^<>`]*\}\}[^\s"<>`\\]*)$/;
const COMPONENT_OK = /^\/?(src\/)?(views\/)?[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*(\.vue)?$/;
const CODE_OK = /^[A-Za-z0-9_:.-]+$/;

export type MenuFormErrors = Partial<Record<keyof MenuFormValues, string>>;

/** The form's own checks, one message per field (empty when it may be sent). */
export function validateMenu(values: MenuFormValues): MenuFormErrors {
  const errors: MenuFormErrors = {};
  const isButton = values.menuType === 2;
  if (!values.name.trim()) errors.name = isButton ? FORM_MESSAGES.buttonName : FORM_MESSAGES.name;
  if (values.menuType !== 0 && !values.parentId) errors.parentId = FORM_MESSAGES.parent;
  const url = values.url.trim();
  if (!isButton && !url) errors.url = FORM_MESSAGES.url;
  else if (url && !URL_OK.test(url.startsWith('/') || /^(http|\{\{)/.test(url) ? url : `/${url}`))
    errors.url = FORM_MESSAGES.urlFormat;
  const component = values.component.trim();
  if (values.menuType === 1 && !component) errors.component = FORM_MESSAGES.component;
  else if (!isButton && component && !COMPONENT_OK.test(component)) errors.component = FORM_MESSAGES.componentFormat;
  if (isButton) {
    const codes = values.perms
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean);
    if (codes.length === 0) errors.perms = FORM_MESSAGES.perms;
    else if (codes.some((c) => !CODE_OK.test(c))) errors.perms = FORM_MESSAGES.permsFormat;
  }
  if (!isButton && values.sortNo.trim() !== '' && !Number.isFinite(Number(values.sortNo)))
    errors.sortNo = FORM_MESSAGES.sortNo;
  return errors;
}

/** The body of POST add / PUT edit: what the 菜单类型 shows, the rest left to the server's defaults. */
export function menuPayload(values: MenuFormValues): Record<string, unknown> {
  const isButton = values.menuType === 2;
  const body: Record<string, unknown> = {
    menuType: values.menuType,
    name: values.name.trim(),
    parentId: values.menuType === 0 ? null : values.parentId,
    url: values.url.trim(),
    component: isButton ? '' : values.component.trim(),
    redirect: values.menuType === 0 ? values.redirect.trim() : '',
    perms: isButton ? values.perms.trim() : '',
    permsType: values.permsType,
    status: values.status,
    icon: isButton ? '' : values.icon.trim(),
    sortNo: values.sortNo.trim() === '' ? 1 : Number(values.sortNo),
    route: values.route,
    hidden: values.hidden,
    keepAlive: values.keepAlive,
    alwaysShow: values.alwaysShow,
    internalOrExternal: values.internalOrExternal,
  };
  if (values.id) body.id = values.id;
  return body;
}
