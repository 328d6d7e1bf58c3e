import { defineEntity } from './entity-types';

/**
 * 全国管理员 (cpc_national_manager): a staff account assigned to provinces (`provinces`: province codes
 * of the area data, comma-joined, dictionary `province`). A data rule on the server limits such a user to the
 * institutions of those provinces (and their colleges, contacts and students) on every organisation-scoped call.
 */
export const nationalManagerEntity = defineEntity({
  name: 'nationalManager',
  title: '全国管理员',
  table: 'cpc_national_manager',
  apiPath: '/nationalManager/cpcNationalManager',
  permissionPrefix: 'cpc:nationalManager',
  labelField: 'userId',
  exportFileName: '全国管理员',
  fields: [
    {
      name: 'userId',
      label: '管理员账号',
      type: 'user',
      required: true,
      unique: true,
      maxLength: 32,
      list: true,
      search: 'eq',
    },
    {
      name: 'provinces',
      label: '负责省份',
      type: 'multiSelect',
      dictCode: 'province',
      required: true,
      column: { length: 500 },
      list: true,
    },
    { name: 'phone', label: '联系电话', type: 'string', rules: ['mobile'], maxLength: 20, list: true },
    { name: 'remark', label: '备注', type: 'textarea', maxLength: 500, list: true },
  ],
});
