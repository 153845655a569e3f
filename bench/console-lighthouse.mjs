// The owner console on a phone: Lighthouse mobile (simulated slow 4G, 4x CPU) on the sign-in page
// (the console's front door, often opened at the venue on a weak signal) and on the signed-in club
// board (/clubs/{id}/profile), median of 3 each, alternating. The console is built for production
// and served as the guest bench serves the guest page: by the stand-in CDN speaking HTTP/2 over TLS
// (guest/cdn.mjs), which proxies /api to the API server with its embedded database and demo data.
// The board's runs start signed in: the demo owner's session is put in the page's storage before
// Lighthouse loads it (on an address of the same origin that loads nothing, so no cache is warm).
// Goals: sign-in score >= 95 and LCP <= 1.8 s; board LCP <= 2.5 s.
// Prints the figures and writes bench/results/console-lighthouse.json; never fails on speed.
//
// Usage: node bench/console-lighthouse.mjs [--runs=3] [--pages=sign-in,board]
//          [--js-samples]  (the saved traces get JS samples, to open in DevTools, and the build
//          its hidden source maps, kept in bench/results/console-dist)
//          [--compare-dist=DIR]  (another build of the console, for example another commit's
//          `pnpm exec vite build --outDir DIR`: measured in alternation with this one)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startCdn } from './guest/cdn.mjs';
import { measureLighthouse } from './guest/lighthouse.mjs';
import {
  apiDir,
  extendDemoMenu,
  readStringConstants,
  repoDir,
  startApi,
  stopAll,
  tempDir,
} from './guest/stack.mjs';
import { figure, writeResults } from './results-file.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'sign-in,board' },
    'js-samples': { type: 'boolean', default: false },
    'compare-dist': { type: 'string' },
  },
});
const runs = Number(args.runs);
const pages = new Set(args.pages.split(','));
const consoleDir = path.join(repoDir, 'apps/owner-console');
const resultsDir = path.join(repoDir, 'bench/results');

/** The console's goals on the phone profile (issue 50); CLS as the guest page's. */
const SIGN_IN_GOALS = { score: 95, lcpMs: 1800, cls: 0.02 };
const BOARD_GOALS = { score: 0, lcpMs: 2500, cls: 0.02 };

/** The keys @tavola/api/session keeps the session under (spec section 3, "Local browser storage"). */
const { TOKEN_KEY, IS_ADMIN_KEY } = readStringConstants('packages/api/src/session.ts', [
  'TOKEN_KEY',
  'IS_ADMIN_KEY',
]);

/** Puts `token` in the storage of `origin` in the Chromium behind DevTools `port`. */
function signedIn(origin, token) {
  return async (port) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const page = await browser.contexts()[0].newPage();
      // an address with an extension the build does not have: the CDN answers 404 with no page
      await page.goto(`${origin}/bench-session.txt`);
      await page.evaluate(
        ([tokenKey, adminKey, value]) => {
          localStorage.setItem(tokenKey, value);
          localStorage.setItem(adminKey, 'false');
        },
        [TOKEN_KEY, IS_ADMIN_KEY, token],
      );
      await page.close();
    } finally {
      // connected, not launched: this only disconnects (chrome-launcher ends the browser)
      await browser.close();
    }
  };
}

