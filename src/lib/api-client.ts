import { API_PREFIX, type ApiEnvelope } from '@/domain/api';
import { HTTP_TIMEOUT_MS } from '@/domain/constants';
import { needsSignature } from '@/domain/signed-paths';
import { fileNameFromContentDisposition } from './content-disposition';
import {
  ApiError,
  RefusedError,
  asEnvelope,
  handleHttpError,
  resetUnauthorizedState,
  timeoutError,
  warnIfNoPermission,
  type ErrorContext,
} from './http-errors';
import { notify } from './notifier';
import { reportReachable } from './online-status';
import { getTenantId, getToken } from './storage';

export { ApiError, RefusedError, type ApiErrorKind } from './http-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, unknown>;

export interface RequestOptions {
  method: HttpMethod;
  /** Relative to the service prefix, with or without a leading slash; may carry a query string. */
  url: string;
  params?: QueryParams;
  /** JSON-encoded unless FormData, Blob, URLSearchParams, ArrayBuffer or a string. Ignored on GET. */
  data?: unknown;
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No toasts (the 401 logout still happens). */
  silent?: boolean;
}

export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'silent'>;

export interface BlobResult {
  blob: Blob;
  fileName: string | null;
}

export interface ApiClientConfig {
  /** Origin (or path) in front of `/jeecg-boot`; default VITE_API_BASE_URL, else same origin. */
  baseUrl: string;
  timeoutMs: number;
  /** Called on HTTP 401 when a token is stored: the app logs out. The page reloads 1.5 s after. */
  onUnauthorized: () => void | Promise<void>;
  /** Called on HTTP 500 carrying "Token失效" when a token is stored: the app shows 登录已过期. */
  onTokenExpired: () => void;
  reload: () => void;
}

function defaults(): ApiClientConfig {
  return {
    baseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
    timeoutMs: HTTP_TIMEOUT_MS,
    onUnauthorized: () => undefined,
    onTokenExpired: () => notify({ intent: 'error', title: '登录已过期', message: '很抱歉，登录已过期，请重新登录' }),
    reload: () => window.location.reload(),
  };
}

let config = defaults();

/** Sets what the app provides; fields left out keep their current value. */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  const defined = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
  config = { ...config, ...defined };
  resetUnauthorizedState();
}

/** Back to the defaults (tests). */
export function resetApiClient(): void {
  config = defaults();
  clearInterval(probeTimer);
  probeTimer = undefined;
  resetUnauthorizedState();
  earlyGets.clear();
}

/** Absolute address of an API path: base + `/jeecg-boot` + path. */
/**
 * `url` with the signed-in user's token as `token=`: for what the browser fetches without our header (a link, an
 * <img>, a download the page navigates to). The routes that take it say so (`queryToken`); without a token, as is.
 */
