/** PostgreSQL's SQLSTATE of a failed query, found through drizzle's wrapping (`cause`). */
export interface PgError {
  code: string;
  /** The constraint a unique or foreign-key violation names. */
  constraint?: string;
}

/** Unique violation: a row with the same key exists. */
export const UNIQUE_VIOLATION = '23505';

export function pgError(error: unknown): PgError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
