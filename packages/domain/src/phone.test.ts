import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { normalizePhone, validatePhone } from './phone';

const digits = (count: number) => '1234567890123456789'.slice(0, count);

describe('validatePhone', () => {
  it('requires a value', () => {
    expect(validatePhone('')).toBe(messages.phoneRequired);
    expect(validatePhone('   ')).toBe(messages.phoneRequired);
    expect(validatePhone(null)).toBe(messages.phoneRequired);
    expect(validatePhone(undefined)).toBe(messages.phoneRequired);
  });

  it('accepts 6 to 15 digits and rejects 5 and 16', () => {
    expect(validatePhone(digits(5))).toBe(messages.phoneTooShort);
    expect(validatePhone(digits(6))).toBeNull();
    expect(validatePhone(digits(15))).toBeNull();
    expect(validatePhone(digits(16))).toBe(messages.phoneTooLong);
  });

  it('does not count separators or the leading + as digits', () => {
    expect(validatePhone('+12 345')).toBe(messages.phoneTooShort);
    expect(validatePhone('+12 3456')).toBeNull();
    expect(validatePhone('(123) 456-789.012-345')).toBeNull();
    expect(validatePhone('+1 234 567 890 123 456')).toBe(messages.phoneTooLong);
  });

  it('accepts the demo phone and common international spellings', () => {
    expect(validatePhone('3330000000')).toBeNull();
    expect(validatePhone('+39 333 000 0000')).toBeNull();
    expect(validatePhone('+39 (333) 000-00.00')).toBeNull();
  });

  it('rejects letters, other symbols and a + that is not leading', () => {
    expect(validatePhone('333000000a')).toBe(messages.phoneInvalid);
    expect(validatePhone('333/0000000')).toBe(messages.phoneInvalid);
    expect(validatePhone('39+3330000000')).toBe(messages.phoneInvalid);
    expect(validatePhone('++393330000000')).toBe(messages.phoneInvalid);
    expect(validatePhone('+')).toBe(messages.phoneTooShort);
  });
});

describe('normalizePhone', () => {
  it('keeps digits and one leading +', () => {
    expect(normalizePhone(' +39 (333) 000-00.00 ')).toBe('+393330000000');
    expect(normalizePhone('333 000 0000')).toBe('3330000000');
  });

  it('gives the same value for every spelling of one number', () => {
    expect(normalizePhone('333-000-0000')).toBe(normalizePhone('333.000.0000'));
  });
});
