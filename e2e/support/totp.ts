import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { current } from './stack';

// The server accepts each code once, with a window of one 30 s step either side. A journey that
// signs in twice within one step takes the next step's code, and in the first half of a step the
// previous step's too; when those are spent it waits for the clock to reach a new step, as a person
// with an authenticator app would.
const STEP_SECONDS = 30;
// The previous step's code is offered only this long before the step ends: the server must check
// it before the step changes (the code is typed, sent and the password hashed first), or it would
// be two steps old.
const PREVIOUS_STEP_MARGIN_MS = 15_000;

// The steps already spent, per secret, are kept in a file beside the embedded database of the e2e
// server (playwright.config.ts's data directory, emptied at every start, like the server's record
// of used codes): Playwright runs every round of `--repeat-each` in a new worker process, and the
// demo account signs in once per round. A step marked by mistake (say, by another stack's run
// from this folder) only makes the next sign-in take the following step.
const { dataDir } = current;
const usedStepsFile = path.join(dataDir, 'used-totp-steps.json');
const inMemory: Record<string, number[]> = {};

function readUsedSteps(): Record<string, number[]> {
  if (!existsSync(usedStepsFile)) return inMemory;
  try {
    return JSON.parse(readFileSync(usedStepsFile, 'utf8')) as Record<string, number[]>;
  } catch {
    // removed with the data directory meanwhile
    return inMemory;
  }
}

function writeUsedSteps(used: Record<string, number[]>): void {
  // without the server's data directory (a run against another stack) the steps stay in memory
  Object.assign(inMemory, used);
  if (!existsSync(dataDir)) return;
  // written whole, then renamed: a reader never sees half a file
  const partial = `${usedStepsFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(used));
  renameSync(partial, usedStepsFile);
}

export async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const used = readUsedSteps();
    const spent = new Set(used[secret] ?? []);
    const clock = Date.now();
    const now = Math.floor(clock / 1000 / STEP_SECONDS);
    const msToNextStep = STEP_SECONDS * 1000 - (clock % (STEP_SECONDS * 1000));
    const candidates = msToNextStep > PREVIOUS_STEP_MARGIN_MS ? [now, now + 1, now - 1] : [now, now + 1];
    const step = candidates.find((s) => !spent.has(s));
    if (step !== undefined) {
      // older steps can never be offered again: keep the record short
      used[secret] = [...spent, step].filter((s) => s >= now - 1);
      writeUsedSteps(used);
      return generate({ secret, epoch: step * STEP_SECONDS });
    }
    await new Promise((resolve) => setTimeout(resolve, msToNextStep + 200));
  }
}
