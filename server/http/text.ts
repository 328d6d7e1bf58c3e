/** A request value as text: a string as sent, a number as its digits, anything else empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
