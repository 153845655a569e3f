// Adds up the JSON reports of every test step (vitest, Playwright, static checks) and prints one
// closing line "Summary: N passed, N failed" (", N skipped" when some were skipped).
// Exits 1 when anything failed or when no test ran at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('check-') || file.startsWith('step-failed-')) {
    report.passed ? passed++ : failed++;
  } else if (file.startsWith('vitest-')) {
    passed += report.numPassedTests;
    // A file that fails to load has no failed test of its own: count it once.
    failed += report.numFailedTests || report.numFailedTestSuites;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (file === 'playwright.json') {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

const line = `Summary: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(`\n${line}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
