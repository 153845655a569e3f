// What the screen sets of tools/screenshots.ts share: the running stack's addresses, the demo owner's
// session and API calls, Chromium started as the e2e journeys start it, and a console signed in as
// the demo owner.
// Environment: CONSOLE_URL (http://localhost:5173), API_URL (http://127.0.0.1:8080/api/v1),
// GUEST_URL (http://localhost:5174).
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { DEMO_PASSWORD, DEMO_PHONE, DEMO_TOTP_SECRET } from '../support/demo';
import { requestJson } from '../support/request-json';
import { freshTotp } from '../support/totp';

export const consoleUrl = process.env.CONSOLE_URL ?? 'http://localhost:5173';
export const guestUrl = process.env.GUEST_URL ?? 'http://localhost:5174';
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080/api/v1';

/** The console's two sizes: a phone and a desktop. */
export const CONSOLE_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export interface DemoSession {
  token: string;
  isAdmin: boolean;
}

/** Signs in as the demo owner through the API (waiting for a TOTP code not used yet). */
export async function signInDemo(): Promise<DemoSession> {
  // freshTotp knows the codes this process used, and the e2e stack's (from its data directory), not
  // those of a run of this tool a moment ago against `npm start`: the server refuses such a code
  // like a wrong one, and the next code freshTotp offers is a fresh one.
  for (let attempt = 1; ; attempt++) {
    const login = await requestJson<{ token: string; isAdmin?: boolean }>(apiUrl, null, 'POST', '/login', {
      username: DEMO_PHONE,
      password: DEMO_PASSWORD,
      totp: await freshTotp(DEMO_TOTP_SECRET),
    });
    if (login.status === 200) {
      const { token, isAdmin } = login.body;
      return { token, isAdmin: isAdmin ?? false };
    }
    if (login.status !== 401 || attempt === 2)
      throw new Error(`demo sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  }
}

/** Calls the API as `session`; the answer's JSON (null when it has no body). */
export async function callApi<T>(
  session: DemoSession,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const answer = await requestJson<T>(apiUrl, session.token, method, route, body);
  if (answer.status >= 400)
    throw new Error(`${method} ${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The id of the demo owner's club named `name`. */
export async function demoClubId(session: DemoSession, name: string): Promise<number> {
  const clubs = await callApi<{ id: number; name: string }[]>(session, 'GET', '/clubs');
  const id = clubs.find((club) => club.name === name)?.id;
  if (id === undefined) throw new Error(`the demo owner has no club "${name}"`);
  return id;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

/** A browser context whose console pages open signed in with `session`, in `language`. */
export async function consoleContext(
  browser: Browser,
  session: DemoSession,
  viewport: { width: number; height: number },
  language: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: language });
  await context.addInitScript(
    ({ token, isAdmin, language }) => {
      localStorage.setItem('auth@token', token);
      localStorage.setItem('isAdmin', String(isAdmin));
      localStorage.setItem('language', language);
    },
    { token: session.token, isAdmin: session.isAdmin, language },
  );
  return context;
}

/** The screenshot tools' three sizes: a phone, the 320 px reflow width and a desktop. */
export const SCREENSHOT_SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'narrow', width: 320, height: 720 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits for a Mantine dropdown or dialog to finish its opening transition. */
export async function still(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
