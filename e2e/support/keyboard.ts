// Moving through a page as a keyboard user does: Tab from control to control, checking at every stop
// that the focused control shows where focus is (WCAG 2.4.7) and is not hidden under the console's
// fixed header (2.4.11).
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Why the focused element shows no focus indicator, or null when it shows one: an outline on the
 * element, or on the element that draws it (a switch's track after its hidden input, a chip's
 * label around its hidden checkbox, a multi-select's input around its pills and field).
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
    // the ring may be drawn by a wrapper a few levels up: a multi-select's field sits in its pill
    // group, inside the input that shows focus-within
    const ancestors = [focused.parentElement, focused.parentElement?.parentElement ?? null];
    if (outlined(focused) || outlined(focused.nextElementSibling) || ancestors.some(outlined)) return null;
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
    return `${focused.tagName.toLowerCase()} "${name}" has focus but shows no focus indicator`;
  });
}

/**
 * The focused element as `tag "name"` (a select by its chosen option, a field by its label), or
 * null when nothing in the page has focus (after the last stop, focus leaves for the browser).
 */
function focusedStop(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const text =
      focused.getAttribute('aria-label') ??
      (focused instanceof HTMLSelectElement
        ? focused.selectedOptions[0]?.text
        : focused instanceof HTMLInputElement
          ? focused.labels?.[0]?.textContent
          : focused.textContent);
    return `${focused.tagName.toLowerCase()} "${(text ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * Why the focused element cannot be seen, or null when it can: scrolled entirely under a fixed or
 * sticky header (the console's bar at the top), which the browser does not know to scroll past.
 */
function focusHiddenUnderHeader(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    for (const header of document.querySelectorAll('header')) {
      const position = getComputedStyle(header).position;
      if ((position !== 'fixed' && position !== 'sticky') || header.contains(focused)) continue;
      const bar = header.getBoundingClientRect();
      if (box.bottom <= bar.bottom && box.top >= bar.top) {
        const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
        return `${focused.tagName.toLowerCase()} "${name}" has focus but is hidden under the header`;
      }
    }
    return null;
  });
}

/** Fails when the focused element shows no focus indicator. */
export async function expectFocusVisible(page: Page): Promise<void> {
  expect(await missingFocusIndicator(page)).toBeNull();
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, as a person would, checking at
 * each stop that focus is visible and in sight; fails when `target` is not reached within `limit`
 * stops (not in the tab order).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 80, backwards = false } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < limit; stop++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const indicator = await missingFocusIndicator(page);
    if (indicator !== 'nothing has focus') expect(indicator, `Tab stop ${stop + 1}`).toBeNull();
    expect(await focusHiddenUnderHeader(page), `Tab stop ${stop + 1}`).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/**
 * Presses Tab from where focus is now until focus comes back to the first stop it reached, checking
 * at each stop that focus is visible; returns the stops in order (support/keyboard's `tag "name"`).
 * Fails when focus never comes back within `limit` presses: a trap (a few stops going round and
 * round) shows in the stops printed.
 */
export async function tabCycle(page: Page, { limit = 120 } = {}): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (stop === null) continue;
    expect(await missingFocusIndicator(page), `Tab stop ${press + 1}`).toBeNull();
    const back = await page.evaluate(() => {
      const marked = window as unknown as { __firstTabStop?: Element };
      if (marked.__firstTabStop === undefined) {
        marked.__firstTabStop = document.activeElement ?? undefined;
        return false;
      }
      if (marked.__firstTabStop !== document.activeElement) return false;
      delete marked.__firstTabStop;
      return true;
    });
    if (back) return stops;
    stops.push(stop);
  }
  await page.evaluate(() => {
    delete (window as unknown as { __firstTabStop?: Element }).__firstTabStop;
  });
  throw new Error(`Tab never came back to its first stop in ${limit} presses: ${stops.join(', ')}`);
}

/**
 * Space on a drag handle, then waits until the drag listens for the arrow keys. dnd-kit's keyboard
 * sensor adds its key listener on a zero-delay timer after the pick-up (so the Space that started
 * the drag is not read as a move), and Chrome runs input before timers: an arrow pressed too soon
 * reaches no listener and moves nothing. A zero-delay timer set now runs after the sensor's.
 */
export async function pickUpWithSpace(page: Page, handle: Locator): Promise<void> {
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
