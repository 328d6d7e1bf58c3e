import { md5 } from 'js-md5';

/** Default JeecgBoot signing secret (ships in the JeecgBoot front end too). */
export const SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';

// Which paths are signed lives apart from the MD5 code, so the http client loads that code only when it signs.
export { needsSignature, SIGNED_PATH_PREFIXES } from './signed-paths';

/**
 * X-Sign of a request: every query parameter (decoded, as strings), plus
 * `x-path-variable` when the last path segment holds a comma, plus body fields for non-GET;
 * `_t` removed; keys sorted; compact JSON + secret; MD5, upper-case hex.
 */
export function computeSign(
  path: string,
  query: Record<string, unknown>,
  body?: Record<string, unknown>,
  secret: string = SIGN_SECRET,
): string {
  const params: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    params[key] = typeof value === 'number' ? String(value) : (value as string);
  };
  for (const [k, v] of Object.entries(query)) put(k, v);
  const pathOnly = path.split('?')[0] ?? '';
  const lastSegment = decodeURIComponent(pathOnly.slice(pathOnly.lastIndexOf('/') + 1));
  if (lastSegment.includes(',')) params['x-path-variable'] = lastSegment;
  if (body) for (const [k, v] of Object.entries(body)) put(k, v);
  delete params['_t'];
  const sorted: Record<string, string> = {};
  for (const key of Object.keys(params).sort()) sorted[key] = params[key] as string;
  return md5(JSON.stringify(sorted) + secret).toUpperCase();
}

/** Sign timestamps older than this are refused. */
export const SIGN_MAX_AGE_MS = 5 * 60 * 1000;
