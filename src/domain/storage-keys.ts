/** localStorage keys: JeecgBoot's names, and ours where JeecgBoot has none. */
export const STORAGE_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  dicts: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
  /** Ours: the last menu's screen component by path, so a page load can start the open screen before the menu answers. */
  menuScreens: 'MENU_SCREENS',
} as const;
