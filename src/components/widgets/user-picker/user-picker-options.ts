import { userEntity } from '@/domain/entities/user';
import { recordSource, type RecordPickerOptions } from '@/components/widgets/record-picker/record-picker-options';

/** The user picker's columns: account, name, sex, phone and the departments' names (orgCodeTxt). */
export const USER_PICKER_COLUMNS = ['username', 'realname', 'sex', 'phone', 'orgCodeTxt'] as const;

/** The user picker (GET /sys/user/list): 1200 px wide; the value holds user ids, the chips show real names. */
export const USER_PICKER: RecordPickerOptions = {
  entity: userEntity,
  listUrl: '/sys/user/list',
  columns: USER_PICKER_COLUMNS,
  search: ['username', 'realname'],
  valueKey: 'id',
  textKey: 'realname',
  width: 1200,
};

/** Users by id, found again with the business picker's restore call on /sys/user/list. */
export const USER_SOURCE = recordSource(USER_PICKER);

/** The users of a department: username search, createTime desc, departId. */
export const USERS_BY_DEPART_URL = '/sys/user/queryUserComponentData';
