/**
 * VAT number checks for club creation.
 *
 * Formats of the EU member states follow the European Commission's VIES FAQ, "What is the structure
 * of a VAT number?" (https://ec.europa.eu/taxation_customs/vies/#/faq), the table every member
 * state's number is checked against before VIES is asked. The country prefix (EL for Greece) is
 * optional. Only Italy, the product's home market, also gets its check digit verified: the Partita
 * IVA algorithm published by the Agenzia delle Entrate (a Luhn variant over the first ten digits).
 * Outside the EU, tax numbers vary too much to check: 4 to 20 letters or digits.
 */
import { type Message, messages } from './messages';
import type { TextValue } from './text';

/** Number part (after the prefix) of each EU member state's VAT number, by ISO 3166-1 alpha-2. */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** VAT prefixes that differ from the ISO code: Greece uses EL. */
const VAT_PREFIX_BY_COUNTRY: Readonly<Record<string, string>> = { GR: 'EL' };

const OTHER_COUNTRIES_FORMAT = /^[A-Z0-9]{4,20}$/;

/** Upper case, without the spaces, dots and dashes people type to group digits. */
export function normalizeVatNumber(raw: string): string {
  return raw.replace(/[\s.-]/g, '').toUpperCase();
}

/** Italian Partita IVA: 11 digits whose last one is the check digit of the first ten. */
export function isValidPartitaIva(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

function withoutPrefix(vat: string, country: string): string {
  for (const prefix of [VAT_PREFIX_BY_COUNTRY[country], country]) {
    if (prefix && vat.startsWith(prefix)) {
      const rest = vat.slice(prefix.length);
      // Only strip when what follows still looks like a number (Spanish and Irish numbers may start
      // with letters that could be mistaken for a prefix).
      if (EU_VAT_FORMATS[country]?.test(rest)) return rest;
    }
  }
  return vat;
}

/** Whether `vat` is a well-formed VAT number of the country (ISO 3166-1 alpha-2, any case). */
export function isValidVatNumber(vat: string, countryIso2: string): boolean {
  const country = countryIso2.trim().toUpperCase();
  const normalized = normalizeVatNumber(vat);
  const format = EU_VAT_FORMATS[country];
  if (!format) return OTHER_COUNTRIES_FORMAT.test(normalized);
  const number = withoutPrefix(normalized, country);
  if (!format.test(number)) return false;
  return country === 'IT' ? isValidPartitaIva(number) : true;
}

/** Required, and valid for the club's country (checked by the generic rule while no country is chosen). */
export function validateVatNumber(value: TextValue, countryIso2: TextValue): Message | null {
  if (!value || value.trim() === '') return messages.vatNumberRequired;
  return isValidVatNumber(value, countryIso2 ?? '') ? null : messages.vatNumberInvalid;
}
