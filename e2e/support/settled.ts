// When a page is what a person would read: its heading shown, no request under way, no loader
// spinning, no transition running. Tests and tools wait for that instead of a fixed time (the
// console keeps a live connection open, so "network idle" never comes).
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Counts the page's requests under way (fetch), for `settled`; call before the context's first page. */
export async function trackRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counter = window as unknown as { __pendingRequests: number };
    counter.__pendingRequests = 0;
    const originalFetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      counter.__pendingRequests++;
      return originalFetch(...args).finally(() => {
        counter.__pendingRequests--;
      });
    };
  });
}

/** Waits until the page has settled (see above); the context must track its requests. */
export async function settled(page: Page): Promise<void> {
  // as long as the settling below: a page's first render can take seconds on a busy 2-core machine
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  const busy = () =>
    page.evaluate(() => {
      const reasons: string[] = [];
      const pending = (window as unknown as { __pendingRequests?: number }).__pendingRequests ?? 0;
      if (pending > 0) reasons.push(`${pending} requests under way`);
      if (
        [...document.querySelectorAll('.mantine-Loader-root')].some(
          (loader) => loader.getClientRects().length > 0,
        )
      )
        reasons.push('a loader spins');
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      if (moving.length > 0) reasons.push(`${moving.length} transitions run`);
      return reasons.join(', ');
    });
  // asked every 50 ms: Playwright's default back-off (up to a second between asks) made each of the
  // accessibility pass's 200 settles wait about a second longer than the page took
  await expect.poll(busy, { message: `${page.url()} settles`, timeout: 30_000, intervals: [50] }).toBe('');
}
