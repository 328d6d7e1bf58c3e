/** localStorage keys, named as in JeecgBoot (the build's warm-preload script reads the token key too). */
export const STORAGE_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  dicts: 'UI_CACHE_DB_DICT_DATA',
  tenantId: 'TENANT_ID',
} as const;
