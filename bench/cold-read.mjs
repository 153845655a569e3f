// The guests' cold menu read (issue 50): the time `loadMenuContent` takes to read one menu that is not
// in the document cache (guests/document-cache.ts), and the statements it sends to the database for
// it, on the embedded PGlite and, when PostgreSQL binaries are installed, on a throwaway PostgreSQL.
// The demo seed's menu grows to 60 items (direct inserts: two translations each, option groups with
// translated options on every third item), then the loader is called directly, so the figures are the
// read and its mapping without HTTP or the document's serialisation. Prints the figures; never fails
// on speed.
//
// Usage: pnpm --filter @tavola/bench cold-read [--runs=300 --items=60]
//   (runs: node --import tsx, from apps/api-server, which owns tsx and the server's dependencies)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api-server/src/db/client.ts';
import { DEMO_CLUB_NAME } from '../apps/api-server/src/db/demo-account.ts';
import { UNDERLYING_CLIENT } from '../apps/api-server/src/db/pglite-turns.ts';
import {
  clubs,
  itemOptionGroups,
  itemOptionGroupTranslations,
  itemOptions,
  itemOptionTranslations,
  itemTranslations,
  menuItems,
  menuSections,
  menus,
} from '../apps/api-server/src/db/schema.ts';
import { seedDemo } from '../apps/api-server/src/db/seed-demo.ts';
import { loadMenuContent } from '../apps/api-server/src/modules/guests/menu-content-query.ts';
import { startPostgres, stopAll } from './guest/stack.mjs';
import { figure, writeResults } from './results-file.mjs';
import { median, percentile } from './stats.mjs';

const option = (name, fallback) => {
  const match = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return match ? Number(match.slice(name.length + 3)) : fallback;
};
const runs = option('runs', 300);
const itemCount = option('items', 60);
const WARM_UP = 20;

// drizzle-orm from the server's own dependencies (the bench package does not depend on it)
const { and, asc, eq, count } = await import(
  new URL('../apps/api-server/node_modules/drizzle-orm/index.js', import.meta.url).href
);

/** The demo club's first menu, grown to `items` items with translations and option groups. */
async function seedMenu(db, items) {
  await seedDemo(db);
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.name, DEMO_CLUB_NAME));
  if (!club) throw new Error('the demo seed has no club');
  const [menu] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.clubId, club.id), eq(menus.disabled, false)))
    .orderBy(asc(menus.position), asc(menus.id))
    .limit(1);
  if (!menu) throw new Error('the demo club has no menu');
  const sections = await db
    .select({ id: menuSections.id })
    .from(menuSections)
    .where(eq(menuSections.menuId, menu.id))
    .orderBy(asc(menuSections.position), asc(menuSections.id));
  const countItems = async () => {
    const [row] = await db
      .select({ value: count() })
      .from(menuItems)
      .innerJoin(menuSections, eq(menuSections.id, menuItems.sectionId))
      .where(eq(menuSections.menuId, menu.id));
    return row?.value ?? 0;
  };
  const before = await countItems();
  for (let index = 0; before + index < items; index++) {
    const sectionId = sections[index % sections.length].id;
    const name = `Piatto ${index + 1}`;
    const description = `Una descrizione di media lunghezza del piatto ${index + 1}, con qualche dettaglio`;
    const [item] = await db
      .insert(menuItems)
      .values({
        sectionId,
        name,
        description,
        ingredients: 'farina, uova, latte, burro, sale',
        allergens: ['gluten', 'eggs', 'milk'].slice(0, (index % 3) + 1),
        price: 8 + (index % 17) + 0.5,
        position: 100 + index,
        bestSeller: index % 13 === 0,
        suggested: index % 11 === 0,
      })
      .returning({ id: menuItems.id });
    await db.insert(itemTranslations).values(
      ['en', 'de'].map((language) => ({
        itemId: item.id,
        language,
        translatedName: `${name} (${language})`,
        originalName: name,
        translatedDescription: `${description} (${language})`,
        originalDescription: description,
        nameMachineDraft: language === 'de',
      })),
    );
    if (index % 3 !== 0) continue;
    const [group] = await db
      .insert(itemOptionGroups)
      .values({
        itemId: item.id,
        name: 'Formato',
        choice: 'single',
        minChoices: 1,
        maxChoices: 1,
        required: true,
      })
      .returning({ id: itemOptionGroups.id });
    await db
      .insert(itemOptionGroupTranslations)
      .values({ groupId: group.id, language: 'en', translatedName: 'Size', originalName: 'Formato' });
    for (const [position, optionName] of ['Piccolo', 'Medio', 'Grande'].entries()) {
      const [choice] = await db
        .insert(itemOptions)
        .values({
          groupId: group.id,
          name: optionName,
          price: 8 + position * 2,
          position,
          allergens: ['milk'],
        })
        .returning({ id: itemOptions.id });
      await db.insert(itemOptionTranslations).values({
        optionId: choice.id,
        language: 'en',
        translatedName: `${optionName} (en)`,
        originalName: optionName,
      });
    }
  }
  return { clubId: club.id, menuId: menu.id, items: await countItems() };
}

