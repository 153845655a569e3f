// One run of tools/screenshots.ts, as each screen set receives it, and how a set writes a shot.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { DemoSession } from './demo-stack';

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
