/** Shapes of the session calls. */

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  birthday?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  orgCode?: string | null;
  status?: number;
  delFlag?: number;
  workNo?: string | null;
  post?: string | null;
  telephone?: string | null;
  relTenantIds?: string | null;
  /** Landing path for this user (the customer portal for customer-institution staff). */
  homePath?: string | null;
  createTime?: string | null;
  /** The session's tenant at sign-in (0: none); a Vue 3 client sends it back as X-Tenant-Id. */
  loginTenantId?: number;
}

export interface Depart {
  id: string;
  parentId?: string | null;
  departName: string;
  orgCode: string;
  orgCategory?: string;
  orgType?: string;
  departOrder?: number;
}

export interface Tenant {
  id: number;
  name: string;
  beginDate?: string | null;
  endDate?: string | null;
  status: number;
}

export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
  disabled?: boolean;
}

export type DictMap = Record<string, DictItem[]>;

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: Depart[];
  /** 0 none, 1 exactly one, 2 several (the user must choose one). */
  multi_depart: 0 | 1 | 2;
  tenantList?: Tenant[];
  /** Left out for a Vue 3 client (it reads them from getUserInfo). */
  sysAllDictItems?: DictMap;
}

export interface CurrentDepartsResult {
  list: Depart[];
  orgCode: string | null;
}