/**
 * Counts what reaches the database: every statement through the driver's client, BEGIN and COMMIT
 * included (node-postgres: each Client query; PGlite: its queries, a transaction's statements and
 * the BEGIN and COMMIT it sends itself).
 */
async function statementCounter(database) {
  let statements = 0;
  if (database.kind === 'postgres') {
    const { default: pg } = await import(
      new URL('../apps/api-server/node_modules/pg/lib/index.js', import.meta.url).href
    );
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function counted(...args) {
      statements++;
      return query.apply(this, args);
    };
  } else {
    const client = database.db.$client[UNDERLYING_CLIENT];
    const query = client.query;
    const transaction = client.transaction;
    client.query = function counted(...args) {
      statements++;
      return query.apply(this, args);
    };
    client.transaction = function counted(callback) {
      statements += 2;
      return transaction.call(this, (tx) => {
        const txQuery = tx.query;
        tx.query = (...args) => {
          statements++;
          return txQuery.apply(tx, args);
        };
        return callback(tx);
      });
    };
  }
  return () => statements;
}

async function measure(label, database) {
  const { db } = database;
  const seeded = await seedMenu(db, itemCount);
  const statements = await statementCounter(database);
  const load = () => loadMenuContent(db, seeded.clubId, seeded.menuId);
  const first = await load();
  if (first.kind !== 'menu') throw new Error(`the menu read as ${first.kind}`);
  for (let index = 0; index < WARM_UP; index++) await load();
  const before = statements();
  await load();
  const perRead = statements() - before;
  const times = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await load();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = { label, items: seeded.items, perRead, median: median(times), p99: percentile(times, 99) };
  console.log(
    `  ${label.padEnd(12)} ${String(result.items).padStart(3)} items  median ${result.median.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  ${perRead} statements per read`,
  );
  return result;
}

function findPostgresBinaries() {
  try {
    return fs
      .readdirSync('/usr/lib/postgresql')
      .some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`));
  } catch {
    return false;
  }
}

const results = [];
const notes = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-bench-cold-read-'));
try {
  console.log(
    `Cold menu reads (loadMenuContent), ${runs} runs after ${WARM_UP} warm-up reads, ${os.cpus().length} cores`,
  );
  // file-backed, as `npm start` runs it
  const pglite = await openDatabase({ kind: 'pglite', dataDir });
  try {
    results.push(await measure('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  if (findPostgresBinaries()) {
    const server = await startPostgres();
    const postgres = await openDatabase({ kind: 'postgres', url: server.url });
    try {
      results.push(await measure(`PostgreSQL ${server.version}`, postgres));
    } finally {
      await postgres.close();
    }
  } else {
    notes.push('PostgreSQL not measured: no binaries under /usr/lib/postgresql');
    console.log(`  ${notes.at(-1)}`);
  }
} finally {
  await stopAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

writeResults({
  name: 'cold-read',
  title: `Guests' cold menu read of ${itemCount} items (the document cache missed)`,
  figures: results.flatMap(({ label, median: med, p99, perRead }) => [
    figure(`${label}: median per cold read`, med, 'ms'),
    figure(`${label}: p99 per cold read`, p99, 'ms'),
    figure(`${label}: statements per cold read`, perRead, 'statements', '= 1'),
  ]),
  notes: [
    `${runs} reads of a ${results[0]?.items ?? itemCount}-item menu after ${WARM_UP} warm-up reads; the loader called in-process`,
    ...notes,
  ],
});
