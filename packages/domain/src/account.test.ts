import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  validateEmail,
  validateLogin,
  validateName,
  validatePasswordRecovery,
  validatePasswordReset,
  validateSignUp,
  validateSurname,
} from './account';
import { messages } from './messages';

const text = (length: number) => 'x'.repeat(length);

const validUser = {
  name: 'Giulia',
  surname: 'Rossi',
  email: 'giulia.rossi@example.it',
  phone: '+39 333 000 0000',
  password: 'Demo!2345',
  totp: '123456',
};

describe('validateLogin', () => {
  it('returns no errors for the demo credentials', () => {
    expect(validateLogin({ username: '3330000000', password: 'Demo!2345', totp: '123456' })).toEqual({});
  });

  it('reports every missing field', () => {
    expect(validateLogin({ username: '', password: '', totp: '' })).toEqual({
      username: messages.phoneRequired,
      password: messages.passwordRequired,
      totp: messages.totpRequired,
    });
    expect(validateLogin({})).toEqual({
      username: messages.phoneRequired,
      password: messages.passwordRequired,
      totp: messages.totpRequired,
    });
  });

  it('checks only the length of the password', () => {
    expect(validateLogin({ username: '3330000000', password: 'abcdefgh', totp: '123456' })).toEqual({});
    expect(validateLogin({ username: '3330000000', password: 'abcdefg', totp: '123456' })).toEqual({
      password: messages.passwordTooShort,
    });
  });

  it('reports a short phone and a wrong-length code', () => {
    expect(validateLogin({ username: '12345', password: 'Demo!2345', totp: '12345' })).toEqual({
      username: messages.phoneTooShort,
      totp: messages.totpInvalid,
    });
  });
});

describe('validateSignUp', () => {
  it('returns no errors for a complete new user', () => {
    expect(validateSignUp(validUser)).toEqual({});
  });

  it('requires name, last name and email', () => {
    expect(validateSignUp({ ...validUser, name: ' ', surname: '', email: undefined })).toEqual({
      name: messages.nameRequired,
      surname: messages.surnameRequired,
      email: messages.emailRequired,
    });
  });

  it('requires a password that follows the hint', () => {
    expect(validateSignUp({ ...validUser, password: 'abcdefgh' })).toEqual({
      password: messages.passwordWeak,
    });
  });

  it('reports an invalid email format', () => {
    expect(validateSignUp({ ...validUser, email: 'giulia@' })).toEqual({ email: messages.emailInvalid });
  });

  it('checks phone and code like login', () => {
    expect(validateSignUp({ ...validUser, phone: '1234567890123456', totp: '1234567' })).toEqual({
      phone: messages.phoneTooLong,
      totp: messages.totpInvalid,
    });
  });
});

describe('single account fields', () => {
  it('limits name and surname to 100 characters', () => {
    expect(validateName(text(100))).toBeNull();
    expect(validateName(text(101))).toBe(messages.nameTooLong);
    expect(validateSurname(text(100))).toBeNull();
    expect(validateSurname(text(101))).toBe(messages.surnameTooLong);
  });

  it('validates name and surname as required', () => {
    expect(validateName('Ada')).toBeNull();
    expect(validateName('')).toBe(messages.nameRequired);
    expect(validateSurname('Lovelace')).toBeNull();
    expect(validateSurname(null)).toBe(messages.surnameRequired);
  });

  it('accepts well-formed email addresses', () => {
    for (const email of [
      'a@b.it',
      'first.last+tag@sub.example.com',
      ' owner@club-bar.it ',
      "o'brien@pub.ie",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
      expect(validateEmail(email), email).toBeNull();
    }
  });

  it('rejects malformed email addresses', () => {
    for (const email of [
      'plain',
      'no-at.example.com',
      'a@b',
      'a@@b.it',
      'a b@c.it',
      '.a@b.it',
      'a.@b.it',
      'a..b@c.it',
      'a@-b.it',
      'a@b..it',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
      expect(validateEmail(email), email).toBe(messages.emailInvalid);
    }
  });

  it('accepts an email of 254 characters and rejects 255', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.${'g'.repeat(60)}.it`; // 246 characters
    const at254 = `${'l'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`l${at254}`)).toBe(false);
  });

  it('rejects a local part longer than 64 characters', () => {
    expect(isValidEmail(`${'l'.repeat(64)}@b.it`)).toBe(true);
    expect(isValidEmail(`${'l'.repeat(65)}@b.it`)).toBe(false);
  });
});

describe('validatePasswordRecovery', () => {
  it('needs a valid phone', () => {
    expect(validatePasswordRecovery({ phone: '3330000000' })).toEqual({});
    expect(validatePasswordRecovery({ phone: '' })).toEqual({ phone: messages.phoneRequired });
    expect(validatePasswordRecovery({ phone: '12345' })).toEqual({ phone: messages.phoneTooShort });
  });
});

describe('validatePasswordReset', () => {
  it('accepts a strong password repeated', () => {
    expect(validatePasswordReset({ password: 'Nuova$Pass1', passwordConfirmation: 'Nuova$Pass1' })).toEqual(
      {},
    );
  });

  it('requires the confirmation', () => {
    expect(validatePasswordReset({ password: 'Nuova$Pass1', passwordConfirmation: '' })).toEqual({
      passwordConfirmation: messages.passwordConfirmationRequired,
    });
  });

  it('requires the passwords to match', () => {
    expect(validatePasswordReset({ password: 'Nuova$Pass1', passwordConfirmation: 'Nuova$Pass2' })).toEqual({
      passwordConfirmation: messages.passwordsMismatch,
    });
  });

  it('applies the new-password rules', () => {
    expect(validatePasswordReset({ password: 'Ab1!xyz', passwordConfirmation: 'Ab1!xyz' })).toEqual({
      password: messages.passwordTooShort,
    });
    expect(validatePasswordReset({ password: 'password1', passwordConfirmation: 'password1' })).toEqual({
      password: messages.passwordWeak,
    });
  });
});
