import { getAction, postAction } from '@/lib/api-client';
import type { CurrentDepartsResult, LoginResult, UserInfo } from '@/domain/session-types';

export interface AccountLoginInput {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

export const loginByAccount = (input: AccountLoginInput) => postAction<LoginResult>('/sys/login', input);

export const loginByPhone = (input: { mobile: string; captcha: string }) =>
  postAction<LoginResult>('/sys/phoneLogin', input);

export const fetchCaptcha = (key: string) => getAction<string>(`/sys/randomImage/${key}`);

export const logoutOnServer = (token: string) =>
  postAction<null>('/sys/logout', {}, { headers: { 'X-Access-Token': token }, silent: true });

export const fetchCurrentUserDeparts = () => getAction<CurrentDepartsResult>('sys/user/getCurrentUserDeparts');

export const selectDepart = (orgCode: string, username: string) =>
  postAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username });

export interface UpdatePasswordInput {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export const updatePassword = (input: UpdatePasswordInput) => postAction<string>('sys/user/updatePassword', input);
