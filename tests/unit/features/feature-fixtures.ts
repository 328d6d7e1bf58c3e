import { HttpResponse } from 'msw';
import type { DictMap } from '@/domain/session-types';
import { setStored, STORAGE_KEYS } from '@/lib/storage';

/** The JeecgBoot envelope of a successful answer. */
export const ok = (result: unknown = null, message = '') =>
  HttpResponse.json({ success: true, code: 200, message, result, timestamp: 0 });

/** success:false with the server's message (HTTP 200, as the reference server answers a refusal). */
export const refused = (message: string) =>
  HttpResponse.json({ success: false, code: 500, message, result: null, timestamp: 0 });

/** A page of records as the list calls answer. */
export const page = (records: Record<string, unknown>[]) =>
  ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

const item = (value: string, text: string) => ({ value, text, title: text, label: text });

/** The dictionaries the screens under test read, as the login stores them. */
export const DICTS: DictMap = {
  sex: [item('1', '男'), item('2', '女')],
  user_status: [item('1', '正常'), item('2', '冻结')],
  org_category: [item('1', '公司'), item('2', '部门'), item('3', '岗位')],
  dict_item_status: [item('1', '启用'), item('0', '不启用')],
};

export function storeDicts(dicts: DictMap = DICTS) {
  setStored(STORAGE_KEYS.dicts, dicts);
}

/** A user record of the list. */
export const userRow = (id: string, username: string, realname: string, status = 1) => ({
  id,
  username,
  realname,
  sex: 1,
  sex_dictText: '男',
  status,
  status_dictText: status === 2 ? '冻结' : '正常',
});
