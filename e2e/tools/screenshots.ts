// Screenshots of the console and the guest app, to look at them as a person would. Not a test: it
// only writes PNG files (and the PDFs it shoots). Signs in once as the demo owner of a running stack
// (`npm start`, or an e2e stack) and shoots each screen given: a named set of screens, or any page
// by its path.
//
//   pnpm --filter @tavola/e2e exec tsx tools/screenshots.ts <out-dir> <screen> [<screen> …]
//
//   <screen>  a set's name (below; each set's file says what it shoots and what it needs), or a
//             page's path: `/clubs/{clubId}/profile` on the console, `guest:/public/…` on the guest
//             app, in English and Italian at phone and desktop sizes (screen-sets/console-paths.ts).
//   e.g.      tools/screenshots.ts shots /clubs plans-and-billing
//
// The paths are shot first, together, then the sets in the order given. Sets that change the demo
// data put it back as they found it.
// Environment: CONSOLE_URL (http://localhost:5173), API_URL (http://127.0.0.1:8080/api/v1),
// GUEST_URL (http://localhost:5174).
import fs from 'node:fs';
import { launchChromium, signInDemo } from './demo-stack';
import { isPagePath, shootConsolePaths } from './screen-sets/console-paths';
import { shootGuestAndCalls } from './screen-sets/guest-and-calls';
import { shootPlansAndBilling } from './screen-sets/plans-and-billing';
import { shootTranslationsAndFiles } from './screen-sets/translations-and-files';
import type { ScreenshotRun } from './screenshot-run';

const SCREEN_SETS: Record<string, { shows: string; shoot: (run: ScreenshotRun) => Promise<void> }> = {
  guest: {
    shows: 'the guest pages in two themes, offline and "not available now"; the console\'s calls and board',
    shoot: shootGuestAndCalls,
  },
  'translations-and-files': {
    shows: "a menu's translation editor, the spreadsheet import, the PDF menus and QR sheet",
    shoot: shootTranslationsAndFiles,
  },
  'plans-and-billing': {
    shows: 'the plan, billing and payment pages and their dialogs (and /admin, for an administrator)',
    shoot: shootPlansAndBilling,
  },
};

const [outDir, ...screens] = process.argv.slice(2);
const unknown = screens.filter((screen) => !isPagePath(screen) && !(screen in SCREEN_SETS));
if (!outDir || screens.length === 0 || unknown.length > 0) {
  if (unknown.length > 0) console.error(`unknown screens: ${unknown.join(' ')}`);
  console.error('usage: tsx tools/screenshots.ts <out-dir> <screen> [<screen> …]');
  console.error('  <screen>: a page path (/clubs, /clubs/{clubId}/menu, guest:/public/…) or a set:');
  for (const [name, set] of Object.entries(SCREEN_SETS)) console.error(`    ${name}: ${set.shows}`);
  process.exit(2);
}

fs.mkdirSync(outDir, { recursive: true });
const run: ScreenshotRun = { outDir, session: await signInDemo(), browser: await launchChromium() };
try {
  const paths = screens.filter(isPagePath);
  if (paths.length > 0) await shootConsolePaths(run, paths);
  for (const screen of screens) await SCREEN_SETS[screen]?.shoot(run);
} finally {
  await run.browser.close();
}
