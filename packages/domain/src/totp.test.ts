import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { normalizeTotp, validateTotp } from './totp';

describe('validateTotp', () => {
  it('requires a value', () => {
    expect(validateTotp('')).toBe(messages.totpRequired);
    expect(validateTotp('  ')).toBe(messages.totpRequired);
    expect(validateTotp(null)).toBe(messages.totpRequired);
  });

  it('accepts exactly 6 digits', () => {
    expect(validateTotp('12345')).toBe(messages.totpInvalid);
    expect(validateTotp('123456')).toBeNull();
    expect(validateTotp('1234567')).toBe(messages.totpInvalid);
  });

  it('rejects non-digits', () => {
    expect(validateTotp('12345a')).toBe(messages.totpInvalid);
    expect(validateTotp('12-456')).toBe(messages.totpInvalid);
    expect(validateTotp('１２３４５６')).toBe(messages.totpInvalid);
  });

  it('accepts the grouped form authenticator apps display', () => {
    expect(validateTotp('123 456')).toBeNull();
    expect(validateTotp(' 123456 ')).toBeNull();
    expect(normalizeTotp(' 123 456 ')).toBe('123456');
  });
});
