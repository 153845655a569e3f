/**
 * The demo card form's fields: what an owner types (spaces, a slash) and what the contract wants.
 * Real card numbers never reach the demo provider's storage; the server keeps brand and last four.
 */

/** Digits in groups of four, as printed on the card (`4242 4242 4242 4242`), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY` while typing: the slash comes by itself after the month. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of `MM/YY`, or null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

/** Whether a card that runs through the end of `expMonth/expYear` is still valid today. */
export function isExpired({ expMonth, expYear }: { expMonth: number; expYear: number }, now: Date): boolean {
  return (
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  );
}
