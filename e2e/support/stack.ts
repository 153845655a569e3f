// The end-to-end stacks: one per Playwright worker, each an API server on its own embedded database
// (with the demo data), the console and the guest app served by `vite preview`, a mail catcher and
// a DeepL stand-in. Two workers run the journeys side by side, each on its own stack, so a journey
// never sees another's changes to the demo data (docs/decisions/022-test-command-speed.md).
//
// A worker finds its stack by Playwright's TEST_PARALLEL_INDEX (0 in the main process, which starts
// every stack: playwright.config.ts). `npm test` gives every server a free port (E2E_PORTS, six a
// stack in the order of PORT_NAMES; scripts/test-all.sh); a run by hand takes fixed ones, away from
// the ones `npm start` uses so both can run at once.
import path from 'node:path';

/** Stacks, and so Playwright workers: E2E_STACKS, 2 by default. */
export const STACK_COUNT = Number(process.env.E2E_STACKS ?? 2);

const PORT_NAMES = ['api', 'console', 'guest', 'mailSmtp', 'mailHttp', 'deepl'] as const;
type PortName = (typeof PORT_NAMES)[number];
/** Stack 0's fixed ports; stack n adds 10 × n to each. */
const FIXED_PORTS: Record<PortName, number> = {
  api: 18080,
  console: 15173,
  guest: 15174,
  mailSmtp: 12525,
  mailHttp: 12526,
  deepl: 12527,
};

export interface Stack {
  index: number;
  ports: Record<PortName, number>;
  consoleUrl: string;
  guestUrl: string;
  /** Where browsers reach the API (the server's PUBLIC_API_URL): base of the club activation link. */
  apiUrl: string;
  /** the API server's embedded database, emptied at every start (absolute: the server runs in its own folder) */
  dataDir: string;
  /** the API server's log of the whole run: `npm test` searches it for secrets afterwards */
  apiLogFile: string;
}

export function stack(index: number): Stack {
  const given = process.env.E2E_PORTS?.trim().split(/\s+/).map(Number);
  if (given && given.length < STACK_COUNT * PORT_NAMES.length)
    throw new Error(
      `E2E_PORTS names ${given.length} ports; ${STACK_COUNT} stacks need ${STACK_COUNT * PORT_NAMES.length}`,
    );
  const ports = Object.fromEntries(
    PORT_NAMES.map((name, position) => [
      name,
      given ? (given[index * PORT_NAMES.length + position] as number) : FIXED_PORTS[name] + 10 * index,
    ]),
  ) as Record<PortName, number>;
  return {
    index,
    ports,
    consoleUrl: `http://localhost:${ports.console}`,
    guestUrl: `http://localhost:${ports.guest}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    dataDir: path.resolve(`.e2e-data/stack-${index}`),
    apiLogFile: path.resolve(`api-server-${index}.log`),
  };
}

/** This worker's stack. */
export const current = stack(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const { ports, consoleUrl, guestUrl, apiUrl } = current;
