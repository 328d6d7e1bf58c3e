/**
 * A field of a record as text, as lists and detail views show it: the server's `<field>_dictText` (a dictionary or
 * picker name) when it sent one, else the value; '' when empty.
 */
export function shownText<R extends object>(record: R, field: keyof R & string): string {
  const values = record as Record<string, unknown>;
  const text = values[`${field}_dictText`] ?? values[field];
  return text === undefined || text === null ? '' : String(text);
}
