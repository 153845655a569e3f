// What the content-version triggers cost a 1,000-item import's writes, A/B in one process: two
// in-memory PGlite databases migrated as the server migrates them, one with 0005's row-level
// triggers put back (A), one as migrated, with 0009's statement-level triggers (B). Each round
// writes, in one transaction each, what the spreadsheet import writes (a menu, 50 sections and their
// 2 translations, 1,000 items, 2,000 item translations: one multi-row insert per table, chunks of
// 1,000 rows as spreadsheets/write-menu.ts), then deletes the menu; A and B alternate (their order
// swapped every round), so both see the same machine. Prints medians of wall and CPU time (the
// database runs in this process, so its CPU time is this process's). Never fails on speed.
//
// Usage: node bench/import/content-triggers-ab.mjs [--rounds=9]
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiDir, importFromApi } from '../guest/stack.mjs';
import { restoreRowTriggers } from '../load/explain.mjs';
import { median } from '../stats.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '9' } } });
const rounds = Number(values.rounds);

const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
  importFromApi('@electric-sql/pglite'),
  importFromApi('drizzle-orm/pglite'),
  importFromApi('drizzle-orm/pglite/migrator'),
]);

/** A migrated in-memory database with one club; `rowTriggers` puts 0005's triggers back. */
async function database(rowTriggers) {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: path.join(apiDir, 'drizzle') });
  if (rowTriggers) await restoreRowTriggers((sql) => client.query(sql));
  const { rows } = await client.query(
    `with address as (
       insert into addresses (line1, city, country, postal_code) values ('Via Roma 1', 'Roma', 'IT', '00100')
       returning id)
     insert into clubs (name, seats, address_id, time_zone, company_name, vat_number)
     select 'Trattoria', 40, id, 'Europe/Rome', 'Trattoria srl', 'IT00743110157' from address
     returning id`,
  );
  return { client, clubId: rows[0].id };
}

/** The import's statements for 1,000 items, in one transaction; then the menu is deleted. */
async function importLikeWrites({ client, clubId }) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const menuId = await client.transaction(async (tx) => {
    const { rows } = await tx.query('insert into menus (club_id, name) values ($1, $2) returning id', [
      clubId,
      'Importato',
    ]);
    const menu = rows[0].id;
    await tx.query(
      `insert into menu_sections (menu_id, name, position)
       select $1, 'Sezione ' || g, g from generate_series(0, 49) g`,
      [menu],
    );
    await tx.query(
      `insert into section_translations (section_id, language, translated_name)
       select s.id, l, 'Section ' || s.position from menu_sections s, unnest('{en,de}'::text[]) l
        where s.menu_id = $1`,
      [menu],
    );
    await tx.query(
      `insert into menu_items (section_id, name, description, price, position)
       select s.id, 'Piatto ' || g, 'Una descrizione del piatto ' || g, 8 + g % 17, g
         from menu_sections s, generate_series(0, 19) g where s.menu_id = $1`,
      [menu],
    );
    for (const language of ['en', 'de']) {
      await tx.query(
        `insert into item_translations (item_id, language, translated_name, translated_description)
         select i.id, $2, 'Dish ' || i.position, 'A description of the dish'
           from menu_items i join menu_sections s on s.id = i.section_id where s.menu_id = $1`,
        [menu, language],
      );
    }
    return menu;
  });
  const cpuUsed = process.cpuUsage(cpu);
  const ms = performance.now() - started;
  await client.query('delete from menus where id = $1', [menuId]);
  return { ms, cpuMs: (cpuUsed.user + cpuUsed.system) / 1000 };
}

const loadAverage = () => os.loadavg()[0].toFixed(1);

console.log(
  `content-version triggers on a 1,000-item import's writes (PGlite), load average ${loadAverage()}`,
);
const variants = [
  { label: 'A: row triggers (0005)', db: await database(true), runs: [] },
  { label: 'B: statement triggers (0009)', db: await database(false), runs: [] },
];
for (const variant of variants) await importLikeWrites(variant.db); // warm-up
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? variants : [...variants].reverse();
  for (const variant of order) variant.runs.push(await importLikeWrites(variant.db));
}
for (const { label, runs } of variants) {
  const wall = median(runs.map((run) => run.ms));
  const cpu = median(runs.map((run) => run.cpuMs));
  console.log(
    `  ${label.padEnd(30)} median ${wall.toFixed(0).padStart(5)} ms wall, ${cpu.toFixed(0).padStart(5)} ms CPU (${runs.length} runs)`,
  );
}
console.log(`load average ${loadAverage()} at the end`);
for (const { db } of variants) await db.client.close();
