import type { ApiEnvelope } from '@/domain/api';
import { notify } from './notifier';

/**
 * network: no answer (offline, refused, DNS); timeout: no answer within the time-out;
 * aborted: the caller cancelled; http: a non-2xx answer (or a failed download);
 * parse: a 2xx answer that is not the JSON envelope.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'parse';

/** Every rejection of the api client is one of these. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly envelope: Partial<ApiEnvelope> | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    init: { status?: number; envelope?: Partial<ApiEnvelope>; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status;
    this.envelope = init.envelope;
  }
}

/**
 * A 2xx answer whose envelope says `success: false`: the server refused, and its message is for the
 * user. Code 510 (no permission) was already shown by the http layer.
 */
export class RefusedError extends Error {
  readonly code: number;
  readonly envelope: Partial<ApiEnvelope>;

  constructor(message: string, envelope: Partial<ApiEnvelope>) {
    super(message);
    this.name = 'RefusedError';
    this.code = Number(envelope.code ?? 0);
    this.envelope = envelope;
  }
}

/** Texts of the error catalogue, verbatim. */
export const HTTP_MESSAGES = {
  title: '系统提示',
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  unauthorized: '未授权，请重新登录',
  loginExpired: '很抱歉，登录已过期，请重新登录',
  /** Marker of an expired token in a 500 body (old JeecgBoot servers). */
  tokenExpiredMarker: 'Token失效',
} as const;

/** Delay between the 401 logout and the page reload. */
export const UNAUTHORIZED_RELOAD_DELAY_MS = 1500;

export interface ErrorContext {
  silent: boolean;
  hasToken: boolean;
  onUnauthorized: () => void | Promise<void>;
  onTokenExpired: () => void;
  reload: () => void;
}

function toast(ctx: ErrorContext, intent: 'error' | 'warning', message: string): void {
  if (!ctx.silent) notify({ intent, title: HTTP_MESSAGES.title, message });
}

export function asEnvelope(body: unknown): Partial<ApiEnvelope> | undefined {
  return body !== null && typeof body === 'object' ? (body as Partial<ApiEnvelope>) : undefined;
}

let logoutScheduled = false;

/** Lets a later 401 log out again (tests, or after a new sign-in without reload). */
export function resetUnauthorizedState(): void {
  logoutScheduled = false;
}

function logoutThenReload(ctx: ErrorContext): void {
  if (logoutScheduled) return; // several calls failing together log out once
  logoutScheduled = true;
  void Promise.resolve()
    .then(ctx.onUnauthorized)
    .catch((error: unknown) => console.error('logout after 401 failed', error))
    .then(() => setTimeout(ctx.reload, UNAUTHORIZED_RELOAD_DELAY_MS));
}

/**
 * The whole error catalogue (JeecgBoot's texts) for a non-2xx answer: shows what the
 * catalogue says and returns the ApiError the call rejects with. `body` is the parsed JSON body
 * (blob bodies included), or its text when it is not JSON.
 */
export function handleHttpError(status: number, statusText: string, body: unknown, ctx: ErrorContext): ApiError {
  const envelope = asEnvelope(body);
  const serverMessage = (typeof envelope?.message === 'string' && envelope.message) || statusText || `HTTP ${status}`;
  let message = serverMessage;
  switch (status) {
    case 401:
      message = HTTP_MESSAGES.unauthorized;
      toast(ctx, 'error', message); // `silent` hides the toast, never the logout
      if (ctx.hasToken) logoutThenReload(ctx);
      break;
    case 403:
      message = HTTP_MESSAGES.forbidden;
      toast(ctx, 'error', message);
      break;
    case 404:
      message = HTTP_MESSAGES.notFound;
      toast(ctx, 'error', message);
      break;
    case 504:
      message = HTTP_MESSAGES.timeout;
      toast(ctx, 'error', message);
      break;
    case 500:
      if (ctx.hasToken && serverMessage.includes(HTTP_MESSAGES.tokenExpiredMarker)) {
        ctx.onTokenExpired(); // the login-expired modal; no toast on top of it
        break;
      }
      toast(ctx, 'error', message);
      break;
    default:
      toast(ctx, 'error', message);
  }
  return new ApiError('http', message, { status, envelope });
}

/** Client-side time-out: same text as HTTP 504. */
export function timeoutError(ctx: Pick<ErrorContext, 'silent'>, cause: unknown): ApiError {
  if (!ctx.silent) notify({ intent: 'error', title: HTTP_MESSAGES.title, message: HTTP_MESSAGES.timeout });
  return new ApiError('timeout', HTTP_MESSAGES.timeout, { cause });
}

/** Envelope code 510 (no permission) on HTTP 200: a warning; the call still resolves. */
export function warnIfNoPermission(envelope: Partial<ApiEnvelope>, ctx: Pick<ErrorContext, 'silent'>): void {
  if (envelope.code === 510 && !ctx.silent) {
    notify({ intent: 'warning', title: HTTP_MESSAGES.title, message: envelope.message || '没有权限' });
  }
}
