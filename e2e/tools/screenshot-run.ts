// One run of tools/screenshots.ts, as each screen set receives it, and how a set writes a shot.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { trackRequests } from '../support/settled';
import { consoleContext, type DemoSession } from './demo-stack';

export interface ScreenshotRun {
  /** where the files go (created before the first set runs) */
  outDir: string;
  /** the demo owner, signed in once for the whole run */
  session: DemoSession;
  browser: Browser;
}

/** Writes `<outDir>/<name>.png` (the whole page, or only the screen with `fullPage` false). */
export async function shoot(run: ScreenshotRun, page: Page, name: string, fullPage = true): Promise<void> {
  const file = path.join(run.outDir, `${name}.png`);
  // the web fonts loaded: no shot in a fallback font
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage });
  console.log(file);
}

/**
 * Calls `shootPage` with a console page signed in as the run's demo owner, in English and Italian at
 * each of `sizes`; `tag` (`<language>.<size>`) ends the names of its files. The page tracks its
 * requests, for `settled`.
 */
export async function inEachLanguageAndSize(
  run: ScreenshotRun,
  sizes: readonly { name: string; width: number; height: number }[],
  shootPage: (page: Page, language: 'en' | 'it', tag: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'it'] as const) {
    for (const size of sizes) {
      const context = await consoleContext(run.browser, run.session, size, language);
      await trackRequests(context);
      try {
        await shootPage(await context.newPage(), language, `${language}.${size.name}`);
      } finally {
        await context.close();
      }
    }
  }
}
