/** Currency of a menu whose contract data does not say one (the product started in Italy). */
export const DEFAULT_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // an unknown locale or currency code must not blank the menu: fall back to what always works
      formatter = new Intl.NumberFormat('en', { style: 'currency', currency: DEFAULT_CURRENCY });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price as the guest reads it: in the menu's currency, written the way the guest's language
 * writes money ("€ 12,50" in Italian, "€12.50" in English). Null when there is no price.
 */
export function formatPrice(
  price: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string | null {
  if (price === null || price === undefined || !Number.isFinite(price)) return null;
  return formatterFor(currency || DEFAULT_CURRENCY, locale).format(price);
}
