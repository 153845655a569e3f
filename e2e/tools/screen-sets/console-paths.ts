// Any console or guest pages by their paths, in English and Italian at phone and desktop sizes.
// A path may use {clubId} (Trattoria Demo's id); a path starting with "guest:" is shot on the guest
// app. Files: `<path with / ? = & as _>.<language>.<size>.png` (`root` for /).

import { DEMO_CLUB_NAME } from '../../support/demo';
import { settled } from '../../support/settled';
import { CONSOLE_SIZES, consoleUrl, demoClubId, guestUrl } from '../demo-stack';
import { inEachLanguageAndSize, type ScreenshotRun, shoot } from '../screenshot-run';

/** Whether a screen given to tools/screenshots.ts is a path for this set rather than a set's name. */
export const isPagePath = (screen: string) => screen.startsWith('/') || screen.startsWith('guest:');

export async function shootConsolePaths(run: ScreenshotRun, paths: string[]): Promise<void> {
  const clubId = String(await demoClubId(run.session, DEMO_CLUB_NAME));
  await inEachLanguageAndSize(run, CONSOLE_SIZES, async (page, _language, tag) => {
    for (const route of paths) {
      const onGuest = route.startsWith('guest:');
      const pathname = route.replace(/^guest:/, '').replaceAll('{clubId}', clubId);
      await page.goto(`${onGuest ? guestUrl : consoleUrl}${pathname}`);
      await settled(page);
      const name = pathname.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root';
      await shoot(run, page, `${name}.${tag}`);
    }
  });
}
