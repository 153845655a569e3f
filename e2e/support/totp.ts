import { generate } from 'otplib';

// The server accepts each code once, with a window of one 30 s step either side. A journey that
// signs in twice within the same step therefore takes the next step's code instead of waiting.
const usedSteps = new Map<string, Set<number>>();

export async function freshTotp(secret: string): Promise<string> {
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  const now = Math.floor(Date.now() / 1000 / 30);
  const step = [now, now + 1].find((s) => !used.has(s));
  if (step === undefined) throw new Error('both usable TOTP steps already used; wait 30 s');
  used.add(step);
  return generate({ secret, epoch: step * 30 });
}
