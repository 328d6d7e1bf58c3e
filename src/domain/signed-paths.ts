/** Paths (relative to the service prefix) that a JeecgBoot server signs. */
export const SIGNED_PATH_PREFIXES = [
  '/sys/dict/getDictItems/',
  '/sys/dict/loadDict/',
  '/sys/dict/loadDictOrderByValue/',
  '/sys/dict/loadDictItem/',
  '/sys/dict/loadTreeData',
  '/sys/api/queryFilterTableDictInfo',
] as const;

export function needsSignature(path: string): boolean {
  const p = path.startsWith('/') ? path : `/${path}`;
  return SIGNED_PATH_PREFIXES.some((prefix) => p.startsWith(prefix));
}
