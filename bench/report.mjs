// Renders bench/REPORT.md from the figures the benchmarks wrote (bench/results/<name>.json, the
// format of results-file.mjs) and the record of the last `pnpm bench` (bench/results/run.json: when
// each bench ran, its load averages, failures). It runs nothing: `node bench/report.mjs` alone
// re-renders the report from whatever results exist, e.g. after running one bench by hand.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCHES, benchDir } from './benches.mjs';
import { resultsDir } from './results-file.mjs';

export const RUN_RECORD_FILE = path.join(resultsDir, 'run.json');
export const REPORT_FILE = path.join(benchDir, 'REPORT.md');

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The last run's record, or null before the first `pnpm bench`. */
export const readRunRecord = () => readJson(RUN_RECORD_FILE);

/** Every results file in the common format, by name (other JSON files there are skipped). */
function readResults() {
  const results = new Map();
  if (!fs.existsSync(resultsDir)) return results;
  for (const file of fs
    .readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const body = readJson(path.join(resultsDir, file));
    if (body && typeof body.name === 'string' && Array.isArray(body.figures)) {
      const ranAt = body.ranAt ?? fs.statSync(path.join(resultsDir, file)).mtime.toISOString();
      results.set(path.basename(file, '.json'), { ...body, ranAt });
    }
  }
  return results;
}

const escapeCell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');
const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '–');
const loads = (pair) =>
  pair?.start ? `${pair.start[0].toFixed(2)} → ${pair.end ? pair.end[0].toFixed(2) : '?'}` : '–';
/** The reference workload's milliseconds at the start and end (machine-speed.mjs; older runs: none). */
const speeds = (pair) =>
  typeof pair?.start === 'number'
    ? `${pair.start} → ${typeof pair.end === 'number' ? pair.end : '?'} ms`
    : '–';

function formatValue(value, unit) {
  if (value === null || value === undefined) return '–';
  // sizes keep a decimal (a budget of 250 KB must not read as met at 249.6 rounded)
  const digits = unit === 'KB' ? 1 : Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const number = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit === 'ratio' || unit === 'score' || unit === 'index' ? number : `${number} ${unit}`;
}

const verdict = (met) => (met === true ? 'yes' : met === false ? '**no**' : '–');

/** A figure's cells in a report table: label, value (with `note` after it), goal, met. */
const figureCells = (fig, note = '') => [
  escapeCell(fig.label),
  escapeCell(`${formatValue(fig.value, fig.unit)}${note}`),
  escapeCell(fig.goal ?? ''),
  verdict(fig.met),
];

/** The first line (what happened) and the last `count` whole lines of a bench's output. */
function lastLines(text, count) {
  const [first = '', ...rest] = text.split('\n');
  const whole = rest.slice(1); // the first line of the output's tail may be cut in the middle
  return [first, ...(whole.length > count ? ['…', ...whole.slice(-count)] : whole)].map((line) =>
    line.trimEnd(),
  );
}

