/** Shapes of GET /sys/permission/getUserPermissionByToken. */

export interface MenuMeta {
  title: string;
  icon?: string;
  url?: string;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName?: string;
  permissionList?: AuthEntry[];
  /** Codes of which the user must hold one for the route to exist (JeecgBoot's filterAsyncRouter). */
  permission?: string[];
  hideMenu?: boolean;
  hideTab?: boolean;
}

export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  /** "1" build a route, "0" do not. */
  route: '0' | '1';
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

/** A button permission. type "1": hide when not granted; "2": show disabled. status "1" rule active, "0" inactive. */
export interface AuthEntry {
  action: string;
  type: '1' | '2' | string;
  describe?: string;
  status?: '0' | '1' | string;
}

export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  sysSafeMode?: boolean;
  codeList?: string[];
}
