/**
 * The one form in which phone numbers are stored and compared (sign-up, sign-in, password
 * recovery, administrator grants): E.164, "+" then the country code and the national number, e.g.
 * "+393330000000" for "333 000 0000", "+39 333 000 0000" or "0039 333-000-0000" written in Italy.
 * Server-side only (the console validates with phone.ts and never loads the numbering metadata).
 * Why E.164 and which country a number without a country code belongs to: docs/decisions/031.
 */
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { writtenPhone } from './phone';

/** Numbers written without a country code are read as Italian, the product's home market. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IT';

export type PhoneCountry = CountryCode;

/** An ISO 3166-1 alpha-2 code (upper case) that the numbering plan knows, e.g. "IT", "FR". */
export function isPhoneCountry(value: string): value is PhoneCountry {
  return /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);
}

/**
 * The stored and looked-up form of a phone number. Validate with `validatePhone` first: an input
 * that is not a phone number comes back only stripped of separators, so it never equals a stored one.
 * Idempotent: the normal form of a normal form is itself.
 */
export function normalizePhone(raw: string, defaultCountry: PhoneCountry = DEFAULT_PHONE_COUNTRY): string {
  const written = writtenPhone(raw.trim());
  if (!/^\+?[0-9]+$/.test(written)) return written;
  // the numbering plan drops a country's trunk prefix ("+44 (0)20…" -> "+4420…", "020…" in the UK)
  const parsed = parsePhoneNumberFromString(written, defaultCountry);
  if (parsed) return parsed.number;
  // a country code the plan does not know, or a length it refuses: the digits as written, so that
  // the same number typed again still meets itself
  return written.startsWith('+') ? written : `+${getCountryCallingCode(defaultCountry)}${written}`;
}
