import { roleEntity } from '@/domain/entities/role';
import { recordSource, type RecordPickerOptions } from '@/components/widgets/record-picker/record-picker-options';

/** The role picker's list (GET /sys/role/list): name and code, searched by name; the value holds role ids. */
export const ROLE_PICKER: RecordPickerOptions = {
  entity: roleEntity,
  listUrl: '/sys/role/list',
  columns: ['roleName', 'roleCode'],
  search: ['roleName'],
  valueKey: 'id',
  textKey: 'roleName',
};

/** Found again with the business picker's restore call (list cells, forms). */
export const ROLE_SOURCE = recordSource(ROLE_PICKER);
