import type { Message } from './messages';

/** A form value that may be missing: forms hold '', JSON bodies may hold null or omit the field. */
export type TextValue = string | null | undefined;

/** Missing, empty or only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Length as users and PostgreSQL count it: Unicode code points of the trimmed text
 * (an emoji is one character, not two UTF-16 units).
 */
export function textLength(value: TextValue): number {
  if (!value) return 0;
  let count = 0;
  for (const _ of value.trim()) count++;
  return count;
}

export function requireText(value: TextValue, message: Message): Message | null {
  return isBlank(value) ? message : null;
}

/** Passes a missing value: combine with `requireText` for required fields. */
export function limitText(value: TextValue, max: number, message: Message): Message | null {
  return textLength(value) > max ? message : null;
}
