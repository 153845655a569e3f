import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './limits';
import { type Message, messages } from './messages';
import type { TextValue } from './text';

/** Shown under password fields; the texts of `validateNewPassword` enforce what it asks for. */
export const passwordHint: Message = messages.passwordHint;

// Passwords are never trimmed: spaces are characters the user chose.
function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** Sign-in: required and 8 to 20 characters (existing passwords are not checked further). */
export function validateLoginPassword(value: TextValue): Message | null {
  if (!value) return messages.passwordRequired;
  const length = characterCount(value);
  if (length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong;
  return null;
}

/**
 * Sign-up and reset: the login rules plus what the hint asks for, at least one letter (any
 * alphabet), one digit and one of the special characters !$@%. Other characters are allowed.
 */
export function validateNewPassword(value: TextValue): Message | null {
  const basic = validateLoginPassword(value);
  if (basic || !value) return basic;
  const hasLetter = /\p{L}/u.test(value);
  const hasDigit = /[0-9]/.test(value);
  const hasSpecial = [...PASSWORD_SPECIAL_CHARACTERS].some((character) => value.includes(character));
  return hasLetter && hasDigit && hasSpecial ? null : messages.passwordWeak;
}

/** The repeated password: required, and equal to the first one. */
export function validatePasswordConfirmation(confirmation: TextValue, password: TextValue): Message | null {
  if (!confirmation) return messages.passwordConfirmationRequired;
  if (confirmation !== password) return messages.passwordsMismatch;
  return null;
}
