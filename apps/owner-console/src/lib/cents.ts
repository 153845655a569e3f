import { formatPrice } from '@tavola/domain/price';

/**
 * An amount in integer cents (orders, revenue) in the club's currency, written the way the
 * console's language writes money ("€12.50", "12,50 €").
 */
export function formatCents(cents: number, currency: string, locale: string): string {
  return formatPrice(cents / 100, currency, locale);
}
