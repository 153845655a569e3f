/** Largest id of the database's tables (PostgreSQL `integer`); the contract bounds ids from below only. */
export const MAX_ID = 2_147_483_647;

/**
 * The id a path segment names: a positive whole number written plainly ("7", not "07", "7.0" or
 * "+7") that a table can hold. Null for anything else, which names nothing.
 */
export function idFromPath(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
