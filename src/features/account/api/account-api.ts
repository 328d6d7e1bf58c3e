import { queryOptions } from '@tanstack/react-query';
import type { CurrentDepartsResult, UserInfo } from '@/domain/session-types';
import { fetchResult } from '@/lib/api-client';
import { resourceKeys } from '@/lib/resource-keys';

/** What the account pages write and read: one resource, so a save refreshes the profile. */
export const ACCOUNT_SCOPE = 'account';
const keys = resourceKeys(ACCOUNT_SCOPE);

export interface AccountRole {
  id: string;
  roleCode: string;
  roleName: string;
}

/** GET /sys/user/login/setting/getUserData: one's own record, its roles and the position's name. */
export interface AccountData extends UserInfo {
  post_dictText?: string | null;
  roles?: AccountRole[];
}

export const accountDataQuery = () =>
  queryOptions({
    queryKey: keys.detail('me'),
    queryFn: async () =>
      (await fetchResult<AccountData>('/sys/user/login/setting/getUserData', undefined, {
        fallback: '个人信息加载失败',
      })) ?? null,
    meta: { quiet: true },
  });

export const accountDepartsQuery = () =>
  queryOptions({
    queryKey: keys.detail('me', 'departs'),
    queryFn: async () =>
      (
        await fetchResult<CurrentDepartsResult>('/sys/user/getCurrentUserDeparts', undefined, {
          fallback: '部门加载失败',
        })
      )?.list ?? [],
    meta: { quiet: true },
  });

/** The base info a user edits on their own (BE343 PUT /sys/user/appEdit). */
export interface BaseInfoValues {
  avatar: string;
  realname: string;
  sex: string;
  birthday: string;
  email: string;
  telephone: string;
}

export const APP_EDIT_URL = '/sys/user/appEdit';
export const APP_EDIT_PERMISSION = 'system:user:app:edit';

export function baseInfoOf(data: AccountData | null | undefined): BaseInfoValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    avatar: text(data?.avatar),
    realname: text(data?.realname),
    sex: text(data?.sex),
    birthday: text(data?.birthday).slice(0, 10),
    email: text(data?.email),
    telephone: text(data?.telephone),
  };
}
