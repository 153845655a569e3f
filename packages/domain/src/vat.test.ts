import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { isValidPartitaIva, isValidVatNumber, normalizeVatNumber, validateVatNumber } from './vat';

describe('Italian VAT number (Partita IVA)', () => {
  it('accepts numbers with a correct check digit', () => {
    expect(isValidPartitaIva('00159560366')).toBe(true); // Ferrari S.p.A.
    expect(isValidPartitaIva('01234567897')).toBe(true);
    expect(isValidPartitaIva('12345678903')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidPartitaIva('00159560367')).toBe(false);
    expect(isValidPartitaIva('01234567890')).toBe(false);
    expect(isValidPartitaIva('12345678901')).toBe(false);
  });

  it('rejects other lengths, non-digits and all zeros', () => {
    expect(isValidPartitaIva('0015956036')).toBe(false);
    expect(isValidPartitaIva('001595603660')).toBe(false);
    expect(isValidPartitaIva('0015956036A')).toBe(false);
    expect(isValidPartitaIva('00000000000')).toBe(false);
  });

  it('accepts the IT prefix, spaces and any case', () => {
    expect(isValidVatNumber('IT00159560366', 'IT')).toBe(true);
    expect(isValidVatNumber('it 001 595 603 66', 'it')).toBe(true);
    expect(isValidVatNumber('IT00159560367', 'IT')).toBe(false);
    expect(isValidVatNumber('DE00159560366', 'IT')).toBe(false);
  });
});

describe('EU VAT formats', () => {
  it.each([
    ['AT', 'ATU12345678'],
    ['BE', '0123456789'],
    ['DE', 'DE123456789'],
    ['ES', 'ESX1234567X'],
    ['ES', '12345678Z'],
    ['FR', 'FRAB123456789'],
    ['FR', '12123456789'],
    ['GR', 'EL123456789'],
    ['GR', 'GR123456789'],
    ['IE', 'IE1234567WA'],
    ['IE', '1A23456W'],
    ['NL', 'NL123456789B01'],
    ['SE', 'SE123456789001'],
    ['RO', 'RO12'],
  ])('%s accepts %s', (country, vat) => {
    expect(isValidVatNumber(vat, country)).toBe(true);
  });

  it.each([
    ['AT', 'AT12345678'],
    ['BE', '2123456789'],
    ['DE', 'DE12345678'],
    ['DE', 'DE1234567890'],
    ['ES', '123456789'],
    ['FR', 'FRIO123456789'],
    ['NL', 'NL123456789A01'],
    ['SE', 'SE123456789002'],
    ['RO', 'RO0123'],
  ])('%s rejects %s', (country, vat) => {
    expect(isValidVatNumber(vat, country)).toBe(false);
  });
});

describe('VAT outside the EU', () => {
  it('accepts 4 to 20 letters or digits', () => {
    expect(isValidVatNumber('123', 'CH')).toBe(false);
    expect(isValidVatNumber('1234', 'CH')).toBe(true);
    expect(isValidVatNumber('CHE-123.456.788', 'CH')).toBe(true);
    expect(isValidVatNumber('A'.repeat(20), 'US')).toBe(true);
    expect(isValidVatNumber('A'.repeat(21), 'US')).toBe(false);
    expect(isValidVatNumber('12/345', 'US')).toBe(false);
  });
});

describe('validateVatNumber', () => {
  it('requires a value', () => {
    expect(validateVatNumber('', 'IT')).toBe(messages.vatNumberRequired);
    expect(validateVatNumber(null, 'IT')).toBe(messages.vatNumberRequired);
  });

  it('reports an invalid number for the country', () => {
    expect(validateVatNumber('00159560366', 'IT')).toBeNull();
    expect(validateVatNumber('00159560367', 'IT')).toBe(messages.vatNumberInvalid);
  });

  it('uses the generic rule while no country is chosen', () => {
    expect(validateVatNumber('12345', '')).toBeNull();
    expect(validateVatNumber('12345', null)).toBeNull();
  });
});

describe('normalizeVatNumber', () => {
  it('removes grouping and upper-cases', () => {
    expect(normalizeVatNumber(' it 001.595-603 66 ')).toBe('IT00159560366');
  });
});
