import type { EntityDef } from './entity-types';

/** 部门 (sys_depart): a tree; the server generates orgCode (A01, A01A01 …) and orgType. */
export const departEntity: EntityDef = {
  name: 'depart',
  title: '部门',
  table: 'sys_depart',
  apiPath: '/sys/sysDepart',
  permissionPrefix: 'system:depart',
  defaultSort: { column: 'orgCode', order: 'asc' },
  fields: [
    {
      name: 'departName',
      label: '机构名称',
      type: 'string',
      required: true,
      maxLength: 100,
      list: true,
      search: 'like',
    },
    { name: 'departNameEn', label: '英文名', type: 'string', maxLength: 500 },
    { name: 'departNameAbbr', label: '缩写', type: 'string', maxLength: 500 },
    {
      name: 'parentId',
      label: '上级部门',
      type: 'treeSelect',
      tree: { url: '/sys/sysDepart/queryTreeList', resource: 'depart' },
      dictCode: 'sys_depart,depart_name,id',
    },
    {
      name: 'orgCategory',
      label: '机构类别',
      type: 'radio',
      dictCode: 'org_category',
      required: true,
      defaultValue: '1',
      list: true,
      search: 'eq',
    },
    { name: 'orgCode', label: '机构编码', type: 'string', readOnly: true, list: { sorter: true } },
    { name: 'departOrder', label: '排序', type: 'integer', min: 0, defaultValue: 0, list: { sorter: true } },
    { name: 'mobile', label: '电话', type: 'string', maxLength: 32, list: true },
    { name: 'fax', label: '传真', type: 'string', maxLength: 32 },
    { name: 'address', label: '地址', type: 'string', maxLength: 100 },
    { name: 'memo', label: '备注', type: 'textarea', maxLength: 500 },
  ],
};
