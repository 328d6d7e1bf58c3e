import { defineEntity } from './entity-types';

/** 租户 (sys_tenant): integer ids chosen by the user (租户编号). */
export const tenantEntity = defineEntity({
  name: 'tenant',
  title: '租户',
  table: 'sys_tenant',
  apiPath: '/sys/tenant',
  permissionPrefix: 'system:tenant',
  screen: 'system/TenantList',
  defaultSort: { column: 'id', order: 'asc' },
  fields: [
    {
      name: 'id',
      label: '租户编号',
      type: 'integer',
      required: true,
      min: 1,
      max: 2147483647,
      unique: true,
      list: { sorter: true },
      search: 'eq',
    },
    { name: 'name', label: '租户名称', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    { name: 'beginDate', label: '开始时间', type: 'datetime', list: { sorter: true }, search: 'range' },
    { name: 'endDate', label: '结束时间', type: 'datetime', list: { sorter: true } },
    {
      name: 'status',
      label: '状态',
      type: 'radio',
      dictCode: 'tenant_status',
      required: true,
      defaultValue: 1,
      list: true,
      search: 'eq',
    },
  ],
});
