/** The JeecgBoot response envelope. Test `success`, not `code`: many successful answers carry code 0. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** A MyBatis-Plus style page. */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Service prefix of every API path, as on a JeecgBoot server. */
export const API_PREFIX = '/jeecg-boot';
