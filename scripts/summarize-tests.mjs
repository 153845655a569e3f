// Adds up the JSON reports of every test step (vitest, Playwright, static checks) and prints one
// closing line "Summary: N passed, N failed" (", N skipped" when some were skipped).
// A failed step (step-failed-N.json, written by scripts/test-all.sh with the reports the step wrote)
// counts as one failed test when its reports show no failure: a crash, a build error, or a vitest
// run whose tests passed but which caught unhandled errors.
// Above that line it names each failed test with its error in brief (a fuzz run's seed too; for a
// journey, the last step of a timed-out action and the page it was on), so the end of a long CI log
// says what failed. Exits 1 when anything failed or when no test ran at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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
      // an error outside the tests (a server that did not start) counts once
      failed: report.stats.unexpected || (report.errors?.length ? 1 : 0),
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

/**
 * An error in one line: its first line, and for a fast-check property also its seed and the error
 * its counterexample got, so a failed fuzz run can be replayed from the end of the log.
 */
function briefly(message = '') {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const picked = [lines[0] ?? '', ...lines.slice(1).filter((line) => /^\{ seed:|^Got error/.test(line))];
  return picked.map(clipped).join(' | ');
}

/** A line of at most 300 characters, so one long error does not bury the others. */
function clipped(line) {
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Marks what the page showed in a journey's error (e2e/support/failure-context.ts). */
const PAGE_AT_FAILURE = 'The page at the failure:';

/**
 * The last step of a Playwright action's call log ("- element is not enabled", "- waiting for …"),
 * which tells a missing element from a disabled, covered or moving one.
 */
function lastCallLogStep(message = '') {
  const [, log] = message.split(PAGE_AT_FAILURE)[0].split(/\nCall log:\n/);
  const steps = (log ?? '')
    .split('\n')
    .map((line) => stripVTControlCharacters(line).trim())
    // the retry loop's own steps say nothing about the element
    .filter((line) => line.startsWith('- ') && !/^- (retrying|waiting \d+ms)/.test(line));
  const last = steps.at(-1);
  return last ? ` | last step: ${clipped(last)}` : '';
}

/**
 * Where the page was when a journey failed: the address a journey added to its error, and the first
 * level-1 heading of the page's accessibility tree (added by the journey, or Playwright's own
 * error-context.md for the `page` fixture).
 */
function pageAtFailure(message = '', attachments = []) {
  const [, added] = message.split(PAGE_AT_FAILURE);
  const context = attachments.find((attachment) => attachment.name === 'error-context')?.path;
  let tree = added ?? '';
  if (!tree && context) {
    try {
      tree = readFileSync(context, 'utf8').split('# Page snapshot')[1] ?? '';
    } catch {
      // the file went with its folder
    }
  }
  const address = added?.trim().split('\n')[0];
  const heading = tree.match(/heading "([^"\n]*)" \[level=1\]/)?.[1];
  const parts = [address && `page: ${address}`, heading !== undefined && `heading: "${heading}"`].filter(
    Boolean,
  );
  return parts.length > 0 ? ` | ${parts.join(', ')}` : '';
}

/** "where › test: first line of the error" for each failed test one report holds. */
function failuresOf(file, report) {
  if (file.startsWith('vitest-')) {
    const step = file.slice('vitest-'.length, -'.json'.length);
    return report.testResults.flatMap((suite) => {
      const where = `${step} ${path.relative(process.cwd(), suite.name)}`;
      const tests = suite.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0 && suite.status === 'failed') return [`${where}: ${briefly(suite.message)}`];
      return tests.map((test) => `${where} › ${test.fullName}: ${briefly(test.failureMessages?.[0])}`);
    });
  }
  if (file === 'playwright.json') {
    const walk = (suite) => [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected')
          .map((test) => {
            const result = test.results.find((each) => each.error);
            const message = result?.error?.message;
            const at = result?.error?.location ? ` (at line ${result.error.location.line})` : '';
            const where = `${spec.file}:${spec.line} › ${spec.title}${at}`;
            const details = `${lastCallLogStep(message)}${pageAtFailure(message, result?.attachments)}`;
            return `playwright [${test.projectName}] ${where}: ${briefly(message)}${details}`;
          }),
      ),
      ...(suite.suites ?? []).flatMap(walk),
    ];
    // errors outside any test: a server of the stack that did not start, a broken config
    const outside = (report.errors ?? []).map((error) => `playwright: ${briefly(error.message)}`);
    return [...outside, ...report.suites.flatMap(walk)];
  }
  return [];
}

const failures = files.filter((f) => !f.startsWith('step-failed-')).flatMap((f) => failuresOf(f, read(f)));
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const failure of failures) console.log(`  - ${failure}`);
}

const line = `Summary: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
console.log(`\n${line}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
