import { defineEntity } from './entity-types';

/**
 * 分类字典 (sys_category) as its export and import see it: 父级编码 (the parent's 分类编码, empty for a root), 分类名称
 * and 分类编码. The screen itself is a tree (features/system-config), not a list from this definition.
 */
export const categoryEntity = defineEntity({
  name: 'category',
  title: '分类字典',
  table: 'sys_category',
  apiPath: '/sys/category',
  permissionPrefix: 'system:category',
  exportFileName: '分类字典',
  fields: [
    { name: 'parentCode', label: '父级编码', type: 'string', maxLength: 100, virtual: true, list: true },
    { name: 'name', label: '分类名称', type: 'string', required: true, maxLength: 100, list: true },
    { name: 'code', label: '分类编码', type: 'string', maxLength: 100, list: true },
  ],
});
