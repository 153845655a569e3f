import { describe, expect, it } from 'vitest';
import { currencySymbol, formatPrice, hasAtMostTwoDecimals } from './price';

// Intl puts a no-break space (U+00A0) between amount and symbol in Italian
const nbsp = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatPrice', () => {
  it('writes euros the Italian way in it-IT', () => {
    expect(nbsp(formatPrice(12.5, 'EUR', 'it-IT'))).toBe('12,50 €');
    expect(nbsp(formatPrice(1234.5, 'EUR', 'it-IT'))).toBe('1234,50 €');
  });

  it('writes euros the British way in en-GB', () => {
    expect(formatPrice(12.5, 'EUR', 'en-GB')).toBe('€12.50');
    expect(formatPrice(1234.5, 'EUR', 'en-GB')).toBe('€1,234.50');
  });

  it('shows zero as a price, not as nothing', () => {
    expect(nbsp(formatPrice(0, 'EUR', 'it-IT'))).toBe('0,00 €');
    expect(formatPrice(0, 'EUR', 'en-GB')).toBe('€0.00');
  });

  it('always shows 2 decimals', () => {
    expect(formatPrice(8, 'EUR', 'en-GB')).toBe('€8.00');
    expect(formatPrice(8.05, 'EUR', 'en-GB')).toBe('€8.05');
  });

  it('gives the currency symbol for a price input', () => {
    expect(currencySymbol('EUR', 'it-IT')).toBe('€');
    expect(currencySymbol('GBP', 'en-GB')).toBe('£');
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole numbers and cents, refuses fractions of a cent', () => {
    expect(hasAtMostTwoDecimals(0)).toBe(true);
    expect(hasAtMostTwoDecimals(12)).toBe(true);
    expect(hasAtMostTwoDecimals(12.5)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });
});
