// The benchmarks `pnpm bench` runs, in order, and the results files each one writes
// (bench/results/<name>.json, see results-file.mjs). bench/run-all.mjs runs them; bench/report.mjs
// renders whatever results exist in this order, then any other results file it finds.
import fs from 'node:fs';
import path from 'node:path';

export const benchDir = import.meta.dirname;
export const repoDir = path.resolve(benchDir, '..');
/** The menu-reading corpus (menu-reading/corpus/build.mjs writes it, untracked): its menus and index.json. */
export const menuReadingCorpusDir = path.join(benchDir, 'results/menu-reading-corpus');

/** The bench package's own scripts: another bench (bench/load) becomes runnable by adding one. */
function benchScripts() {
  return JSON.parse(fs.readFileSync(path.join(benchDir, 'package.json'), 'utf8')).scripts ?? {};
}

/** The menu-reading benches read the corpus: `pnpm bench` builds it first (menu-reading-corpus). */
function menuReadingCorpusBuilt() {
  return fs.existsSync(path.join(menuReadingCorpusDir, 'index.json'))
    ? null
    : 'no menu-reading corpus: run the menu-reading-corpus bench first (pnpm bench runs it before this one)';
}

/**
 * Each bench: `command` (argv, run from `cwd`), the `results` names it writes, and `runnable()`, which
 * answers null when it can run or the reason it cannot (shown in the report as "not run").
 */
export const BENCHES = [
  {
    name: 'server-start',
    title: 'Server warm start',
    command: ['node', 'server-start.mjs'],
    cwd: benchDir,
    results: ['server-start'],
  },
  {
    name: 'guest',
    title: 'Guest page size and Lighthouse',
    command: ['node', 'guest/run.mjs', '--only=size,lighthouse'],
    cwd: benchDir,
    results: ['guest-size', 'guest-lighthouse'],
  },
  {
    name: 'guest-photos',
    title: 'Guest page with a photo on every item (Lighthouse, first-screen bytes)',
    command: ['node', 'guest/run.mjs', '--only=lighthouse', '--photos'],
    cwd: benchDir,
    results: ['guest-lighthouse-photos'],
  },
  {
    name: 'menu-view-size',
    title: 'Guest menu view bundle',
    command: ['node', 'menu-view-size.mjs'],
    cwd: benchDir,
    results: ['menu-view-size'],
  },
  {
    name: 'load',
    title: 'API load at 10 and 10,000 clubs, fixed-rate latency',
    command: ['pnpm', 'run', 'load'],
    cwd: benchDir,
    results: ['load'],
    runnable: () =>
      benchScripts().load
        ? null
        : 'TODO: bench/load has no runnable script yet (no "load" script in bench/package.json)',
  },
  {
    name: 'pdf',
    title: 'PDF menu of 200 items',
    command: ['node', 'pdf/run.mjs'],
    cwd: benchDir,
    results: ['pdf'],
  },
  {
    name: 'import',
    title: 'Spreadsheet import of 1,000 items',
    // tsx and the server's dependencies belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/import/run.ts'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['import'],
  },
  {
    name: 'cold-read',
    title: "Guests' cold menu read of 60 items (statements and time per read)",
    // tsx and the server's dependencies belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/cold-read.mjs'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['cold-read'],
  },
  {
    name: 'photo-upload',
    title: 'Dish photo upload of a 12-megapixel JPEG',
    // tsx and sharp belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/photo-upload/run.ts'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['photo-upload'],
  },
  {
    name: 'menu-reading-corpus',
    title:
      'The menu-reading corpus: 35 menus as PDFs, clean images and photos (built when its sources change)',
    // writes no figures: it keeps the corpus the next two benches read up to date (seconds when it is)
    command: ['node', '--import', 'tsx', '../../bench/menu-reading/corpus/build.mjs'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: [],
  },
  {
    name: 'menu-reading',
    title: 'Menus read from a PDF, clean images and photos: accuracy, time per page (in-process)',
    // tsx and the readers' dependencies (pdf.js, sharp, tesseract.js) belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/menu-reading/accuracy.ts'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['menu-reading'],
    runnable: menuReadingCorpusBuilt,
  },
  {
    name: 'menu-reading-under-load',
    title: "Guests' menu reads while a menu is read from photos; the reading process's memory",
    command: ['node', 'menu-reading/under-load.mjs'],
    cwd: benchDir,
    results: ['menu-reading-under-load'],
    runnable: menuReadingCorpusBuilt,
  },
  {
    name: 'owner-writes',
    title: "An owner's item writes in a 5-item and a 700-item section",
    // tsx and the server's dependencies belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/owner-writes.mjs'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['owner-writes'],
  },
  {
    name: 'waiter-push',
    title: 'Waiter calls to phones: push and "On my way" (2 API processes, PostgreSQL)',
    // tsx and the test helpers it uses (the local push service, the round-robin proxy) belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/waiter-push.mjs'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['waiter-push'],
  },
  {
    name: 'order-rounds',
    title: 'Orders from the table: sending rounds, to boards and phones (2 API processes, PostgreSQL)',
    // tsx and the test helpers it uses (the round-robin proxy, the event-stream client) belong to apps/api-server
    command: ['node', '--import', 'tsx', '../../bench/order-rounds.mjs'],
    cwd: path.join(repoDir, 'apps/api-server'),
    results: ['order-rounds'],
  },
  {
    name: 'test-command',
    title: 'The test command on a fresh clone',
    command: ['node', 'test-command.mjs'],
    cwd: benchDir,
    results: ['test-command'],
  },
  {
    name: 'console-size',
    title: "Owner console's initial JS",
    command: ['node', 'console-size.mjs'],
    cwd: benchDir,
    results: ['console-size'],
  },
  {
    name: 'console-lighthouse',
    title: 'Owner console on a phone (Lighthouse: the sign-in page, the club board)',
    command: ['node', 'console-lighthouse.mjs'],
    cwd: benchDir,
    results: ['console-lighthouse'],
  },
  {
    name: 'public-page-lighthouse',
    title: "A club's public page on a phone (Lighthouse: performance, accessibility, best practices, SEO)",
    command: ['node', 'public-page-lighthouse.mjs'],
    cwd: benchDir,
    results: ['public-page-lighthouse'],
  },
];
