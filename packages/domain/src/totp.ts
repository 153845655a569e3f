import { TOTP_DIGITS } from './limits';
import { type Message, messages } from './messages';
import type { TextValue } from './text';

/**
 * Authenticator apps show codes grouped ("123 456"); whitespace is dropped before checking and
 * before the server verifies the code.
 */
export function normalizeTotp(raw: string): string {
  return raw.replace(/\s/g, '');
}

const TOTP_PATTERN = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);

/** Required; exactly 6 digits. */
export function validateTotp(value: TextValue): Message | null {
  if (!value || value.trim() === '') return messages.totpRequired;
  return TOTP_PATTERN.test(normalizeTotp(value)) ? null : messages.totpInvalid;
}
