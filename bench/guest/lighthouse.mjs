// Lighthouse (Node API) on one page: mobile, simulated throttling (slow 4G, 4x CPU: Lighthouse's
// defaults for mobile), a fresh Chromium profile for each run (no cache, no service worker), median
// run as Lighthouse itself picks it. Prints the figures against the goals, and when a goal is missed
// the largest opportunities and diagnostics. The median run's report is saved for its trace.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../../e2e/support/chromium.mjs';

export const GOALS = { score: 98, lcpMs: 1200, cls: 0.02 };
// the flags of the e2e journeys' Chromium, headless (chrome-launcher shows a window otherwise)
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || DEFAULT_CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no report');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    // chrome-launcher kills the Chromium it started (its PID) and removes its profile
    chrome.kill();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

export async function measureLighthouse(url, { runs, resultsDir }) {
  console.log(
    `\n== Lighthouse ${lighthouseVersion()} mobile, simulated slow 4G and 4x CPU, ${runs} runs: ${url}`,
  );
  const reports = [];
  for (let index = 0; index < runs; index++) {
    const lhr = await runOnce(url);
    reports.push(lhr);
    const audits = lhr.audits;
    console.log(
      `  run ${index + 1}: score ${Math.round(lhr.categories.performance.score * 100)}, LCP ${seconds(audits['largest-contentful-paint'].numericValue)}, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, FCP ${seconds(audits['first-contentful-paint'].numericValue)}`,
    );
  }
  const median = computeMedianRun(reports);
  const audits = median.audits;
  const figures = {
    score: Math.round(median.categories.performance.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    speedIndexMs: audits['speed-index'].numericValue,
  };
  const met = (ok) => (ok ? 'met' : 'NOT met');
  console.log('  median run:');
  console.log(
    `    performance score ${figures.score}   (goal ≥ ${GOALS.score}: ${met(figures.score >= GOALS.score)})`,
  );
  console.log(
    `    LCP  ${seconds(figures.lcpMs)}          (goal ≤ ${seconds(GOALS.lcpMs)}: ${met(figures.lcpMs <= GOALS.lcpMs)})`,
  );
  console.log(
    `    CLS  ${figures.cls.toFixed(3)}           (goal ≤ ${GOALS.cls}: ${met(figures.cls <= GOALS.cls)})`,
  );
  console.log(`    TBT  ${Math.round(figures.tbtMs)} ms`);
  console.log(`    FCP  ${seconds(figures.fcpMs)}`);
  console.log(`    Speed Index ${seconds(figures.speedIndexMs)}`);
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement)
    console.log(`    LCP element: ${lcpElement.nodeLabel ?? ''} <${lcpElement.snippet ?? ''}>`.slice(0, 200));
  const missed = figures.score < GOALS.score || figures.lcpMs > GOALS.lcpMs || figures.cls > GOALS.cls;
  if (missed) printFindings(median);
  if (resultsDir) {
    fs.mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'lighthouse-median.json');
    fs.writeFileSync(file, JSON.stringify(median));
    console.log(`  median report (with its trace metrics): ${path.relative(process.cwd(), file)}`);
  }
  return figures;
}

/** The largest opportunities (by estimated savings) and the failing diagnostics of a report. */
function printFindings(lhr) {
  const performance = lhr.categories.performance;
  const audits = performance.auditRefs
    .map((ref) => ({ ...lhr.audits[ref.id], group: ref.group }))
    .filter(Boolean);
  const failing = audits.filter(
    (audit) =>
      audit.score !== null &&
      audit.score < 0.9 &&
      !['metrics', 'hidden'].includes(audit.group) &&
      audit.scoreDisplayMode !== 'informative',
  );
  const savings = (audit) =>
    audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}).map(Number));
  failing.sort((a, b) => savings(b) - savings(a));
  console.log('  goal missed: largest opportunities and diagnostics of the median run');
  for (const audit of failing.slice(0, 8)) {
    const saving = savings(audit);
    console.log(
      `    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${saving > 0 ? ` (saves about ${Math.round(saving)} ms)` : ''}`,
    );
  }
  const informative = [
    'mainthread-work-breakdown',
    'bootup-time',
    'network-dependency-tree-insight',
    'critical-request-chains',
    'lcp-breakdown-insight',
  ]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit?.displayValue);
  for (const audit of informative) console.log(`    · ${audit.title}: ${audit.displayValue}`);
  if (failing.length === 0 && informative.length === 0)
    console.log('    (no failing audit: the metrics alone miss the goal)');
}

function lighthouseVersion() {
  try {
    return JSON.parse(
      fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
    ).version;
  } catch {
    return '';
  }
}
