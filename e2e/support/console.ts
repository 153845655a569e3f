import { expect, type Locator, type Page } from '@playwright/test';

/** Types a 6-digit code into the console's authenticator-code field (six one-digit boxes). */
export async function typeTotp(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authenticator code').first().click();
  await page.keyboard.type(code);
}

export async function signIn(page: Page, phone: string, password: string, totp: string): Promise<void> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await typeTotp(page, totp);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * `signIn`, asked again once if the server's limit of sign-ins per address refused it (the journeys
 * on one stack share the address): its message says to try again in a minute, the limit's window.
 */
export async function signInWithinLimits(
  page: Page,
  person: { phone: string; password: string },
  code: () => Promise<string>,
): Promise<void> {
  const refused = page.getByText('Too many attempts, please try again in a minute.');
  await signIn(page, person.phone, person.password, await code());
  // whichever comes first; the other's wait ends on its own timeout, quietly
  const outcome = await Promise.race([
    page
      .waitForURL((url) => !url.pathname.startsWith('/login'))
      .then(() => 'in' as const)
      .catch(() => 'unknown' as const),
    refused
      .waitFor()
      .then(() => 'refused' as const)
      .catch(() => 'unknown' as const),
  ]);
  if (outcome !== 'refused') return;
  // the limit's window is a minute, as the message says: no event tells when it reopens
  await page.waitForTimeout(61_000);
  await signIn(page, person.phone, person.password, await code());
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Drags a drag-and-drop handle onto another row's handle with the mouse, the way a person does:
 * press, a small move that starts the drag (the lists need 4 px), the way down or up in steps
 * (dnd-kit follows pointer moves, not jumps), release. It waits for the handle to be pressed
 * (the drag has started) before moving, and, before letting go, for the list's announcement to
 * screen readers (dnd-kit's live region) to read `overAnnouncement`, e.g. "Mains is now at
 * position 1 of 3.", so a slow browser never drops on a place it has not reached yet.
 */
export async function dragHandleOnto(
  page: Page,
  handle: Locator,
  target: Locator,
  overAnnouncement: string,
): Promise<void> {
  const announcer = page.locator('[id^="DndLiveRegion-"]');
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: the handle or its target is not on screen');
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  const direction = Math.sign(end.y - start.y) || 1;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + direction * 10, { steps: 5 });
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.move(end.x, end.y + direction * 2, { steps: 2 });
  await expect(announcer).toHaveText(overAnnouncement);
  await page.mouse.up();
}

/**
 * Opens a console route as a link inside the console does (a history entry, no page load) and waits
 * until the console has rendered it: the console writes the route on screen into `<html data-route>`
 * (apps/owner-console/src/app/rendered-route.tsx), while the address bar changes at once. A route
 * that redirects ends wherever it leads. The page must show the console already, on another route.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() => document.documentElement.dataset.route);
  if (before === undefined) throw new Error(`navigateInApp(${path}): the page does not show the console`);
  if (before === path) throw new Error(`navigateInApp(${path}): the console shows that route already`);
  await page.evaluate((to) => {
    // the entry React Router itself would push: its position lets the router tell back from forward
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction((was) => document.documentElement.dataset.route !== was, before, {
    timeout: 30_000,
  });
}
