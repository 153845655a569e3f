import { describe, expect, it } from 'vitest';
import { validatePhone } from './phone';
import { DEFAULT_PHONE_COUNTRY, isPhoneCountry, normalizePhone } from './phone-normal-form';

describe('normalizePhone', () => {
  it('gives the demo number one form however it is written (issue 48)', () => {
    const spellings = [
      '333 000 0000',
      '3330000000',
      '+39 333 000 0000',
      '+393330000000',
      '0039 333-000-0000',
      '(+39) 333.000.0000',
      ' +39 (333) 000-00.00 ',
    ];
    for (const spelling of spellings) expect(normalizePhone(spelling), spelling).toBe('+393330000000');
  });

  it('reads a number without a country code as Italian unless told otherwise', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('IT');
    // Italian landlines keep their leading 0 after the country code
    expect(normalizePhone('06 1234 5678')).toBe('+390612345678');
    // in the UK the trunk 0 is dropped, written nationally or after the country code
    expect(normalizePhone('020 7946 0000', 'GB')).toBe('+442079460000');
    expect(normalizePhone('+44 (0)20 7946 0000')).toBe('+442079460000');
    expect(normalizePhone('+44 20 7946 0000', 'FR')).toBe('+442079460000');
  });

  it('still gives one form to numbers the numbering plan does not know', () => {
    expect(normalizePhone('123456')).toBe('+39123456');
    expect(normalizePhone('+999 1234 5678')).toBe('+99912345678');
    expect(normalizePhone('00999 1234 5678')).toBe('+99912345678');
    expect(normalizePhone('123 456 789 012 345')).toBe(normalizePhone('123456789012345'));
  });

  it('is idempotent, so stored phones can be normalised again safely', () => {
    const samples = [
      '3330000000',
      '+390612345678',
      '123456',
      '+123456',
      '+99912345678',
      '123456789012345',
      '+442079460000',
      '0039 06 1234 5678',
      '39 1234 5678',
    ];
    for (const sample of samples) {
      expect(validatePhone(sample), sample).toBeNull();
      const once = normalizePhone(sample);
      expect(normalizePhone(once), sample).toBe(once);
      expect(normalizePhone(once, 'GB'), `${sample} read in the UK`).toBe(once);
    }
  });

  it('never turns what is not a phone number into a stored form', () => {
    expect(normalizePhone('333 abc')).toBe('333abc');
    expect(normalizePhone('++39333')).toBe('++39333');
  });
});

describe('isPhoneCountry', () => {
  it('knows ISO country codes of the numbering plan, in capitals', () => {
    expect(isPhoneCountry('IT')).toBe(true);
    expect(isPhoneCountry('FR')).toBe(true);
    expect(isPhoneCountry('it')).toBe(false);
    expect(isPhoneCountry('XX')).toBe(false);
    expect(isPhoneCountry('ITA')).toBe(false);
  });
});
