import { generate } from 'otplib';

// The server accepts each code once, with a window of one 30 s step either side. A journey that
// signs in twice within one step takes the next step's code; when both are spent it waits for the
// clock to reach a new step, as a person with an authenticator app would.
const usedSteps = new Map<string, Set<number>>();
const STEP_SECONDS = 30;

export async function freshTotp(secret: string): Promise<string> {
  const used = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, used);
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const step = [now, now + 1].find((s) => !used.has(s));
    if (step !== undefined) {
      used.add(step);
      return generate({ secret, epoch: step * STEP_SECONDS });
    }
    const msToNextStep = STEP_SECONDS * 1000 - (Date.now() % (STEP_SECONDS * 1000));
    await new Promise((resolve) => setTimeout(resolve, msToNextStep + 200));
  }
}
