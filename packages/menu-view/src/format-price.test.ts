import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it("writes the price in the currency and the guest's locale", () => {
    expect(formatPrice(12.5, 'EUR', 'it-IT')).toMatch(/^12,50\s€$/);
    expect(formatPrice(12.5, 'EUR', 'en-IE')).toBe('€12.50');
    expect(formatPrice(1234, 'USD', 'en-US')).toBe('$1,234.00');
    expect(formatPrice(0, 'CHF', 'de-CH')).toMatch(/^CHF\s0\.00$/);
  });

  it('defaults to euros and survives a currency code it does not know', () => {
    expect(formatPrice(3, null, 'en-IE')).toBe('€3.00');
    expect(formatPrice(3, 'NOT-A-CODE', 'en-IE')).toBe('€3.00');
  });

  it('has nothing to write without a price', () => {
    expect(formatPrice(null, 'EUR', 'en')).toBeNull();
    expect(formatPrice(undefined, 'EUR', 'en')).toBeNull();
    expect(formatPrice(Number.NaN, 'EUR', 'en')).toBeNull();
  });
});
