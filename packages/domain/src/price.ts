/**
 * Prices as people read them: in the club's currency, written the way the reader's language
 * writes money ("12,50 €" in Italian, "€12.50" in British English).
 */

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `amount` in `currency` (ISO 4217, e.g. EUR) for `locale` (BCP 47, e.g. it-IT). */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return formatterFor(currency, locale).format(amount);
}

/** The symbol of a currency in a locale ("€"), e.g. for the price input of a form. */
export function currencySymbol(currency: string, locale: string): string {
  const part = formatterFor(currency, locale)
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** At most 2 decimals (cents), tolerant of binary fractions such as 0.1 + 0.2. */
export function hasAtMostTwoDecimals(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}
