import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn } from '@/components/widgets/editable-grid/grid-types';
import { dictItemEntity } from '@/domain/entities';

/** The 字典项 definition's labels and its own checks of a field (the same messages as a form). */
const { label: labelOf, rule: definitionRule } = definitionRules(dictItemEntity);

/**
 * 字典项 as grid columns: 名称 and 数据值 required, 数据值 unique among the rows (`only`), 描述, the sort number
 * (renumbered by drag sort, so shown, not typed) and 是否启用 from its dictionary.
 */
export const DICT_ITEM_COLUMNS: GridColumn[] = [
  {
    key: 'itemText',
    title: labelOf('itemText'),
    type: 'input',
    width: 160,
    validateRules: [{ required: true }, definitionRule('itemText')],
  },
  {
    key: 'itemValue',
    title: labelOf('itemValue'),
    type: 'input',
    width: 140,
    validateRules: [{ required: true }, { pattern: 'only' }, definitionRule('itemValue')],
  },
  {
    key: 'description',
    title: labelOf('description'),
    type: 'input',
    width: 180,
    validateRules: [definitionRule('description')],
  },
  { key: 'sortOrder', title: labelOf('sortOrder'), type: 'normal', width: 80 },
  {
    key: 'status',
    title: labelOf('status'),
    type: 'select',
    dictCode: 'dict_item_status',
    defaultValue: '1',
    width: 110,
    validateRules: [{ required: true }],
  },
];

/** The grid's drag sort renumbers this key from 1. */
export const DICT_ITEM_SORT_KEY = 'sortOrder';
