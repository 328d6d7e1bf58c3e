import { AreaSelect } from '@/components/widgets/area-select';
import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn, SlotContext } from '@/components/widgets/editable-grid/grid-types';
import { ADDRESS_GRID_RULES, organizationAddressEntity } from '@/domain/entities/organization';

/** The 机构地址 definition's labels and its own checks of a field (the same messages as a form). */
const { label: labelOf, rule: definitionRule } = definitionRules(organizationAddressEntity);

/** The grid's slot name of the area column. */
export const AREA_SLOT = 'area';

/** No area cell in the grid kit: the area column is the kit's AreaSelect, storing the deepest code (e.g. 440305). */
export const addressSlots = {
  [AREA_SLOT]: ({ value, setValue, column, rowIndex }: SlotContext) => (
    <AreaSelect
      value={typeof value === 'string' ? value : value == null ? '' : String(value)}
      onChange={setValue}
      aria-label={`第${rowIndex + 1}行${column.title}`}
    />
  ),
};

/**
 * 机构地址 as grid columns: 地址类型 (address_type) and 详细地址 required, 所在地区 (province / city / district),
 * 邮政编码 and 联系电话 with the grid rules the server checks too (p, m), 联系人.
 */
export const ADDRESS_COLUMNS: GridColumn[] = [
  {
    key: 'addressType',
    title: labelOf('addressType'),
    type: 'select',
    dictCode: 'address_type',
    width: 110,
    validateRules: [{ required: true }],
  },
  { key: 'area', title: labelOf('area'), type: 'slot', slotName: AREA_SLOT, width: 240 },
  {
    key: 'detail',
    title: labelOf('detail'),
    type: 'input',
    width: 220,
    validateRules: [{ required: true }, definitionRule('detail')],
  },
  {
    key: 'postcode',
    title: labelOf('postcode'),
    type: 'input',
    width: 110,
    validateRules: [{ pattern: ADDRESS_GRID_RULES.postcode }],
  },
  {
    key: 'receiver',
    title: labelOf('receiver'),
    type: 'input',
    width: 110,
    validateRules: [definitionRule('receiver')],
  },
  {
    key: 'phone',
    title: labelOf('phone'),
    type: 'input',
    width: 140,
    validateRules: [{ pattern: ADDRESS_GRID_RULES.phone }],
  },
];
