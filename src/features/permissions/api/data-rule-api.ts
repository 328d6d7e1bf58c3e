import type { EntityUrls, ListCapabilities } from '@/components/crud';

/** 数据规则 calls: JeecgBoot's, under /sys/permission; one menu's rules come as one list. */
export const DATA_RULE_URLS: Partial<EntityUrls> = {
  list: '/sys/permission/queryPermissionRule',
  add: '/sys/permission/addPermissionRule',
  edit: '/sys/permission/editPermissionRule',
  delete: '/sys/permission/deletePermissionRule',
  deleteBatch: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
};

export const DATA_RULE_CAPABILITIES: ListCapabilities = {
  deleteBatch: false,
  import: false,
  export: false,
  superQuery: false,
};
