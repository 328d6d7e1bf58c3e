import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn } from '@/components/widgets/editable-grid/grid-types';
import { onlineReportItemEntity, onlineReportParamEntity } from '@/domain/entities/online-report';

const items = definitionRules(onlineReportItemEntity);
const params = definitionRules(onlineReportParamEntity);

/** A 是/否 flag of a column, stored as 1 / 0. */
const flag = (key: string, checked: boolean): GridColumn => ({
  key,
  title: items.label(key),
  type: 'checkbox',
  customValue: [1, 0],
  defaultChecked: checked,
  width: 80,
  align: 'center',
});

/**
 * 动态报表配置明细: a column of the SELECT per row (字段名字 required and unique), its title, type, flags, search mode,
 * dictionary, 合计, group title and width; 排序 is renumbered by drag sort.
 */
export const REPORT_ITEM_COLUMNS: GridColumn[] = [
  {
    key: 'fieldName',
    title: items.label('fieldName'),
    type: 'input',
    width: 150,
    validateRules: [{ required: true }, { pattern: 'only' }, items.rule('fieldName')],
  },
  {
    key: 'fieldTxt',
    title: items.label('fieldTxt'),
    type: 'input',
    width: 150,
    validateRules: [items.rule('fieldTxt')],
  },
  {
    key: 'fieldType',
    title: items.label('fieldType'),
    type: 'select',
    dictCode: 'online_report_field_type',
    defaultValue: 'String',
    width: 120,
  },
  flag('isShow', true),
  flag('isOrder', false),
  flag('isSearch', false),
  {
    key: 'searchMode',
    title: items.label('searchMode'),
    type: 'select',
    dictCode: 'online_report_search_mode',
    defaultValue: 'single',
    width: 130,
  },
  {
    key: 'dictCode',
    title: items.label('dictCode'),
    type: 'input',
    width: 140,
    validateRules: [items.rule('dictCode')],
  },
  flag('isTotal', false),
  {
    key: 'groupTitle',
    title: items.label('groupTitle'),
    type: 'input',
    width: 120,
    validateRules: [items.rule('groupTitle')],
  },
  {
    key: 'fieldWidth',
    title: items.label('fieldWidth'),
    type: 'inputNumber',
    width: 90,
    validateRules: [items.rule('fieldWidth')],
  },
  { key: 'orderNum', title: items.label('orderNum'), type: 'normal', width: 70 },
];

/** 报表参数: a `${name}` of the SQL per row (参数字段 required and unique), its title and default value. */
export const REPORT_PARAM_COLUMNS: GridColumn[] = [
  {
    key: 'paramName',
    title: params.label('paramName'),
    type: 'input',
    width: 160,
    validateRules: [{ required: true }, { pattern: 'only' }, params.rule('paramName')],
  },
  {
    key: 'paramTxt',
    title: params.label('paramTxt'),
    type: 'input',
    width: 160,
    validateRules: [params.rule('paramTxt')],
  },
  {
    key: 'paramValue',
    title: params.label('paramValue'),
    type: 'input',
    width: 180,
    validateRules: [params.rule('paramValue')],
  },
  { key: 'orderNum', title: params.label('orderNum'), type: 'normal', width: 70 },
];

/** The grids' drag sort renumbers this key. */
export const REPORT_SORT_KEY = 'orderNum';
