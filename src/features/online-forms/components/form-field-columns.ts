import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn, GridOption, GridRow } from '@/components/widgets/editable-grid/grid-types';
import {
  ONLINE_DB_TYPES,
  ONLINE_FIELD_MESSAGE,
  ONLINE_FIELD_PATTERN,
  ONLINE_SYSTEM_FIELDS,
  onlineFormFieldEntity,
  type OnlineDbType,
} from '@/domain/entities/online-form';

/** The field definition's labels and its own checks of a value (the same messages as a form). */
const { label, rule } = definitionRules(onlineFormFieldEntity);

/** The database types as JeecgBoot's designer names them; the values are the server's. */
const DB_TYPE_TEXTS: Record<OnlineDbType, string> = {
  string: 'String',
  int: 'Integer',
  long: 'Long',
  double: 'Double',
  BigDecimal: 'BigDecimal',
  Date: 'Date',
  Datetime: 'Datetime',
  Text: 'Text',
  LongText: 'LongText',
  Blob: 'Blob',
};
export const DB_TYPE_OPTIONS: GridOption[] = ONLINE_DB_TYPES.map((value) => ({ value, text: DB_TYPE_TEXTS[value] }));

/** The controls a field can be shown with, in JeecgBoot's order and words. */
export const FIELD_SHOW_TYPE_OPTIONS: GridOption[] = [
  { value: 'text', text: '文本框' },
  { value: 'password', text: '密码' },
  { value: 'list', text: '下拉框' },
  { value: 'radio', text: '单选框' },
  { value: 'checkbox', text: '多选框' },
  { value: 'switch', text: '开关' },
  { value: 'date', text: '日期（年-月-日）' },
  { value: 'datetime', text: '日期（年-月-日 时:分:秒）' },
  { value: 'time', text: '时间（时:分:秒）' },
  { value: 'file', text: '文件' },
  { value: 'image', text: '图片' },
  { value: 'textarea', text: '多行文本' },
  { value: 'umeditor', text: '富文本' },
  { value: 'markdown', text: 'Markdown' },
  { value: 'sel_user', text: '用户选择' },
  { value: 'sel_depart', text: '部门选择' },
  { value: 'pca', text: '省市区组件' },
  { value: 'popup', text: 'Popup弹框' },
  { value: 'list_multi', text: '下拉多选框' },
  { value: 'sel_search', text: '下拉搜索框' },
  { value: 'cat_tree', text: '分类字典树' },
  { value: 'sel_tree', text: '自定义树控件' },
  { value: 'link_down', text: '联动组件' },
];

export const QUERY_MODE_OPTIONS: GridOption[] = [
  { value: 'single', text: '普通查询' },
  { value: 'group', text: '范围查询' },
];

/** The longest varchar the server creates (string fields). */
const STRING_MAX_LENGTH = 4000;
export const FIELD_COLUMN_MESSAGES = {
  name: ONLINE_FIELD_MESSAGE,
  stringLength: `字符串类型的字段长度须在1到${STRING_MAX_LENGTH}之间`,
  foreignKey: '外键主表名和外键主键字段须同时填写',
} as const;

/** A 是/否 flag of a field, stored as `on` / `off` (1 / 0, or '1' / '0' for 是否必填). */
const flag = (key: string, checked: boolean, values: [unknown, unknown] = [1, 0]): GridColumn => ({
  key,
  title: label(key),
  type: 'checkbox',
  customValue: values,
  defaultChecked: checked,
  width: 80,
  align: 'center',
});

/**
 * 数据库属性: one row per field of the table — its name (required, unique, a lower-case identifier), remark, length,
 * decimals, default, database type, key / null / persist flags, control, dictionary (a code, or a table with its
 * text column), form / list / query flags, query mode, 是否必填 and the 外键 of a 附表. New rows start as the
 * definition's defaults (string 32, shown in form and list).
 */