/** A Markdown table with its columns padded as Biome formats them (the report is linted). */
function table(header, rawRows) {
  // Biome trims the cells: so does the report, or a label's leading space would fail the lint
  const rows = rawRows.map((row) => row.map((cell) => String(cell).trim()));
  const widths = header.map((title, column) =>
    Math.max(3, [...title].length, ...rows.map((row) => [...row[column]].length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)];
}

/**
 * The last run's record of a bench, unless the bench ran alone since (every results file of it is
 * newer than the record): then the figures speak for themselves and the record is out of date.
 */
function currentRecord(record, bodies) {
  if (!record || bodies.length === 0) return record;
  const end = record.endedAt ?? record.startedAt ?? '';
  return bodies.every((body) => body.ranAt > end) ? undefined : record;
}

/** Status of a bench for the report: what the last run said, or that its figures came from elsewhere. */
function benchStatus(record, results) {
  if (!record) return results.length > 0 ? 'ran alone' : 'not run';
  return record.status;
}

// benches that did not run have no time of their own
const records = (run) => Object.values(run.benches ?? {}).filter((record) => record.status !== 'not run');
const firstStart = (run) =>
  records(run)
    .map((record) => record.startedAt)
    .filter(Boolean)
    .sort()[0] ?? run.startedAt;
const lastEnd = (run) =>
  records(run)
    .map((record) => record.endedAt)
    .filter(Boolean)
    .sort()
    .at(-1) ?? run.endedAt;

export function renderReport() {
  const run = readRunRecord();
  const results = readResults();
  const lines = [];
  const push = (...more) => lines.push(...more);

  push('# Benchmark report', '');
  push(
    'Rendered by `bench/report.mjs` from `bench/results/*.json`; `pnpm bench` runs every benchmark and',
    'renders it again. Figures move with whatever else runs on the machine: compare runs made under',
    'similar load averages (1-minute figures, at the start and end of each bench) and machine speeds',
    '(the wall time of a fixed workload, `bench/machine-speed.mjs`: lower is faster; it also shows what',
    'the load average cannot, the host running something else on our cores). See bench/README.md.',
    '',
  );
  if (run) {
    const m = run.machine ?? {};
    push(
      `- Benches run between ${when(firstStart(run))} and ${when(lastEnd(run))}; the last \`pnpm bench\`: ${when(run.startedAt)} to ${when(run.endedAt)}${run.only ? ` (only ${run.only.join(', ')})` : ''}`,
      `- Commit of the last \`pnpm bench\`: \`${run.commit ?? '?'}\`${run.uncommittedChanges ? ' (with uncommitted changes in the working tree)' : ''}`,
      `- Machine: ${m.cores} cores (${m.cpuModel ?? '?'}), ${m.memoryGB} GB memory, Node ${m.node}, ${m.os}`,
      `- Load average (1 min) during the last \`pnpm bench\`: ${loads(run.loadAverage)}`,
      `- Machine speed (reference workload) during the last \`pnpm bench\`: ${speeds(run.speedMs)}`,
      '',
    );
  } else {
    push('- No `pnpm bench` run recorded yet: the figures below come from benches run alone.', '');
  }

  const runRecords = run?.benches ?? {};
  const known = new Set(BENCHES.flatMap((bench) => bench.results));
  const groups = [
    ...BENCHES.map((bench) => {
      const bodies = bench.results.map((name) => results.get(name)).filter(Boolean);
      return {
        name: bench.name,
        title: bench.title,
        record: currentRecord(runRecords[bench.name], bodies),
        results: bodies,
      };
    }),
  ];
  // results files of benches `pnpm bench` does not run (the soak, the guest bench's closed loop, a
  // quick variant from `npm test`): shown apart, their goals not counted with this run's
  const others = [...results.entries()].filter(([name]) => !known.has(name)).map(([, body]) => body);

  push('## Figures against their goals', '');
  const figureRows = [];
  for (const group of groups) {
    const status = benchStatus(group.record, group.results);
    if (group.results.length === 0) {
      const why = group.record?.status === 'not run' ? escapeCell(group.record.error) : '';
      figureRows.push([group.name, escapeCell(group.title), status, why, '']);
      continue;
    }
    for (const body of group.results) {
      // figures older than a failed or skipped run of their bench are the previous run's
      const stale =
        group.record && group.record.status !== 'ok' && body.ranAt < (group.record.startedAt ?? '');
      for (const fig of body.figures) {
        figureRows.push([body.name, ...figureCells(fig, stale ? ` (stale: ${when(body.ranAt)})` : '')]);
      }
    }
  }
  push(...table(['bench', 'figure', 'value', 'goal', 'met'], figureRows));
  const judged = groups.flatMap((group) => group.results.flatMap((body) => body.figures));
  const met = judged.filter((fig) => fig.met === true).length;
  const missed = judged.filter((fig) => fig.met === false);
  push(
    '',
    `Goals met: ${met} of ${met + missed.length}.${missed.length > 0 ? ` Missed: ${missed.map((fig) => fig.label).join('; ')}.` : ''}`,
    '',
  );

  push('## Runs', '');
  push(
    ...table(
      [
        'bench',
        'status',
        'ran at',
        'duration',
        'load average start → end',
        'machine speed start → end',
        'commit',
      ],
      groups.map((group) => {
        const record = group.record;
        const duration = typeof record?.seconds === 'number' ? `${record.seconds} s` : '–';
        return [
          group.name,
          benchStatus(record, group.results),
          when(record?.startedAt ?? group.results[0]?.ranAt),
          duration,
          loads(record?.loadAverage),
          speeds(record?.speedMs),
          record?.commit ? `\`${record.commit}\`` : '–',
        ];
      }),
    ),
    '',
  );

  if (others.length > 0) {
    push(
      '## Other results (not run by `pnpm bench`)',
      '',
      'Results files left in `bench/results/` by benches run alone, each with its own time and machine.',
      'Their goals are not counted above.',
      '',
    );
    for (const body of others) {
      push(`### ${body.name}: ${escapeCell(body.title)} (${when(body.ranAt)})`, '');
      push(
        ...table(
          ['figure', 'value', 'goal', 'met'],
          body.figures.map((fig) => figureCells(fig)),
        ),
        '',
      );
    }
  }

  const problems = groups.filter((group) => group.record && group.record.status !== 'ok');
  if (problems.length > 0) {
    push('## Failed or not run', '');
    for (const group of problems) {
      push(
        `### ${group.name}: ${group.record.status}`,
        '',
        '```text',
        ...lastLines(group.record.error ?? '', 30),
        '```',
        '',
      );
    }
  }

  const noted = [...groups.flatMap((group) => group.results), ...others].filter(
    (body) => body.notes?.length > 0,
  );
  if (noted.length > 0) {
    push('## Notes from the benches', '');
    for (const body of noted) {
      push(`- **${body.name}** (${escapeCell(body.title)}, ${when(body.ranAt)}):`);
      for (const note of body.notes) push(`  - ${note}`);
    }
    push('');
  }

  fs.writeFileSync(REPORT_FILE, lines.join('\n'));
  return REPORT_FILE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = renderReport();
  console.log(`report: ${path.relative(process.cwd(), file)}`);
}
