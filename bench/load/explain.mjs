// The plans of the hot queries as PostgreSQL ran them for the server's own requests: auto_explain
// (ANALYZE, BUFFERS, nested statements, so the content-version triggers' statements show too) is
// turned on for the seeded database only while a separate API process serves one request of each
// kind; its log lines are cut out of the cluster's log into a file. A marker statement before each
// request names what follows.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir, mark, startApi, stopSince } from '../guest/stack.mjs';
import { ids } from './seed.mjs';
import { itemWriteRequest, ownerReadRequest, reorderRequest } from './workload.mjs';

const requireFromApi = createRequire(path.join(apiDir, 'package.json'));

const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
  'auto_explain.log_nested_statements': 'on',
};

export async function captureHotQueryPlans({ databaseUrl, postgres, clubs, file, logLevel, entry }) {
  const { default: pg } = await import(pathToFileURL(requireFromApi.resolve('pg')).href);
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
    const club = Math.ceil(clubs / 2);
    const publicPath = `/api/v1/clubs/${club}/menu/tables/${ids.table(club, 3)}/menus/${ids.menu(club, 2)}?lang=en`;
    const steps = [
      ['public read, cold (table context, then the menu content at its version)', { path: publicPath }],
      ['public read, warm (answered from memory: no statement expected)', { path: publicPath }],
      ["owner's menu read (getMenu: session, ownership, menu)", ownerReadRequest([club])],
      ['item edit (saveItem, with the content-version triggers)', itemWriteRequest([club])],
      ['item reorder (saveItemsBatch)', reorderRequest([club])],
    ];
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
    fs.writeFileSync(file, plansFromLog(log, clubs));
  } finally {
    await stopSince(started);
    await admin.query(`alter database ${name} reset all`).catch(() => {});
    await admin.end();
  }
}

/** The auto_explain entries after the first marker, markers turned into headings. */
function plansFromLog(log, clubs) {
  const entries = log.split(/\n(?=\d{4}-\d\d-\d\d )/);
  const out = [
    `# plans of the hot queries at ${clubs.toLocaleString('en')} clubs (auto_explain: ANALYZE, BUFFERS)\n`,
  ];
  let started = false;
  for (const entry of entries) {
    const marker = /'==== ([^']*)'/.exec(entry);
    if (marker) {
      started = true;
      if (marker[1] !== 'end') out.push(`\n## ${marker[1]}\n`);
      continue;
    }
    if (!started || !entry.includes('plan:')) continue;
    out.push(entry.replace(/^\S+ \S+ \S+ \[\d+\] LOG:\s+/, '').trimEnd());
  }
  return `${out.join('\n')}\n`;
}
