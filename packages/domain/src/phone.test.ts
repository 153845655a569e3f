import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { validatePhone, writtenPhone } from './phone';

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

describe('validatePhone with the international prefix 00', () => {
  it('reads 00 as the + of a country code, and counts the digits after it', () => {
    expect(validatePhone('0039 333-000-0000')).toBeNull();
    expect(validatePhone('0012 345')).toBe(messages.phoneTooShort);
    expect(validatePhone('00 1234 5678 9012 345')).toBeNull();
    expect(validatePhone('00 1234 5678 9012 3456')).toBe(messages.phoneTooLong);
  });

  it('keeps refusing what is not a phone number', () => {
    expect(validatePhone('0039 333 abc')).toBe(messages.phoneInvalid);
    expect(validatePhone('333\u00000000000')).toBe(messages.phoneInvalid);
    expect(validatePhone('3'.repeat(10_000))).toBe(messages.phoneTooLong);
  });
});

describe('writtenPhone', () => {
  it('drops separators and writes 00 as +, without adding a country code', () => {
    expect(writtenPhone(' +39 (333) 000-00.00 ')).toBe('+393330000000');
    expect(writtenPhone('0039 333 000 0000')).toBe('+393330000000');
    expect(writtenPhone('333 000 0000')).toBe('3330000000');
  });
});
