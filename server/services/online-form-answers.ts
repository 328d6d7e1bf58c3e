/**
 * What the online list screens read of a form's definition, in JeecgBoot's shapes (docs/api.md "Online forms"):
 * getColumns, getQueryInfo and getFormItem (a 主表's sub-tables as `view:'tab'` properties with grid columns).
 */
import type { AppContext } from '../context';
import type { Row } from '../crud/spec';
import { dictItemsByCode } from './dicts';
import {
  dictCodeOf,
  treeColumnsOf,
  type OnlineField,
  type OnlineFormEntry,
  type OnlineHead,
} from './online-form-runtime';

const NUMERIC = ['int', 'long', 'double', 'BigDecimal'];
const SLOTS: Record<string, string> = { image: 'imgSlot', file: 'fileSlot', umeditor: 'htmlSlot', pca: 'pcaSlot' };

/** JeecgBoot's query-form view of a field. */
function viewOf(field: OnlineField): string {
  const shown = field.fieldShowType ?? 'text';
  if (['list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch'].includes(shown))
    return shown === 'radio' || shown === 'checkbox' ? 'list' : shown;
  if (['date', 'datetime', 'time', 'sel_user', 'sel_depart', 'pca', 'popup', 'cat_tree', 'sel_tree'].includes(shown))
    return shown;
  return 'text';
}

async function dictOptions(ctx: AppContext, fields: OnlineField[]) {
  const codes = [
    ...new Set(fields.map((f) => (f.dictTable ? undefined : f.dictField)).filter((c): c is string => !!c)),
  ];
  return Object.fromEntries(await Promise.all(codes.map(async (c) => [c, await dictItemsByCode(ctx, c)] as const)));
}

/** getColumns: the list's columns (a tree's text column first), dictionaries and the form's list settings. */
export async function columnsAnswer(ctx: AppContext, { head, fields }: Pick<OnlineFormEntry, 'head' | 'fields'>) {
  const tree = treeColumnsOf(head);
  const listed = fields.filter((f) => f.isShowList === 1 && f.dbIsPersist !== 0);
  const text = tree ? listed.findIndex((f) => f.dbFieldName === tree.text) : -1;
  if (text > 0) listed.unshift(...listed.splice(text, 1));
  return {
    columns: listed.map((f) => ({
      title: f.dbFieldTxt || f.dbFieldName,
      dataIndex: f.dbFieldName,
      align: 'center',
      ...(f.sortFlag === '1' ? { sorter: true } : {}),
      ...(dictCodeOf(f) ? { customRender: f.dictTable ? `${f.dbFieldName}_dictText` : f.dictField } : {}),
      ...(f.dbType === 'Date' ? { fieldType: 'Date' } : {}),
      ...(SLOTS[f.fieldShowType ?? ''] ? { scopedSlots: { customRender: SLOTS[f.fieldShowType ?? ''] } } : {}),
    })),
    dictOptions: await dictOptions(ctx, listed),
    fieldHrefSlots: [],
    checkboxFlag: head.isCheckbox ?? 'Y',
    paginationFlag: head.isPage ?? 'Y',
    scrollFlag: head.scroll ?? 1,
    formTemplate: head.formTemplate ?? '1',
    description: head.tableTxt,
    currentTableName: head.tableName,
    isDesForm: 'N',
    desFormCode: '',
    cgButtonList: [],
    enhanceJs: '',
    hideColumns: [],
    tableType: head.tableType,
    themeTemplate: head.themeTemplate ?? 'normal',
    isTree: head.isTree ?? 'N',
    ...(tree ? { pidField: tree.pid, hasChildrenField: tree.hasChild, textField: tree.text } : {}),
  };
}

/** getQueryInfo: the searched fields. */
export function queryInfoAnswer(fields: OnlineField[]) {
  return fields
    .filter((f) => f.isQuery === 1 && f.dbIsPersist !== 0)
    .map((f) => ({
      field: f.dbFieldName,
      label: f.dbFieldTxt || f.dbFieldName,
      view: viewOf(f),
      mode: f.queryMode === 'group' ? 'group' : 'single',
      ...(f.dictField ? { dictCode: f.dictTable ? '' : f.dictField } : {}),
      ...(f.dictTable ? { dictTable: f.dictTable, dictText: f.dictText, dictCode: f.dictField } : {}),
    }));
}

