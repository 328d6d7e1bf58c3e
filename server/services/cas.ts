/**
 * CAS single sign-on (docs/security.md "Single sign-on (CAS)"): a service ticket is checked with the CAS server's
 * `/p3/serviceValidate` (CAS protocol 3), whose XML answer is read with a real XML parser, and names the account.
 *
 * Settings (env, read at each sign-in; CAS is off unless both are set): CAS_SERVER_URL, the CAS server's prefix
 * (`https://cas.example.edu/cas`); CAS_SERVICE_URL, this app's address as the browser opens it (`https://exam.example.cn/`;
 * several comma-separated). Only a ticket issued for one of those addresses signs in: one issued to another service
 * (a site the attacker runs) is refused before the CAS server is asked.
 */
import { XMLParser } from 'fast-xml-parser';

export const CAS_MESSAGES = {
  off: 'CAS单点登录未启用',
  noTicket: '缺少CAS票据',
  badService: '登录服务地址不正确',
  used: '票据已使用，请重新登录',
  unreachable: 'CAS服务器无法访问，请稍后再试',
  invalid: 'CAS票据验证失败',
} as const;

export const CAS_TIMEOUT_MS = 5000;

export interface CasSettings {
  serverUrl: string | null;
  serviceUrls: string[];
  /** How long the CAS server may take to answer (CAS_TIMEOUT_MS, default 5 s). */
  timeoutMs: number;
}

export function casSettings(env: NodeJS.ProcessEnv = process.env): CasSettings {
  const serverUrl = env.CAS_SERVER_URL?.trim().replace(/\/+$/, '') || null;
  const serviceUrls = (env.CAS_SERVICE_URL ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const timeoutMs = Number(env.CAS_TIMEOUT_MS);
  return { serverUrl, serviceUrls, timeoutMs: timeoutMs > 0 ? timeoutMs : CAS_TIMEOUT_MS };
}

const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, processEntities: true, trimValues: true });

/** The user a CAS 3 validation answer names, or the failure it states. */
export function readServiceResponse(xml: string): { user: string } | { failure: string } {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return { failure: CAS_MESSAGES.invalid };
  }
  const response = (doc as { serviceResponse?: Record<string, unknown> } | undefined)?.serviceResponse;
  const success = response?.authenticationSuccess as { user?: unknown } | undefined;
  const user = success?.user;
  if (typeof user === 'string' && user.trim()) return { user: user.trim() };
  if (typeof user === 'number') return { user: String(user) };
  const failure = response?.authenticationFailure;
  const text = typeof failure === 'string' ? failure : (failure as { '#text'?: unknown } | undefined)?.['#text'];
  return { failure: typeof text === 'string' && text.trim() ? text.trim() : CAS_MESSAGES.invalid };
}

/** Asks the CAS server about `ticket` for `service`; a network failure or a slow answer is CAS_MESSAGES.unreachable. */
export async function validateTicket(
  serverUrl: string,
  ticket: string,
  service: string,
  timeoutMs = CAS_TIMEOUT_MS,
): Promise<{ user: string } | { failure: string }> {
  const url = `${serverUrl}/p3/serviceValidate?${new URLSearchParams({ ticket, service }).toString()}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!res.ok) return { failure: CAS_MESSAGES.unreachable };
    return readServiceResponse(await res.text());
  } catch {
    return { failure: CAS_MESSAGES.unreachable };
  }
}
