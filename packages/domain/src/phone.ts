import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits';
import { type Message, messages } from './messages';
import type { TextValue } from './text';

/** Separators people type inside phone numbers: whitespace, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The stored and looked-up form of a phone number: separators removed, one leading '+' kept,
 * e.g. "+39 (333) 000-0000" -> "+393330000000". Validate with `validatePhone` first: an invalid
 * input keeps its other characters, so it never equals a stored (valid) phone.
 */
export function normalizePhone(raw: string): string {
  return raw.replace(SEPARATORS, '');
}

/** Required; only digits, separators and one leading '+'; 6 to 15 digits. */
export function validatePhone(value: TextValue): Message | null {
  if (!value || value.trim() === '') return messages.phoneRequired;
  const normalized = normalizePhone(value);
  const digits = normalized.startsWith('+') ? normalized.slice(1) : normalized;
  if (!/^[0-9]*$/.test(digits)) return messages.phoneInvalid;
  if (digits.length < PHONE_MIN_DIGITS) return messages.phoneTooShort;
  if (digits.length > PHONE_MAX_DIGITS) return messages.phoneTooLong;
  return null;
}
