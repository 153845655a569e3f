/**
 * The printed sheet of table QR codes: which languages its own texts ("Scan for the menu") come in,
 * and which one it uses unless the owner picks another. One language for the whole sheet, so a
 * guest never reads an Italian line under an English table name the owner typed.
 */
import { QrSheetLanguage as QR_SHEET_LANGUAGE_LIST } from '@tavola/api/generated/enums';
import { languageOfCountry } from './languages';

export type QrSheetLanguage = (typeof QR_SHEET_LANGUAGE_LIST)[number];

/** The contract's `QrSheetLanguage` values: the languages the server has the sheet's texts in. */
export const QR_SHEET_LANGUAGES: readonly QrSheetLanguage[] = QR_SHEET_LANGUAGE_LIST;

export function isQrSheetLanguage(value: unknown): value is QrSheetLanguage {
  return typeof value === 'string' && (QR_SHEET_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The sheet's language unless the owner picks one: the main language of the club's country
 * (Italy, San Marino, Vatican City: Italian), English where the sheet does not have that language
 * or the country is not known.
 */
export function defaultQrSheetLanguage(countryCode: string | null | undefined): QrSheetLanguage {
  const language = countryCode ? languageOfCountry(countryCode) : 'en';
  return isQrSheetLanguage(language) ? language : 'en';
}
