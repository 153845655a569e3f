import { expect } from '@playwright/test';
import type { CaughtMail } from './mail-catcher';
import { ports } from './stack';

/** The team's address (the server's TEAM_EMAIL): club activation requests go there. */
export const teamEmail = 'team@tavola.test';

/** Waits for the newest mail to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, after = new Date(0)): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${ports.mailHttp}/messages`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails
          .filter((m) => m.to.includes(to) && subject.test(m.subject) && new Date(m.receivedAt) >= after)
          .at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
