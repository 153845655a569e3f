import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './limits';
import { type Message, messages } from './messages';
import type { TextValue } from './text';

/** Separators people type inside phone numbers: whitespace, dashes, dots and parentheses. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * A phone number as written, without its separators, and with the international call prefix "00"
 * written as the '+' it stands for: "0039 (333) 000-0000" -> "+393330000000", "333 000 0000" ->
 * "3330000000". Still the person's own form (no country code is added): `normalizePhone`
 * (phone-normal-form.ts) turns it into the one form that is stored and compared.
 */
export function writtenPhone(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * Required; only digits, separators and a leading '+' (or "00"); 6 to 15 digits, counted as written
 * (after the country code's '+' or "00"). No phone library here: the console validates with it too,
 * and the spec's rules are these counts.
 */
export function validatePhone(value: TextValue): Message | null {
  if (!value || value.trim() === '') return messages.phoneRequired;
  const written = writtenPhone(value);
  const digits = written.startsWith('+') ? written.slice(1) : written;
  if (!/^[0-9]*$/.test(digits)) return messages.phoneInvalid;
  if (digits.length < PHONE_MIN_DIGITS) return messages.phoneTooShort;
  if (digits.length > PHONE_MAX_DIGITS) return messages.phoneTooLong;
  return null;
}
