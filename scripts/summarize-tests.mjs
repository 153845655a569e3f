// Adds up the JSON reports of every test step (vitest, Playwright, static checks) and prints one
// closing line "Summary: N passed, N failed" (", N skipped" when some were skipped).
// A failed step (step-failed-N.json, written by scripts/test-all.sh with the reports the step wrote)
// counts as one failed test when its reports show no failure: a crash, a build error, or a vitest
// run whose tests passed but which caught unhandled errors.
// Exits 1 when anything failed or when no test ran at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const read = (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));

/** The passed, failed and skipped tests one report holds (static checks count as one test). */
function countsOf(file, report) {
  if (file.startsWith('check-'))
    return { passed: report.passed ? 1 : 0, failed: report.passed ? 0 : 1, skipped: 0 };
  if (file.startsWith('vitest-')) {
    return {
      passed: report.numPassedTests,
      // A file that fails to load has no failed test of its own: count it once.
      failed: report.numFailedTests || report.numFailedTestSuites,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (file === 'playwright.json') {
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
    };
  }
  return { passed: 0, failed: 0, skipped: 0 };
}

const counts = new Map(
  files.filter((f) => !f.startsWith('step-failed-')).map((f) => [f, countsOf(f, read(f))]),
);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const each of counts.values()) {
  passed += each.passed;
  failed += each.failed;
  skipped += each.skipped;
}
for (const file of files.filter((f) => f.startsWith('step-failed-'))) {
  const reports = (read(file).reports ?? '').split(' ').filter(Boolean);
  if (!reports.some((report) => (counts.get(report)?.failed ?? 0) > 0)) failed++;
}

const line = `Summary: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(`\n${line}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
