import { defineEntity } from './entity-types';

/**
 * Online表单 (JeecgBoot's onl_cgform_*; docs/api.md "Online forms"): a table an administrator defines at run time —
 * its fields with their database type, control, dictionary, query and list flags — that 同步数据库 creates or
 * alters, and that the online list screens render. 表单开发 (menu component OnlCgformHeadList) edits them.
 */

/** A table name an online form may use: lower case, letters, digits and `_`, not a system prefix. */
export const ONLINE_TABLE_PATTERN = /^[a-z][a-z0-9_]{1,49}$/;
export const ONLINE_TABLE_MESSAGE = '表名须以小写字母开头，只含小写字母、数字和下划线，长度2到50';
export const ONLINE_RESERVED_PREFIXES = ['sys_', 'cpc_', 'onl_', 'qrtz_', 'oss_', 'pg_', 'sql_', 'schema_', 'quartz_'];
export const ONLINE_FIELD_PATTERN = /^[a-z][a-z0-9_]{0,31}$/;
export const ONLINE_FIELD_MESSAGE = '字段名须以小写字母开头，只含小写字母、数字和下划线，长度1到32';

/** Database types of a field (ONL 3.4.3's list plus HEAD's long and LongText). */
export const ONLINE_DB_TYPES = [
  'string',
  'int',
  'long',
  'double',
  'BigDecimal',
  'Date',
  'Datetime',
  'Text',
  'LongText',
  'Blob',
] as const;
export type OnlineDbType = (typeof ONLINE_DB_TYPES)[number];

/** 表类型: 单表, 主表 (with sub-tables), 附表 (a sub-table of a 主表) — the values of dictionary cgform_table_type. */
export const ONLINE_TABLE_TYPES = { single: 1, main: 2, sub: 3 } as const;

/** 主题模板 of a 主表, in JeecgBoot's words: how its rows and sub-tables are shown. */
export const ONLINE_THEME_TEMPLATES = [
  { value: 'normal', text: '默认主题' },
  { value: 'erp', text: 'ERP主题' },
  { value: 'innerTable', text: '内嵌子表主题' },
  { value: 'tab', text: 'TAB主题' },
] as const;

/** 映射关系 of a 附表 to its 主表. */
export const ONLINE_RELATION_TYPES = [
  { value: 0, text: '一对多' },
  { value: 1, text: '一对一' },
] as const;

/** Columns every online table has (JeecgBoot adds them to a new form). */
export const ONLINE_SYSTEM_FIELDS = ['id', 'create_by', 'create_time', 'update_by', 'update_time', 'sys_org_code'];

export const onlineFormEntity = defineEntity({
  name: 'onlineForm',
  title: 'Online表单',
  table: 'onl_cgform_head',
  apiPath: '/online/cgform/head',
  permissionPrefix: 'online:form',
  fields: [
    {
      name: 'tableName',
      label: '表名',
      type: 'string',
      required: true,
      maxLength: 50,
      unique: true,
      list: true,
      search: 'like',
    },
    { name: 'tableTxt', label: '表描述', type: 'string', required: true, maxLength: 200, list: true, search: 'like' },
    {
      name: 'tableType',
      label: '表类型',
      type: 'select',
      dictCode: 'cgform_table_type',
      required: true,
      defaultValue: 1,
      column: { integer: true, notNull: true, default: 1 },
      list: true,
      search: 'eq',
    },
    {
      name: 'tableVersion',
      label: '表版本',
      type: 'integer',
      defaultValue: 1,
      column: { default: 1 },
      form: false,
      list: true,
    },
    {
      name: 'isDbSynch',
      label: '同步数据库状态',
      type: 'select',
      dictCode: 'online_sync_status',
      readOnly: true,
      form: false,
      column: { length: 1, notNull: true, default: 'N' },
      list: true,
    },
    {
      name: 'isCheckbox',
      label: '是否带checkbox',
      type: 'switch',
      switchValues: ['Y', 'N'],
      defaultValue: 'Y',
      column: { length: 5 },
    },
    {
      name: 'isPage',
      label: '是否分页',
      type: 'switch',
      switchValues: ['Y', 'N'],
      defaultValue: 'Y',
      column: { length: 5 },
    },
    {
      name: 'isTree',
      label: '是否树',
      type: 'switch',
      switchValues: ['Y', 'N'],
      defaultValue: 'N',
      column: { length: 5 },
    },
    { name: 'idType', label: '主键策略', type: 'string', defaultValue: 'UUID', maxLength: 100 },
    { name: 'queryMode', label: '查询模式', type: 'string', defaultValue: 'single', maxLength: 10 },
    { name: 'relationType', label: '映射关系', type: 'integer', defaultValue: 0, column: { default: 0 } },
    { name: 'subTableStr', label: '子表', type: 'string', maxLength: 1000 },
    { name: 'tabOrderNum', label: '附表排序', type: 'integer' },
    { name: 'treeParentIdField', label: '树父ID字段', type: 'string', maxLength: 50 },
    { name: 'treeIdField', label: '是否有子节点字段', type: 'string', maxLength: 50 },
    { name: 'treeFieldname', label: '树显示字段', type: 'string', maxLength: 50 },
    { name: 'formCategory', label: '表单分类', type: 'string', defaultValue: 'bdfl_ptbd', maxLength: 50 },
    { name: 'formTemplate', label: '表单风格', type: 'string', defaultValue: '1', maxLength: 50 },
    { name: 'themeTemplate', label: '主题模板', type: 'string', defaultValue: 'normal', maxLength: 50 },
    { name: 'scroll', label: '滚动条', type: 'integer', defaultValue: 1 },
    {
      name: 'copyType',
      label: '复制类型',
      type: 'integer',
      defaultValue: 0,
      column: { notNull: true, default: 0 },
      form: false,
    },
    { name: 'copyVersion', label: '复制版本', type: 'integer', form: false },
    { name: 'physicId', label: '原始表ID', type: 'string', maxLength: 32, form: false },
    { name: 'extConfigJson', label: '扩展配置', type: 'string', maxLength: 1000, form: false },
  ],
});

