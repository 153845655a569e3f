// Spreadsheet import and export (issue 13): the time to import a 1,000-item menu on the embedded
// database (goal: at most 2 s) and the time to export it. The API is built in this process on
// the demo (../demo-in-process.ts); requests go through Fastify's inject, so the figures are the
// server's work without the network. Prints the figures; never fails on speed.
//
// Usage: pnpm --filter @tavola/bench run import [--runs=5 --items=1000]
//   (runs: node --import tsx, from apps/api-server, which owns tsx and the server's dependencies)
import os from 'node:os';
import { multipart } from '../../apps/api-server/src/modules/spreadsheets/test-support.ts';
import { startDemoInProcess } from '../demo-in-process.ts';
import { figure, writeResults } from '../results-file.mjs';
import { median } from '../stats.mjs';

const GOAL_IMPORT_MS = 2000;
const option = (name: string, fallback: number) => {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return match ? Number(match.slice(name.length + 3)) : fallback;
};
const runs = option('runs', 5);
const itemCount = option('items', 1000);

const ALLERGENS = ['gluten', 'milk', 'eggs', 'nuts', 'fish', 'celery'];

/** A CSV menu as an owner would write it: 50 sections, prices with a decimal comma, 2 languages. */
function menuCsv(items: number): string {
  const header =
    'section;name;description;ingredients;allergens;price;best seller;name:en;description:en;name:de';
  const rows = Array.from({ length: items }, (_, index) => {
    const section = `Sezione ${Math.floor(index / 20) + 1}`;
    const allergens = `"${ALLERGENS.slice(0, (index % 4) + 1).join(', ')}"`;
    const price = `${8 + (index % 17)},${String((index * 7) % 100).padStart(2, '0')}`;
    return [
      section,
      `Piatto numero ${index + 1}`,
      `Una descrizione di media lunghezza del piatto ${index + 1}, con qualche dettaglio`,
      'farina, uova, latte, burro, sale',
      allergens,
      price,
      index % 9 === 0 ? 'sì' : 'no',
      `Dish number ${index + 1}`,
      `A medium-length description of dish ${index + 1}, with some detail`,
      `Gericht Nummer ${index + 1}`,
    ].join(';');
  });
  return `${header}\r\n${rows.join('\r\n')}\r\n`;
}

const format = (ms: number) => `${ms.toFixed(0)} ms`;
function report(label: string, times: number[], goal?: number) {
  const med = median(times);
  const verdict =
    goal === undefined ? '' : med <= goal ? `  (goal ≤ ${goal} ms: met)` : `  (goal ≤ ${goal} ms: NOT met)`;
  console.log(
    `  ${label.padEnd(34)} median ${format(med).padStart(8)}  min ${format(Math.min(...times)).padStart(8)}  max ${format(Math.max(...times)).padStart(8)}${verdict}`,
  );
}

const { app, headers, club, close } = await startDemoInProcess('import');
try {
  const csv = menuCsv(itemCount);
  const importOnce = async (data: Buffer | string, filename: string) => {
    const { payload, contentType } = multipart([{ name: 'file', data, filename }]);
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/menu/excel`,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 201)
      throw new Error(`import answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    return { ms, menuId: response.json().menuId as number };
  };
  const exportOnce = async (menuId: number) => {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/clubs/${club.id}/menu/${menuId}/excel`,
      headers,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}`);
    return { ms, bytes: response.rawPayload };
  };
  const deleteMenu = (menuId: number) =>
    app.inject({ method: 'DELETE', url: `/api/v1/clubs/${club.id}/menu/${menuId}`, headers });

  console.log(
    `Spreadsheet import/export: ${itemCount} items in ${Math.ceil(itemCount / 20)} sections, 2 translation languages, embedded PGlite, ${runs} runs after a warm-up; load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  // warm-up: compiles validators and serializers, loads exceljs
  const warm = await importOnce(csv, 'warm-up.csv');
  const { bytes: xlsx } = await exportOnce(warm.menuId);
  await deleteMenu(warm.menuId);
  console.log(
    `  CSV ${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB, exported .xlsx ${(xlsx.length / 1024).toFixed(0)} KB`,
  );

  const csvTimes: number[] = [];
  const xlsxTimes: number[] = [];
  const exportTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const fromCsv = await importOnce(csv, 'bench.csv');
    csvTimes.push(fromCsv.ms);
    const exported = await exportOnce(fromCsv.menuId);
    exportTimes.push(exported.ms);
    const fromXlsx = await importOnce(exported.bytes, 'bench.xlsx');
    xlsxTimes.push(fromXlsx.ms);
    await deleteMenu(fromCsv.menuId);
    await deleteMenu(fromXlsx.menuId);
  }
  report(`import ${itemCount} items from .csv`, csvTimes, GOAL_IMPORT_MS);
  report(`import ${itemCount} items from .xlsx`, xlsxTimes, GOAL_IMPORT_MS);
  report(`export ${itemCount} items to .xlsx`, exportTimes);
  writeResults({
    name: 'import',
    title: `Spreadsheet import and export of ${itemCount} items (embedded database, in process)`,
    figures: [
      figure(
        `import of ${itemCount} items from .csv (median)`,
        median(csvTimes),
        'ms',
        `<= ${GOAL_IMPORT_MS} ms`,
      ),
      figure(
        `import of ${itemCount} items from .xlsx (median)`,
        median(xlsxTimes),
        'ms',
        `<= ${GOAL_IMPORT_MS} ms`,
      ),
      figure(`export of ${itemCount} items to .xlsx (median)`, median(exportTimes), 'ms'),
    ],
    notes: [`${runs} runs after a warm-up, through Fastify's inject (no network)`],
  });
} finally {
  await close();
}