export function withToken(url: string): string {
  const token = getToken();
  if (!token || /[?&]token=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

export function apiUrl(path: string): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  const prefix = base.endsWith(API_PREFIX) ? '' : API_PREFIX;
  return `${base}${prefix}/${path.replace(/^\/+/, '')}`;
}

/**
 * X-TIMESTAMP of signed calls: yyyyMMddHHmmss in China Standard Time (GMT+8), the zone
 * JeecgBoot servers read it in, whatever the zone of the browser.
 */
export function formatSignTimestamp(date: Date): string {
  const cst = new Date(date.getTime() + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${cst.getUTCFullYear()}${p(cst.getUTCMonth() + 1)}${p(cst.getUTCDate())}${p(cst.getUTCHours())}${p(cst.getUTCMinutes())}${p(cst.getUTCSeconds())}`;
}

function serialise(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return JSON.stringify(value);
  return String(value); // arrays become comma lists, as JeecgBoot expects for ids
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  ) {
    return data;
  }
  headers.set('Content-Type', 'application/json;charset=UTF-8');
  return JSON.stringify(data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function request(opts: RequestOptions & { responseType: 'blob' }): Promise<BlobResult>;
export function request<T = unknown>(opts: RequestOptions): Promise<ApiEnvelope<T>>;
export async function request<T>(opts: RequestOptions): Promise<ApiEnvelope<T> | BlobResult> {
  const { method, silent = false } = opts;
  const queryStart = opts.url.indexOf('?');
  const path = `/${(queryStart < 0 ? opts.url : opts.url.slice(0, queryStart)).replace(/^\/+/, '')}`;
  const query = new URLSearchParams(queryStart < 0 ? '' : opts.url.slice(queryStart + 1));
  for (const [key, value] of Object.entries(opts.params ?? {})) {
    if (value !== undefined && value !== null) query.set(key, serialise(value));
  }
  if (method === 'GET' && !path.includes('sys/dict/getDictItems') && !query.has('_t')) {
    query.set('_t', String(Math.floor(Date.now() / 1000)));
  }

  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('X-Access-Token', token);
  headers.set('tenant-id', String(getTenantId()));
  const body = method === 'GET' ? undefined : encodeBody(opts.data, headers);
  if (needsSignature(path) && method !== 'PUT' && method !== 'DELETE') {
    const signedBody = method !== 'GET' && isPlainObject(opts.data) ? opts.data : undefined;
    // The MD5 code loads with the first signed call (dictionaries), not with the login page.
    const { computeSign, SIGN_SECRET } = await import('@/domain/sign');
    // The server's secret when it is not JeecgBoot's default (build with VITE_SIGN_SECRET).
    const secret = (import.meta.env.VITE_SIGN_SECRET as string | undefined) || SIGN_SECRET;
    headers.set('X-Sign', computeSign(path, Object.fromEntries(query), signedBody, secret));
    headers.set('X-TIMESTAMP', formatSignTimestamp(new Date()));
  }
  for (const [key, value] of Object.entries(opts.headers ?? {})) headers.set(key, value);

  const ctx: ErrorContext = { silent, hasToken: Boolean(token), ...pickCallbacks() };
  const search = query.toString();
  const url = apiUrl(path) + (search ? `?${search}` : '');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    const response = await fetch(url, { method, headers, body, signal: controller.signal });
    answered();
    if (!response.ok) {
      throw handleHttpError(response.status, response.statusText, await readBody(response), ctx);
    }
    if (opts.responseType === 'blob') return await toBlobResult(response, ctx);
    const envelope = await readBody(response);
    if (!isPlainObject(envelope)) {
      throw new ApiError('parse', '服务器返回的数据无法识别', { status: response.status });
    }
    warnIfNoPermission(envelope, ctx);
    return envelope as unknown as ApiEnvelope<T>;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) throw timeoutError(ctx, error);
    if (opts.signal?.aborted) throw new ApiError('aborted', '请求已取消', { cause: error });
    unanswered();
    throw new ApiError('network', error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** How often an unreachable server is asked again (HEAD on the API: any answer will do). */
export const REACHABILITY_PROBE_MS = 5000;
let probeTimer: ReturnType<typeof setInterval> | undefined;

function answered(): void {
  clearInterval(probeTimer);
  probeTimer = undefined;
  reportReachable(true);
}

function unanswered(): void {
  reportReachable(false);
  probeTimer ??= setInterval(() => {
    fetch(apiUrl('sys/ping'), { method: 'HEAD', cache: 'no-store' }).then(answered, () => undefined);
  }, REACHABILITY_PROBE_MS);
}

function pickCallbacks(): Pick<ErrorContext, 'onUnauthorized' | 'onTokenExpired' | 'reload'> {
  return { onUnauthorized: config.onUnauthorized, onTokenExpired: config.onTokenExpired, reload: config.reload };
}

/** A download answered with a JSON envelope that says failure is an error, not a file. */
async function toBlobResult(response: Response, ctx: ErrorContext): Promise<BlobResult> {
  const blob = await response.blob();
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = asEnvelope(await readBody(new Response(blob)));
    if (envelope?.success === false) {
      const message = envelope.message || '文件下载失败';
      if (!ctx.silent) notify({ intent: 'error', title: '系统提示', message });
      throw new ApiError('http', message, { status: response.status, envelope });
    }
  }
  return { blob, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) };
}

/** GETs started before the code that needs them has loaded (a cold signed-in load), each taken over once. */
interface EarlyGet {
  startedAt: number;
  answer: Promise<ApiEnvelope<unknown>>;
  /** The answer once it has come. */
  arrived?: ApiEnvelope<unknown>;
}
const earlyGets = new Map<string, EarlyGet>();
/** An early answer older than this is not used (the page may have been left open). */
const EARLY_GET_MAX_AGE_MS = 15_000;

/** Plain string order for parameter names (localeCompare would load the ICU collator: tens of ms on a phone). */
export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const earlyKey = (url: string, params?: QueryParams) =>
  `${url}?${JSON.stringify(
    Object.entries(params ?? {})
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => byCodeUnits(a, b)),
  )}`;

/**
 * Starts `GET url?params` now and returns its answer; the first getAction with the same url and params takes that
 * answer over instead of asking again (and asks again when it failed).
 */
export function startEarlyGet<T = unknown>(url: string, params?: QueryParams): Promise<ApiEnvelope<T>> {
  const key = earlyKey(url, params);
  const started = earlyGets.get(key);
  if (started) return started.answer as Promise<ApiEnvelope<T>>;
  const answer = request<T>({ method: 'GET', url, params });
  const early: EarlyGet = { startedAt: Date.now(), answer };
  answer.then(
    (envelope) => (early.arrived = envelope),
    () => undefined,
  );
  earlyGets.set(key, early);
  return answer;
}

/**
 * An early GET's accepted answer if it has already arrived, taken over (as getAction would) without waiting for a
 * promise: a screen can render it in its first pass. Undefined otherwise (getAction then takes or asks).
 */
export function takeArrivedEarlyGet<T>(url: string, params?: QueryParams): ApiEnvelope<T> | undefined {
  const key = earlyKey(url, params);
  const early = earlyGets.get(key);
  if (!early?.arrived?.success || Date.now() - early.startedAt > EARLY_GET_MAX_AGE_MS) return undefined;
  earlyGets.delete(key);
  return early.arrived as ApiEnvelope<T>;
}

function takeEarlyGet<T>(url: string, params?: QueryParams): Promise<ApiEnvelope<T>> | undefined {
  if (earlyGets.size === 0) return undefined;
  const key = earlyKey(url, params);
  const early = earlyGets.get(key);
  earlyGets.delete(key);
  if (!early || Date.now() - early.startedAt > EARLY_GET_MAX_AGE_MS) return undefined;
  return early.answer as Promise<ApiEnvelope<T>>;
}

export function getAction<T = unknown>(url: string, params?: QueryParams, opts?: CallOptions) {
  const send = () => request<T>({ method: 'GET', url, params, ...opts });
  return takeEarlyGet<T>(url, params)?.catch(send) ?? send();
}

export const postAction = <T = unknown>(url: string, data?: unknown, opts?: CallOptions) =>
  request<T>({ method: 'POST', url, data, ...opts });

export const putAction = <T = unknown>(url: string, data?: unknown, opts?: CallOptions) =>
  request<T>({ method: 'PUT', url, data, ...opts });

/** JeecgBoot's deleteAction sends its parameters in the query string. */
export const deleteAction = <T = unknown>(url: string, params?: QueryParams, opts?: CallOptions) =>
  request<T>({ method: 'DELETE', url, params, ...opts });

/** Blob GET; saving the file is the caller's business. */
export const downloadFile = (url: string, params?: QueryParams, opts?: CallOptions) =>
  request({ method: 'GET', url, params, responseType: 'blob', ...opts });

/** Multipart POST (the browser sets the boundary). */
export const uploadAction = <T = unknown>(url: string, formData: FormData, opts?: CallOptions) =>
  request<T>({ method: 'POST', url, data: formData, ...opts });

/**
 * The answer when its envelope says `success: true`; otherwise a RefusedError with the server's
 * message (else `fallback`). Query and mutation functions throw it and the query client tells the
 * user once (see query-client).
 */
export function accepted<T>(envelope: ApiEnvelope<T>, fallback: string): ApiEnvelope<T> {
  if (envelope.success) return envelope;
  throw new RefusedError(envelope.message || fallback, envelope);
}

/** GET an accepted answer's result; `fallback` is the message of a refusal that carries none. */
export async function fetchResult<T>(
  url: string,
  params?: QueryParams,
  opts?: CallOptions & { fallback?: string },
): Promise<T | undefined> {
  const envelope = accepted(await getAction<T>(url, params, opts), opts?.fallback ?? '加载失败');
  return envelope.result ?? undefined;
}

/** GET one record: an accepted answer without one throws 未找到对应数据, as the server says of an unknown id. */
export async function fetchFound<T>(url: string, params?: QueryParams, opts?: CallOptions): Promise<T> {
  const found = await fetchResult<T>(url, params, opts);
  if (found === undefined) throw new RefusedError('未找到对应数据', { success: false, code: 404 });
  return found;
}
