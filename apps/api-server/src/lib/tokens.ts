import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, base64url (43 characters). Sent to the client, never stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token: its sha-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
