import { type Message, messages } from './messages';

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

/**
 * Characters of the C0/C1 control ranges and DEL other than tab, line feed and carriage return:
 * NUL (which PostgreSQL refuses in text), escape and the like, which no menu, name or address needs
 * and which would show as nothing or garbage on a guest's phone.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/**
 * Passes a missing value: combine with `requireText` for required fields. Every bounded text of
 * the domain goes through here, so control characters are refused for all of them in one place.
 */
export function limitText(value: TextValue, max: number, message: Message): Message | null {
  if (value && hasControlCharacters(value)) return messages.textHasControlCharacters;
  return textLength(value) > max ? message : null;
}
