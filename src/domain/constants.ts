/** Product constants: sizes, timings and storage lifetimes. */
export const PRODUCT_NAME = '考试管理系统';
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
/** Token, user info and dictionaries live 7 days. */
export const SESSION_TTL_MS = 604800000;
export const HTTP_TIMEOUT_MS = 900000;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';
/** Paths open without a token (route guard). */
export const OPEN_PATHS = [
  '/user/login',
  '/cpctest/test',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
] as const;
