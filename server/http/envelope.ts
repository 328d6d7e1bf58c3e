import type { ApiEnvelope } from '../../src/domain/api';

export function envelope<T>(success: boolean, code: number, message: string, result: T): ApiEnvelope<T> {
  return { success, message, code, result, timestamp: Date.now() };
}

/** JeecgBoot `Result.ok(data)` / `Result.OK(data)`: code 200. */
export function ok<T>(result: T, message = ''): ApiEnvelope<T> {
  return envelope(true, 200, message, result);
}

/** JeecgBoot `Result.ok("text")` in v3: the text goes in both message and result. */
export function okMessage(message: string): ApiEnvelope<string> {
  return envelope(true, 200, message, message);
}

/** A bare successful `new Result()`: code 0 (many JeecgBoot reads answer so). */
export function plain<T>(result: T, message = ''): ApiEnvelope<T> {
  return envelope(true, 0, message, result);
}

export function fail(message: string, code = 500): ApiEnvelope<null> {
  return envelope(false, code, message, null);
}

/** An expected refusal: becomes `{success:false, code, message}` with HTTP `httpStatus` (200 by default). */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 500,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录!';
export const NO_PERMISSION_MESSAGE = '没有权限，请联系管理员授权';