/** A field of an online form (onl_cgform_field), in JeecgBoot's shape. */
export const onlineFormFieldEntity = defineEntity({
  name: 'onlineFormField',
  title: 'Online表单字段',
  table: 'onl_cgform_field',
  apiPath: '/online/cgform/field',
  permissionPrefix: 'online:form',
  defaultSort: { column: 'orderNum', order: 'asc' },
  fields: [
    { name: 'cgformHeadId', label: '表单', type: 'string', required: true, maxLength: 32, form: false },
    { name: 'dbFieldName', label: '字段名称', type: 'string', required: true, maxLength: 32, list: true },
    { name: 'dbFieldTxt', label: '字段备注', type: 'string', required: true, maxLength: 200, list: true },
    { name: 'dbFieldNameOld', label: '原字段名', type: 'string', maxLength: 32, form: false },
    { name: 'dbIsKey', label: '主键', type: 'integer', defaultValue: 0, column: { notNull: true, default: 0 } },
    { name: 'dbIsNull', label: '允许空值', type: 'integer', defaultValue: 1, column: { notNull: true, default: 1 } },
    {
      name: 'dbIsPersist',
      label: '同步数据库',
      type: 'integer',
      defaultValue: 1,
      column: { notNull: true, default: 1 },
    },
    {
      name: 'dbType',
      label: '字段类型',
      type: 'string',
      required: true,
      defaultValue: 'string',
      maxLength: 32,
      list: true,
    },
    {
      name: 'dbLength',
      label: '字段长度',
      type: 'integer',
      defaultValue: 32,
      column: { notNull: true, default: 0 },
      list: true,
    },
    { name: 'dbPointLength', label: '小数点', type: 'integer', defaultValue: 0 },
    { name: 'dbDefaultVal', label: '默认值', type: 'string', maxLength: 200 },
    { name: 'dictField', label: '字典code', type: 'string', maxLength: 100 },
    { name: 'dictTable', label: '字典表', type: 'string', maxLength: 255 },
    { name: 'dictText', label: '字典Text', type: 'string', maxLength: 100 },
    { name: 'fieldShowType', label: '控件类型', type: 'string', defaultValue: 'text', maxLength: 20, list: true },
    { name: 'fieldHref', label: '跳转URL', type: 'string', maxLength: 200 },
    { name: 'fieldLength', label: '控件宽度', type: 'integer', defaultValue: 120 },
    { name: 'fieldValidType', label: '校验规则', type: 'string', maxLength: 300 },
    { name: 'fieldMustInput', label: '是否必填', type: 'string', defaultValue: '0', maxLength: 2 },
    { name: 'fieldExtendJson', label: '扩展参数', type: 'string', maxLength: 500 },
    { name: 'fieldDefaultValue', label: '控件默认值', type: 'string', maxLength: 100 },
    {
      name: 'isQuery',
      label: '是否查询',
      type: 'integer',
      defaultValue: 0,
      column: { notNull: true, default: 0 },
      list: true,
    },
    {
      name: 'isShowForm',
      label: '表单显示',
      type: 'integer',
      defaultValue: 1,
      column: { notNull: true, default: 1 },
      list: true,
    },
    {
      name: 'isShowList',
      label: '列表显示',
      type: 'integer',
      defaultValue: 1,
      column: { notNull: true, default: 1 },
      list: true,
    },
    { name: 'isReadOnly', label: '是否只读', type: 'integer', defaultValue: 0, column: { notNull: true, default: 0 } },
    { name: 'queryMode', label: '查询模式', type: 'string', defaultValue: 'single', maxLength: 10 },
    { name: 'mainTable', label: '外键主表名', type: 'string', maxLength: 100 },
    { name: 'mainField', label: '外键主键字段', type: 'string', maxLength: 100 },
    { name: 'orderNum', label: '排序', type: 'integer', defaultValue: 0, column: { notNull: true, default: 0 } },
    { name: 'sortFlag', label: '是否排序', type: 'string', defaultValue: '0', maxLength: 2 },
  ],
});
