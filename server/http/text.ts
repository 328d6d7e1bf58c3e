/** A request value as text: a string as sent, a number as its digits, anything else empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A request or row value as trimmed text: a number or switch as its text, null and undefined empty. */
export function trimmed(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/**
 * An object of parameters: as JSON parses one, or a parsed query string (whose prototype is a bare object without
 * one) — not a stream, a buffer or any other class instance.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
