// The owner console's initial JavaScript: apps/owner-console built for production (its own Vite
// config, into a throwaway directory), then the gzip -9 size of the scripts index.html loads before
// the first paint (the entry and its static imports, modulepreloads included), apart from the lazy
// chunks that routes load on demand. Lists the largest chunks and the packages that cost the most in
// the initial load (from the build's source maps). Goal: initial JS at most 150 KB gzip.
// Prints the figures and writes bench/results/console-size.json; never fails on size.
//
// Usage: node bench/console-size.mjs [--top=10]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dependencyCosts, initialAssets, kb } from './guest/size.mjs';
import { figure, writeResults } from './results-file.mjs';

const BUDGET_KB = 150;
const consoleDir = path.join(import.meta.dirname, '../apps/owner-console');
const { values: args } = parseArgs({ options: { top: { type: 'string', default: '10' } } });
const top = Number(args.top);

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-console-'));
try {
  console.log('== Building the owner console for production');
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: consoleDir, stdio: 'inherit' },
  );
  const assets = initialAssets(outDir);
  const sum = (list) => list.reduce((total, item) => total + item.gzip, 0);
  const initialJs = sum(assets.js) + sum(assets.inlineJs);
  const initialCss = sum(assets.css) + sum(assets.inlineCss);
  const lazyJs = sum(assets.lazy);

  console.log('\n== Initial load of the console (gzip -9; what index.html loads before the first paint)');
  for (const file of [...assets.js].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  JS  ${file.file.padEnd(44)} ${kb(file.raw).padStart(7)} KB raw ${kb(file.gzip).padStart(7)} KB gzip`,
    );
  for (const file of assets.css)
    console.log(
      `  CSS ${file.file.padEnd(44)} ${kb(file.raw).padStart(7)} KB raw ${kb(file.gzip).padStart(7)} KB gzip`,
    );
  const verdict = initialJs <= BUDGET_KB * 1024 ? 'met' : 'NOT met';
  console.log(
    `  initial JS  ${kb(initialJs)} KB gzip in ${assets.js.length} files (goal ≤ ${BUDGET_KB} KB: ${verdict})`,
  );
  console.log(`  initial CSS ${kb(initialCss)} KB gzip`);
  console.log(
    `  lazy chunks ${kb(lazyJs)} KB gzip in ${assets.lazy.length} files (loaded by the routes that need them)`,
  );

  const chunks = [
    ...assets.js.map((file) => ({ ...file, kind: 'initial' })),
    ...assets.lazy.map((file) => ({ ...file, kind: 'lazy' })),
  ].sort((a, b) => b.gzip - a.gzip);
  console.log(`\n== The ${Math.min(top, chunks.length)} largest chunks`);
  for (const chunk of chunks.slice(0, top))
    console.log(`  ${chunk.kind.padEnd(8)} ${chunk.file.padEnd(44)} ${kb(chunk.gzip).padStart(7)} KB gzip`);

  // guest/size.mjs names the app's own sources after the guest app, which built them there
  const costs = dependencyCosts(outDir, assets.js).map((cost) =>
    cost.owner === 'the guest app (own code)' ? { ...cost, owner: 'the console (own code)' } : cost,
  );
  console.log('\n== Packages in the initial JS (gzip share, from the source maps)');
  for (const cost of costs.slice(0, top))
    console.log(`  ${cost.owner.padEnd(36)} ${kb(cost.gzipShare).padStart(7)} KB`);

  writeResults({
    name: 'console-size',
    title: 'Owner console initial load (production build, gzip -9)',
    figures: [
      figure(
        'console initial JS (entry, static imports, modulepreloads)',
        initialJs / 1024,
        'KB',
        `<= ${BUDGET_KB} KB`,
      ),
      figure('console initial CSS', initialCss / 1024, 'KB'),
      figure(`console lazy chunks (${assets.lazy.length}, not in the budget)`, lazyJs / 1024, 'KB'),
    ],
    notes: [
      `largest chunks: ${chunks
        .slice(0, 5)
        .map((chunk) => `${path.basename(chunk.file)} ${kb(chunk.gzip)} KB (${chunk.kind})`)
        .join(', ')}`,
      `largest packages in the initial JS: ${costs
        .slice(0, 5)
        .map((cost) => `${cost.owner} ${kb(cost.gzipShare)} KB`)
        .join(', ')}`,
    ],
  });
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
