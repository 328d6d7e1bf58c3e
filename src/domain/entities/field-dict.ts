import type { FieldDef, FieldType } from './entity-types';

/** The table dictionaries naming picker values: users, departments and roles by id, positions by code. */
export const PICKER_DICT_CODES: Partial<Record<FieldType, string>> = {
  user: 'sys_user,realname,id',
  depart: 'sys_depart,depart_name,id',
  role: 'sys_role,role_name,id',
  position: 'sys_position,name,code',
};

/**
 * The dictionary of a field: its own `dictCode`, else its picker's table dictionary. The server names list values
 * (`<field>_dictText`), exports the names and imports them back with it.
 */
export const fieldDictCode = (field: FieldDef): string | undefined => field.dictCode ?? PICKER_DICT_CODES[field.type];
