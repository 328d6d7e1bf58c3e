import { defineEntity } from './entity-types';

/**
 * Online报表 (JeecgBoot's onl_cgreport_*; docs/api.md "Online reports"): a read-only report over one SELECT an
 * administrator writes, with `${name}` parameters, column titles, dictionaries, query flags and totals. 报表配置
 * (menu component OnlCgreportHeadList) edits them; OnlCgreportAutoList (`/online/cgreport/<id>`) runs one; the
 * report popup (JPopup) picks rows of one by its code.
 */
export const REPORT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
export const REPORT_CODE_MESSAGE = '报表编码须以字母开头，只含字母、数字和下划线';

/** A parameter of the report SQL: `${name}`. */
export const REPORT_PARAM_PATTERN = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;

/** The page size of a report popup (10; its choices 10, 20, 30). */
export const REPORT_POPUP_PAGE_SIZE = 10;

export const onlineReportEntity = defineEntity({
  name: 'onlineReport',
  title: 'Online报表',
  table: 'onl_cgreport_head',
  apiPath: '/online/cgreport/head',
  permissionPrefix: 'online:report',
  exportFileName: 'Online报表',
  fields: [
    {
      name: 'code',
      label: '报表编码',
      type: 'string',
      required: true,
      maxLength: 100,
      unique: true,
      list: true,
      search: 'like',
    },
    { name: 'name', label: '报表名字', type: 'string', required: true, maxLength: 100, list: true, search: 'like' },
    {
      name: 'cgrSql',
      label: '报表SQL',
      type: 'code',
      language: 'sql',
      height: 200,
      required: true,
      maxLength: 4000,
      list: { ellipsis: 40 },
      column: { length: 4000 },
    },
    { name: 'content', label: '描述', type: 'textarea', maxLength: 1000, column: { length: 1000 } },
  ],
});

/** A column of a report (onl_cgreport_item): its title, type, whether shown, sorted, searched, totalled. */
export const onlineReportItemEntity = defineEntity({
  name: 'onlineReportItem',
  title: '报表字段',
  table: 'onl_cgreport_item',
  apiPath: '/online/cgreport/item',
  permissionPrefix: 'online:report',
  defaultSort: { column: 'orderNum', order: 'asc' },
  fields: [
    { name: 'cgrheadId', label: '报表', type: 'string', required: true, maxLength: 32, form: false },
    { name: 'fieldName', label: '字段名字', type: 'string', required: true, maxLength: 64, list: true },
    { name: 'fieldTxt', label: '字段文本', type: 'string', maxLength: 100, list: true },
    {
      name: 'fieldType',
      label: '字段类型',
      type: 'select',
      dictCode: 'online_report_field_type',
      defaultValue: 'String',
      maxLength: 20,
      list: true,
    },
    {
      name: 'isShow',
      label: '是否显示',
      type: 'switch',
      switchValues: ['1', '0'],
      defaultValue: 1,
      column: { integer: true, notNull: true, default: 1 },
      list: true,
    },
    {
      name: 'isOrder',
      label: '是否排序',
      type: 'switch',
      switchValues: ['1', '0'],
      defaultValue: 0,
      column: { integer: true, notNull: true, default: 0 },
      list: true,
    },
    {
      name: 'isSearch',
      label: '是否查询',
      type: 'switch',
      switchValues: ['1', '0'],
      defaultValue: 0,
      column: { integer: true, notNull: true, default: 0 },
      list: true,
    },
    {
      name: 'searchMode',
      label: '查询模式',
      type: 'select',
      dictCode: 'online_report_search_mode',
      defaultValue: 'single',
      maxLength: 10,
      list: true,
    },
    { name: 'dictCode', label: '字典code', type: 'string', maxLength: 500, list: true },
    {
      name: 'isTotal',
      label: '是否合计',
      type: 'switch',
      switchValues: ['1', '0'],
      defaultValue: 0,
      column: { integer: true, notNull: true, default: 0 },
      list: true,
    },
    { name: 'groupTitle', label: '分组标题', type: 'string', maxLength: 50, list: true },
    { name: 'fieldWidth', label: '列宽', type: 'integer', min: 0, max: 2000, list: true },
    {
      name: 'orderNum',
      label: '排序',
      type: 'integer',
      min: 0,
      defaultValue: 0,
      column: { notNull: true, default: 0 },
      list: true,
    },
  ],
});

/** A parameter of a report (onl_cgreport_param): `${paramName}` in the SQL, its title and default value. */
export const onlineReportParamEntity = defineEntity({
  name: 'onlineReportParam',
  title: '报表参数',
  table: 'onl_cgreport_param',
  apiPath: '/online/cgreport/param',
  permissionPrefix: 'online:report',
  defaultSort: { column: 'orderNum', order: 'asc' },
  fields: [
    { name: 'cgrheadId', label: '报表', type: 'string', required: true, maxLength: 32, form: false },
    { name: 'paramName', label: '参数字段', type: 'string', required: true, maxLength: 32, list: true },
    { name: 'paramTxt', label: '参数文本', type: 'string', maxLength: 32, list: true },
    { name: 'paramValue', label: '参数默认值', type: 'string', maxLength: 100, list: true },
    {
      name: 'orderNum',
      label: '排序',
      type: 'integer',
      min: 0,
      defaultValue: 0,
      column: { notNull: true, default: 0 },
      list: true,
    },
  ],
});
