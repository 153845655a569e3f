/** TOTP per RFC 6238: SHA-1, 6 digits, 30 s step, codes of the previous and next step accepted. */
import { generate, generateSecret, generateURI, verify } from 'otplib';

export const TOTP_PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, phone: string): string {
  return generateURI({ issuer: 'Tavola', label: phone, secret });
}

export function timeStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step the code belongs to, or null when it matches none within the window. */
export async function matchTotp(secret: string, code: string, at: Date): Promise<number | null> {
  const epoch = Math.floor(at.getTime() / 1000);
  try {
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: WINDOW_STEPS * TOTP_PERIOD_SECONDS,
    });
    return result.valid ? timeStepAt(at) + result.delta : null;
  } catch {
    return null;
  }
}

/** The code for a moment (tests, the demo script). */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
