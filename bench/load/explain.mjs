// The plans of the hot queries as PostgreSQL ran them for the server's own requests: auto_explain
// (ANALYZE, BUFFERS, nested statements, so the content-version triggers' statements show too) is
// turned on for the seeded database only while a separate API process serves one request of each
// kind; its log lines are cut out of the cluster's log into a file. A marker statement before each
// request names what follows.
//
// Run on its own, it counts the statements of the owner's writes twice on one seeded database:
// with the content-version triggers the migrations give (statement-level since 0009), then with
// 0005's row-level triggers put back. A/B on the same build, data and cluster:
//   node bench/load/explain.mjs [--clubs=10] [--no-build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  apiDir,
  importFromApi,
  mark,
  repoDir,
  startApi,
  startPostgres,
  stopAll,
  stopSince,
} from '../guest/stack.mjs';
import { seededPostgres } from './databases.mjs';
import { ids } from './seed.mjs';
import { privateServerBuild } from './server-build.mjs';
import { itemWriteRequest, ownerReadRequest, reorderRequest } from './workload.mjs';

const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
  'auto_explain.log_nested_statements': 'on',
};

/** The requests whose statements are recorded, each as [title, request], for one club of `clubs`. */
export function hotQuerySteps(clubs) {
  const club = Math.ceil(clubs / 2);
  const publicPath = `/api/v1/clubs/${club}/menu/tables/${ids.table(club, 3)}/menus/${ids.menu(club, 2)}?lang=en`;
  return [
    ['public read, cold (table context, then the menu content at its version)', { path: publicPath }],
    ['public read, warm (answered from memory: no statement expected)', { path: publicPath }],
    ["owner's menu read (getMenu: session, ownership, menu)", ownerReadRequest([club])],
    ['item edit (saveItem, with the content-version triggers)', itemWriteRequest([club])],
    ['item reorder (saveItemsBatch)', reorderRequest([club])],
  ];
}

/**
 * Serves `steps` (default: hotQuerySteps) with auto_explain on and writes their plans to `file`.
 * Returns the number of statements PostgreSQL ran for each step (nested ones included).
 */
export async function captureHotQueryPlans({
  databaseUrl,
  postgres,
  clubs,
  file,
  logLevel,
  entry,
  steps = hotQuerySteps(clubs),
}) {
  const { default: pg } = await importFromApi('pg');
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  const started = mark();
  try {
    for (const [setting, value] of Object.entries(AUTO_EXPLAIN)) {
      await admin.query(`alter database ${name} set ${setting} = '${value}'`);
    }
    const logStart = fs.statSync(postgres.logFile).size;
    const api = await startApi({ label: 'explain', logLevel, seedDemo: false, databaseUrl, entry });
    const markers = new pg.Client({ connectionString: databaseUrl });
    await markers.connect();
    try {
      for (const [title, request] of steps) {
        await markers.query(`select ${pg.escapeLiteral(`==== ${title}`)} as bench_marker`);
        const response = await fetch(`${api.origin}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers ?? { accept: 'application/json' },
          body: request.body,
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${title}: ${response.status}`);
      }
      await markers.query(`select '==== end' as bench_marker`);
    } finally {
      await markers.end();
    }
    await stopSince(started);
    const log = fs.readFileSync(postgres.logFile, 'utf8').slice(logStart);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const sections = sectionsOfLog(log);
    fs.writeFileSync(file, plansText(sections, clubs));
    return sections.map(({ title, plans }) => ({ title, statements: plans.length }));
  } finally {
    await stopSince(started);
    await admin.query(`alter database ${name} reset all`).catch(() => {});
    await admin.end();
  }
}

/** The auto_explain entries after the first marker, by the marker before them. */
function sectionsOfLog(log) {
  const sections = [];
  for (const entry of log.split(/\n(?=\d{4}-\d\d-\d\d )/)) {
    const marker = /'==== ([^']*)'/.exec(entry);
    if (marker) {
      if (marker[1] !== 'end') sections.push({ title: marker[1], plans: [] });
      continue;
    }
    if (sections.length === 0 || !entry.includes('plan:')) continue;
    sections.at(-1).plans.push(entry.replace(/^\S+ \S+ \S+ \[\d+\] LOG:\s+/, '').trimEnd());
  }
  return sections;
}

function plansText(sections, clubs) {
  const out = [
    `# plans of the hot queries at ${clubs.toLocaleString('en')} clubs (auto_explain: ANALYZE, BUFFERS)\n`,
  ];
  for (const { title, plans } of sections) out.push(`\n## ${title}\n`, ...plans);
  return `${out.join('\n')}\n`;
}

/**
 * Puts 0005's row-level content-version triggers back in place of 0009's statement-level ones, on
 * a database migrated to 0009 (for A/B measurements only): 0005's own statements that use its row
 * function, taken from the migration file. `query` runs one SQL statement.
 */
export async function restoreRowTriggers(query) {
  const result = await query(
    `select tgname, tgrelid::regclass::text as tablename from pg_trigger
      where not tgisinternal and tgname ~ '_content_version_(insert|update|delete)$'`,
  );
  for (const { tgname, tablename } of result.rows) await query(`drop trigger ${tgname} on ${tablename}`);
  const migration = fs.readFileSync(path.join(apiDir, 'drizzle/0005_content_version_triggers.sql'), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    if (statement.includes('tavola_bump_club_content_version()')) await query(statement);
  }
}

/** The owner's writes, counted with statement-level triggers (as migrated) and then row-level ones. */
async function compareTriggers({ clubs, build }) {
  const loadAverage = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`statements per owner write, ${clubs} clubs; load average ${loadAverage()}`);
  const serverBuild = privateServerBuild({ build });
  try {
    const postgres = await startPostgres();
    const seeded = await seededPostgres(postgres.url, 'tavola_explain', clubs);
    const { default: pg } = await importFromApi('pg');
    const [, , ownerRead, ...writes] = hotQuerySteps(clubs);
    // the server's own work after start (the image sweep's reads) lands in this first step
    const steps = [['warm-up (start-up work of the server lands here)', ownerRead[1]], ...writes];
    const capture = (variant) =>
      captureHotQueryPlans({
        databaseUrl: seeded.url,
        postgres,
        clubs,
        file: path.join(repoDir, `bench/results/load-explain-writes-${variant}.txt`),
        logLevel: 'warn',
        entry: serverBuild.entry,
        steps,
      });
    const perStatement = await capture('statement-triggers');
    const client = new pg.Client({ connectionString: seeded.url });
    await client.connect();
    await restoreRowTriggers((sql) => client.query(sql)).finally(() => client.end());
    const perRow = await capture('row-triggers');
    console.log(`PostgreSQL ${postgres.version}; load average ${loadAverage()}`);
    console.log(`  ${'request'.padEnd(58)} row triggers (0005)  statement triggers (0009)`);
    for (const [index, { title, statements }] of perRow.entries()) {
      if (index === 0) continue;
      console.log(
        `  ${title.padEnd(58)} ${String(statements).padStart(19)}  ${String(perStatement[index]?.statements).padStart(25)}`,
      );
    }
    console.log('  plans: bench/results/load-explain-writes-{row,statement}-triggers.txt');
  } finally {
    await stopAll();
    serverBuild.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { clubs: { type: 'string', default: '10' }, 'no-build': { type: 'boolean', default: false } },
  });
  await compareTriggers({ clubs: Number(values.clubs), build: !values['no-build'] });
}
