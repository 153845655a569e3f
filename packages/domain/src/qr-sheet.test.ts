import { QrSheetLanguage } from '@tavola/api/generated/enums';
import { describe, expect, it } from 'vitest';
import { defaultQrSheetLanguage, isQrSheetLanguage, QR_SHEET_LANGUAGES } from './qr-sheet';

describe('the QR sheet’s language', () => {
  it('is the club country’s language when the sheet has it', () => {
    expect(defaultQrSheetLanguage('IT')).toBe('it');
    expect(defaultQrSheetLanguage('sm')).toBe('it');
    expect(defaultQrSheetLanguage('FR')).toBe('fr');
    expect(defaultQrSheetLanguage('AT')).toBe('de');
    expect(defaultQrSheetLanguage('ES')).toBe('es');
  });

  it('is English elsewhere, and when the country is not known', () => {
    expect(defaultQrSheetLanguage('GB')).toBe('en');
    // Polish menus exist, a Polish sheet does not
    expect(defaultQrSheetLanguage('PL')).toBe('en');
    expect(defaultQrSheetLanguage('ZZ')).toBe('en');
    expect(defaultQrSheetLanguage(null)).toBe('en');
    expect(defaultQrSheetLanguage('')).toBe('en');
  });

  it('is one of the contract’s languages', () => {
    expect(QR_SHEET_LANGUAGES).toEqual(QrSheetLanguage);
    expect(isQrSheetLanguage('nl')).toBe(true);
    expect(isQrSheetLanguage('pl')).toBe(false);
    expect(isQrSheetLanguage(undefined)).toBe(false);
  });
});
