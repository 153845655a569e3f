// Moving through a page as a keyboard user does: Tab from control to control, checking at every stop
// that the focused control shows where focus is (WCAG 2.4.7).
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Why the focused element shows no focus indicator, or null when it shows one: an outline on the
 * element, or on the element that draws it (a switch's track after its hidden input, a chip's
 * label around its hidden checkbox).
 */
function missingFocusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing has focus';
    const outlined = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    };
    if (outlined(focused) || outlined(focused.nextElementSibling) || outlined(focused.parentElement))
      return null;
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return `${focused.tagName.toLowerCase()} "${name}" has focus but shows no focus indicator`;
  });
}

/** Fails when the focused element shows no focus indicator. */
export async function expectFocusVisible(page: Page): Promise<void> {
  expect(await missingFocusIndicator(page)).toBeNull();
}

/**
 * Presses Tab until `target` has focus, as a person would, checking at each stop that focus is
 * visible; fails when `target` is not reached within `limit` stops (not in the tab order).
 */
export async function tabTo(page: Page, target: Locator, { limit = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press('Tab');
    const indicator = await missingFocusIndicator(page);
    if (indicator !== 'nothing has focus') expect(indicator, `Tab stop ${stop + 1}`).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}