export const FORM_FIELD_COLUMNS: GridColumn[] = [
  {
    key: 'dbFieldName',
    title: label('dbFieldName'),
    type: 'input',
    width: 150,
    validateRules: [
      { required: true },
      { pattern: 'only' },
      { pattern: ONLINE_FIELD_PATTERN, message: FIELD_COLUMN_MESSAGES.name },
      rule('dbFieldName'),
    ],
  },
  {
    key: 'dbFieldTxt',
    title: label('dbFieldTxt'),
    type: 'input',
    width: 150,
    validateRules: [{ required: true }, rule('dbFieldTxt')],
  },
  {
    key: 'dbLength',
    title: label('dbLength'),
    type: 'inputNumber',
    defaultValue: 32,
    width: 90,
    validateRules: [
      {
        handler: ({ value, row }) => {
          if (row.dbType !== 'string') return null;
          const length = Number(value);
          return Number.isInteger(length) && length >= 1 && length <= STRING_MAX_LENGTH
            ? null
            : FIELD_COLUMN_MESSAGES.stringLength;
        },
      },
    ],
  },
  { key: 'dbPointLength', title: label('dbPointLength'), type: 'inputNumber', defaultValue: 0, width: 80 },
  {
    key: 'dbDefaultVal',
    title: label('dbDefaultVal'),
    type: 'input',
    width: 110,
    validateRules: [rule('dbDefaultVal')],
  },
  {
    key: 'dbType',
    title: label('dbType'),
    type: 'select',
    options: DB_TYPE_OPTIONS,
    defaultValue: 'string',
    width: 120,
    validateRules: [{ required: true }],
  },
  flag('dbIsKey', false),
  flag('dbIsNull', true),
  flag('dbIsPersist', true),
  {
    key: 'fieldShowType',
    title: label('fieldShowType'),
    type: 'select',
    options: FIELD_SHOW_TYPE_OPTIONS,
    defaultValue: 'text',
    width: 150,
  },
  { key: 'dictField', title: label('dictField'), type: 'input', width: 120, validateRules: [rule('dictField')] },
  // A table dictionary: the table, its text column and (字典code) its value column.
  { key: 'dictTable', title: label('dictTable'), type: 'input', width: 120, validateRules: [rule('dictTable')] },
  { key: 'dictText', title: label('dictText'), type: 'input', width: 110, validateRules: [rule('dictText')] },
  flag('isShowForm', true),
  flag('isShowList', true),
  flag('isQuery', false),
  {
    key: 'queryMode',
    title: label('queryMode'),
    type: 'select',
    options: QUERY_MODE_OPTIONS,
    defaultValue: 'single',
    width: 110,
  },
  flag('fieldMustInput', false, ['1', '0']),
  // 外键 of a 附表: the 主表's table and the column this field refers to (both or neither).
  { key: 'mainTable', title: label('mainTable'), type: 'input', width: 140, validateRules: [rule('mainTable')] },
  {
    key: 'mainField',
    title: label('mainField'),
    type: 'input',
    width: 120,
    validateRules: [
      rule('mainField'),
      {
        handler: ({ value, row }) =>
          Boolean(value) === Boolean(row.mainTable) ? null : FIELD_COLUMN_MESSAGES.foreignKey,
      },
    ],
  },
];

/** The grid's drag sort renumbers this key from 1 (the server orders the fields by it). */
export const FORM_FIELD_SORT_KEY = 'orderNum';

type SystemField = Pick<GridRow, 'dbFieldTxt' | 'dbType' | 'dbLength' | 'fieldShowType'>;

/** JeecgBoot's columns of every online table: a 36-character key, who and when created / updated, the department. */
const SYSTEM_FIELD_FACTS: Record<string, SystemField> = {
  id: { dbFieldTxt: '主键', dbType: 'string', dbLength: 36, fieldShowType: 'text' },
  create_by: { dbFieldTxt: '创建人', dbType: 'string', dbLength: 50, fieldShowType: 'text' },
  create_time: { dbFieldTxt: '创建日期', dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime' },
  update_by: { dbFieldTxt: '更新人', dbType: 'string', dbLength: 50, fieldShowType: 'text' },
  update_time: { dbFieldTxt: '更新日期', dbType: 'Datetime', dbLength: 20, fieldShowType: 'datetime' },
  sys_org_code: { dbFieldTxt: '所属部门', dbType: 'string', dbLength: 64, fieldShowType: 'text' },
};

/**
 * The rows a new form's 数据库属性 starts with (without ids: the grid takes them as new): the system columns, none
 * shown in the form or the list; `id` is the key and not null.
 */
export const systemFieldRows = (): GridRow[] =>
  ONLINE_SYSTEM_FIELDS.map((name) => {
    const key = name === 'id';
    return {
      dbFieldName: name,
      dbPointLength: 0,
      dbDefaultVal: '',
      dbIsKey: key ? 1 : 0,
      dbIsNull: key ? 0 : 1,
      dbIsPersist: 1,
      dictField: '',
      dictTable: '',
      dictText: '',
      isShowForm: 0,
      isShowList: 0,
      isQuery: 0,
      queryMode: 'single',
      fieldMustInput: '0',
      ...SYSTEM_FIELD_FACTS[name],
    };
  });