/**
 * getQueryInfoVue3 (JeecgBoot 3.x's query form and 高级查询): every stored field by name with its view, and which of
 * them the query form shows.
 */
export function vue3QueryInfoAnswer(head: OnlineHead, fields: OnlineField[]) {
  const stored = fields.filter((f) => f.dbIsPersist !== 0 && f.dbFieldName !== 'id');
  const properties = Object.fromEntries(
    stored.map((f, order) => [
      f.dbFieldName,
      {
        title: f.dbFieldTxt || f.dbFieldName,
        view: viewOf(f),
        type: NUMERIC.includes(f.dbType) ? 'number' : 'string',
        order,
        mode: f.queryMode === 'group' ? 'group' : 'single',
        ...(f.dictField ? { dictCode: f.dictField } : {}),
        ...(f.dictTable ? { dictTable: f.dictTable, dictText: f.dictText } : {}),
      },
    ]),
  );
  return {
    table: head.tableName,
    title: head.tableTxt,
    properties,
    searchFieldList: stored.filter((f) => f.isQuery === 1).map((f) => f.dbFieldName),
    joinQuery: false,
  };
}

/**
 * The built-in buttons a JeecgBoot 3.x list reads from getColumns' cgButtonList (its screens fail without one of
 * them). Off: 提交流程 and 生成测试数据 (no workflow, no AI here). Who may press one is the routes' business.
 */
const VUE3_BUILT_IN_BUTTONS: [code: string, name: string, icon: string, on: boolean][] = [
  ['add', '新增', 'plus-outlined', true],
  ['edit', '编辑', 'edit-outlined', true],
  ['delete', '删除', 'delete-outlined', true],
  ['batch_delete', '批量删除', 'delete-outlined', true],
  ['import', '导入', 'import-outlined', true],
  ['export', '导出', 'export-outlined', true],
  ['detail', '详情', 'eye-outlined', true],
  ['query', '查询', 'search-outlined', true],
  ['reset', '重置', 'reload-outlined', true],
  ['super_query', '高级查询', 'filter-outlined', true],
  ['form_confirm', '确定', 'check-outlined', true],
  ['form_sub_add', '新增', 'plus-outlined', true],
  ['form_sub_batch_delete', '删除', 'delete-outlined', true],
  ['form_sub_open_add', '新增', 'plus-outlined', true],
  ['form_sub_open_edit', '编辑', 'edit-outlined', true],
  ['bpm', '提交流程', 'sound-outlined', false],
  ['aigc_mock_data', '生成测试数据', 'robot-outlined', false],
];
export const vue3BuiltInButtons = () =>
  VUE3_BUILT_IN_BUTTONS.map(([buttonCode, buttonName, buttonIcon, on], orderNum) => ({
    buttonCode,
    buttonName,
    buttonIcon,
    buttonStyle: 'built-in',
    buttonStatus: on ? '1' : '0',
    orderNum,
  }));

/** The fields a form shows (not the key, not a tree's 是否有子节点, not the foreign key `hidden`). */
const formFields = (head: OnlineHead, fields: OnlineField[], hidden?: string) =>
  fields.filter(
    (f) =>
      f.isShowForm === 1 &&
      f.dbFieldName !== 'id' &&
      f.dbFieldName !== hidden &&
      f.dbFieldName !== treeColumnsOf(head)?.hasChild &&
      (f.dbIsPersist !== 0 || f.isShowForm === 1),
  );

