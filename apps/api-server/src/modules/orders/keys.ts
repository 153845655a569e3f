/**
 * The keys of a table's order (docs/decisions/057). A phone's key is 192 random bits, shown once
 * and stored as its SHA-256 (a leaked database does not let anyone into an order); the printed
 * table key is stored as it is printed, and compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new phone key: 32 URL-safe characters. */
export function newOrderKey(): string {
  return randomBytes(24).toString('base64url');
}

export function hashOrderKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Whether the key a phone sent is the table's, without telling by its timing how much matched. */
export function isTableKey(sent: string, stored: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
