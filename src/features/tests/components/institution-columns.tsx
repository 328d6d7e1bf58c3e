import { InstitutionPicker } from '@/components/widgets/business-pickers';
import { definitionRules } from '@/components/widgets/editable-grid/definition-rules';
import type { GridColumn, SlotContext } from '@/components/widgets/editable-grid/grid-types';
import { testInstitutionEntity } from '@/domain/entities/test';

/** The 参考机构 definition's labels and its own checks of a field (the same messages as a form). */
const { label: labelOf, rule: definitionRule } = definitionRules(testInstitutionEntity);

/** The grid's slot name of the institution column. */
export const INSTITUTION_SLOT = 'institution';

/** No institution cell in the grid kit: the column is the kit's InstitutionPicker (one organisation id). */
export const institutionSlots = {
  [INSTITUTION_SLOT]: ({ value, setValue }: SlotContext) => (
    <InstitutionPicker
      label={labelOf('institutionId')}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(next) => setValue(next)}
    />
  ),
};

/** 参考机构 as grid columns: 机构 (required, picked), 计划人数 and 实际人数 (read only: counted once sat). */
export const institutionColumns = (editable: boolean): GridColumn[] => [
  {
    key: 'institutionId',
    title: labelOf('institutionId'),
    type: 'slot',
    slotName: INSTITUTION_SLOT,
    width: 280,
    validateRules: [{ required: true }],
  },
  {
    key: 'plannedCount',
    title: labelOf('plannedCount'),
    type: 'inputNumber',
    width: 110,
    disabled: !editable,
    validateRules: [{ required: true }, definitionRule('plannedCount')],
  },
  { key: 'actualCount', title: labelOf('actualCount'), type: 'normal', width: 100 },
];
