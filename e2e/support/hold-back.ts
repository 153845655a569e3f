import type { Page, Route } from '@playwright/test';

/**
 * Holds back the page's requests to `url` until `release()`, as a slow network would; `asked` says
 * whether the page has asked for one yet.
 */
export async function holdBack(
  page: Page,
  url: RegExp,
): Promise<{ readonly asked: boolean; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { asked: false, release: () => release() };
  await page.route(url, async (route: Route) => {
    held.asked = true;
    await released;
    await route.continue();
  });
  return held;
}