process.on('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});

try {
  console.log('== Building the API server (dist/server.js) and the owner console for production');
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const consoleDist = args['js-samples']
    ? path.join(resultsDir, 'console-dist')
    : tempDir('tavola-bench-console-dist-');
  execFileSync(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--outDir',
      consoleDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
      ...(args['js-samples'] ? ['--sourcemap', 'hidden'] : []),
    ],
    { cwd: consoleDir, stdio: 'inherit' },
  );
  // the sign-in pages drawn into that build, as the console's `pnpm build` does
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--config', 'vite.prerender.config.ts', '--logLevel', 'warn'],
    {
      cwd: consoleDir,
      stdio: 'inherit',
    },
  );
  execFileSync(process.execPath, ['scripts/prerender-sign-in-pages.mjs', consoleDist], {
    cwd: consoleDir,
    stdio: 'inherit',
  });

  const api = await startApi({ logLevel: 'warn', label: 'embedded database (PGlite)' });
  // signs the demo owner in (and adds no item): the session and the demo club
  const demo = await extendDemoMenu(api.api, 0);
  const { origin } = await startCdn(consoleDist, api.origin, { tls: true });
  const chromeFlags = ['--ignore-certificate-errors'];
  const pageTargets = (suffix, origin) => [
    {
      name: `sign-in${suffix}`,
      title: 'the sign-in page',
      url: `${origin}/login`,
      chromeFlags,
      goals: SIGN_IN_GOALS,
    },
    {
      name: `board${suffix}`,
      title: 'the club board, signed in',
      url: `${origin}/clubs/${demo.clubId}/profile`,
      chromeFlags,
      goals: BOARD_GOALS,
      prepare: signedIn(origin, demo.token),
    },
  ];
  // another build of the console (another commit's `vite build`), served beside this one and
  // measured in alternation with it: an A/B on the same moments of the machine
  const compared = args['compare-dist']
    ? pageTargets(
        '-compared',
        (await startCdn(path.resolve(args['compare-dist']), api.origin, { tls: true })).origin,
      )
    : [];
  const measured = await measureLighthouse(
    pageTargets('', origin)
      .flatMap((target) => [target, ...compared.filter((other) => other.name === `${target.name}-compared`)])
      .filter((target) => pages.has(target.name.replace(/-compared$/, ''))),
    { runs, resultsDir, saveAs: 'console-lighthouse-median', jsSamples: args['js-samples'] },
  );
  const signIn = measured.find((target) => target.name === 'sign-in');
  const board = measured.find((target) => target.name === 'board');
  if (!signIn || !board) console.log('  (one page only: no results file written)');
  for (const other of measured.filter((target) => target.name.endsWith('-compared'))) {
    const own = measured.find((target) => `${target.name}-compared` === other.name);
    const lcps = (target) => target.runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join(' ');
    console.log(
      `  ${own.name}: this build LCP ${lcps(own)} s; the compared build ${lcps(other)} s (${args['compare-dist']})`,
    );
  }
  const runsNote = (target) =>
    `${target.name} runs (score / LCP s / FCP s / TBT ms): ${target.runs
      .map(
        (run) =>
          `${run.score}/${(run.lcpMs / 1000).toFixed(2)}/${(run.fcpMs / 1000).toFixed(2)}/${Math.round(run.tbtMs)}`,
      )
      .join(', ')}`;
  if (signIn && board)
    writeResults({
      name: 'console-lighthouse',
      title: `Owner console on a phone, Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${runs}, stand-in CDN speaking HTTP/2 over TLS`,
      figures: [
        figure('sign-in page: Lighthouse performance score', signIn.figures.score, 'score', '>= 95'),
        figure('sign-in page: Largest Contentful Paint', signIn.figures.lcpMs / 1000, 's', '<= 1.8 s'),
        figure('sign-in page: First Contentful Paint', signIn.figures.fcpMs / 1000, 's'),
        figure('sign-in page: Total Blocking Time', signIn.figures.tbtMs, 'ms'),
        figure(
          'club board (signed in): Largest Contentful Paint',
          board.figures.lcpMs / 1000,
          's',
          '<= 2.5 s',
        ),
        figure('club board (signed in): Lighthouse performance score', board.figures.score, 'score'),
        figure(
          "Lighthouse's CPU benchmark index of this machine (higher: faster)",
          signIn.figures.benchmarkIndex,
          'index',
        ),
      ],
      notes: [runsNote(signIn), runsNote(board)],
    });
} finally {
  await stopAll();
}
