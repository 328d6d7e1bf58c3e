import { defineEntity } from './entity-types';

/** The body key of an organisation's addresses on add / edit and in queryCompleteById (JeecgBoot's one-to-many page). */
export const ORGANIZATION_ADDRESS_LIST = 'cpcOrganizationAddressList';

/** valid_status: 1 有效 (the default), 0 无效. */
export const ORG_STATUS = { valid: 1, invalid: 0 } as const;

/** org_type: 1 高等院校, 2 科研院所, 3 党校, 4 其他. */
export const ORG_TYPE = { university: '1', institute: '2', partySchool: '3', other: '4' } as const;

/**
 * 机构 (cpc_organization): an institution the testing body serves. `area` is the deepest area code
 * chosen (province / city / district, root 86); its first two digits name the province, which the national managers'
 * data rule reads. `isCustomer` Y marks an institution whose contacts use the customer portal. The list shows how many
 * colleges, students and contacts each has (computed by the server). Its addresses are a sub-table
 * (organizationAddressEntity), saved with the organisation as `cpcOrganizationAddressList`.
 */
export const organizationEntity = defineEntity({
  name: 'organization',
  title: '机构',
  table: 'cpc_organization',
  apiPath: '/organizationManager/cpcOrganizationManagement',
  permissionPrefix: 'cpc:organization',
  exportFileName: '机构信息',
  defaultSort: { column: 'orgCode', order: 'asc' },
  fields: [
    {
      name: 'orgName',
      label: '机构名称',
      type: 'string',
      required: true,
      maxLength: 100,
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'orgCode',
      label: '机构编码',
      type: 'string',
      required: true,
      unique: true,
      rules: ['code20'],
      maxLength: 20,
      list: { sorter: true },
      search: 'like',
    },
    {
      name: 'orgType',
      label: '机构类型',
      type: 'select',
      dictCode: 'org_type',
      required: true,
      defaultValue: ORG_TYPE.university,
      column: { length: 10 },
      list: true,
      search: 'eq',
    },
    { name: 'area', label: '所在地区', type: 'area', maxLength: 12, list: true },
    { name: 'principal', label: '负责人', type: 'string', maxLength: 50, list: true, search: 'like' },
    { name: 'phone', label: '联系电话', type: 'string', maxLength: 30, list: true },
    { name: 'email', label: '电子邮箱', type: 'string', rules: ['email'], maxLength: 100, excel: true },
    { name: 'website', label: '官方网站', type: 'string', rules: ['url'], maxLength: 200, excel: true },
    { name: 'intro', label: '机构简介', type: 'richText' },
    {
      name: 'logo',
      label: '机构标志',
      type: 'image',
      upload: { biz: 'cpc/logo', maxCount: 1 },
      maxLength: 255,
      excel: false,
    },
    {
      name: 'isCustomer',
      label: '门户客户',
      type: 'switch',
      switchValues: ['Y', 'N'],
      defaultValue: 'N',
      column: { length: 1, notNull: true, default: 'N' },
      list: true,
      search: 'eq',
    },
    {
      name: 'status',
      label: '状态',
      type: 'select',
      dictCode: 'valid_status',
      defaultValue: ORG_STATUS.valid,
      column: { integer: true, notNull: true, default: 1 },
      list: true,
      search: 'eq',
    },
    { name: 'collegeCount', label: '学院数', type: 'integer', virtual: true, readOnly: true, form: false, list: true },
    { name: 'studentCount', label: '学生数', type: 'integer', virtual: true, readOnly: true, form: false, list: true },
    {
      name: 'linkUserCount',
      label: '联系人数',
      type: 'integer',
      virtual: true,
      readOnly: true,
      form: false,
      list: true,
    },
  ],
});

/**
 * The grid rule codes of the address columns that have one: p postal code, m mobile. The server
 * checks the same patterns (server/services/cpc-details.ts).
 */
export const ADDRESS_GRID_RULES = { postcode: 'p', phone: 'm' } as const;

/**
 * 机构地址 (cpc_organization_address): a row of an organisation's addresses sub-table, edited in the editable grid of
 * the organisation form and saved with it. Not in ENTITIES: it has no routes of its own
 * (queryCpcOrganizationAddressByMainId reads them).
 */
export const organizationAddressEntity = defineEntity({
  name: 'organizationAddress',
  title: '机构地址',
  table: 'cpc_organization_address',
  apiPath: '/organizationManager/cpcOrganizationManagement',
  permissionPrefix: 'cpc:organization',
  fields: [
    {
      name: 'organizationId',
      label: '机构',
      type: 'string',
      required: true,
      maxLength: 32,
      form: false,
    },
    {
      name: 'addressType',
      label: '地址类型',
      type: 'select',
      dictCode: 'address_type',
      required: true,
      column: { length: 10 },
      list: true,
    },
    { name: 'area', label: '所在地区', type: 'area', maxLength: 12, list: true },
    { name: 'detail', label: '详细地址', type: 'string', required: true, maxLength: 200, list: true },
    { name: 'postcode', label: '邮政编码', type: 'string', maxLength: 6, list: true },
    { name: 'receiver', label: '联系人', type: 'string', maxLength: 50, list: true },
    { name: 'phone', label: '联系电话', type: 'string', maxLength: 20, list: true },
  ],
});