function schemaOf(head: OnlineHead, fields: OnlineField[], hidden?: string) {
  const tree = treeColumnsOf(head);
  const properties: Record<string, Row> = {};
  const required: string[] = [];
  formFields(head, fields, hidden).forEach((f, order) => {
    properties[f.dbFieldName] = {
      key: f.dbFieldName,
      title: f.dbFieldTxt || f.dbFieldName,
      view: f.fieldShowType ?? 'text',
      type: NUMERIC.includes(f.dbType) ? 'number' : 'string',
      order,
      ...(f.dictField ? { dictCode: f.dictField } : {}),
      ...(f.dictTable ? { dictTable: f.dictTable, dictText: f.dictText } : {}),
      ...(f.fieldDefaultValue ? { defVal: f.fieldDefaultValue } : {}),
      ...(f.dbType === 'string' && f.dbLength ? { maxLength: f.dbLength } : {}),
      ...(f.isReadOnly === 1 ? { disabled: true } : {}),
      ...(tree?.pid === f.dbFieldName
        ? {
            view: 'sel_tree',
            pidField: tree.pid,
            hasChildField: tree.hasChild,
            pidValue: '0',
            dictTable: head.tableName,
            dictText: tree.text,
            dictCode: 'id',
          }
        : {}),
    };
    if (f.fieldMustInput === '1') required.push(f.dbFieldName);
  });
  return { properties, required };
}

/** The editable grid's column type of a control (JeecgBoot's JVxe types). */
function gridType(f: OnlineField): string {
  const shown = f.fieldShowType ?? 'text';
  const types: Record<string, string> = {
    list: 'select',
    radio: 'radio',
    checkbox: 'checkbox',
    list_multi: 'list_multi',
    sel_search: 'sel_search',
    date: 'date',
    datetime: 'datetime',
    textarea: 'textarea',
    sel_user: 'sel_user',
    sel_depart: 'sel_depart',
    file: 'file',
    image: 'image',
    popup: 'popup',
  };
  return types[shown] ?? (NUMERIC.includes(f.dbType) ? 'inputNumber' : 'input');
}

/** A sub-table's fields as editable-grid columns (the foreign key is the server's). */
function gridColumns(sub: Pick<OnlineFormEntry, 'head' | 'fields'>, fk: string) {
  return formFields(sub.head, sub.fields, fk).map((f) => {
    const title = f.dbFieldTxt || f.dbFieldName;
    const dictCode = dictCodeOf(f);
    return {
      key: f.dbFieldName,
      title,
      type: gridType(f),
      width: Math.max(120, Math.min(Number(f.fieldLength) || 120, 300)),
      ...(dictCode ? { dictCode } : {}),
      ...(f.fieldDefaultValue ? { defaultValue: f.fieldDefaultValue } : {}),
      ...(f.isReadOnly === 1 ? { disabled: true } : {}),
      ...(f.fieldMustInput === '1' ? { validateRules: [{ required: true, message: `请输入${title}!` }] } : {}),
    };
  });
}

interface SubForm extends Pick<OnlineFormEntry, 'head' | 'fields'> {
  fk: { field: string };
}

/**
 * getFormItem: the form's schema, a 主表's sub-tables as `view:'tab'` properties. getErpFormItem: without them, and a
 * 附表's foreign key left to the server (`hiddenKey`).
 */
export function formItemAnswer(
  { head, fields }: Pick<OnlineFormEntry, 'head' | 'fields'>,
  subs: SubForm[] = [],
  hiddenKey?: string,
) {
  const schema = schemaOf(head, fields, hiddenKey);
  const count = Object.keys(schema.properties).length;
  subs.forEach((sub, i) => {
    schema.properties[sub.head.tableName] = {
      key: sub.head.tableName,
      id: sub.head.id,
      title: sub.head.tableTxt,
      describe: sub.head.tableTxt,
      view: 'tab',
      order: count + i,
      relationType: sub.head.relationType ?? 0,
      foreignKey: [sub.fk.field],
      columns: gridColumns(sub, sub.fk.field),
      // 一对一: the stock clients show the sub-table as a form of its own schema, not as a grid.
      ...(sub.head.relationType === 1 ? schemaOf(sub.head, sub.fields, sub.fk.field) : {}),
    };
  });
  return {
    head: {
      id: head.id,
      tableName: head.tableName,
      tableTxt: head.tableTxt,
      tableType: head.tableType,
      isTree: head.isTree,
      themeTemplate: head.themeTemplate,
      formTemplate: head.formTemplate,
      extConfigJson: head.extConfigJson,
    },
    schema,
    cgButtonList: [],
    enhanceJs: '',
  };
}
