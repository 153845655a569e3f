// Screenshots of console pages, to look at them as a person would: signs in to the demo account of a
// running stack (`npm start`), then shoots each given path in English and Italian at phone and
// desktop sizes. Not a test: it only writes PNG files.
//
//   pnpm --filter @tavola/e2e exec tsx tools/screenshots.ts <out-dir> /clubs /clubs/1/profile …
//   (a path may use {clubId}: the demo club's id)
// Environment: CONSOLE_URL (http://localhost:5173), API_URL (http://127.0.0.1:8080/api/v1),
// GUEST_URL (http://localhost:5174; paths starting with "guest:" are shot on the guest app).
import fs from 'node:fs';
import path from 'node:path';
import { settled, trackRequests } from '../support/settled';
import {
  apiUrl,
  CONSOLE_SIZES,
  consoleContext,
  consoleUrl,
  guestUrl,
  launchChromium,
  signInDemo,
} from './demo-stack';

const [outDir, ...routes] = process.argv.slice(2);
if (!outDir || routes.length === 0) {
  console.error('usage: tsx tools/screenshots.ts <out-dir> <path> [<path> …]');
  process.exit(2);
}

const session = await signInDemo();
const clubs = (await (
  await fetch(`${apiUrl}/clubs`, { headers: { authorization: `Bearer ${session.token}` } })
).json()) as { id: number; name: string }[];
const clubId = String(clubs.find((club) => club.name === 'Trattoria Demo')?.id ?? clubs[0]?.id ?? '');

fs.mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
try {
  for (const language of ['en', 'it']) {
    for (const size of CONSOLE_SIZES) {
      const context = await consoleContext(browser, session, size, language);
      await trackRequests(context);
      const page = await context.newPage();
      for (const route of routes) {
        const onGuest = route.startsWith('guest:');
        const pathname = route.replace(/^guest:/, '').replaceAll('{clubId}', clubId);
        await page.goto(`${onGuest ? guestUrl : consoleUrl}${pathname}`);
        await settled(page);
        const name = `${pathname.replace(/^\//, '').replace(/[/?=&]/g, '_') || 'root'}.${language}.${size.name}.png`;
        await page.screenshot({ path: path.join(outDir, name), fullPage: true });
        console.log(path.join(outDir, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
