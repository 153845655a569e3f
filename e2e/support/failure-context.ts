// What a page showed when a journey failed, for the failure's message: its address and its
// accessibility tree (the headings, buttons and texts a person would have seen). Playwright writes
// this for the `page` fixture by itself (error-context.md); journeys that open their own contexts
// add it with `addPageToError`, so a failure in CI, whose trace is lost, still says where the
// page was. scripts/summarize-tests.mjs quotes the address and the main heading at the end of the log.
import type { Page } from '@playwright/test';

/** Marks the section in an error's message (scripts/summarize-tests.mjs looks for it). */
export const PAGE_AT_FAILURE = 'The page at the failure:';

/** Lines of the accessibility tree kept: enough for the heading and the form around a failure. */
const SNAPSHOT_LINES = 150;

async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return `${PAGE_AT_FAILURE} closed`;
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
  const lines = tree.split('\n');
  const shown = lines.slice(0, SNAPSHOT_LINES).join('\n');
  const more = lines.length > SNAPSHOT_LINES ? `\n… ${lines.length - SNAPSHOT_LINES} more lines` : '';
  return `${PAGE_AT_FAILURE} ${page.url()}\n${shown}${more}`;
}

/** Adds what `page` showed to a failure's message, for a journey's `catch` (then rethrow it). */
export async function addPageToError(error: unknown, page: Page): Promise<void> {
  if (error instanceof Error) error.message += `\n\n${await describePage(page)}`;
}
