import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  passwordHint,
  validateLoginPassword,
  validateNewPassword,
  validatePasswordConfirmation,
} from './password';

// Valid new passwords of a given length: a letter, a digit and a special character, padded.
const strong = (length: number) => `Ab1!${'x'.repeat(length - 4)}`;

describe('validateLoginPassword', () => {
  it('requires a value', () => {
    expect(validateLoginPassword('')).toBe(messages.passwordRequired);
    expect(validateLoginPassword(undefined)).toBe(messages.passwordRequired);
  });

  it('accepts 8 to 20 characters and rejects 7 and 21', () => {
    expect(validateLoginPassword('a'.repeat(7))).toBe(messages.passwordTooShort);
    expect(validateLoginPassword('a'.repeat(8))).toBeNull();
    expect(validateLoginPassword('a'.repeat(20))).toBeNull();
    expect(validateLoginPassword('a'.repeat(21))).toBe(messages.passwordTooLong);
  });

  it('does not check composition of existing passwords', () => {
    expect(validateLoginPassword('abcdefgh')).toBeNull();
  });

  it('counts spaces and does not trim', () => {
    expect(validateLoginPassword('       a')).toBeNull();
    expect(validateLoginPassword(' abcdef ')).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validateLoginPassword('😀'.repeat(8))).toBeNull();
    expect(validateLoginPassword('😀'.repeat(20))).toBeNull();
    expect(validateLoginPassword('😀'.repeat(21))).toBe(messages.passwordTooLong);
  });
});

describe('validateNewPassword', () => {
  it('applies the login lengths at their boundaries', () => {
    expect(validateNewPassword('')).toBe(messages.passwordRequired);
    expect(validateNewPassword(strong(7))).toBe(messages.passwordTooShort);
    expect(validateNewPassword(strong(8))).toBeNull();
    expect(validateNewPassword(strong(20))).toBeNull();
    expect(validateNewPassword(strong(21))).toBe(messages.passwordTooLong);
  });

  it('accepts the demo password', () => {
    expect(validateNewPassword('Demo!2345')).toBeNull();
  });

  it('requires a letter, a digit and one of !$@%', () => {
    expect(validateNewPassword('12345678!')).toBe(messages.passwordWeak);
    expect(validateNewPassword('abcdefgh!')).toBe(messages.passwordWeak);
    expect(validateNewPassword('abcd12345')).toBe(messages.passwordWeak);
    expect(validateNewPassword('abcd1234#')).toBe(messages.passwordWeak);
    for (const special of ['!', '$', '@', '%']) {
      expect(validateNewPassword(`abcd1234${special}`)).toBeNull();
    }
  });

  it('accepts letters of any alphabet', () => {
    expect(validateNewPassword('àèìòù12$x')).toBeNull();
  });
});

describe('validatePasswordConfirmation', () => {
  it('requires the confirmation', () => {
    expect(validatePasswordConfirmation('', 'Demo!2345')).toBe(messages.passwordConfirmationRequired);
    expect(validatePasswordConfirmation(null, 'Demo!2345')).toBe(messages.passwordConfirmationRequired);
  });

  it('requires both passwords to match exactly', () => {
    expect(validatePasswordConfirmation('Demo!2345', 'Demo!2345')).toBeNull();
    expect(validatePasswordConfirmation('demo!2345', 'Demo!2345')).toBe(messages.passwordsMismatch);
    expect(validatePasswordConfirmation('Demo!2345 ', 'Demo!2345')).toBe(messages.passwordsMismatch);
  });
});

describe('passwordHint', () => {
  it('names the lengths and the special characters', () => {
    expect(passwordHint.message).toContain('8');
    expect(passwordHint.message).toContain('20');
    expect(passwordHint.message).toContain('!$@%');
  });
});
