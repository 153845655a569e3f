/**
 * Form validators of the account screens (login, sign-up, password recovery and reset).
 * Field names follow the contract's request bodies (LoginRequest, NewUser, password reset and
 * recovery), so the server can validate a body and the console a form with the same function.
 */
import { FIELD_LIMITS } from './limits';
import { collectErrors, type Message, messages, type ValidationErrors } from './messages';
import { validateLoginPassword, validateNewPassword, validatePasswordConfirmation } from './password';
import { validatePhone } from './phone';
import { limitText, requireText, type TextValue, textLength } from './text';
import { validateTotp } from './totp';

// WHATWG's `input type=email` grammar, with a dot required in the domain (mail must be deliverable
// on the internet) and no empty labels in the local part.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const local = email.slice(0, email.lastIndexOf('@'));
  return EMAIL_PATTERN.test(email) && local.length <= 64 && textLength(email) <= FIELD_LIMITS.user.email;
}

export function validateName(value: TextValue): Message | null {
  return (
    requireText(value, messages.nameRequired) ??
    limitText(value, FIELD_LIMITS.user.name, messages.nameTooLong)
  );
}

/** The last name. */
export function validateSurname(value: TextValue): Message | null {
  return (
    requireText(value, messages.surnameRequired) ??
    limitText(value, FIELD_LIMITS.user.surname, messages.surnameTooLong)
  );
}

/** Required, and a well-formed address. */
export function validateEmail(value: TextValue): Message | null {
  if (!value || value.trim() === '') return messages.emailRequired;
  return isValidEmail(value) ? null : messages.emailInvalid;
}

export type LoginValues = { username?: TextValue; password?: TextValue; totp?: TextValue };
export type LoginField = 'username' | 'password' | 'totp';

/** Sign-in: the username is the phone number. */
export function validateLogin(input: LoginValues): ValidationErrors<LoginField> {
  return collectErrors({
    username: validatePhone(input.username),
    password: validateLoginPassword(input.password),
    totp: validateTotp(input.totp),
  });
}

export type SignUpValues = {
  name?: TextValue;
  surname?: TextValue;
  email?: TextValue;
  phone?: TextValue;
  password?: TextValue;
  totp?: TextValue;
};
export type SignUpField = 'name' | 'surname' | 'email' | 'phone' | 'password' | 'totp';

/** Sign-up / new user: the password is a new one, so it must match the hint. */
export function validateSignUp(input: SignUpValues): ValidationErrors<SignUpField> {
  return collectErrors({
    name: validateName(input.name),
    surname: validateSurname(input.surname),
    email: validateEmail(input.email),
    phone: validatePhone(input.phone),
    password: validateNewPassword(input.password),
    totp: validateTotp(input.totp),
  });
}

export type PasswordRecoveryValues = { phone?: TextValue };

export function validatePasswordRecovery(input: PasswordRecoveryValues): ValidationErrors<'phone'> {
  return collectErrors({ phone: validatePhone(input.phone) });
}

export type PasswordResetValues = { password?: TextValue; passwordConfirmation?: TextValue };
export type PasswordResetField = 'password' | 'passwordConfirmation';

export function validatePasswordReset(input: PasswordResetValues): ValidationErrors<PasswordResetField> {
  return collectErrors({
    password: validateNewPassword(input.password),
    passwordConfirmation: validatePasswordConfirmation(input.passwordConfirmation, input.password),
  });
}
