/** PostgreSQL error helpers that work for node-postgres, PGlite and Drizzle's wrapped errors. */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === '23503';
}
