import { positionEntity } from '@/domain/entities/position';
import { recordSource, type RecordPickerOptions } from '@/components/widgets/record-picker/record-picker-options';

/**
 * The position picker's list (GET /sys/position/list, searched by name): name, code and rank_dictText,
 * 1000 px wide. The value holds position codes (as the user's 职务 does); the records give id and code.
 */
export const POSITION_PICKER: RecordPickerOptions = {
  entity: positionEntity,
  listUrl: '/sys/position/list',
  // The list answers the rank as `rank` / `rank_dictText` (server/routes/system/positions.ts).
  columns: ['name', 'code', { name: 'rank', label: '职级', type: 'string', virtual: true }],
  search: ['name'],
  valueKey: 'code',
  textKey: 'name',
  width: 1000,
};

/** Found again with the business picker's restore call (list cells, forms). */
export const POSITION_SOURCE = recordSource(POSITION_PICKER);
